import ConstraintModel
import LayoutMath

/// A conflict that runs through one multiplier (an aspect ratio, `height = 0.2 × width`), told
/// the way a developer checks it: the size the multiplier starts from, the multiplication by the
/// ratio it stands for, then the sum on the other side against the size that contradicts it —
/// "ImageView is 390 wide (c6, c3 and c4); 390 × 9/16 = 219.38; 8 + 219.38 + 8 = 235.38, but
/// TableViewCellContentView is 200 tall (c7): a difference of 35.38 pt."
struct RatioWalk {
    /// The row the explanation is held against (a fixed size on the far side of the multiplier).
    let victim: Int
    let text: String
}

extension ConflictExplainer {
    /// Nil unless exactly one row of the conflict scales one unknown into another (two terms,
    /// one coefficient ±1 and the other not) and cuts the conflict in two, the near side and the
    /// multiplier are equalities, and the far side has a fixed size to hold the sum against.
    func ratioWalk(_ rows: [Int], y: [Int: Rational]) -> RatioWalk? {
        let ratios = rows.filter { row in
            let terms = problem.rows[row].coefficients.terms
            return terms.count == 2 && terms.filter { $0.coefficient.magnitude == 1 }.count == 1
        }
        guard ratios.count == 1, let ratio = ratios.first, problem.rows[ratio].relation == .equal else { return nil }
        let others = rows.filter { $0 != ratio }
        // The direction the constraint is written in first (`height = 9/16 × width`: from the
        // width to the height), the other way round only when that side has no fixed size.
        let terms = problem.rows[ratio].coefficients.terms.sorted { ($0.coefficient.magnitude == 1 ? 0 : 1) < ($1.coefficient.magnitude == 1 ? 0 : 1) }
        for (to, from) in [(terms[0], terms[1]), (terms[1], terms[0])] {
            let near = side(from: from.index, rows: others)
            let far = side(from: to.index, rows: others)
            guard near.isDisjoint(with: far), near.count + far.count == others.count,
                near.allSatisfy({ problem.rows[$0].relation == .equal })
            else { return nil }
            // The far side's fixed size, a container's first (as `chooseVictim` prefers).
            let sizes = far.filter(isFixedSize).sorted { problem.rows[$0].rhs > problem.rows[$1].rhs }
            guard let victim = sizes.first, let text = walk(
                victim: victim, ratio: ratio, from: from, to: to, near: near, far: far.subtracting([victim]), rows: rows, y: y)
            else { continue }
            return RatioWalk(victim: victim, text: text)
        }
        return nil
    }

    /// Rows reachable from `variable` through shared unknowns.
    private func side(from variable: Int, rows: [Int]) -> Set<Int> {
        var reached: Set<Int> = []
        var variables: Set<Int> = [variable]
        var changed = true
        while changed {
            changed = false
            for row in rows where !reached.contains(row) {
                let unknowns = problem.rows[row].coefficients.terms.map(\.index)
                if unknowns.contains(where: variables.contains) {
                    reached.insert(row)
                    variables.formUnion(unknowns)
                    changed = true
                }
            }
        }
        return reached
    }

    private func isFixedSize(_ row: Int) -> Bool {
        let layoutRow = problem.rows[row]
        guard layoutRow.relation == .equal, layoutRow.coefficients.count == 1, let term = layoutRow.coefficients.terms.first,
            term.coefficient == 1
        else { return false }
        return problem.key(of: term.index).role == .size
    }

    private func walk(
        victim: Int, ratio: Int, from: (index: Int, coefficient: Rational), to: (index: Int, coefficient: Rational),
        near: Set<Int>, far: Set<Int>, rows: [Int], y: [Int: Rational]
    ) -> String? {
        guard let yVictim = y[victim], !yVictim.isZero, let statement = sizeStatement(victim) else { return nil }
        let witness = Self.tightPoint(of: rows.filter { $0 != victim }, in: problem)
        let fromValue = witness[from.index]
        let toValue = witness[to.index]
        // to = factor × from + offset, from the multiplier's row a·to + b·from = k.
        let factor = -from.coefficient / to.coefficient
        let offset = problem.rows[ratio].rhs / to.coefficient
        // The near side and the multiplier add up to λ·to in the certificate; λ must be ±1 for
        // `to` to read as one term of the far side's sum.
        func c(_ row: Int) -> Rational { -(y[row] ?? 0) / yVictim }
        let carried = (near.union([ratio])).reduce(Rational.zero) { $0 + c($1) * problem.rows[$1].rhs }
        guard !toValue.isZero || !carried.isZero, carried.magnitude == toValue.magnitude else { return nil }
        var total = carried
        var direction = 0
        var placed: [(key: Double, text: String)] = []
        for row in far {
            let layoutRow = problem.rows[row]
            let value = c(row) * layoutRow.rhs
            total += value
            if layoutRow.relation != .equal {
                direction = (layoutRow.relation == .greaterOrEqual) == (c(row).signum > 0) ? 1 : -1
            }
            if !value.isZero { placed.append((geometricKey(row, witness).1, value.arithmeticText())) }
        }
        let toPosition = problem.key(of: to.index).item.flatMap { item in problem.key(of: to.index).axis.map { centre(item, $0, witness) } } ?? 0
        placed.append((toPosition, carried.arithmeticText()))
        placed.sort { $0.key < $1.key }

        let nearIDs = Self.list(near.sorted().compactMap(narration.constraintID(of:)))
        let fromKey = problem.key(of: from.index)
        var fromText: String
        if fromKey.role == .size, let item = fromKey.item, let axis = fromKey.axis {
            fromText = "\(narration.itemName(item)) is \(fromValue.arithmeticText()) \(narration.extentWord(axis))"
        } else {
            fromText = "\(narration.variableName(from.index)) is \(fromValue.arithmeticText())"
        }
        if !near.isEmpty { fromText += " (\(nearIDs))" }
        // "so its height is 390 × 9/16 = 219.38 (c2)", "so StackView's height is 200 × 1/2 = 100 (c5)".
        var product = "\(fromValue.arithmeticText()) × \(Self.ratioText(factor))"
        if !offset.isZero { product += " \(offset.arithmeticSigned())" }
        product += " = \(toValue.arithmeticText())"
        let toKey = problem.key(of: to.index)
        if toKey.role == .size, let item = toKey.item, let axis = toKey.axis {
            let owner = item == fromKey.item ? "its" : narration.itemName(item) + "'s"
            product = "so \(owner) \(narration.sizeWord(axis)) is \(product)"
        } else {
            product = "so \(narration.variableName(to.index)) is \(product)"
        }
        if let id = narration.constraintID(of: ratio) { product += " (\(id))" }
        let gap = (total - problem.rows[victim].rhs).magnitude
        let bound = direction == 0 ? "" : (direction > 0 ? "at least " : "at most ")
        var text = "\(fromText); \(product)"
        if placed.count > 1 {
            let sum = Self.abbreviatedSum(placed.map(\.text))
            text += direction == 0 ? "; \(sum) = \(total.arithmeticText())" : "; \(sum) needs \(bound)\(total.arithmeticText())"
        }
        return text + ", but \(statement): a difference of \(gap.arithmeticText()) pt."
    }

    /// The ratio a multiplier stands for: `9/16` for 0.5625, `1/5` for 0.2, `2` for 2.
    static func ratioText(_ value: Rational) -> String {
        if value.isInteger { return value.formatted() }
        for denominator in 2...100 where (value * Rational(denominator)).isInteger {
            return "\((value * Rational(denominator)).formatted())/\(denominator)"
        }
        return value.arithmeticText(exact: true)
    }
}

extension Rational {
    /// `+ 8` or `− 8⅓` in arithmetic text.
    func arithmeticSigned() -> String {
        (signum < 0 ? "\u{2212} " : "+ ") + magnitude.arithmeticText()
    }
}
