import ConstraintModel

/// The `state NAME:` and `transition FROM -> TO:` blocks of an equation set (Docs/equations.md,
/// "States"). They follow the base layout; each runs to the next block or the end of the file.
///
/// The base reader never sees them: their lines are blanked in the text it reads, except that a
/// block's `activate EQUATION` (or VFL) line keeps its equation in place, so the constraint is read
/// with every other one (same id scheme, same line and column) and then marked inactive.
struct EquationSetStates {
    struct Block {
        enum Kind {
            case state(String)
            case transition(from: String?, to: String)
        }

        var kind: Kind
        var line: Int
        var statements: [(line: Int, column: Int, text: String)] = []
    }

    var blocks: [Block] = []
    /// Lines whose equation is a constraint the block activates.
    var definitionLines: Set<Int> = []
    var headerErrors: [Diagnostic] = []

    /// Cheap test before the line-by-line split: most sets have no blocks. A block header is a
    /// line that starts, after blanks, with `state ` or `transition ` (`header`), so only line
    /// starts are looked at: the scan jumps from newline to newline and compares the bytes after each.
    /// Searching every byte for the words took 1 % of a 100,000-view diagnosis, and `String.contains`
    /// by characters 7 % before that. It may say yes where the split then finds no block (any
    /// non-ASCII byte counts as a blank here, a wider test than `Character.isWhitespace`), never no
    /// where the split finds one.
    static func mayContainBlocks(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in containsKeyword(bytes) }
    }

    private static let stateKeyword = Array("state ".utf8)
    private static let transitionKeyword = Array("transition ".utf8)

    /// Whether a line of `bytes` starts, after blanks, with `state ` or `transition `.
    static func containsKeyword(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Read once: a global's lazy initialisation check per line costs more than the line.
        let (state, transition) = (stateKeyword, transitionKeyword)
        let count = bytes.count
        var lineStart = 0
        while lineStart < count {
            var index = lineStart
            while index < count, isBlankOrNonASCII(bytes[index]) { index += 1 }
            if index < count {
                if bytes[index] == UInt8(ascii: "s"), followed(by: state, in: bytes, at: index) { return true }
                if bytes[index] == UInt8(ascii: "t"), followed(by: transition, in: bytes, at: index) { return true }
            }
            // Plain byte search: the library imports no C library module (iOS builds it too).
            while index < count, bytes[index] != 0x0A { index += 1 }
            lineStart = index + 1
        }
        return false
    }

    /// Blanks a header may start with: ASCII white space other than a newline, and every byte of
    /// a non-ASCII character (U+00A0 and U+2028 are white space to `trimmingBlanks`).
    private static func isBlankOrNonASCII(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0x0D || byte >= 0x80
    }

    private static func followed(by word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start + word.count <= bytes.count else { return false }
        for offset in word.indices where bytes[start + offset] != word[offset] { return false }
        return true
    }

    /// The base text (same lines, blocks blanked) and the blocks, or nil when there are none.
    static func split(_ text: String) -> (base: String, states: EquationSetStates)? {
        guard mayContainBlocks(text) else { return nil }
        var states = EquationSetStates()
        var baseLines: [Substring] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let number = index + 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let content = Self.withoutComment(line)
            let trimmed = String(content).trimmingBlanks
            if let header = states.header(trimmed, line: number) {
                states.blocks.append(header)
                baseLines.append("")
                continue
            }
            guard !states.blocks.isEmpty else {
                baseLines.append(rawLine)
                continue
            }
            guard !trimmed.isEmpty else {
                baseLines.append("")
                continue
            }
            let column = content.prefix(while: { $0 == " " || $0 == "\t" }).count + 1
            let keywords = ["activate ", "add "]
            if let keyword = keywords.first(where: { trimmed.hasPrefix($0) }), Self.isLayoutText(trimmed.dropFirst(keyword.count)) {
                // Keep the equation at its column; the keyword becomes blanks.
                let start = line.index(line.startIndex, offsetBy: column - 1)
                baseLines.append(line[..<start] + Substring(String(repeating: " ", count: keyword.count)) + line[line.index(start, offsetBy: keyword.count)...])
                states.definitionLines.insert(number)
                states.blocks[states.blocks.count - 1].statements.append((number, column, "@equation"))
                continue
            }
            baseLines.append("")
            states.blocks[states.blocks.count - 1].statements.append((number, column, trimmed))
        }
        guard !states.blocks.isEmpty else { return nil }
        return (baseLines.joined(separator: "\n"), states)
    }

    /// `state NAME:` or `transition FROM -> TO:` (`base` names the base layout).
    private mutating func header(_ text: String, line: Int) -> Block? {
        let isState = text.hasPrefix("state ")
        guard isState || text.hasPrefix("transition "), text.hasSuffix(":") else { return nil }
        let body = String(text.dropFirst(isState ? 6 : 11).dropLast()).trimmingBlanks
        if isState {
            guard Self.isName(body) else {
                headerErrors.append(Diagnostic(severity: .error, line: line, column: 1, message: "a state needs a name: 'state Expanded:'", code: "bad-state"))
                return Block(kind: .state("state\(line)"), line: line)
            }
            return Block(kind: .state(body), line: line)
        }
        var names: [String] = []
        let characters = Array(body)
        if let arrow = characters.indices.dropLast().first(where: { characters[$0] == "-" && characters[$0 + 1] == ">" }) {
            names = [String(characters[..<arrow]).trimmingBlanks, String(characters[(arrow + 2)...]).trimmingBlanks]
        }
        guard names.count == 2, names.allSatisfy(Self.isName) else {
            headerErrors.append(
                Diagnostic(severity: .error, line: line, column: 1, message: "a transition is written 'transition Collapsed -> Expanded:' (base for the base layout)", code: "bad-transition"))
            return Block(kind: .transition(from: nil, to: "transition\(line)"), line: line)
        }
        return Block(kind: .transition(from: names[0] == "base" ? nil : names[0], to: names[1]), line: line)
    }

    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    /// An equation (it has a relation) or a VFL line, rather than a list of constraint ids.
    static func isLayoutText(_ text: Substring) -> Bool {
        let body = text.drop { $0 == " " || $0 == "\t" }
        if body.hasPrefix("H:") || body.hasPrefix("V:") || body.hasPrefix("|") || body.hasPrefix("[") { return true }
        return body.contains("=") || body.contains("≤") || body.contains("≥")
    }

    static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character?
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                return line[..<index]
            } else if character == "/", previous == "/" {
                return line[..<line.index(before: index)]
            }
            previous = character
        }
        return line
    }

    /// Turns the blocks into states and transitions of `system`, now that its constraints exist.
    func attach(to system: inout ConstraintSystem, file: String) {
        system.diagnostics += headerErrors
        var definedAt: [Int: [String]] = [:]
        for index in system.constraints.indices where definitionLines.contains(system.constraints[index].line) {
            system.constraints[index].isActive = false
            definedAt[system.constraints[index].line, default: []].append(system.constraints[index].id)
        }
        let parser = LayoutChangeParser(system: system)
        for block in blocks {
            var steps: [ChangeStep] = []
            for statement in block.statements {
                let location = SourceFileLocation(file: file, line: statement.line, column: statement.column)
                if statement.text == "@equation" {
                    let ids = definedAt[statement.line] ?? []
                    guard !ids.isEmpty else { continue }
                    steps.append(ChangeStep(changes: ids.map { .activate(constraintID: $0) }, text: "activate " + ids.joined(separator: ", "), sourceLocation: location))
                    continue
                }
                switch parser.steps(statement.text, sourceLocation: location) {
                case .success(let parsed): steps += parsed
                case .failure(let failure):
                    system.diagnostics.append(
                        Diagnostic(severity: .error, line: statement.line, column: statement.column, message: failure.message, code: "unreadable-change"))
                }
            }
            let location = SourceFileLocation(file: file, line: block.line, column: 1)
            switch block.kind {
            case .state(let name):
                system.states.append(LayoutState(name: name, steps: steps, sourceLocation: location))
            case .transition(let from, let to):
                system.transitions.append(LayoutTransition(from: from, to: to, steps: steps, sourceLocation: location))
            }
        }
        let names = Set(system.states.map(\.name))
        for transition in system.transitions {
            for name in [transition.from, transition.to].compactMap({ $0 }) where !names.contains(name) {
                system.diagnostics.append(
                    Diagnostic(severity: .warning, line: transition.sourceLocation?.line ?? 0, column: 1, message: "the transition names a state '\(name)' that is not declared", code: "unknown-state"))
            }
        }
    }
}
