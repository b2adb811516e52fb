/// How deep square brackets nest in a Swift file's code (not in its comments or string text).
///
/// swift-syntax's parser takes time exponential in that depth: at each `[` of an expression its
/// lookahead tries an array or dictionary type first and backtracks (found by FuzzSwiftSource: 50
/// nested `[` never finished; each further level doubles the time, 18 take seconds). Real layout
/// code nests two or three deep (`[[String: [CGFloat]]]`), so a file past `largestDepth` is not
/// parsed at all and a located warning says why; so is a file whose many shallower nests add up
/// past `largestCost` (each `[` at depth d costs about 2^d: thousands of 12-deep nests would take
/// as long as one 20 deep). The scan follows the Swift lexer where it
/// matters: `//` and nested `/* */` comments, string literals that end at the line's end,
/// `"""` literals, raw strings (`#"…"#`), and the code inside `\( … )` interpolations.
enum SquareBracketNesting {
    static let largestDepth = 12
    /// Σ 2^depth over a file's `[`: 16 per bracket in real code (depth 4), so a 1 MB file of
    /// brackets stays far below it, while it is a second or two of parsing in a release build.
    static let largestCost = 1 << 21

    struct Place: Equatable {
        var depth: Int
        var line: Int
        var column: Int
    }

    /// The first `[` that opens a level deeper than `largestDepth`, or nil.
    static func firstTooDeep(in text: String) -> Place? {
        var scanner = Scanner(bytes: Array(text.utf8))
        return scanner.run()
    }

    private struct Scanner {
        enum Mode {
            case code(parens: Int)
            case string(hashes: Int, multiline: Bool)
        }

        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        var depth = 0
        var cost = 0
        /// Code inside strings' interpolations nests inside the string it belongs to.
        var modes: [Mode] = [.code(parens: 0)]

        init(bytes: [UInt8]) { self.bytes = bytes }

        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

        func starts(with text: String) -> Bool {
            let pattern = Array(text.utf8)
            guard index + pattern.count <= bytes.count else { return false }
            return bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                    // A single-line string literal ends at the end of its line, as in the lexer.
                    while case .string(_, false)? = modes.last, modes.count > 1 { modes.removeLast() }
                }
                index += 1
            }
        }

        mutating func run() -> Place? {
            while index < bytes.count {
                switch modes.last ?? .code(parens: 0) {
                case .code(let parens):
                    if let place = code(parens: parens) { return place }
                case .string(let hashes, let multiline):
                    string(hashes: hashes, multiline: multiline)
                }
            }
            return nil
        }

        /// One step in code; a `[` past the limit is returned.
        mutating func code(parens: Int) -> Place? {
            if starts(with: "//") {
                while let next = byte(0), next != UInt8(ascii: "\n") { advance() }
                return nil
            }
            if starts(with: "/*") {
                var nested = 0
                repeat {
                    if starts(with: "/*") { nested += 1; advance(2) } else if starts(with: "*/") { nested -= 1; advance(2) } else { advance() }
                } while nested > 0 && index < bytes.count
                return nil
            }
            var hashes = 0
            while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if byte(hashes) == UInt8(ascii: "\"") {
                let multiline = byte(hashes + 1) == UInt8(ascii: "\"") && byte(hashes + 2) == UInt8(ascii: "\"")
                advance(hashes + (multiline ? 3 : 1))
                modes.append(.string(hashes: hashes, multiline: multiline))
                return nil
            }
            switch byte(0) {
            case UInt8(ascii: "["):
                depth += 1
                cost += 1 << min(depth, largestDepth + 1)
                if depth > largestDepth || cost > largestCost { return Place(depth: depth, line: line, column: index - lineStart + 1) }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "("):
                replaceTop(.code(parens: parens + 1))
            case UInt8(ascii: ")"):
                if parens == 0, modes.count > 1 {
                    modes.removeLast()  // the end of an interpolation: back into its string
                } else {
                    replaceTop(.code(parens: max(0, parens - 1)))
                }
            default:
                break
            }
            advance(max(hashes, 1))
            return nil
        }

        /// One step in a string literal: its end, an interpolation, or a character.
        mutating func string(hashes: Int, multiline: Bool) {
            let delimiter = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
            if starts(with: "\\" + String(repeating: "#", count: hashes)), !starts(with: interpolation) {
                advance(2 + hashes)  // an escaped character
            } else if starts(with: interpolation) {
                advance(interpolation.utf8.count)
                modes.append(.code(parens: 0))
            } else if starts(with: delimiter) {
                advance(delimiter.utf8.count)
                modes.removeLast()
            } else {
                advance()
            }
        }

        mutating func replaceTop(_ mode: Mode) {
            modes[modes.count - 1] = mode
        }
    }
}
