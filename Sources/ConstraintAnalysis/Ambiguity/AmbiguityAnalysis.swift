import ConstraintModel
import LayoutMath

/// Reads the free motions of a solved layout as statements about views: which move, whether their
/// position, size or both are free, how far, what limits them — and proposes one verified
/// constraint (or priority change) that pins each motion.
struct AmbiguityAnalysis {
    let problem: LayoutProblem
    let narration: Narration
    let selection: RowSelection
    let result: SolveResult
    /// After this instant no further pin or group fix is searched (each is verified by solving
    /// again, the costly part of this phase); the motions themselves are still all described.
    var deadline: AnalysisInstant? = nil
    /// Pins, broken ties and group changes are verified on one kept `LiveLayout` (`PinVerifier`)
    /// rather than by solving the layout again for each; only for the layout as lowered (an
    /// empty selection).
    var verifiesIncrementally = true
    /// Made when the first pin is verified, kept for the rest.
    private let verifier = LazyPinVerifier()

    struct Output {
        var ambiguities: [Ambiguity] = []
        var items: [AmbiguousItem] = []
        var degreesOfFreedom: [Axis: Int] = [.horizontal: 0, .vertical: 0]
        /// True when the deadline passed before every motion had its suggestion searched.
        var suggestionsCutShort = false
    }

    private var isPastDeadline: Bool { deadline.map { AnalysisInstant.now > $0 } ?? false }

    /// The kept layout pins and group changes are verified on, made on first use; nil when
    /// they are verified by solving again.
    private var incrementalVerifier: (() -> PinVerifier)? {
        guard verifiesIncrementally && selection == RowSelection() else { return nil }
        let (kept, problem) = (verifier, problem)
        return { kept.verifier(for: problem) }
    }

    /// A motion restricted to the items' own unknowns.
    private struct ItemMotion {
        var deltas: [(item: Int, axis: Axis, position: Rational, size: Rational)]
        var motion: FreeMotion
    }

    func run(suggestPins: Bool) -> Output {
        var output = Output()
        let motions = result.motions.compactMap(itemMotion)
        for axis in Axis.allCases {
            output.degreesOfFreedom[axis] = degreesOfFreedom(motions, on: axis)
        }
        var summary: [String: AmbiguousItem] = [:]
        var order: [String] = []
        for motion in motions {
            for delta in motion.deltas {
                let key = "\(delta.item)|\(delta.axis.rawValue)"
                if summary[key] == nil {
                    order.append(key)
                    summary[key] = AmbiguousItem(item: problem.system.items[delta.item].id, axis: delta.axis, positionIsFree: false, sizeIsFree: false)
                }
                if !delta.position.isZero { summary[key]!.positionIsFree = true }
                if !delta.size.isZero { summary[key]!.sizeIsFree = true }
            }
        }
        let groups = MotionGrouping.groups(motions.map(shape))
        for (number, group) in groups.enumerated() {
            let searches = suggestPins && !isPastDeadline
            if suggestPins && !searches { output.suggestionsCutShort = true }
            guard group.members.count > 1, let shape = group.shape else {
                for member in group.members {
                    var ambiguity = describe(motions[member], suggestPin: searches)
                    ambiguity.group = number + 1
                    output.ambiguities.append(ambiguity)
                }
                continue
            }
            let members = group.members.map { groupMember(motions[$0], axis: shape.axis) }
            let suggester = GroupSuggester(
                problem: problem, narration: narration, selection: selection, result: result,
                makeVerifier: searches ? incrementalVerifier : nil)
            let (fix, remedy) = searches ? suggester.fix(shape, members: members) : (nil, .unresolved)
            let description = suggester.describe(shape, members: members, remedy: remedy) + "."
            for member in group.members {
                var ambiguity = describe(motions[member], suggestPin: false)
                ambiguity.group = number + 1
                ambiguity.count = group.members.count
                ambiguity.groupDescription = description
                ambiguity.suggestion = fix
                output.ambiguities.append(ambiguity)
            }
        }
        output.items = order.map { summary[$0]! }.sorted { ($0.axis, $0.item.count, $0.item) < ($1.axis, $1.item.count, $1.item) }
        return output
    }

    /// The rank of the motions restricted to one axis's items. Face directions are in reduced
    /// form over the free unknowns (each has its own leading unknown, where the others are 0), so
    /// when every motion that moves this axis is led by an item unknown of this axis, they are
    /// independent there and the rank is their number; otherwise it is computed exactly.
    private func degreesOfFreedom(_ motions: [ItemMotion], on axis: Axis) -> Int {
        let moving = motions.filter { $0.deltas.contains { $0.axis == axis } }
        let ledHere = moving.allSatisfy { motion in
            guard let pivot = motion.motion.pivot, isItemVariable(pivot), let rate = motion.motion.motion[pivot] else { return false }
            return problem.key(of: pivot).axis == axis && !rate.isZero
        }
        if ledHere && Set(moving.compactMap(\.motion.pivot)).count == moving.count { return moving.count }
        let vectors: [[Int: Rational]] = moving.map { motion in
            var vector: [Int: Rational] = [:]
            for (variable, value) in motion.motion.motion where problem.key(of: variable).axis == axis && isItemVariable(variable) {
                vector[variable] = value
            }
            return vector
        }.filter { !$0.isEmpty }
        return ExactLinearAlgebra.rank(of: vectors)
    }

    /// The shape a motion is grouped by: its axis, what its leading unknown is (a size, a
    /// position, or a tie) and whose superview that unknown's item is in.
    private func shape(_ motion: ItemMotion) -> MotionShape? {
        guard let pivot = motion.motion.pivot, isItemVariable(pivot) else { return nil }
        let key = problem.key(of: pivot)
        guard let item = key.item, let axis = key.axis, !isUngivenRoot(item) else { return nil }
        let quantity: MotionShape.Quantity
        if !motion.motion.tradedRows.isEmpty {
            quantity = .tie(origins: Array(Set(motion.motion.tradedRows.map { MotionGrouping.originKind(problem.rows[$0].origin) })).sorted())
        } else if key.role == .size, movesUnknownIntrinsicSize(of: item, axis: axis, motion.motion) {
            quantity = .intrinsicSize
        } else {
            quantity = key.role == .size ? .size : .position
        }
        return MotionShape(axis: axis, quantity: quantity, container: problem.parentOf[item])
    }

    /// Whether the motion moves the item's own intrinsic size unknown on this axis: its size is
    /// free because its content's size is not known, not because a constraint is missing.
    private func movesUnknownIntrinsicSize(of item: Int, axis: Axis, _ motion: FreeMotion) -> Bool {
        let symbol = axis == .horizontal ? "IntrinsicWidth" : "IntrinsicHeight"
        guard let unknown = problem.existingVariable(VariableKey(item: item, axis: axis, role: .parameter(symbol))),
            let rate = motion.motion[unknown]
        else { return false }
        return !rate.isZero
    }

    private func groupMember(_ motion: ItemMotion, axis: Axis) -> GroupSuggester.Member {
        let onAxis = motion.deltas.filter { $0.axis == axis }
        return GroupSuggester.Member(
            pivot: motion.motion.pivot!, motion: motion.motion, resizedItems: onAxis.filter { !$0.size.isZero }.map(\.item),
            movedItems: onAxis.filter { !$0.position.isZero }.map(\.item))
    }

    private func isUngivenRoot(_ item: Int) -> Bool {
        problem.system.items[item].isRoot && problem.system.items[item].frame == nil
    }

    private func isItemVariable(_ variable: Int) -> Bool {
        let role = problem.key(of: variable).role
        return role == .position || role == .size
    }

    private func itemMotion(_ motion: FreeMotion) -> ItemMotion? {
        var byItem: [Int: (item: Int, axis: Axis, position: Rational, size: Rational)] = [:]
        for (variable, value) in motion.motion where isItemVariable(variable) && !value.isZero {
            let key = problem.key(of: variable)
            guard let item = key.item, let axis = key.axis else { continue }
            let name = 2 * item + (axis == .horizontal ? 0 : 1)
            var entry = byItem[name] ?? (item, axis, 0, 0)
            if key.role == .position { entry.position = value } else { entry.size = value }
            byItem[name] = entry
        }
        guard !byItem.isEmpty else { return nil }
        // Keys order by item, horizontal first; axis first is the order reports use.
        let deltas = byItem.keys.sorted { ($0 & 1, $0) < ($1 & 1, $1) }.map { byItem[$0]! }
        return ItemMotion(deltas: deltas, motion: motion)
    }

    // MARK: Words

    private func describe(_ motion: ItemMotion, suggestPin: Bool) -> Ambiguity {
        let axes = Set(motion.deltas.map(\.axis))
        let axis: Axis = axes.contains(.horizontal) ? .horizontal : .vertical
        let onAxis = motion.deltas.filter { $0.axis == axis }
        let names = onAxis.map { narration.itemName($0.item) }
        let list = Self.list(names)
        let direction = axis == .horizontal ? "horizontally" : "vertically"
        let tied = motion.motion.tradedRows
        let kind: AmbiguityKind
        if !tied.isEmpty {
            kind = .priorityTie
        } else if onAxis.allSatisfy({ $0.size.isZero }) {
            kind = .position
        } else if onAxis.allSatisfy({ $0.position.isZero }) {
            kind = .size
        } else {
            kind = .positionAndSize
        }
        let quantity = representative(onAxis, kind: kind, axis: axis, motion: motion.motion)
        let range = rangeDescription(quantity, motion: motion.motion)
        var text: String
        switch kind {
        case .position:
            let together = onAxis.count > 1 ? (Set(onAxis.map(\.position)).count == 1 ? " together" : "") : ""
            text = "\(list) can slide\(together) \(direction) \(range.phrase)"
            if motion.motion.lower == nil && motion.motion.upper == nil {
                text += ": nothing pins \(narration.possessive(onAxis[0].item, axis == .horizontal ? "leading edge" : "top edge"))"
            }
        case .size:
            let growing = onAxis.filter { $0.size.signum > 0 }.map { narration.itemName($0.item) }
            let shrinking = onAxis.filter { $0.size.signum < 0 }.map { narration.itemName($0.item) }
            if !growing.isEmpty && !shrinking.isEmpty {
                text = "\(Self.list(growing)) and \(Self.list(shrinking)) trade \(narration.sizeWord(axis)): one grows as the other shrinks \(range.phrase)"
            } else {
                text = onAxis.count == 1
                    ? "\(narration.possessive(onAxis[0].item, narration.sizeWord(axis)).capitalizedFirst) is not determined \(range.phrase)"
                    : "The \(narration.sizeWord(axis))s of \(list) are not determined \(range.phrase)"
            }
        case .positionAndSize:
            let sliding = onAxis.filter { $0.size.isZero }.map { narration.itemName($0.item) }
            let stretching = onAxis.filter { !$0.size.isZero }.map { narration.itemName($0.item) }
            if sliding.isEmpty {
                text = "\(list) can change \(narration.sizeWord(axis)) and position together \(range.phrase)"
            } else {
                text = "\(Self.list(sliding)) can slide \(direction) while \(Self.list(stretching)) \(stretching.count == 1 ? "changes" : "change") \(narration.sizeWord(axis)) to follow \(range.phrase)"
            }
            if let first = onAxis.first, first.position == -first.size {
                text += " (the \(axis == .horizontal ? "trailing" : "bottom") edge stays, the \(axis == .horizontal ? "leading" : "top") edge moves)"
            }
        case .priorityTie:
            let phrases = tied.map { narration.rowPhrase($0) }
            text = "Equal priorities tie \(direction): \(phrases.joined(separator: " and ")) can each be met at the other's expense, so the extra or missing space can go to \(list) \(range.phrase) (content priority ambiguity)"
        }
        if kind != .position, let key = Optional(problem.key(of: quantity.variable)), key.role == .size, isUngivenRoot(key.item!) {
            text += ": nothing in the input gives the root's \(narration.sizeWord(axis)), which its host (a window, a view controller, a cell) decides"
        }
        let limits = (motion.motion.lowerLimitRows + motion.motion.upperLimitRows).filter { !tied.contains($0) }
        if !limits.isEmpty, kind != .priorityTie {
            // A long chain can be limited by thousands of identical `width ≥ 0` rows: name a few.
            var seen: Set<String> = []
            var phrases: [String] = []
            var unnamed = 0
            for row in limits {
                let phrase = narration.rowPhrase(row)
                guard seen.insert(phrase).inserted else { continue }
                if phrases.count < Self.namedLimits { phrases.append(phrase) } else { unnamed += 1 }
            }
            if unnamed > 0 { phrases.append("\(unnamed) more constraint\(unnamed == 1 ? "" : "s")") }
            text += "; limited by \(phrases.joined(separator: " and "))"
        }
        text += "."
        let tiedIDs = tied.compactMap(narration.constraintID(of:))
        var ambiguity = Ambiguity(
            axis: axis, alsoMovesOtherAxis: axes.count > 1, items: onAxis.map { problem.system.items[$0.item].id },
            kind: kind, description: text, range: range.description, tiedConstraints: tiedIDs, suggestion: nil)
        for (variable, rate) in motion.motion.motion where !rate.isZero {
            ambiguity.motionVector[narration.variableName(variable)] = rate
        }
        if suggestPin {
            let suggester = PinSuggester(
                problem: problem, narration: narration, selection: selection, result: result, makeVerifier: incrementalVerifier)
            ambiguity.suggestion = kind == .priorityTie
                ? suggester.breakTie(tied)
                : suggester.placeholderReplacement(moving: onAxis.map(\.item), axis: axis)
                    ?? suggester.pin(pinned(onAxis, quantity: quantity.variable, axis: axis), motion: motion.motion)
        }
        return ambiguity
    }

    /// A view that moves without changing size is the one whose position was never given (the
    /// others stretch to follow it), so pinning its position is the constraint most likely missing.
    /// Not a view its autoresizing mask places: it moves only because its superview's size does,
    /// which is what is missing (and in Interface Builder, adding a constraint to such a view
    /// turns its mask off, leaving it less placed than before).
    private func pinned(_ deltas: [(item: Int, axis: Axis, position: Rational, size: Rational)], quantity: Int, axis: Axis) -> Int {
        let key = problem.key(of: quantity)
        if key.role == .size, let item = key.item, isUngivenRoot(item) { return quantity }
        guard deltas.contains(where: { !$0.size.isZero }),
            let rigid = deltas.first(where: {
                $0.size.isZero && !$0.position.isZero && !isUngivenRoot($0.item)
                    && problem.system.items[$0.item].translatesAutoresizingMask != true
            }),
            let position = problem.existingVariable(VariableKey(item: rigid.item, axis: axis, role: .position))
        else { return quantity }
        return position
    }

    /// The quantity a motion is read by: the unknown it was solved for when that is an item's
    /// position or size on this axis (its range over the whole optimal face is known), otherwise the
    /// first moving item's position or size.
    private func representative(
        _ deltas: [(item: Int, axis: Axis, position: Rational, size: Rational)], kind: AmbiguityKind, axis: Axis,
        motion: FreeMotion
    ) -> (variable: Int, rate: Rational, name: String, overFace: Bool) {
        func name(_ variable: Int) -> String {
            let key = problem.key(of: variable)
            return key.role == .size
                ? narration.possessive(key.item!, narration.sizeWord(axis))
                : narration.possessive(key.item!, axis == .horizontal ? "x position" : "y position")
        }
        // A root whose size nobody gave is the real unknown: the views inside follow it.
        if let root = deltas.first(where: { isUngivenRoot($0.item) && !$0.size.isZero }),
            let size = problem.existingVariable(VariableKey(item: root.item, axis: axis, role: .size))
        {
            return (size, root.size, name(size), motion.pivot == size)
        }
        if let pivot = motion.pivot, isItemVariable(pivot), problem.key(of: pivot).axis == axis,
            let rate = motion.motion[pivot], !rate.isZero
        {
            return (pivot, rate, name(pivot), true)
        }
        let first = deltas[0]
        let usePosition = kind == .position || (kind == .positionAndSize && !first.position.isZero) || first.size.isZero
        let variable = problem.existingVariable(VariableKey(item: first.item, axis: axis, role: usePosition ? .position : .size))!
        return (variable, usePosition ? first.position : first.size, name(variable), false)
    }

    private func rangeDescription(_ quantity: (variable: Int, rate: Rational, name: String, overFace: Bool), motion: FreeMotion)
        -> (phrase: String, description: ClosedRangeDescription)
    {
        var low: Rational?
        var high: Rational?
        if quantity.overFace {
            low = motion.pivotLower
            high = motion.pivotUpper
        } else {
            let current = result.values[quantity.variable]
            low = motion.lower.map { current + $0 * quantity.rate }
            high = motion.upper.map { current + $0 * quantity.rate }
            if quantity.rate.signum < 0 { swap(&low, &high) }
        }
        let name = quantity.name
        let phrase: String
        switch (low, high) {
        case (nil, nil): phrase = "without limit"
        case (let low?, nil): phrase = "(\(name) from \(low.formatted()) up)"
        case (nil, let high?): phrase = "(\(name) up to \(high.formatted()))"
        case (let low?, let high?): phrase = "(\(name) anywhere in \(low.formatted())…\(high.formatted()) pt)"
        }
        return (phrase, ClosedRangeDescription(lower: low, upper: high, quantity: name))
    }

    static let namedLimits = 4
    static let namedItems = 8

    /// "A, B and C"; a long list names the first few and counts the rest (the JSON has them all).
    static func list(_ names: [String]) -> String {
        if names.count > namedItems {
            return names.prefix(namedItems - 1).joined(separator: ", ") + " and \(names.count - (namedItems - 1)) more"
        }
        switch names.count {
        case 0: return "nothing"
        case 1: return names[0]
        case 2: return "\(names[0]) and \(names[1])"
        default: return names.dropLast().joined(separator: ", ") + " and " + names.last!
        }
    }
}

/// Holds the `PinVerifier` of one analysis, made on first use (a layout without pins to verify
/// never lowers it).
final class LazyPinVerifier {
    private var made: PinVerifier?

    func verifier(for problem: LayoutProblem) -> PinVerifier {
        if let made { return made }
        let verifier = PinVerifier(problem: problem)
        made = verifier
        return verifier
    }
}
