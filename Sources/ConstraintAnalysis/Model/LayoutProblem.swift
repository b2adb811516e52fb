import ConstraintModel
import LayoutMath

/// A number that was replaced by the simple fraction it printed as (`94.3333` → 283/3).
public struct NumberSnap: Hashable, Sendable {
    public let constraintID: String
    public let literal: String
    public let value: Rational
}

/// A constraint system lowered into exact linear rows over two unknowns per item and axis (origin
/// and size, as Apple's engine has), plus the implicit rows a log never prints.
///
/// All items share one coordinate space per axis. Constraints with multiplier 1 do not depend on
/// where that space's origin is; for the others the positions are measured from the constraint's
/// container (the nearest common ancestor, or the second item when the hierarchy is unknown),
/// as Apple lowers them.
///
/// Its mutable state is marked `@exclusivity(unchecked)`, as `EqualityEliminator`'s is: lowering
/// a large layout touches it millions of times and a dynamic exclusivity check per access cost
/// more than the access; no access overlaps another.
final class LayoutProblem {
    let system: ConstraintSystem
    let options: AnalysisOptions
    @exclusivity(unchecked) private(set) var variables: [VariableKey] = []
    @exclusivity(unchecked) private var variableIndex: [VariableKey: Int] = [:]
    /// Shared by every variant of the problem an analysis solves (rows added, constants moved).
    @exclusivity(unchecked) private(set) var componentCache = ComponentCache()
    @exclusivity(unchecked) private var standardVariables: [Int] = []
    /// Parsed (and snapped) literals, by their text: layouts repeat the same few constants.
    @exclusivity(unchecked) private var literalCache: [String: SnappedNumber] = [:]
    /// The last first and second item ids `lookUpItem(_:remembered:)` found, with their indices.
    @exclusivity(unchecked) private var lastFirstItem: (id: String, index: Int)?
    @exclusivity(unchecked) private var lastSecondItem: (id: String, index: Int)?
    /// The terms of the row being lowered (`appendAnchor`), kept to reuse its storage.
    @exclusivity(unchecked) private var rowTerms: [(Int, Rational)] = []
    @exclusivity(unchecked) private(set) var rows: [LayoutRow] = []
    /// The rows inactive constraints would add (`lowerInactiveConstraints`); never solved.
    @exclusivity(unchecked) private(set) var inactiveRows: [LayoutRow] = []
    /// How many rows of inactive constraints mention each unknown (`ReducedSystem.pivotRanks`).
    @exclusivity(unchecked) private(set) var inactiveOccurrences: [Int: Int] = [:]
    /// While lowering: the constraint being lowered, and for each unknown the constraint that
    /// made it (`Int.max`: made by no constraint), for `numberCanonically`.
    @exclusivity(unchecked) private var constraintBeingLowered = Int.max
    @exclusivity(unchecked) private(set) var mentionedFirstBy: [Int] = []
    private let recordsTouches: Bool
    /// With `recordsTouches`: the unknowns each constraint's lowering made or used (inactive
    /// constraints' too), and those made or used outside any constraint's lowering.
    @exclusivity(unchecked) private(set) var touches: [Int: [Int]] = [:]
    @exclusivity(unchecked) private(set) var touchedOutsideConstraints: Set<Int> = []
    /// For each row made while lowering, the constraint being lowered (`loweringOrder`).
    @exclusivity(unchecked) private var rowLoweredWith: [Int] = []
    /// The unknowns inactive constraints mention, each with the order its constraint's lowering
    /// made it in (`lowerInactiveConstraints`).
    @exclusivity(unchecked) private var inactiveMentions: [(variable: Int, constraint: Int, sequence: Int)] = []
    @exclusivity(unchecked) private(set) var snaps: [NumberSnap] = []
    @exclusivity(unchecked) private(set) var notes: [Diagnostic] = []
    /// Values assumed for parameter variables, by variable.
    @exclusivity(unchecked) private(set) var assumedValues: [Int: Rational] = [:]
    let itemIndex: [String: Int]
    /// For each constraint of the system, the indices of its first and second items as its
    /// lowering found them (`ConstraintItems.unknown` for a constraint not lowered, or one written
    /// as an expression or measured in a named container), so that later passes over a large
    /// layout need not hash its item ids again.
    @exclusivity(unchecked) private(set) var constraintItems: [ConstraintItems] = []
    let parentOf: [Int: Int]
    let direction: LayoutDirection
    let isFlippedVertically: Bool

    /// - Parameter cache: solved components to reuse; a layout re-solved after a change passes the
    ///   one its previous version filled (`IncrementalLayoutSolver`), so only changed components
    ///   are solved again.
    /// - Parameter recordsTouches: keep which unknowns each constraint's lowering makes or uses
    ///   (`touches`), for a kept layout of a log, which must know which unknowns a lowering of
    ///   another set of its constraints would make.
    init(system: ConstraintSystem, options: AnalysisOptions, cache: ComponentCache = ComponentCache(), recordsTouches: Bool = false) {
        self.system = system
        self.options = options
        self.recordsTouches = recordsTouches
        componentCache = cache
        var itemIndex: [String: Int] = [:]
        for (index, item) in system.items.enumerated() { itemIndex[item.id] = index }
        self.itemIndex = itemIndex
        var parentOf: [Int: Int] = [:]
        for (index, item) in system.items.enumerated() {
            if let parent = (item.superviewID ?? item.owningViewID).flatMap({ itemIndex[$0] }), parent != index {
                parentOf[index] = parent
            }
        }
        self.parentOf = parentOf
        standardVariables = Array(repeating: -1, count: system.items.count * 4)
        constraintItems = Array(repeating: .unknown, count: system.constraints.count)
        // About a row per constraint, and two size bounds per item: growing the array by
        // doubling copied a large layout's rows several times over.
        rows.reserveCapacity(system.constraints.count + 4 * system.items.count)
        rowLoweredWith.reserveCapacity(system.constraints.count + 4 * system.items.count)
        direction = options.layoutDirection ?? system.layoutDirection
        isFlippedVertically = system.platform != .macOS
        let invalid = Self.invalidConstraints(in: system)
        // Read in place: copying each constraint out of the array retains all of its strings.
        system.constraints.withUnsafeBufferPointer { constraints in
            for index in constraints.indices {
                constraintBeingLowered = index
                lowerUnlessLeftOut(constraints[index], index: index, invalid: invalid)
            }
        }
        constraintBeingLowered = Int.max
        addIntrinsicSizes()
        addRootFrames()
        addGuideEdges()
        if system.isComplete {
            // A complete layout must place every item on both axes, so unmentioned unknowns count
            // as free; a log only shows the constraints of one conflict, so it does not.
            for item in system.items.indices {
                for axis in Axis.allCases {
                    _ = position(item, axis)
                    _ = size(item, axis)
                }
            }
        }
        addRootOrigins()
        addSizeNonNegativity()
        introduceLostConstants()
        addHostSizes()
        inactiveRows = lowerInactiveConstraints()
        numberCanonically()
        inactiveMentions = []
    }

    /// Renumbers the unknowns in the order the constraints first mention them, counting the
    /// inactive constraints too (`inactiveRows`); unknowns no constraint mentions keep their order
    /// after them. Without inactive constraints that is the order they were made in, and nothing
    /// moves.
    ///
    /// Why: the numbers break ties between unknowns of the same rank when choosing what a row
    /// defines (`ReducedSystem.pivotRanks`) and order each component's columns. Numbered by the
    /// active constraints alone, one constraint's activation could move an unknown ahead of
    /// others, and a kept layout that toggles it could not match a fresh lowering.
    private func numberCanonically() {
        // Made in constraint order, then the rest: already canonical.
        guard !inactiveMentions.isEmpty else { return }
        let count = variables.count
        var firstConstraint = mentionedFirstBy
        var sequence = Array(0..<count)
        for mention in inactiveMentions where mention.constraint < firstConstraint[mention.variable] {
            firstConstraint[mention.variable] = mention.constraint
            sequence[mention.variable] = mention.sequence
        }
        let order = (0..<count).sorted { (firstConstraint[$0], sequence[$0], $0) < (firstConstraint[$1], sequence[$1], $1) }
        guard order.enumerated().contains(where: { $0.offset != $0.element }) else { return }
        var newIndex = [Int](repeating: 0, count: count)
        for (position, variable) in order.enumerated() { newIndex[variable] = position }
        variables = order.map { variables[$0] }
        for slot in standardVariables.indices where standardVariables[slot] >= 0 {
            standardVariables[slot] = newIndex[standardVariables[slot]]
        }
        variableIndex = variableIndex.mapValues { newIndex[$0] }
        assumedValues = Dictionary(uniqueKeysWithValues: assumedValues.map { (newIndex[$0.key], $0.value) })
        func renumber(_ rows: inout [LayoutRow]) {
            for row in rows.indices {
                rows[row].coefficients = rows[row].coefficients.renumbered(newIndex)
                if case .assumption(let variable) = rows[row].origin { rows[row].origin = .assumption(variable: newIndex[variable]) }
            }
        }
        renumber(&rows)
        renumber(&inactiveRows)
        touches = touches.mapValues { $0.map { newIndex[$0] } }
        touchedOutsideConstraints = Set(touchedOutsideConstraints.map { newIndex[$0] })
        inactiveOccurrences = Dictionary(uniqueKeysWithValues: inactiveOccurrences.map { (newIndex[$0.key], $0.value) })
    }

    /// The rows of the constraints that are inactive, over this problem's unknowns, made
    /// active; a constraint that would need an unknown this problem does not have is left out.
    /// They take no part in any solve: they count in the ranks that decide what each equality
    /// defines (`ReducedSystem.pivotRanks`), so that activating one changes no other rank, and a
    /// kept layout adds them to activate them later.
    private func lowerInactiveConstraints() -> [LayoutRow] {
        let inactive = system.constraints.indices.filter { system.constraints[$0].isActive == false }
        guard !inactive.isEmpty else { return [] }
        // Lowered on their own: a constraint's row depends on its items, their hierarchy and the
        // options, not on the other constraints.
        var alone = system
        alone.constraints = inactive.map { index in
            var constraint = system.constraints[index]
            constraint.isActive = true
            return constraint
        }
        let lowered = LayoutProblem(system: alone, options: options, recordsTouches: recordsTouches)
        for (position, used) in lowered.touches where position < inactive.count {
            touches[inactive[position]] = used.compactMap { existingVariable(lowered.key(of: $0)) }
        }
        var rowsOfConstraint: [Int: [LayoutRow]] = [:]
        var unknown: Set<Int> = []
        for row in lowered.rows {
            guard let position = row.origin.constraintIndex, position < inactive.count else { continue }
            let index = inactive[position]
            var terms: [(Int, Rational)] = []
            for term in row.coefficients.terms {
                guard let variable = existingVariable(lowered.key(of: term.index)) else {
                    unknown.insert(index)
                    continue
                }
                terms.append((variable, term.coefficient))
                // Counted even when the row needs an unknown this problem lacks: the problem with
                // the constraint active counts it for the unknowns both have.
                inactiveOccurrences[variable, default: 0] += 1
            }
            var mapped = row
            mapped.coefficients = SparseVector(terms: terms)
            mapped.origin = row.origin.withConstraintIndex(index)
            rowsOfConstraint[index, default: []].append(mapped)
        }
        // Every unknown a constraint's lowering makes counts as mentioned by it, with a zero
        // coefficient too (a leading edge makes the width it would mirror with): as the copy
        // made them, in that order.
        for (made, position) in lowered.mentionedFirstBy.enumerated() where position < inactive.count {
            guard let variable = existingVariable(lowered.key(of: made)) else { continue }
            inactiveMentions.append((variable, inactive[position], made))
        }
        return rowsOfConstraint.keys.sorted().filter { !unknown.contains($0) }.flatMap { rowsOfConstraint[$0] ?? [] }
    }

    var variableCount: Int { variables.count }

    private init(copying other: LayoutProblem, system replacement: ConstraintSystem? = nil) {
        system = replacement ?? other.system
        options = other.options
        variables = other.variables
        variableIndex = other.variableIndex
        componentCache = other.componentCache
        standardVariables = other.standardVariables
        literalCache = other.literalCache
        rows = other.rows
        inactiveRows = other.inactiveRows
        recordsTouches = other.recordsTouches
        touches = other.touches
        touchedOutsideConstraints = other.touchedOutsideConstraints
        inactiveOccurrences = other.inactiveOccurrences
        rowLoweredWith = other.rowLoweredWith
        snaps = other.snaps
        notes = other.notes
        assumedValues = other.assumedValues
        itemIndex = other.itemIndex
        constraintItems = other.constraintItems
        parentOf = other.parentOf
        direction = other.direction
        isFlippedVertically = other.isFlippedVertically
    }

    /// The same problem with other right-hand sides for some rows (to build a consistent twin of
    /// a conflicting layout).
    func replacingRightHandSides(_ changes: [Int: Rational]) -> LayoutProblem {
        let copy = LayoutProblem(copying: self)
        for (row, rhs) in changes { copy.rows[row].rhs = rhs }
        return copy
    }

    /// The same unknowns with only `kept` as rows, narrated from `system` (the same constraints,
    /// edited since): a refused edit's conflict, solved and explained alone.
    func restricted(to kept: [LayoutRow], system: ConstraintSystem) -> LayoutProblem {
        let copy = LayoutProblem(copying: self, system: system)
        copy.rows = kept
        copy.rowLoweredWith = []
        return copy
    }

    /// The same problem with one more row (to verify a suggested constraint).
    func adding(_ row: LayoutRow) -> LayoutProblem {
        let copy = LayoutProblem(copying: self)
        copy.rows.append(row)
        return copy
    }

    /// Adds a row to this problem in place: only for a copy its owner holds alone (`LiveLayout`
    /// appends the pins it verifies).
    func appendRow(_ row: LayoutRow) { rows.append(row) }

    /// One copy with every row added (a group's suggestion can add hundreds).
    func adding(rows added: [LayoutRow]) -> LayoutProblem {
        let copy = LayoutProblem(copying: self)
        copy.rows.append(contentsOf: added)
        return copy
    }

    /// The rows a constraint the system does not hold would lower to (an Interface Builder
    /// placeholder, to verify it as a fix), as suggestions; nil when it would need an unknown the
    /// layout does not have, since the solved values know nothing of it. Lowered in a copy, so
    /// this problem and its variables stay as they are.
    func rows(lowering constraint: LayoutConstraint) -> [LayoutRow]? {
        let scratch = LayoutProblem(copying: self)
        scratch.lower(constraint, index: system.constraints.count)
        guard scratch.variables.count == variables.count, scratch.rows.count > rows.count else { return nil }
        return scratch.rows[rows.count...].map { row in
            var suggestion = row
            suggestion.origin = .suggestion
            return suggestion
        }
    }

    func key(of variable: Int) -> VariableKey { variables[variable] }

    func variable(_ key: VariableKey) -> Int {
        let made = madeVariable(key)
        if recordsTouches {
            if constraintBeingLowered == Int.max { touchedOutsideConstraints.insert(made) } else { touches[constraintBeingLowered, default: []].append(made) }
        }
        return made
    }

    private func madeVariable(_ key: VariableKey) -> Int {
        if let slot = standardSlot(key) {
            if standardVariables[slot] >= 0 { return standardVariables[slot] }
            variables.append(key)
            mentionedFirstBy.append(constraintBeingLowered)
            standardVariables[slot] = variables.count - 1
            return variables.count - 1
        }
        if let index = variableIndex[key] { return index }
        variables.append(key)
        mentionedFirstBy.append(constraintBeingLowered)
        variableIndex[key] = variables.count - 1
        return variables.count - 1
    }

    func existingVariable(_ key: VariableKey) -> Int? {
        if let slot = standardSlot(key) { return standardVariables[slot] >= 0 ? standardVariables[slot] : nil }
        return variableIndex[key]
    }

    /// Positions and sizes — almost every unknown — live in a flat table (four per item) rather
    /// than a hash map, because lowering a large layout looks them up millions of times.
    private func standardSlot(_ key: VariableKey) -> Int? {
        guard let item = key.item, let axis = key.axis else { return nil }
        let axisOffset = axis == .horizontal ? 0 : 2
        switch key.role {
        case .position: return item * 4 + axisOffset
        case .size: return item * 4 + axisOffset + 1
        default: return nil
        }
    }

    func position(_ item: Int, _ axis: Axis) -> Int { standardVariable(item, axis, isSize: false) }
    func size(_ item: Int, _ axis: Axis) -> Int { standardVariable(item, axis, isSize: true) }

    /// An item's position or size unknown. One already made is read straight from its slot
    /// (`standardSlot`), without building its key: lowering asks for these several times per
    /// constraint. Touches are recorded through `variable` as for any other unknown.
    private func standardVariable(_ item: Int, _ axis: Axis, isSize: Bool) -> Int {
        let slot = item * 4 + (axis == .horizontal ? 0 : 2) + (isSize ? 1 : 0)
        if !recordsTouches, slot < standardVariables.count, standardVariables[slot] >= 0 { return standardVariables[slot] }
        return variable(VariableKey(item: item, axis: axis, role: isSize ? .size : .position))
    }

    // MARK: Constraints

    /// Lowers one constraint, or notes why it is left out (inactive, or invalid as `invalid` says).
    private func lowerUnlessLeftOut(_ constraint: LayoutConstraint, index: Int, invalid: [String: String]) {
        if constraint.isActive == false {
            notes.append(
                Diagnostic(
                    severity: .note, line: constraint.line, column: constraint.column,
                    message: "\(constraint.id) is inactive, so it takes no part in the layout and is left out of the analysis",
                    code: "not-analysed", constraintID: constraint.id))
            return
        }
        if !invalid.isEmpty, let reason = invalid[constraint.id] {
            notes.append(
                Diagnostic(
                    severity: .note, line: constraint.line, column: constraint.column,
                    message: "\(constraint.id) is left out of the analysis: \(reason)", code: "not-analysed",
                    constraintID: constraint.id))
            return
        }
        lower(constraint, index: index)
    }

    private func lower(_ constraint: LayoutConstraint, index: Int) {
        // The items are looked up once here: the anchors' lowering and the container take them.
        let firstItem = lookUpItem(constraint.first.item, remembered: &lastFirstItem)
        if let contentSize = constraint.contentSize, let attribute = constraint.first.attribute.standard,
            attribute.isSize, let item = firstItem, constraint.second == nil,
            let constant = constraint.constant, let axis = attribute.axis
        {
            record(ConstraintItems(first: item, second: nil), for: index)
            let value = number(constant, constraintID: constraint.id)
            let sizeVariable = SparseVector(terms: [(size(item, axis), 1)])
            add(sizeVariable, .lessOrEqual, value, contentSize.hugging, .hugging(item: item, axis: axis, constraint: index))
            add(
                sizeVariable, .greaterOrEqual, value, contentSize.compressionResistance,
                .compressionResistance(item: item, axis: axis, constraint: index))
            return
        }
        let mirrored = direction == .rightToLeft && constraint.anchors.contains { $0.attribute.standard?.isDirectional ?? false }
        var left = SparseVector()
        var right = SparseVector()
        if let expression = constraint.expression {
            for term in expression.left {
                guard let item = itemIndex[term.anchor.item],
                    let lowered = lowerAnchor(term.anchor, item: item, container: nil, mirrored: mirrored, constraint: constraint)
                else { return }
                left.add(lowered, times: number(term.coefficient, constraintID: constraint.id))
            }
            for term in expression.right {
                guard let item = itemIndex[term.anchor.item],
                    let lowered = lowerAnchor(term.anchor, item: item, container: nil, mirrored: mirrored, constraint: constraint)
                else { return }
                right.add(lowered, times: number(term.coefficient, constraintID: constraint.id))
            }
            left.constant += number(expression.leftConstant, constraintID: constraint.id)
            right.constant += number(expression.rightConstant, constraintID: constraint.id)
        } else {
            let multiplier = number(constraint.multiplier, constraintID: constraint.id)
            let second = constraint.second.flatMap { $0.attribute.standard == .notAnAttribute ? nil : $0 }
            let secondItem = second.flatMap { lookUpItem($0.item, remembered: &lastSecondItem) }
            let container = container(for: constraint, firstItem: firstItem, second: second, secondItem: secondItem, multiplier: multiplier)
            // first − multiplier·second, its terms gathered in one buffer and made a vector once:
            // a large layout lowers millions of anchors.
            rowTerms.removeAll(keepingCapacity: true)
            var offset = Rational.zero
            guard let firstItem,
                appendAnchor(constraint.first, item: firstItem, container: container, mirrored: mirrored, constraint: constraint, times: 1, offset: &offset)
            else { return }
            if let second {
                guard let secondItem,
                    appendAnchor(second, item: secondItem, container: container, mirrored: mirrored, constraint: constraint, times: -multiplier, offset: &offset)
                else { return }
            }
            if constraint.measuredIn == nil { record(ConstraintItems(first: firstItem, second: secondItem), for: index) }
            let rhs = constantValue(of: constraint, index: index) - offset
            add(SparseVector(sortingInPlace: &rowTerms), RowRelation(constraint.relation), rhs, constraint.priority, .constraint(index))
            return
        }
        var row = left
        row.add(right, times: -1)
        let rhs = -row.constant
        row.constant = 0
        add(row, RowRelation(constraint.relation), rhs, constraint.priority, .constraint(index))
    }

    private func constantValue(of constraint: LayoutConstraint, index: Int) -> Rational {
        if constraint.constantIsSystemSpacing, let spacing = options.parameters.systemSpacing {
            return Rational.snapped(double: spacing).value
        }
        if let value = symbolValue(of: constraint) { return Rational.snapped(double: value).value }
        guard let constant = constraint.constant else {
            // A lost constant is an unknown: the row then says nothing on its own, and the
            // analysis can tell which values of it would make the log conflict.
            return 0
        }
        return number(constant, constraintID: constraint.id)
    }

    /// The unknown standing for a constraint's lost constant, added to its right side.
    func lostConstantVariable(forConstraint index: Int) -> Int? {
        existingVariable(VariableKey(item: nil, axis: nil, role: .lostConstant(constraintIndex: index)))
    }

    /// `itemIndex[id]`, remembering the last id asked for in `remembered`: consecutive
    /// constraints mostly share their first item (a view's constraints in a row), and comparing
    /// a short id is much cheaper than hashing it. First and second items are remembered apart.
    private func lookUpItem(_ id: String, remembered: inout (id: String, index: Int)?) -> Int? {
        if let last = remembered, last.id == id { return last.index }
        let found = itemIndex[id]
        if let found { remembered = (id, found) }
        return found
    }

    /// The second item's index as the lowering found it, if it recorded one.
    func recordedSecondItem(ofConstraint index: Int) -> Int? {
        index < constraintItems.count ? constraintItems[index].second : nil
    }

    private func record(_ items: ConstraintItems, for index: Int) {
        if index < constraintItems.count { constraintItems[index] = items }
    }

    private func container(for constraint: LayoutConstraint, firstItem: Int?, second: Anchor?, secondItem: Int?, multiplier: Rational) -> Int? {
        if let measuredIn = constraint.measuredIn, let item = itemIndex[measuredIn] { return item }
        // With multiplier 1 both sides are measured from the same origin, which cancels (mirrored
        // too), so the container only matters for other multipliers.
        guard multiplier != 1, let second, let item1 = firstItem, let item2 = secondItem else {
            return nil
        }
        if isAncestor(item2, of: item1) { return item2 }
        if isAncestor(item1, of: item2) { return item1 }
        if let common = nearestCommonAncestor(item1, item2) { return common }
        let positional = (constraint.first.attribute.standard?.isPosition ?? true) || (second.attribute.standard?.isPosition ?? true)
        if positional && multiplier != 1 {
            notes.append(
                Diagnostic(
                    severity: .note, line: constraint.line, column: constraint.column,
                    message: "the multiplier measures positions from a container; the log does not say which, so \(system.displayName(of: second.item)) is assumed to contain \(system.displayName(of: constraint.first.item))",
                    code: "assumed-container", constraintID: constraint.id))
            return item2
        }
        return nil
    }

    func isAncestor(_ candidate: Int, of item: Int) -> Bool {
        var current = item
        var steps = 0
        while steps <= system.items.count {
            if current == candidate { return true }
            guard let parent = parentOf[current] else { return false }
            current = parent
            steps += 1
        }
        return false
    }

    private func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int? {
        var ancestors: Set<Int> = []
        var current: Int? = a
        while let item = current, ancestors.insert(item).inserted { current = parentOf[item] }
        current = b
        var visited: Set<Int> = []
        while let item = current, visited.insert(item).inserted {
            if ancestors.contains(item) { return item }
            current = parentOf[item]
        }
        return nil
    }

    /// Appends `factor` times `anchor`'s value (as `lowerAnchor` gives it) to `rowTerms`, its
    /// constant to `offset`; false when the anchor cannot be lowered. Sizes and plain edges and
    /// centres, almost every anchor of a large layout, are appended term by term, their unknowns
    /// made in the order `lowerAnchor` makes them; every other anchor goes through it.
    private func appendAnchor(
        _ anchor: Anchor, item: Int, container: Int?, mirrored: Bool, constraint: LayoutConstraint, times factor: Rational,
        offset: inout Rational
    ) -> Bool {
        if let attribute = anchor.attribute.standard, let axis = attribute.axis, let fraction = Self.plainFraction(of: attribute, mirrored: mirrored) {
            if attribute.isSize {
                appendTerm(size(item, axis), factor)
                return true
            }
            if item != container {
                appendTerm(position(item, axis), factor)
                if let container { appendTerm(position(container, axis), -factor) }
            }
            let itemSize = size(item, axis)
            if !fraction.isZero { appendTerm(itemSize, fraction * factor) }
            return true
        }
        guard let lowered = lowerAnchor(anchor, item: item, container: container, mirrored: mirrored, constraint: constraint) else { return false }
        for term in lowered.terms { appendTerm(term.index, term.coefficient * factor) }
        offset += lowered.constant * factor
        return true
    }

    private func appendTerm(_ variable: Int, _ coefficient: Rational) {
        if !coefficient.isZero { rowTerms.append((variable, coefficient)) }
    }

    /// For a size, 1; for an edge or centre measured from the container's origin (neither a
    /// margin, a baseline, an unflipped frame attribute nor a mirrored one), the fraction of the
    /// item's size `lowerAnchor` adds to its origin; nil for every other attribute.
    private static func plainFraction(of attribute: LayoutAttribute, mirrored: Bool) -> Rational? {
        switch attribute {
        case .width, .height: return 1
        case .left, .minX, .top: return 0
        case .right, .maxX, .bottom: return 1
        case .centerX, .midX, .centerY: return mirrored && attribute == .centerX ? nil : Rational(1, 2)
        case .leading: return mirrored ? nil : 0
        case .trailing: return mirrored ? nil : 1
        default: return nil
        }
    }

    /// The value of `anchor` as an affine form: its position measured from `container` (or from the
    /// shared origin), or its size.
    private func lowerAnchor(_ anchor: Anchor, item: Int, container: Int?, mirrored: Bool, constraint: LayoutConstraint) -> SparseVector? {
        guard let attribute = anchor.attribute.standard else {
            let axis = customAxis(of: constraint)
            return SparseVector(terms: [(variable(VariableKey(item: item, axis: axis, role: .custom(anchor.attribute.description))), 1)])
        }
        guard let axis = attribute.axis else { return SparseVector() }
        if attribute.isSize { return SparseVector(terms: [(size(item, axis), 1)]) }
        let isContainer = item == container
        // O: the item's origin measured from the container (0 for the container itself), its
        // unknowns made in this order whatever the attribute (the numbering follows it).
        let itemPosition = isContainer ? nil : position(item, axis)
        let containerPosition = isContainer ? nil : container.map { position($0, axis) }
        let itemSize = size(item, axis)
        // O + fraction·size + offset, built from its terms at once: lowering a large layout
        // makes millions of these, and adding vector to vector allocates at every step.
        func point(_ sizeFraction: Rational, plus offset: SparseVector = SparseVector()) -> SparseVector {
            var terms: [(Int, Rational)] = []
            terms.reserveCapacity(3 + offset.count)
            if let itemPosition { terms.append((itemPosition, 1)) }
            if let containerPosition { terms.append((containerPosition, -1)) }
            terms.append((itemSize, sizeFraction))
            for term in offset.terms { terms.append((term.index, term.coefficient)) }
            return SparseVector(terms: terms, constant: offset.constant)
        }
        // Mirrored positions are measured from the container's far edge: S − value.
        func mirror(_ value: SparseVector) -> SparseVector {
            var mirrored = value.scaled(by: -1)
            if let container { mirrored.add(SparseVector(terms: [(size(container, axis), 1)]), times: 1) }
            return mirrored
        }
        let margins = { (edge: String) in self.marginParameter(item, edge) }
        let half = Rational(1, 2)
        switch attribute {
        case .left, .minX: return point(0)
        case .right, .maxX: return point(1)
        case .centerX, .midX: return mirrored && attribute == .centerX ? mirror(point(half)) : point(half)
        case .leading: return mirrored ? mirror(point(1)) : point(0)
        case .trailing: return mirrored ? mirror(point(0)) : point(1)
        case .leftMargin: return point(0, plus: margins("left"))
        case .rightMargin: return point(1, plus: margins("right").scaled(by: -1))
        case .leadingMargin:
            return mirrored ? mirror(point(1, plus: margins("right").scaled(by: -1))) : point(0, plus: margins("left"))
        case .trailingMargin:
            return mirrored ? mirror(point(0, plus: margins("left"))) : point(1, plus: margins("right").scaled(by: -1))
        case .centerXWithinMargins:
            var offset = margins("left").scaled(by: half)
            offset.add(margins("right"), times: -half)
            return mirrored ? mirror(point(half, plus: offset)) : point(half, plus: offset)
        case .top: return point(0)
        case .bottom: return point(1)
        case .centerY: return point(half)
        case .topMargin: return point(0, plus: margins("top"))
        case .bottomMargin: return point(1, plus: margins("bottom").scaled(by: -1))
        case .centerYWithinMargins:
            var offset = margins("top").scaled(by: half)
            offset.add(margins("bottom"), times: -half)
            return point(half, plus: offset)
        case .firstBaseline, .lastBaseline:
            return point(1, plus: baselineParameter(item).scaled(by: -1))
        case .minY, .maxY, .midY:
            // Frame attributes follow the view's own coordinates: in AppKit's default unflipped
            // views minY is the bottom edge, measured up from the container's bottom.
            let fraction: Rational = attribute == .minY ? 0 : (attribute == .maxY ? 1 : half)
            if isFlippedVertically { return point(fraction) }
            var flipped = point(1 - fraction).scaled(by: -1)
            if let container { flipped.add(SparseVector(terms: [(size(container, axis), 1)]), times: 1) }
            return flipped
        case .width, .height, .notAnAttribute:
            return SparseVector()
        }
    }

    private func customAxis(of constraint: LayoutConstraint) -> Axis {
        constraint.anchors.compactMap { $0.attribute.standard?.axis }.first ?? .vertical
    }

    private func marginParameter(_ item: Int, _ edge: String) -> SparseVector {
        let axis: Axis = edge == "left" || edge == "right" ? .horizontal : .vertical
        let key = VariableKey(item: item, axis: axis, role: .parameter("margin.\(edge)"))
        let isNew = existingVariable(key) == nil
        let parameter = variable(key)
        if isNew {
            let margins = options.parameters.margins(of: system.items[item].displayName)
            let value: Double
            switch edge {
            case "left": value = margins.left
            case "right": value = margins.right
            case "top": value = margins.top
            default: value = margins.bottom
            }
            assume(parameter, equals: value)
        }
        return SparseVector(terms: [(parameter, 1)])
    }

    private func baselineParameter(_ item: Int) -> SparseVector {
        let key = VariableKey(item: item, axis: .vertical, role: .parameter("baseline"))
        let isNew = existingVariable(key) == nil
        let parameter = variable(key)
        if isNew { assume(parameter, equals: options.parameters.baselineOffsetFromBottom) }
        return SparseVector(terms: [(parameter, 1)])
    }

    /// An assumed value for an unknown (a host's size for a root): reported as "(assumed)".
    func addAssumption(_ variable: Int, equals value: Double) { assume(variable, equals: value) }

    /// A self-sizing cell's content view measured at its fitting size on `axis` (`RowOrigin.fittingSize`).
    func addFittingSize(_ variable: Int, item: Int, axis: Axis) {
        add(SparseVector(terms: [(variable, 1)]), .equal, 0, Priority.fittingSizeLevel, .fittingSize(item: item, axis: axis))
    }

    func addNote(_ note: Diagnostic) { notes.append(note) }

    private func assume(_ parameter: Int, equals value: Double) {
        let exact = Rational.snapped(double: value).value
        assumedValues[parameter] = exact
        add(SparseVector(terms: [(parameter, 1)]), .equal, exact, .required, .assumption(variable: parameter))
    }

    func number(_ number: LayoutNumber, constraintID: String) -> Rational {
        // Whole numbers written as such (`16`, `-8.0`) are most constants of a large layout; no
        // snapping can change them, so they skip the literal cache and its hashing.
        if let literal = number.literal, let whole = Self.wholeNumber(literal: literal, value: number.value) { return whole }
        if !options.snapsPrintedNumbers, let literal = number.literal, let exact = Rational(literal: literal) {
            return exact
        }
        if let literal = number.literal {
            let snapped = literalCache[literal] ?? Rational.snapped(literal: literal)
            if let snapped {
                literalCache[literal] = snapped
                if snapped.wasSnapped { snaps.append(NumberSnap(constraintID: constraintID, literal: literal, value: snapped.value)) }
                return snapped.value
            }
        }
        return Rational.snapped(double: number.value).value
    }

    /// `value` as a whole number when `literal` spells one exactly: an optional sign, at most 15
    /// digits (so the double is exact) and an optional point followed by zeros only.
    static func wholeNumber(literal: String, value: Double) -> Rational? {
        guard value == value.rounded(), abs(value) < 1e15 else { return nil }
        // Read as contiguous bytes: iterating a string's `utf8` view cost more than the test.
        var literal = literal
        let spellsWhole = literal.withUTF8 { bytes in
            var digits = 0
            var afterPoint = false
            for (offset, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: "-"), UInt8(ascii: "+"):
                    guard offset == 0 else { return false }
                case UInt8(ascii: "."):
                    guard !afterPoint, digits > 0 else { return false }
                    afterPoint = true
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if afterPoint {
                        guard byte == UInt8(ascii: "0") else { return false }
                    } else {
                        digits += 1
                        guard digits <= 15 else { return false }
                    }
                default: return false
                }
            }
            return digits > 0
        }
        return spellsWhole ? Rational(Int(value)) : nil
    }

    private func add(_ coefficients: SparseVector, _ relation: RowRelation, _ rhs: Rational, _ priority: Priority, _ origin: RowOrigin) {
        rows.append(LayoutRow(coefficients: coefficients, relation: relation, rhs: rhs, priority: priority, origin: origin))
        rowLoweredWith.append(constraintBeingLowered)
    }

    /// Where a lowering of the same constraints with row `row`'s constraint active puts it: the
    /// index of the constraint being lowered when it was made (`Int.max` after them). Rows
    /// added later (an inactive constraint's, kept for its activation) take their constraint's
    /// place; sorting by this and then by index gives the order a fresh lowering makes.
    func loweringOrder(ofRow row: Int) -> Int {
        if row < rowLoweredWith.count { return rowLoweredWith[row] }
        return rows[row].origin.constraintIndex ?? Int.max
    }

    // MARK: Rows the input implies

    private func addIntrinsicSizes() {
        for (item, layoutItem) in system.items.enumerated() {
            guard let intrinsic = layoutItem.intrinsicContentSize else { continue }
            for axis in Axis.allCases {
                guard let value = intrinsic.size(on: axis) else { continue }
                let exact = number(value, constraintID: layoutItem.id)
                let sizeVariable = SparseVector(terms: [(size(item, axis), 1)])
                add(sizeVariable, .lessOrEqual, exact, intrinsic.hugging(on: axis), .hugging(item: item, axis: axis, constraint: nil))
                add(
                    sizeVariable, .greaterOrEqual, exact, intrinsic.compressionResistance(on: axis),
                    .compressionResistance(item: item, axis: axis, constraint: nil))
            }
        }
    }

    private func addRootFrames() {
        for (item, layoutItem) in system.items.enumerated() where layoutItem.isRoot {
            guard let frame = layoutItem.frame else { continue }
            let parts: [(Axis, Bool, LayoutNumber)] = [
                (.horizontal, false, frame.x), (.horizontal, true, frame.width),
                (.vertical, false, frame.y), (.vertical, true, frame.height),
            ]
            for (axis, isSize, value) in parts {
                let variable = isSize ? size(item, axis) : position(item, axis)
                add(
                    SparseVector(terms: [(variable, 1)]), .equal, number(value, constraintID: layoutItem.id), .required,
                    .rootFrame(item: item, axis: axis, isSize: isSize))
            }
        }
    }

    /// Without this, a layout that places everything relative to its root could slide as a
    /// whole, and every view would be reported as free to move with it. A root placed by a
    /// constraint of its own (`Superview.leading = 0`, an autoresizing `minX`) keeps that instead.
    private func addRootOrigins() {
        for (item, layoutItem) in system.items.enumerated() where layoutItem.isRoot && layoutItem.frame == nil {
            for axis in Axis.allCases {
                guard let position = existingVariable(VariableKey(item: item, axis: axis, role: .position)),
                    !rows.contains(where: { placesAlone(item, position: position, row: $0) })
                else { continue }
                add(SparseVector(terms: [(position, 1)]), .equal, 0, .required, .rootOrigin(item: item, axis: axis))
            }
        }
    }

    private func placesAlone(_ item: Int, position: Int, row: LayoutRow) -> Bool {
        guard row.origin.constraintIndex != nil, !row.coefficients[position].isZero else { return false }
        return row.coefficients.terms.allSatisfy { variables[$0.index].item == item }
    }

    /// Declared margin and safe-area guides of a complete layout sit inside their owning view,
    /// inset by its margins / safe-area insets; a log lists guide constraints itself.
    /// Constraints that break Apple's attribute rules could never have been created, so the reader
    /// flagged them; analysing them would build conflicts on constraints UIKit does not have.
    static func invalidConstraints(in system: ConstraintSystem) -> [String: String] {
        let ruleCodes: Set<String> = ["size-to-position", "axis-mismatch", "direction-mismatch", "not-an-attribute"]
        var invalid: [String: String] = [:]
        for diagnostic in system.diagnostics where diagnostic.severity == .error && ruleCodes.contains(diagnostic.code) {
            if let id = diagnostic.constraintID, invalid[id] == nil { invalid[id] = diagnostic.message }
        }
        return invalid
    }

    /// A guide whose frame the input declares sits exactly there, measured in its owning view.
    private func addDeclaredGuideFrames() -> Set<Int> {
        var placed: Set<Int> = []
        for (item, layoutItem) in system.items.enumerated() where layoutItem.kind.isGuide && !layoutItem.isRoot {
            guard let frame = layoutItem.frame else { continue }
            let owner = layoutItem.owningViewID.flatMap { itemIndex[$0] }
            let parts: [(Axis, Bool, LayoutNumber, LayoutAttribute)] = [
                (.horizontal, false, frame.x, .left), (.horizontal, true, frame.width, .width),
                (.vertical, false, frame.y, .top), (.vertical, true, frame.height, .height),
            ]
            for (axis, isSize, value, attribute) in parts {
                var row = SparseVector(terms: [(isSize ? size(item, axis) : position(item, axis), 1)])
                if !isSize, let owner { row.add(SparseVector(terms: [(position(owner, axis), 1)]), times: -1) }
                add(row, .equal, number(value, constraintID: layoutItem.id), .required, .guideEdge(item: item, attribute: attribute))
            }
            placed.insert(item)
        }
        return placed
    }

    private func addGuideEdges() {
        guard system.isComplete else { return }
        let declared = addDeclaredGuideFrames()
        // By index: a constraint bound whole (as `filter` does) is a copy of all its strings.
        let constraints = system.constraints
        let guidesWithConstraints = Set(
            constraints.indices.filter { constraints[$0].origin == .layoutGuide }.flatMap { constraints[$0].itemIDs }.compactMap { itemIndex[$0] })
        for (item, layoutItem) in system.items.enumerated()
        where [.marginsGuide, .safeAreaGuide, .legacyLayoutGuide].contains(layoutItem.kind) && !guidesWithConstraints.contains(item)
            && !declared.contains(item)
        {
            guard let owner = layoutItem.owningViewID.flatMap({ itemIndex[$0] }) else { continue }
            if layoutItem.kind == .legacyLayoutGuide {
                addLegacyGuideEdges(item, layoutItem, owner: owner)
                continue
            }
            let insets = layoutItem.kind == .safeAreaGuide ? options.parameters.safeAreaInsets : nil
            let edges: [(LayoutAttribute, Axis, String, Bool)] = [
                (.left, .horizontal, "left", false), (.right, .horizontal, "right", true),
                (.top, .vertical, "top", false), (.bottom, .vertical, "bottom", true),
            ]
            for (attribute, axis, edge, isFar) in edges {
                // guide edge − owner edge = ±inset
                var row = SparseVector(terms: [(position(item, axis), 1), (position(owner, axis), -1)])
                if isFar { row.add(SparseVector(terms: [(size(item, axis), 1), (size(owner, axis), -1)]), times: 1) }
                var inset = SparseVector()
                if let insets {
                    let value = edge == "left" ? insets.left : edge == "right" ? insets.right : edge == "top" ? insets.top : insets.bottom
                    inset.constant = Rational.snapped(double: value).value
                } else {
                    inset = marginParameter(owner, edge)
                }
                row.add(inset, times: isFar ? 1 : -1)
                let rhs = -row.constant
                row.constant = 0
                add(row, .equal, rhs, .required, .guideEdge(item: item, attribute: attribute))
            }
        }
    }

    /// A pre-iOS 11 `topLayoutGuide`/`bottomLayoutGuide` that no constraint of the input places
    /// (Swift code names it; only Interface Builder files spell out its `_UILayoutSupportConstraint`s):
    /// as wide as its view controller's view, at its top (or bottom), as tall as the safe area's
    /// top (or bottom) inset — what UIKit's layout support constraints give it.
    private func addLegacyGuideEdges(_ item: Int, _ layoutItem: LayoutItem, owner: Int) {
        let names = [layoutItem.text, layoutItem.name, layoutItem.displayName].compactMap { $0 }
        let isBottom = names.contains { $0.hasSuffix("bottomLayoutGuide") || $0.hasPrefix("Bottom Layout Guide") }
        let insets = options.parameters.safeAreaInsets
        let height = Rational.snapped(double: isBottom ? insets.bottom : insets.top).value
        let horizontal = [position(item, .horizontal), size(item, .horizontal)]
        let ownerHorizontal = [position(owner, .horizontal), size(owner, .horizontal)]
        for (guideVariable, ownerVariable) in zip(horizontal, ownerHorizontal) {
            let attribute: LayoutAttribute = guideVariable == horizontal[0] ? .left : .width
            add(SparseVector(terms: [(guideVariable, 1), (ownerVariable, -1)]), .equal, 0, .required, .guideEdge(item: item, attribute: attribute))
        }
        add(SparseVector(terms: [(size(item, .vertical), 1)]), .equal, height, .required, .guideEdge(item: item, attribute: .height))
        // top: guide.y = view.y; bottom: guide.y + guide.height = view.y + view.height
        var edge = SparseVector(terms: [(position(item, .vertical), 1), (position(owner, .vertical), -1)])
        if isBottom { edge.add(SparseVector(terms: [(size(item, .vertical), 1), (size(owner, .vertical), -1)]), times: 1) }
        add(edge, .equal, 0, .required, .guideEdge(item: item, attribute: isBottom ? .bottom : .top))
    }

    private func addSizeNonNegativity() {
        // Over the unknowns made so far, read in place: a filtered copy of a 100,000-view
        // layout's unknowns grew by doubling into memory the process had not touched yet.
        for variable in 0..<variables.count where variables[variable].role == .size {
            let key = variables[variable]
            guard let item = key.item, let axis = key.axis, !system.items[item].allowsNegativeSize else { continue }
            add(SparseVector(terms: [(variable, 1)]), .greaterOrEqual, 0, .required, .sizeNonNegative(item: item, axis: axis))
        }
    }

    // MARK: Lost constants

    /// Adds an unknown for every lost constant (after the rows exist, so the unknown stays out of
    /// the implicit rows).
    func introduceLostConstants() {
        for (rowIndex, row) in rows.enumerated() {
            guard case .constraint(let index) = row.origin, system.constraints[index].constant == nil,
                !system.constraints[index].constantIsSystemSpacing || options.parameters.systemSpacing == nil
            else { continue }
            guard symbolValue(of: system.constraints[index]) == nil else { continue }
            let unknown = variable(symbolKey(of: system.constraints[index]) ?? VariableKey(item: nil, axis: nil, role: .lostConstant(constraintIndex: index)))
            rows[rowIndex].coefficients.add(SparseVector(terms: [(unknown, 1)]), times: -1)
        }
    }

    // MARK: Reading results

    /// The axes a row lives on.
    /// Whether a row mentions unknowns of each axis (without building a set, for large layouts).
    func mentionsAxes(_ row: LayoutRow) -> (horizontal: Bool, vertical: Bool) {
        var horizontal = false
        var vertical = false
        for index in row.coefficients.indices {
            switch variables[index].axis {
            case .horizontal: horizontal = true
            case .vertical: vertical = true
            case nil: break
            }
        }
        return (horizontal, vertical)
    }

    func axes(of row: LayoutRow) -> Set<Axis> {
        let (horizontal, vertical) = mentionsAxes(row)
        return horizontal ? (vertical ? [.horizontal, .vertical] : [.horizontal]) : (vertical ? [.vertical] : [])
    }

    /// The items a row mentions, in order of first mention.
    func items(of row: LayoutRow) -> [Int] {
        var result: [Int] = []
        for term in row.coefficients.terms {
            if let item = variables[term.index].item, !result.contains(item) { result.append(item) }
        }
        return result
    }
}
