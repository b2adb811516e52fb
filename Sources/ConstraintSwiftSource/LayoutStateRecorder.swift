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
            }
        }
        return LayoutState(name: name, steps: [ChangeStep(changes: made, text: name, sourceLocation: location)], sourceLocation: location)
    }
}

enum LayoutStateRecorder {
    static func states(of type: TypeDefinition, interpreter: Interpreter, base: LayoutRecorder, index: SourceIndex) -> [PendingState] {
        var states: [PendingState] = []
        let baseProperties = interpreter.properties
        for name in type.methodOrder {
            for function in type.methods[name] ?? [] where !function.isStatic && !interpreter.calledFunctions.contains(Interpreter.identity(of: function)) {
                interpreter.recorder = base
                interpreter.properties = baseProperties
                interpreter.recorder.notes = []
                _ = interpreter.invokeEntry(function)
                let after = interpreter.recorder
                var changes: [PendingState.Change] = []
                for position in base.constraints.indices {
                    let before = base.constraints[position]
                    let now = after.constraints[position]
                    if now.isActive != before.isActive { changes.append(now.isActive ? .activate(position) : .deactivate(position)) }
                    if let constant = now.constant, constant != before.constant { changes.append(.setConstant(position, constant)) }
                    if now.priority != before.priority { changes.append(.setPriority(position, now.priority)) }
                }
                for position in base.constraints.count..<after.constraints.count where after.constraints[position].isActive {
                    changes.append(.add(after.constraints[position]))
                }
                for key in base.itemOrder {
                    if let hidden = after[key]?.isHidden, hidden != base[key]?.isHidden { changes.append(.setHidden(key, hidden)) }
                }
                guard !changes.isEmpty else { continue }
                let location = SourceFileLocation(
                    file: function.file.path, line: function.file.position(of: function.body).line,
                    column: function.file.position(of: function.body).column)
                states.append(PendingState(name: "\(function.name)()", location: location, changes: changes))
            }
        }
        interpreter.recorder = base
        return states
    }
}
