/// A declared move from one state to another (`transition Collapsed -> Expanded:` in an equation
/// set, a method that switches layouts in Swift): the steps run, in order, on the layout of
/// `from` (the base layout when `from` is nil) and should end in the layout of `to`.
public struct LayoutTransition: Hashable, Sendable, Codable {
    /// The state the transition starts in; nil for the base layout.
    public var from: String?
    /// The state it ends in.
    public var to: String
    public var steps: [ChangeStep]
    public var sourceLocation: SourceFileLocation?

    public init(from: String?, to: String, steps: [ChangeStep], sourceLocation: SourceFileLocation? = nil) {
        self.from = from
        self.to = to
        self.steps = steps
        self.sourceLocation = sourceLocation
    }
}
