import ConstraintModel

/// Expression-form constraints, printed for iOS 10+ anchor arithmetic and by NSGridView:
///
///     (A.leading - B.leading) == 0.5*(C.leading - D.trailing)
///     (G.row-boundary+((G.row-boundary-6) - G.row-boundary)) >= F.bottom   (… names: G.row-boundary:0x…, G.row-boundary:0x… )
///
/// Each side is read into a linear sum of terms and a constant (products distributed).
///
/// Pseudo-attributes such as `row-boundary` name a *family* of anchor variables: two different
/// row boundaries of one grid print the same text and only `names:` (`Item.attr:0xANCHOR`) tells
/// them apart. Whenever the names list gives the anchor address of a custom attribute, the
/// attribute becomes `.custom("row-boundary@0xANCHOR")`, so one anchor has one name in every
/// constraint and different anchors stay different. When one printed name stands for several
/// anchors, occurrences take the listed anchors in order of appearance, starting again from the
/// first when there are more occurrences than anchors (`R1 + ((R2 - 6) - R1)`, the shape of the
/// grid's own unambiguous constraints); a note says the assignment was inferred.
extension EntryParser {
    /// Nesting deeper than this is not something UIKit prints; refusing it keeps the recursion bounded.
    static let maximumExpressionDepth = 32

    private struct LinearSum {
        var terms: [PrintedTerm] = []
        /// The bytes `Item.attr` of each term, to look the anchor up in `names:`.
        var keys: [Range<Int>] = []
        var constant = LayoutNumber(0)

        mutating func add(_ other: LinearSum) {
            terms += other.terms
            keys += other.keys
            constant = Self.sum(constant, other.constant)
        }

        func scaled(by factor: LayoutNumber) -> LinearSum {
            var result = self
            for index in result.terms.indices {
                result.terms[index].coefficient = Self.product(result.terms[index].coefficient, factor)
            }
            result.constant = Self.product(constant, factor)
            return result
        }

        /// Keeps the printed literal when one factor is an implicit 1.
        static func product(_ a: LayoutNumber, _ b: LayoutNumber) -> LayoutNumber {
            if a.value == 1, a.literal == nil { return b }
            if b.value == 1, b.literal == nil { return a }
            if a.value == 0 || b.value == 0 { return LayoutNumber(0) }
            if b.value == -1, b.literal == nil { return negated(a) }
            return LayoutNumber(a.value * b.value)
        }

        static func sum(_ a: LayoutNumber, _ b: LayoutNumber) -> LayoutNumber {
            if a.value == 0, a.literal == nil { return b }
            if b.value == 0, b.literal == nil { return a }
            return LayoutNumber(a.value + b.value)
        }

        static func negated(_ number: LayoutNumber) -> LayoutNumber {
            let literal = number.literal.map { $0.hasPrefix("-") ? String($0.dropFirst()) : "-" + $0 }
            return LayoutNumber(-number.value, literal: literal)
        }
    }

    mutating func parseExpression(left: Range<Int>, right: Range<Int>) throws(EntrySyntaxError) {
        let leftSum = try parseWholeSum(left)
        let rightSum = try parseWholeSum(right)
        var allTerms = leftSum.terms + rightSum.terms
        distinguishAnchors(&allTerms, keys: leftSum.keys + rightSum.keys)
        let leftTerms = Array(allTerms[..<leftSum.terms.count])
        let rightTerms = Array(allTerms[leftSum.terms.count...])
        guard let first = leftTerms.first ?? rightTerms.first else {
            throw EntrySyntaxError(offset: left.lowerBound, message: "expected an item on one side of the expression", code: "expected-item")
        }
        constraint.first = first.anchor
        constraint.second = leftTerms.isEmpty ? nil : rightTerms.first?.anchor
        constraint.multiplier = 1
        constraint.constant = 0
        constraint.expression = PrintedExpression(
            left: leftTerms, leftConstant: leftSum.constant, right: rightTerms, rightConstant: rightSum.constant)
    }

    private mutating func parseWholeSum(_ range: Range<Int>) throws(EntrySyntaxError) -> LinearSum {
        let end = bytes.trimmingTrailingWhitespace(range.lowerBound, range.upperBound)
        var index = bytes.skippingWhitespace(from: range.lowerBound, to: end)
        let sum = try parseSum(&index, end: end, depth: 0)
        index = bytes.skippingWhitespace(from: index, to: end)
        guard index >= end else { throw unexpected(at: index, after: range.lowerBound..<index) }
        return sum
    }

    private mutating func parseSum(_ index: inout Int, end: Int, depth: Int) throws(EntrySyntaxError) -> LinearSum {
        index = bytes.skippingWhitespace(from: index, to: end)
        var negateFirst = false
        if index < end, bytes[index] == ASCII.minus {
            negateFirst = true
            index += 1
        }
        var sum = try parseProduct(&index, end: end, depth: depth)
        if negateFirst { sum = sum.scaled(by: LayoutNumber(-1)) }
        while true {
            let operatorIndex = bytes.skippingWhitespace(from: index, to: end)
            guard operatorIndex < end, bytes[operatorIndex] == ASCII.plus || bytes[operatorIndex] == ASCII.minus else { break }
            index = operatorIndex + 1
            let operand = try parseProduct(&index, end: end, depth: depth)
            sum.add(bytes[operatorIndex] == ASCII.minus ? operand.scaled(by: LayoutNumber(-1)) : operand)
        }
        return sum
    }

    private mutating func parseProduct(_ index: inout Int, end: Int, depth: Int) throws(EntrySyntaxError) -> LinearSum {
        index = bytes.skippingWhitespace(from: index, to: end)
        if let (number, after) = PrintedNumber.parse(bytes, at: index, end: end, allowSign: false) {
            let star = bytes.skippingWhitespace(from: after, to: end)
            guard star < end, bytes[star] == ASCII.asterisk else {
                index = after
                return LinearSum(constant: number)
            }
            index = star + 1
            return try parseFactor(&index, end: end, depth: depth).scaled(by: number)
        }
        var factor = try parseFactor(&index, end: end, depth: depth)
        let star = bytes.skippingWhitespace(from: index, to: end)
        if star < end, bytes[star] == ASCII.asterisk {
            let numberStart = bytes.skippingWhitespace(from: star + 1, to: end)
            guard let (number, after) = PrintedNumber.parse(bytes, at: numberStart, end: end) else {
                throw EntrySyntaxError(offset: numberStart, message: "expected a number after '*', found \(describe(at: numberStart))", code: "expected-number")
            }
            factor = factor.scaled(by: number)
            index = after
        }
        return factor
    }

    private mutating func parseFactor(_ index: inout Int, end: Int, depth: Int) throws(EntrySyntaxError) -> LinearSum {
        index = bytes.skippingWhitespace(from: index, to: end)
        guard index < end else {
            throw EntrySyntaxError(offset: index, message: "expected an item or '(' in the expression, found the end of the side", code: "expected-item")
        }
        if bytes[index] == ASCII.openParen {
            guard depth < Self.maximumExpressionDepth else {
                throw EntrySyntaxError(offset: index, message: "the expression is nested too deeply to be a printed constraint", code: "unexpected-text")
            }
            index += 1
            let inner = try parseSum(&index, end: end, depth: depth + 1)
            index = bytes.skippingWhitespace(from: index, to: end)
            guard index < end, bytes[index] == ASCII.closeParen else {
                throw EntrySyntaxError(offset: index, message: "expected ')' in the expression, found \(describe(at: index))", code: "unexpected-text")
            }
            index += 1
            return inner
        }
        let start = index
        let (anchor, after) = try parseAnchor(from: index, limit: end, context: .expressionTerm)
        index = after
        return LinearSum(terms: [PrintedTerm(coefficient: 1, anchor: anchor)], keys: [start..<after])
    }

    /// Gives custom attributes the anchor address the names list prints for them (see above).
    private mutating func distinguishAnchors(_ terms: inout [PrintedTerm], keys: [Range<Int>]) {
        guard !names.isEmpty else { return }
        var reported: [Range<Int>] = []
        for index in terms.indices {
            guard case .custom(let name) = terms[index].anchor.attribute else { continue }
            let key = keys[index]
            let anchors = names.filter { keyEquals($0.key, key) }
            guard !anchors.isEmpty else { continue }
            let earlier = keys[..<index].indices.filter { keyEquals(keys[$0], key) }.count
            let occurrences = keys.filter { keyEquals($0, key) }.count
            let chosen = anchors[earlier % anchors.count]
            terms[index].anchor.attribute = .custom(name + "@" + bytes.string(chosen.address))
            if anchors.count > 1, occurrences != anchors.count, !reported.contains(where: { keyEquals($0, key) }) {
                reported.append(key)
                note(
                    .note, at: key.lowerBound,
                    "\(quoted(key)) appears \(occurrences) times but names: lists \(anchors.count) anchors for it; they were assigned in order of appearance, repeating from the first",
                    code: "ambiguous-anchor")
            }
        }
    }
}
