import Foundation

/// A processing instruction with no data (`<?target?>`): libxml2 hands FoundationXML a null data
/// pointer for it, and FoundationXML on Linux reads it with `strlen` and stops the process (found
/// by FuzzInterfaceBuilder). Interface Builder files hold no processing instructions, so such a
/// file is refused before it reaches the parser, with the place of the instruction.
struct EmptyProcessingInstruction {
    var line: Int
    var column: Int
    var message: String

    /// The first `<?` + name + `?>` with nothing between the name and `?>`; one pass over the bytes.
    static func first(in data: Data) -> EmptyProcessingInstruction? {
        let bytes = [UInt8](data)
        let less = UInt8(ascii: "<"), question = UInt8(ascii: "?"), greater = UInt8(ascii: ">")
        var line = 1
        var lineStart = 0
        var index = 0
        while index + 1 < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if byte == less, bytes[index + 1] == question {
                var end = index + 2
                while end < bytes.count, !isBlank(bytes[end]), bytes[end] != question, bytes[end] != greater, bytes[end] != less {
                    end += 1
                }
                if end > index + 2, end + 1 < bytes.count, bytes[end] == question, bytes[end + 1] == greater {
                    let target = String(decoding: bytes[(index + 2)..<min(end, index + 42)], as: UTF8.self)
                    return EmptyProcessingInstruction(
                        line: line, column: index - lineStart + 1,
                        message: "a processing instruction without data ('<?\(target)?>') is not read: FoundationXML stops on it, and Interface Builder files have none")
                }
                index = max(end, index + 2)
                continue
            }
            index += 1
        }
        return nil
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
