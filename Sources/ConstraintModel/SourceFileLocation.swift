/// Where in a source file something was written: the call that made a constraint in Swift code,
/// the `<constraint>` element of an Interface Builder file, SnapKit's `File.swift#88` tag in a log.
/// Lines and columns count from 1, as Xcode prints them; `column` is nil when the input names
/// only a line (SnapKit prints no column).
public struct SourceFileLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int?

    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `File.swift:12:5`, or `File.swift:12` without a column: the form Xcode and editors link.
    public var description: String {
        column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }
}
