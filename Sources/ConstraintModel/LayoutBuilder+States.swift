/// States and transitions for the anchor-style builder, with the same changes equation sets and
/// `--what-if` make:
///
/// ```swift
/// let expanded = layout.addInactive(detail.height == 120)
/// layout.state("Expanded") { steps in
///     steps.activate(expanded)
///     steps.deactivate(collapsed)
/// }
/// ```
extension LayoutBuilder {
    /// Records the steps of one state or transition, one step per call.
    public struct StepRecorder: Sendable {
        public private(set) var steps: [ChangeStep] = []

        public mutating func step(_ changes: [LayoutChange], text: String? = nil) {
            steps.append(ChangeStep(changes: changes, text: text ?? changes.map(\.statement).joined(separator: "; ")))
        }

        /// One `NSLayoutConstraint.activate([...])` call.
        public mutating func activate(_ ids: String...) {
            step(ids.map { .activate(constraintID: $0) }, text: "activate " + ids.joined(separator: ", "))
        }

        /// One `NSLayoutConstraint.deactivate([...])` call.
        public mutating func deactivate(_ ids: String...) {
            step(ids.map { .deactivate(constraintID: $0) }, text: "deactivate " + ids.joined(separator: ", "))
        }

        public mutating func setConstant(_ id: String, _ constant: Double) { step([.setConstant(constraintID: id, constant: LayoutNumber(constant))]) }
        public mutating func setPriority(_ id: String, _ priority: Priority) { step([.setPriority(constraintID: id, priority: priority)]) }
        public mutating func hide(_ item: ItemHandle) { step([.setHidden(itemID: item.id, hidden: true)]) }
        public mutating func show(_ item: ItemHandle) { step([.setHidden(itemID: item.id, hidden: false)]) }
        public mutating func remove(_ item: ItemHandle) { step([.removeItem(itemID: item.id)]) }
        public mutating func setRootSize(width: Double, height: Double) {
            step([.setRootSize(width: LayoutNumber(width), height: LayoutNumber(height))])
        }
    }

    /// A constraint made but not activated: a state activates it.
    @discardableResult
    public mutating func addInactive(_ draft: ConstraintDraft) -> String {
        let id = add(draft)
        if let index = system.constraints.indices.last { system.constraints[index].isActive = false }
        return id
    }

    /// A named state: the steps that lead from the base layout to it.
    public mutating func state(_ name: String, _ record: (inout StepRecorder) -> Void) {
        var recorder = StepRecorder()
        record(&recorder)
        system.states.append(LayoutState(name: name, steps: recorder.steps))
    }

    /// A move between two states (`from` nil: the base layout), replayed step by step.
    public mutating func transition(from: String?, to: String, _ record: (inout StepRecorder) -> Void) {
        var recorder = StepRecorder()
        record(&recorder)
        system.transitions.append(LayoutTransition(from: from, to: to, steps: recorder.steps))
    }
}
