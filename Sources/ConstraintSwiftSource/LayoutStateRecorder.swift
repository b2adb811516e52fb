import ConstraintModel

/// A method outside the base layout (not reached from `viewDidLoad`, `init`, …) that changes
/// constraints — activates, deactivates, edits a constant or priority, hides a view, makes new
/// constraints — becomes one `LayoutState` named after it, for the change engine to apply.
struct PendingState {
    enum Change {
        case add(RecordedConstraint)
        case activate(Int)
        case deactivate(Int)
        case setConstant(Int, LayoutNumber)
        case setPriority(Int, Priority)
        case setHidden(String, Bool)
        /// The method turns the view's autoresizing mask off (SnapKit's `remakeConstraints` does,
        /// `translatesAutoresizingMaskIntoConstraints = false`): its mask's constraints go.
        case maskOff(String)
    }

    var name: String
    var location: SourceFileLocation?
    var changes: [Change]

    func resolved(with assembly: inout SystemAssembly, baseCount: Int) -> LayoutState {
        var made: [LayoutChange] = []
        var added = 0
        for change in changes {
            switch change {
            case .add(let recorded):
                added += 1
                if let constraint = assembly.layoutConstraint(recorded, id: "\(name).c\(added)") { made.append(.add(constraint)) }
            case .activate(let index):
                if let id = assembly.constraintIDs[index] { made.append(.activate(constraintID: id)) }
            case .deactivate(let index):
                if let id = assembly.constraintIDs[index] { made.append(.deactivate(constraintID: id)) }
            case .setConstant(let index, let constant):
                if let id = assembly.constraintIDs[index] { made.append(.setConstant(constraintID: id, constant: constant)) }
            case .setPriority(let index, let priority):
                if let id = assembly.constraintIDs[index] { made.append(.setPriority(constraintID: id, priority: priority)) }
            case .setHidden(let key, let hidden):
                if let id = assembly.idOf[key] { made.append(.setHidden(itemID: id, hidden: hidden)) }
            case .maskOff(let key):
                for id in assembly.autoresizingIDs[key] ?? [] { made.append(.deactivate(constraintID: id)) }
            }
        }
        return LayoutState(name: name, steps: [ChangeStep(changes: made, text: name, sourceLocation: location)], sourceLocation: location)
    }
}

enum LayoutStateRecorder {
    /// The states, and a located note for each change a method makes that no state can hold (a
    /// constant set to a value known only at run time), so that it is said rather than dropped.
    static func states(of type: TypeDefinition, interpreter: Interpreter, base: LayoutRecorder, index: SourceIndex)
        -> (states: [PendingState], notes: [(location: SourceFileLocation?, message: String, code: String)])
    {
        var states: [PendingState] = []
        var notes: [(location: SourceFileLocation?, message: String, code: String)] = []
        let baseProperties = interpreter.properties
        for name in type.methodOrder {
            for function in type.methods[name] ?? [] where !function.isStatic && !interpreter.calledFunctions.contains(Interpreter.identity(of: function)) {
                interpreter.recorder = base
                interpreter.properties = baseProperties
                interpreter.recorder.notes = []
                _ = interpreter.invokeEntry(function)
                let after = interpreter.recorder
                var changes: [PendingState.Change] = []
                var unknownConstants: [RecordedConstraint] = []
                for position in base.constraints.indices {
                    let before = base.constraints[position]
                    let now = after.constraints[position]
                    if now.isActive != before.isActive { changes.append(now.isActive ? .activate(position) : .deactivate(position)) }
                    if let constant = now.constant, constant != before.constant { changes.append(.setConstant(position, constant)) }
                    if now.constant == nil, before.constant != nil { unknownConstants.append(before) }
                    if now.priority != before.priority { changes.append(.setPriority(position, now.priority)) }
                }
                var viewsAdded: [String] = []
                for position in base.constraints.count..<after.constraints.count where after.constraints[position].isActive {
                    let made = after.constraints[position]
                    changes.append(.add(made))
                    // A view the method adds to the layout (a loading overlay): the base layout has
                    // no such item, so a state cannot hold its constraints.
                    for key in [made.first.item] + (made.second.map { [$0.item] } ?? [])
                    where after[key]?.kind == .view && after[key]?.superview != nil && base[key]?.superview == nil && base[key]?.isRoot != true
                        && !viewsAdded.contains(key)
                    {
                        viewsAdded.append(key)
                    }
                }
                if !viewsAdded.isEmpty {
                    let names = viewsAdded.map { "'\(after.name(of: $0))'" }.joined(separator: ", ")
                    notes.append((
                        Self.location(of: function),
                        "\(Self.signature(of: function)) adds \(names) to the layout, which the base layout does not have: a state cannot add views, so the constraints it makes on \(viewsAdded.count == 1 ? "it" : "them") are not analysed",
                        "swift-not-followed"))
                }
                for key in base.itemOrder {
                    if let hidden = after[key]?.isHidden, hidden != base[key]?.isHidden { changes.append(.setHidden(key, hidden)) }
                    if base[key]?.translatesAutoresizingMask == true, after[key]?.translatesAutoresizingMask == false { changes.append(.maskOff(key)) }
                }
                let location = Self.location(of: function)
                if !unknownConstants.isEmpty {
                    let lineNumbers = Set(unknownConstants.compactMap { $0.location?.line }).sorted().map(String.init)
                    let lines = (lineNumbers.count == 1 ? "line " : "lines ") + lineNumbers.joined(separator: ", ")
                    let count = unknownConstants.count
                    notes.append((
                        location,
                        "\(Self.signature(of: function)) sets the constant of \(count == 1 ? "the constraint" : "\(count) constraints") made at \(lines) to a value known only at run time; that change is not analysed",
                        "swift-unknown-value"))
                }
                guard !changes.isEmpty else { continue }
                states.append(PendingState(name: "\(function.name)()", location: location, changes: changes))
                // What the state's method did that the reader could not read (a constraint to a view
                // of the base class, a size known only at run time) is said, as in the base layout.
                for made in after.notes where !base.notes.contains(where: { $0.location == made.location && $0.message == made.message })
                    && !notes.contains(where: { $0.location == made.location && $0.message == made.message })
                {
                    notes.append(made)
                }
            }
        }
        interpreter.recorder = base
        return (states, notes)
    }

    /// Where a method's body starts.
    static func location(of function: FunctionDefinition) -> SourceFileLocation {
        SourceFileLocation(
            file: function.file.path, line: function.file.position(of: function.body).line,
            column: function.file.position(of: function.body).column)
    }

    /// `update(forDataSource:)`, as Swift names a method.
    static func signature(of function: FunctionDefinition) -> String {
        "\(function.name)(\(function.labels.map { "\($0):" }.joined()))"
    }
}
