import ConstraintModel
import LayoutMath

/// Words and one verified change for a group of free motions of the same shape: "the widths of
/// these 200 views under Header are not determined (199 degrees of freedom)", fixed by giving
/// them equal widths (or, where equal widths cannot hold, by pinning each free one), verified by
/// one re-solve of the layout with the whole change.
struct GroupSuggester {
    let problem: LayoutProblem
    let narration: Narration
    let selection: RowSelection
    let result: SolveResult
    /// Makes (on first use) the kept layout changes are verified on; nil: solve again.
    var makeVerifier: (() -> PinVerifier)? = nil

    struct Member {
        /// The free unknown the motion is read by.
        var pivot: Int
        var motion: FreeMotion
        /// Items whose size (position) moves along the group's axis.
        var resizedItems: [Int]
        var movedItems: [Int]
    }

    /// How a group's motions are removed, which its description then advises.
    enum Remedy {
        case equalSizes
        case pins
        case distinctPriorities
        case intrinsicSizes
        case unresolved
    }

    func describe(_ shape: MotionShape, members: [Member], remedy: Remedy) -> String {
        let count = members.count
        let freedom = "(\(count) degree\(count == 1 ? "" : "s") of freedom)"
        let under = shape.container.map { " under \(narration.itemName($0))" } ?? ""
        let direction = shape.axis == .horizontal ? "horizontally" : "vertically"
        switch shape.quantity {
        case .size:
            let items = Self.ordered(members.flatMap(\.resizedItems))
            let names = AmbiguityAnalysis.list(items.map(narration.itemName))
            let sizes = "\(narration.sizeWord(shape.axis))s"
            // N views that share one length have N − 1 free sizes: pinning all but one fixes them.
            let pins = items.count == count + 1 ? "pin all but one" : "pin each of them"
            var text = "The \(sizes) of these \(items.count) views\(under) (\(names)) are not determined \(freedom)"
            switch remedy {
            case .equalSizes: text += ": give them equal \(sizes), or \(pins)"
            case .pins: text += ": \(pins)"
            default: break
            }
            let withoutContent = items.filter {
                problem.system.items[$0].kind == .view && problem.system.items[$0].intrinsicContentSize == nil
            }
            if !withoutContent.isEmpty, withoutContent.count == items.count {
                text += "; if they show text or images, their intrinsic content sizes would decide this instead"
            }
            return text
        case .intrinsicSize:
            let items = Self.ordered(members.compactMap { problem.key(of: $0.pivot).item })
            let names = AmbiguityAnalysis.list(items.map(narration.itemName))
            let word = narration.sizeWord(shape.axis)
            let symbol = shape.axis == .horizontal ? "IntrinsicWidth" : "IntrinsicHeight"
            var text = "The \(word)s of these \(items.count) views\(under) (\(names)) follow their intrinsic \(word)s, which the input names but does not give \(freedom): their content (text, images) decides them when the app runs"
            if remedy == .intrinsicSizes {
                text += "; to decide them here, give each its intrinsic size (`intrinsic NAME WxH` or `--param NAME.\(symbol)=…`)"
            }
            return text
        case .position:
            let items = Self.ordered(members.compactMap { problem.key(of: $0.pivot).item })
            let names = AmbiguityAnalysis.list(items.map(narration.itemName))
            let edge = shape.axis == .horizontal ? "leading edge" : "top edge"
            return "\(items.count) views\(under) (\(names)) can each slide \(direction) \(freedom): nothing pins the \(edge) of any of them"
                + (remedy == .pins ? "; give each one" : "")
        case .tie:
            let items = Self.ordered(members.flatMap(\.resizedItems))
            let names = AmbiguityAnalysis.list(items.map(narration.itemName))
            return "Equal priorities tie \(direction) among \(items.count) views\(under) (\(names)) \(freedom): the extra or missing space can go to any of them (content priority ambiguity)" + (remedy == .distinctPriorities ? "; give them distinct priorities" : "")
        }
    }

    /// One change that removes every motion of the group, verified by re-solving.
    func fix(_ shape: MotionShape, members: [Member]) -> (fix: Fix?, remedy: Remedy) {
        let pinner = PinSuggester(problem: problem, narration: narration, selection: selection, result: result)
        switch shape.quantity {
        case .size:
            if let equal = equalSizes(shape.axis, members: members),
                let fix = verifiedAddition(equal, removing: members.count, rationale: "equal \(narration.sizeWord(shape.axis))s remove every one of these motions")
            {
                return (fix, .equalSizes)
            }
            let fix = verifiedAddition(
                members.compactMap { pinner.pinRow($0.pivot, motion: $0.motion) },
                removing: members.count, rationale: "pins every free \(narration.sizeWord(shape.axis)) where the layout now puts it (write the sizes you meant)")
            return (fix, fix == nil ? .unresolved : .pins)
        case .intrinsicSize:
            let fix = verifiedAddition(
                members.flatMap { intrinsicSizeRows($0.pivot) }, removing: members.count, rowsPerMotion: 2, priority: nil,
                rationale: "gives each view an intrinsic \(narration.sizeWord(shape.axis)) where the layout now puts it, with UIKit's default priorities (write the size its content has)")
            return (fix, fix == nil ? .unresolved : .intrinsicSizes)
        case .position:
            let fix = verifiedAddition(
                members.compactMap { pinner.pinRow($0.pivot, motion: $0.motion) }, removing: members.count,
                rationale: "the missing edge of each view, placed where the layout allows (write the distances you meant)")
            return (fix, fix == nil ? .unresolved : .pins)
        case .tie:
            let fix = distinctPriorities(members)
            return (fix, fix == nil ? .unresolved : .distinctPriorities)
        }
    }

    /// `X.width == A.width` for every free width, A being the first view whose width moves; when A
    /// is itself one of the free widths, the first moving width that is not free joins instead.
    private func equalSizes(_ axis: Axis, members: [Member]) -> [(row: LayoutRow, text: String)]? {
        let resized = Self.ordered(members.flatMap(\.resizedItems))
        let freeItems = members.compactMap { problem.key(of: $0.pivot).item }
        guard let anchor = resized.first, freeItems.count == members.count,
            let anchorSize = problem.existingVariable(VariableKey(item: anchor, axis: axis, role: .size))
        else { return nil }
        var joined = freeItems.filter { $0 != anchor }
        if joined.count < members.count, let extra = resized.first(where: { $0 != anchor && !freeItems.contains($0) }) {
            joined.append(extra)
        }
        guard joined.count == members.count else { return nil }
        let word = narration.sizeWord(axis)
        return joined.compactMap { item in
            guard let size = problem.existingVariable(VariableKey(item: item, axis: axis, role: .size)) else { return nil }
            let row = LayoutRow(
                coefficients: SparseVector(terms: [(size, 1), (anchorSize, -1)]), relation: .equal, rhs: 0, priority: .required,
                origin: .suggestion)
            return (row, "\(narration.codeName(item)).\(word) == \(narration.codeName(anchor)).\(word)")
        }
    }

    /// What an intrinsic size of the solved value adds: `size ≥ k` at the compression
    /// resistance priority and `size ≤ k` at the hugging priority (UIKit's defaults).
    private func intrinsicSizeRows(_ size: Int) -> [(row: LayoutRow, text: String)] {
        let key = problem.key(of: size)
        guard let item = key.item, let axis = key.axis else { return [] }
        let value = result.values[size]
        let defaults = IntrinsicContentSize()
        let name = "\(narration.codeName(item)).\(narration.sizeWord(axis))"
        return [
            (.greaterOrEqual, defaults.compressionResistance(on: axis), ">="),
            (.lessOrEqual, defaults.hugging(on: axis), "<="),
        ].map { relation, priority, symbol in
            let row = LayoutRow(
                coefficients: SparseVector(terms: [(size, 1)]), relation: relation, rhs: value, priority: priority, origin: .suggestion)
            return (row, "\(name) \(symbol) \(value.formatted()) @\(priority)")
        }
    }

    private func verifiedAddition(
        _ rows: [(row: LayoutRow, text: String)], removing count: Int, rowsPerMotion: Int = 1,
        priority: Priority? = .required, rationale: String
    ) -> Fix? {
        guard rows.count == count * rowsPerMotion, let first = rows.first else { return nil }
        let pinner = PinSuggester(problem: problem, narration: narration, selection: selection, result: result)
        guard let remainingCount = pinner.motionsRemaining(adding: rows.map(\.row)), remainingCount <= result.motions.count - count
        else { return nil }
        let item = problem.key(of: first.row.coefficients.terms[0].index).item.map { problem.system.items[$0].id }
        return Fix(
            // Intrinsic sizes add optional rows, each with its own priority in the text.
            action: .addConstraint, constraintID: nil, item: item, priority: priority, alsoLowered: [],
            consequence: "adds \(rows.count) constraints at once; \(pinner.remaining(remainingCount))",
            rationale: rationale, constraintText: rows.map(\.text).joined(separator: "; "), isVerified: true)
    }

    /// Every tied row but the first one step above the one before it, so no two of them tie.
    private func distinctPriorities(_ members: [Member]) -> Fix? {
        let tied = Self.ordered(members.flatMap(\.motion.tradedRows))
        guard let first = tied.first else { return nil }
        let base = selection.priority(of: first, in: problem).value
        let step: Double = base + Double(tied.count) < 1000 ? 1 : -1
        var changed = selection
        var settings: [(row: Int, priority: Priority)] = []
        for (offset, row) in tied.enumerated() where offset > 0 {
            let priority = Priority(base + step * Double(offset))
            changed.priorityOverrides[row] = priority
            settings.append((row, priority))
        }
        let verified: (isFeasible: Bool, motionCount: Int)
        if let verifier = makeVerifier?(), let outcome = verifier.verify(priorities: settings) {
            verified = outcome
        } else {
            let solved = LayoutSolver.solve(problem, selection: changed, full: true)
            verified = (solved.isFeasible, solved.motions.count)
        }
        guard verified.isFeasible, verified.motionCount <= result.motions.count - members.count else { return nil }
        let phrases = settings.prefix(AmbiguityAnalysis.namedItems).map { "\(priorityName($0.row)) to \($0.priority)" }
        let more = settings.count > AmbiguityAnalysis.namedItems ? " and \(settings.count - AmbiguityAnalysis.namedItems) more, one step each" : ""
        let remaining = PinSuggester(problem: problem, narration: narration, selection: selection, result: result).remaining(verified.motionCount)
        return Fix(
            action: .changePriority, constraintID: narration.constraintID(of: settings[0].row), item: nil,
            priority: settings[0].priority,
            alsoLowered: settings.dropFirst().compactMap { setting in narration.constraintID(of: setting.row).map { ($0, setting.priority) } },
            consequence: "\(narration.rowPhrase(first)) keeps its priority and the others rank below or above it in turn; \(remaining)",
            rationale: "set " + phrases.joined(separator: ", ") + more, constraintText: nil, isVerified: true)
    }

    /// "the horizontal content hugging priority of Title", or the constraint's id.
    private func priorityName(_ row: Int) -> String {
        switch problem.rows[row].origin {
        case .hugging(let item, let axis, nil):
            return narration.possessive(item, "\(axis == .horizontal ? "horizontal" : "vertical") content hugging priority")
        case .compressionResistance(let item, let axis, nil):
            return narration.possessive(item, "\(axis == .horizontal ? "horizontal" : "vertical") compression resistance priority")
        default:
            return "the priority of " + (narration.constraintID(of: row) ?? narration.rowPhrase(row))
        }
    }

    /// Distinct values in first-seen order.
    static func ordered(_ values: [Int]) -> [Int] {
        var seen: Set<Int> = []
        return values.filter { seen.insert($0).inserted }
    }
}
