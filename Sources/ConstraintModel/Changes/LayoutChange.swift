/// One change to a layout, as UIKit and AppKit let code make it after the layout first exists
/// (the Auto Layout Guide, "Changing Constraints"). Every reader that sees changes (equation-set
/// states, Swift methods, Interface Builder size-class variations, `--what-if`) produces these,
/// so one engine applies and analyses them all.
public enum LayoutChange: Hashable, Sendable, Codable {
    /// A constraint that did not exist before, created and activated.
    case add(LayoutConstraint)
    /// An existing (inactive) constraint turned on: `isActive = true`, `NSLayoutConstraint.activate`.
    case activate(constraintID: String)
    /// `isActive = false`, `NSLayoutConstraint.deactivate`, `removeConstraint`.
    case deactivate(constraintID: String)
    /// `constraint.constant = …`.
    case setConstant(constraintID: String, constant: LayoutNumber)
    /// `constraint.priority = …`. Moving an *active* constraint between required and optional
    /// raises an exception in UIKit; the engine that applies changes reports it.
    case setPriority(constraintID: String, priority: Priority)
    /// A constraint swapped for another (a multiplier cannot change in place, so code replaces it).
    case replace(constraintID: String, with: LayoutConstraint)
    /// `addSubview`, `addLayoutGuide`.
    case addItem(LayoutItem)
    /// `removeFromSuperview`: the item and every constraint that mentions it go.
    case removeItem(itemID: String)
    /// A new intrinsic content size (a label's text changed), or nil for none.
    case setIntrinsicContentSize(itemID: String, size: IntrinsicContentSize?)
    /// `isHidden` on a stack view's arranged subview (the stack collapses it).
    case setHidden(itemID: String, hidden: Bool)
    /// The root's size given by its host: a rotation, another device, a resized window.
    case setRootSize(width: LayoutNumber, height: LayoutNumber)
}

/// Changes made together: one `NSLayoutConstraint.activate([...])` or `deactivate([...])` call,
/// one property assignment, one `--what-if`. UIKit's engine re-solves after each step (outside an
/// animation or `updateConstraints` batch), which is why a step's order can log a conflict that
/// the final state does not have.
public struct ChangeStep: Hashable, Sendable, Codable {
    public var changes: [LayoutChange]
    /// How the input wrote the step (`deactivate c3`, `collapsed.isActive = true`).
    public var text: String
    public var sourceLocation: SourceFileLocation?

    public init(changes: [LayoutChange], text: String = "", sourceLocation: SourceFileLocation? = nil) {
        self.changes = changes
        self.text = text
        self.sourceLocation = sourceLocation
    }
}

/// A named layout reached from the base layout by a sequence of steps: an equation set's
/// `state Expanded:`, the body of a Swift method that changes constraints, an Interface Builder
/// size class, or the `--what-if` experiment.
public struct LayoutState: Hashable, Sendable, Codable {
    public var name: String
    public var steps: [ChangeStep]
    /// Where the state is defined (the `state` line, the method, the `<variation>`).
    public var sourceLocation: SourceFileLocation?

    public init(name: String, steps: [ChangeStep], sourceLocation: SourceFileLocation? = nil) {
        self.name = name
        self.steps = steps
        self.sourceLocation = sourceLocation
    }

    /// Every change of every step, in order.
    public var changes: [LayoutChange] { steps.flatMap(\.changes) }
}
