import ConstraintModel

/// `{"file", "line", "column"}`: where the input wrote a constraint, view or finding (the Swift
/// call, the Interface Builder element, SnapKit's tag). `column` is null when the input names
/// only a line.
public struct JSONSourceLocation: Encodable, Hashable, Sendable {
    public var file: String
    public var line: Int
    @Nullable public var column: Int?

    init(_ location: SourceFileLocation) {
        file = location.file
        line = location.line
        column = location.column
    }
}
