import ConstraintModel
import LayoutMath

/// Turns a minimal conflict into arithmetic a developer can check in their head.
///
/// The Farkas multipliers say how the conflict's rows add up to a contradiction. One row is
/// singled out — the container's size when there is one ("the cell is 94⅓ wide") — and the
/// others are summed in the order they sit on screen, read off a point where they all hold
/// exactly: "15 + 40 + 8 + StackView + 8 + 60 + 5 needs at least 136". Inequalities contribute
/// a quantity that may only grow (or shrink); a size that must not be negative then shows the
/// value it would need ("StackView would be −41⅔ wide").
struct ConflictExplainer {
    let problem: LayoutProblem
    let narration: Narration
    let brokenRow: Set<Int>

    init(problem: LayoutProblem) {
        self.problem = problem
        narration = Narration(problem: problem)
        var broken: Set<Int> = []
        if let id = problem.system.brokenConstraint, let index = problem.system.constraints.firstIndex(where: { $0.id == id }) {
            broken = Set(problem.rows.indices.filter { problem.rows[$0].origin.constraintIndex == index })
        }
        brokenRow = broken
    }

    func conflict(from found: FoundConflict, complete: Bool, witnessLimit: Int) -> Conflict {
        let y = found.certificate.multipliers
        let walk = ratioWalk(found.rows, y: y)
        let victim = walk?.victim ?? chooseVictim(found.rows)
        let others = found.rows.filter { $0 != victim }
        let witness = Self.tightPoint(of: others, in: problem)
        let keys = others.map { geometricKey($0, witness) }
        let ordered = others.indices.sorted { keys[$0] < keys[$1] }.map { others[$0] }
        let explanation = walk?.text ?? describe(victim: victim, others: ordered, y: y)
        let constraintIDs = ([victim] + ordered).compactMap(narration.constraintID(of:))
        var seenIDs: [String] = []
        var seen: Set<String> = []
        for id in constraintIDs where seen.insert(id).inserted { seenIDs.append(id) }
        let implicit = ([victim] + ordered).compactMap(narration.implicitRow)
        let magnitude = overBy(found.rows, y: y)
        let certificateRows = found.rows.map { narration.certificateRow($0, multiplier: y[$0] ?? 0) }
        var witnesses: [[String: Rational]] = []
        if found.rows.count <= witnessLimit {
            let mentioned = Set(found.rows.flatMap { problem.rows[$0].coefficients.terms.map(\.index) }).sorted()
            for row in found.rows {
                let point = Self.tightPoint(of: found.rows.filter { $0 != row }, in: problem)
                var named: [String: Rational] = [:]
                for variable in mentioned { named[narration.variableName(variable)] = point[variable] }
                witnesses.append(named)
            }
        }
        let axes = Set(found.rows.flatMap { problem.axes(of: problem.rows[$0]) }).sorted()
        return Conflict(
            constraintIDs: seenIDs, implicit: implicit,
            explanation: explanation + (magnitude < 1 ? " Less than a point: a rounding problem (fractional sizes from the screen scale), not a design problem." : ""),
            complete: complete, overBy: magnitude, isSubPoint: magnitude < 1, axes: axes,
            includesBrokenConstraint: !brokenRow.isDisjoint(with: found.rows), certificate: certificateRows,
            minimalityWitnesses: witnesses, minimalityByRank: found.isCircuit)
    }

    /// A point where every given row holds with equality (they are linearly independent in a
    /// minimal conflict, so one exists); unknowns no row fixes are 0.
    static func tightPoint(of rows: [Int], in problem: LayoutProblem) -> [Rational] {
        let eliminator = EqualityEliminator(variableCount: problem.variableCount, isCanonical: false)
        for row in rows { _ = eliminator.add(problem.rows[row].coefficients, rhs: problem.rows[row].rhs, tag: row) }
        return eliminator.values { _ in 0 }
    }

    // MARK: Choosing what to explain against

    private func chooseVictim(_ rows: [Int]) -> Int {
        func fixedSize(_ row: Int) -> Bool {
            let layoutRow = problem.rows[row]
            guard layoutRow.relation == .equal, layoutRow.coefficients.count == 1,
                let term = layoutRow.coefficients.terms.first, term.coefficient == 1
            else { return false }
            return problem.key(of: term.index).role == .size
        }
        func isDeveloper(_ row: Int) -> Bool {
            guard let index = problem.rows[row].origin.constraintIndex else { return false }
            return problem.system.constraints[index].origin.isDeveloperOwned
        }
        let containers = rows.filter(fixedSize).sorted {
            (isDeveloper($0) ? 1 : 0, -problem.rows[$0].rhs.doubleValue, $0) < (isDeveloper($1) ? 1 : 0, -problem.rows[$1].rhs.doubleValue, $1)
        }
        if let container = containers.first { return container }
        if let implicit = rows.first(where: { if case .sizeNonNegative = problem.rows[$0].origin { return true } else { return false } }) {
            return implicit
        }
        if let broken = rows.first(where: brokenRow.contains) { return broken }
        return containers.first ?? rows.first(where: isDeveloper) ?? rows[0]
    }

    // MARK: Words

    private func describe(victim: Int, others: [Int], y: [Int: Rational]) -> String {
        let victimRow = problem.rows[victim]
        let yVictim = y[victim] ?? 1
        // E = Σ cᵢ·(aᵢ·x) over the others, with cᵢ = −yᵢ / y_victim.
        var total = Rational.zero
        var terms: [String] = []
        var symbolic: [(row: Int, coefficient: Rational)] = []
        var direction = 0
        for row in others {
            let layoutRow = problem.rows[row]
            let c = -(y[row] ?? 0) / yVictim
            let value = c * layoutRow.rhs
            total += value
            if layoutRow.relation != .equal {
                symbolic.append((row, c))
                // Slack s = a·x − b is ≥ 0 on ≥ rows and ≤ 0 on ≤ rows; c·s has one sign for all.
                direction = (layoutRow.relation == .greaterOrEqual) == (c.signum > 0) ? 1 : -1
            }
            if let name = symbolicName(row), layoutRow.rhs.isZero {
                terms.append(c == 1 ? name : (c == -1 ? "\u{2212}\(name)" : "\(c.arithmeticText())×\(name)"))
            } else if !value.isZero {
                terms.append(Self.scaledTerm(c, layoutRow.rhs))
            }
        }
        let sum = Self.abbreviatedSum(terms)
        let gap = (total - victimRow.rhs).magnitude
        let bound = direction == 0 ? "" : (direction > 0 ? "at least " : "at most ")
        let otherIDs = others.compactMap(narration.constraintID(of:))
        let others = Self.list(otherIDs)
        // The gap in the singled-out row's own units; the smallest change of constants that removes
        // the conflict (`overBy`) can differ when multipliers scale the rows.
        let over = ": a difference of \(gap.arithmeticText()) pt"
        if case .sizeNonNegative(let item, let axis) = victimRow.origin {
            let breakdown = terms.count > 1 ? " (\(sum))" : ""
            // "c1 leaves", "c1 and c2 leave", "the other constraints leave".
            let verb = otherIDs.count == 1 ? "leaves" : "leave"
            return "\(others) \(verb) \(narration.itemName(item)) \(bound)\(total.arithmeticText()) \(narration.extentWord(axis))\(breakdown), but a \(narration.sizeWord(axis)) cannot be negative: short by \(gap.arithmeticText()) pt."
        }
        var text: String
        if let statement = sizeStatement(victim) {
            if terms.count > 1 {
                text = statement + (direction == 0 ? ", but \(sum) = \(total.arithmeticText())" : ", but \(sum) needs \(bound)\(total.arithmeticText())")
            } else {
                text = statement + ", but \(others) make\(Self.isPlural(others) ? "" : "s") it \(bound)\(total.arithmeticText())"
            }
            text += over
        } else {
            text = constraintStatement(victim, implied: total, bound: bound, others: others) + over
            if terms.count > 1 { text += " (\(sum) = \(total.arithmeticText()))" }
        }
        let sizes = symbolic.filter {
            if case .sizeNonNegative = problem.rows[$0.row].origin { return $0.coefficient.magnitude == 1 }
            return false
        }
        if sizes.count == 1, let only = sizes.first, case .sizeNonNegative(let item, let axis) = problem.rows[only.row].origin {
            let would = (victimRow.rhs - total) / only.coefficient
            text += ": \(narration.itemName(item)) would be \(would.arithmeticText()) \(narration.extentWord(axis))"
        }
        return text + "."
    }

    /// "Superview is 320 wide (c4, UIView-Encapsulated-Layout-Width)" for a row fixing one size.
    func sizeStatement(_ row: Int) -> String? {
        let layoutRow = problem.rows[row]
        guard layoutRow.relation == .equal, layoutRow.coefficients.count == 1, let term = layoutRow.coefficients.terms.first,
            term.coefficient == 1, problem.key(of: term.index).role == .size,
            let item = problem.key(of: term.index).item, let axis = problem.key(of: term.index).axis
        else { return nil }
        let source = narration.constraintID(of: row).map { id in
            let identifier = problem.system.constraint(id)?.identifier
            return " (\(id)" + (identifier.map { ", \($0)" } ?? "") + ")"
        } ?? ""
        return "\(narration.itemName(item)) is \(layoutRow.rhs.arithmeticText()) \(narration.extentWord(axis))\(source)"
    }

    /// "c1 wants A.leading = B.leading, but c2 and c3 make it A.leading = B.leading + 6".
    private func constraintStatement(_ row: Int, implied: Rational, bound: String, others: String) -> String {
        let layoutRow = problem.rows[row]
        guard let index = layoutRow.origin.constraintIndex, problem.system.constraints[index].expression == nil,
            problem.system.constraints[index].contentSize == nil
        else {
            return "\(narration.rowPhrase(row)) needs \(layoutRow.relation.rawValue) \(layoutRow.rhs.arithmeticText()), but \(others) give\(Self.isPlural(others) ? "" : "s") \(bound)\(implied.arithmeticText())"
        }
        var constraint = problem.system.constraints[index]
        let wanted = narration.formula(of: constraint)
        constraint.relation = bound.isEmpty ? .equal : (bound.hasPrefix("at least") ? .greaterThanOrEqual : .lessThanOrEqual)
        constraint.constant = LayoutNumber(implied.doubleValue, literal: implied.isInteger ? implied.description : nil)
        constraint.priority = .required
        var impliedText = narration.formula(of: constraint)
        if !implied.isInteger {
            // Keep the exact value rather than a rounded double in the implied formula.
            impliedText = narration.formula(of: { var c = constraint; c.constant = 0; return c }()) + " " + implied.arithmeticSigned()
        }
        return "\(constraint.id) wants \(wanted), but \(others) make\(Self.isPlural(others) ? "" : "s") it \(impliedText)"
    }

    /// "c2 and c3", "the other constraints", "the other 7 constraints" take a plural verb.
    static func isPlural(_ subject: String) -> Bool {
        subject.contains(" and ") || subject.hasSuffix("constraints")
    }

    /// Long chains of views would make sums of thousands of terms: keep the ends and count the middle.
    static func abbreviatedSum(_ terms: [String]) -> String {
        let shown = terms.count > 14 ? Array(terms.prefix(6)) + ["… (\(terms.count - 9) more terms) …"] + Array(terms.suffix(3)) : terms
        return shown.joined(separator: " + ").replacingMinusPlus()
    }

    /// `c·rhs` as a term of the sum: a whole factor beyond 1 is shown (`2×59`, not `118`), since
    /// a centre counts its row's offset twice and the sum would otherwise not be the constants
    /// the developer wrote; the difference is then in the singled-out row's units (twice the
    /// smallest change of a constant, which the conflict gives separately).
    static func scaledTerm(_ factor: Rational, _ rhs: Rational) -> String {
        let value = factor * rhs
        guard factor.isInteger, factor.magnitude > 1 else { return value.arithmeticText() }
        return (value.signum < 0 ? "\u{2212}" : "") + "\(factor.magnitude.arithmeticText())×\(rhs.magnitude.arithmeticText())"
    }

    static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: return "the other constraints"
        case 1: return names[0]
        case 7...: return "the other \(names.count) constraints"
        case 2: return "\(names[0]) and \(names[1])"
        default: return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        }
    }

    /// Inequalities with a zero constant read best as the quantity they keep non-negative.
    private func symbolicName(_ row: Int) -> String? {
        if case .sizeNonNegative(let item, _) = problem.rows[row].origin { return narration.itemName(item) }
        return nil
    }

    /// Smallest total change of constants (of rows someone wrote) that removes the conflict:
    /// |Σ y·b| / max |y|.
    private func overBy(_ rows: [Int], y: [Int: Rational]) -> Rational {
        var total = Rational.zero
        var largest = Rational.zero
        for row in rows {
            let multiplier = y[row] ?? 0
            total += multiplier * problem.rows[row].rhs
            if !problem.rows[row].origin.isImplicit, largest < multiplier.magnitude { largest = multiplier.magnitude }
        }
        if largest.isZero { largest = rows.map { (y[$0] ?? 0).magnitude }.max() ?? 1 }
        return total.magnitude / largest
    }

    // MARK: Order on screen

    func geometricKey(_ row: Int, _ point: [Rational]) -> (Int, Double, Int, Int) {
        let layoutRow = problem.rows[row]
        let axes = problem.axes(of: layoutRow)
        let axisOrder = axes.contains(.horizontal) ? 0 : 1
        var coordinates: [Double] = []
        if let index = layoutRow.origin.constraintIndex {
            for anchor in problem.system.constraints[index].anchors {
                if let value = coordinate(of: anchor, point) { coordinates.append(value) }
            }
        } else if let item = problem.items(of: layoutRow).first, let axis = axes.first {
            coordinates.append(centre(item, axis, point))
        }
        let key = coordinates.isEmpty ? 0 : coordinates.reduce(0, +) / Double(coordinates.count)
        return (axisOrder, key, layoutRow.coefficients.count, row)
    }

    private func coordinate(of anchor: Anchor, _ point: [Rational]) -> Double? {
        guard let item = problem.itemIndex[anchor.item], let attribute = anchor.attribute.standard, let axis = attribute.axis else {
            return nil
        }
        let origin = problem.existingVariable(VariableKey(item: item, axis: axis, role: .position)).map { point[$0].doubleValue } ?? 0
        let size = problem.existingVariable(VariableKey(item: item, axis: axis, role: .size)).map { point[$0].doubleValue } ?? 0
        switch attribute {
        case .left, .leading, .top, .minX, .minY, .leftMargin, .leadingMargin, .topMargin: return origin
        case .right, .trailing, .bottom, .maxX, .maxY, .rightMargin, .trailingMargin, .bottomMargin, .firstBaseline, .lastBaseline:
            return origin + size
        default: return origin + size / 2
        }
    }

    func centre(_ item: Int, _ axis: Axis, _ point: [Rational]) -> Double {
        let origin = problem.existingVariable(VariableKey(item: item, axis: axis, role: .position)).map { point[$0].doubleValue } ?? 0
        let size = problem.existingVariable(VariableKey(item: item, axis: axis, role: .size)).map { point[$0].doubleValue } ?? 0
        return origin + size / 2
    }
}

extension String {
    /// "15 + −3" reads better as "15 − 3".
    func replacingMinusPlus() -> String {
        var result = ""
        var remainder = Substring(self)
        while let range = remainder.range(of: " + −") {
            result += remainder[..<range.lowerBound] + " − "
            remainder = remainder[range.upperBound...]
        }
        return result + remainder
    }
}
