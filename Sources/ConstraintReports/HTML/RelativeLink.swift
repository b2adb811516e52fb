/// Links from the page to files beside it.
enum RelativeLink {
    /// The `href` for `path`, a path relative to the page, or nil when it is not one: absolute
    /// paths, anything with a scheme (`https:`, `javascript:`), `..` segments and empty segments
    /// are refused, so a link can only point into the report folder. Each byte outside the
    /// unreserved set is percent-encoded.
    static func href(_ path: String) -> String? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.contains(":"), !path.contains("\\"),
            segments.allSatisfy({ !$0.isEmpty && $0 != ".." && $0 != "." })
        else { return nil }
        return segments.map { percentEncoded($0) }.joined(separator: "/")
    }

    private static func percentEncoded(_ segment: Substring) -> String {
        var encoded = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
