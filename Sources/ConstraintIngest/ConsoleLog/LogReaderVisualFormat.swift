import ConstraintModel

/// VFL descriptions as UIKit prints single constraints: `H:|-(10)-[A]`, `H:[A]-(8)-|`,
/// `V:[A]-(8@750)-[B]`, `H:[A(>=121)]`, `[A(==B)]`, `-(>=NSSpace(8))-`, with an optional
/// `(LTR)`/`(RTL)` suffix (already stripped into `layoutDirection`).
///
/// Translation keeps the printed direction: without a suffix the horizontal edges are
/// leading/trailing; with `(LTR)` they are left/right; with `(RTL)` leading is the right edge and
/// the two items swap sides, so `|-(n)-[A]` reads `|.right == A.right + n`.
extension EntryParser {
    private enum Element {
        case bar(item: Int)
        case view(item: Int, size: Predicate?)

        var item: Int {
            switch self {
            case .bar(let item), .view(let item, _): return item
            }
        }
    }

    private enum PredicateObject {
        case constant(LayoutNumber)
        case systemSpacing(LayoutNumber)
        case item(Int)
    }

    private struct Predicate {
        var relation: Relation
        var object: PredicateObject
        var priority: Priority?
    }

    private enum Connection {
        /// `[A][B]`: flush, spacing 0.
        case adjacent
        /// A bare `-`: the standard spacing.
        case standard
        case predicate(Predicate)
    }

    mutating func parseVisualFormat(from start: Int, to end: Int) throws(EntrySyntaxError) {
        let vertical = bytes[start] == 0x56  // V
        var index = start + 2
        var elements: [Element] = []
        var connections: [Connection] = []
        var unnamedBar: Int?
        while true {
            index = bytes.skippingWhitespace(from: index, to: end)
            guard index < end else { break }
            if bytes[index] == ASCII.pipe {
                // An unnamed `|` is registered once the view it belongs to is known.
                elements.append(.bar(item: superviewBinding.map { register($0) } ?? -1))
                if superviewBinding == nil { unnamedBar = index }
                index += 1
            } else if bytes[index] == ASCII.openBracket {
                let close = entityEnd(from: index + 1, end: end)
                guard close < end else {
                    throw EntrySyntaxError(offset: index, message: "expected ']' to close the view \(quoted(index..<end))", code: "unexpected-text")
                }
                elements.append(try parseEntity(in: (index + 1)..<close))
                index = close + 1
            } else {
                throw EntrySyntaxError(offset: index, message: "expected '[view]' or '|' in the visual format, found \(describe(at: index))", code: "expected-item")
            }
            index = bytes.skippingWhitespace(from: index, to: end)
            guard index < end else { break }
            if bytes[index] == ASCII.openBracket || bytes[index] == ASCII.pipe {
                connections.append(.adjacent)
            } else if bytes[index] == ASCII.minus {
                let (connection, after) = try parseConnection(from: index, end: end)
                connections.append(connection)
                index = after
            } else {
                throw unexpected(at: index, after: start..<index)
            }
        }
        guard !elements.isEmpty, connections.count == elements.count - 1 else {
            throw EntrySyntaxError(offset: end, message: "expected '[view]' or '|' at the end of the visual format", code: "expected-item")
        }
        if let offset = unnamedBar, let view = elements.first(where: { !isBar($0) }) {
            let bar = registerUnnamedSuperview(of: view.item, at: offset)
            elements = elements.map { element in
                if case .bar(-1) = element { return .bar(item: bar) }
                return element
            }
        }
        try translate(elements, connections, vertical: vertical, at: start, end: end)
    }

    /// The `]` closing an entity, outside its label text.
    private func entityEnd(from start: Int, end: Int) -> Int {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == ASCII.apostrophe, PrintedItemText.opensText(bytes, at: index, from: start) {
                index = textEnd(from: index + 1, end: end) + 1
                continue
            }
            if byte == ASCII.closeBracket { return index }
            index += 1
        }
        return end
    }

    /// `A`, `A(230)`, `A(>=121)`, `A(==B)`, where `A` may be a names-list key.
    private mutating func parseEntity(in range: Range<Int>) throws(EntrySyntaxError) -> Element {
        if binding(matching: range) == nil, range.count > 2, bytes[range.upperBound - 1] == ASCII.closeParen,
            let open = matchingOpenParen(before: range.upperBound - 1, lowerBound: range.lowerBound), open > range.lowerBound
        {
            let item = try parseItem(in: range.lowerBound..<open)
            let predicate = try parsePredicate(in: (open + 1)..<(range.upperBound - 1), allowsItem: true)
            return .view(item: item, size: predicate)
        }
        return .view(item: try parseItem(in: range), size: nil)
    }

    private func matchingOpenParen(before close: Int, lowerBound: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= lowerBound {
            if bytes[index] == ASCII.closeParen { depth += 1 }
            if bytes[index] == ASCII.openParen {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    /// `-(8)-`, `-(>=NSSpace(8))-`, `-8-`, or a bare `-`.
    private mutating func parseConnection(from start: Int, end: Int) throws(EntrySyntaxError) -> (Connection, Int) {
        var index = start + 1
        if index < end, bytes[index] == ASCII.openParen {
            guard let close = matchingCloseParen(after: index, end: end) else {
                throw EntrySyntaxError(offset: index, message: "expected ')' to close the spacing \(quoted(index..<end))", code: "unexpected-text")
            }
            let predicate = try parsePredicate(in: (index + 1)..<close, allowsItem: false)
            index = close + 1
            guard index < end, bytes[index] == ASCII.minus else {
                throw EntrySyntaxError(offset: index, message: "expected '-' after the spacing \(quoted(start..<index))", code: "unexpected-text")
            }
            return (.predicate(predicate), index + 1)
        }
        if let (value, after) = PrintedNumber.parse(bytes, at: index, end: end, allowSign: false), after < end, bytes[after] == ASCII.minus {
            return (.predicate(Predicate(relation: .equal, object: .constant(value), priority: nil)), after + 1)
        }
        return (.standard, index)
    }

    private func matchingCloseParen(after open: Int, end: Int) -> Int? {
        var depth = 0
        var index = open
        while index < end {
            if bytes[index] == ASCII.openParen { depth += 1 }
            if bytes[index] == ASCII.closeParen {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// `8`, `>=11`, `-2`, `0@250`, `NSSpace(8)`, `>=NSLayoutAnchorConstraintSpace(8)`, `==B`.
    private mutating func parsePredicate(in range: Range<Int>, allowsItem: Bool) throws(EntrySyntaxError) -> Predicate {
        var index = bytes.skippingWhitespace(from: range.lowerBound, to: range.upperBound)
        let end = bytes.trimmingTrailingWhitespace(index, range.upperBound)
        var relation = Relation.equal
        if index + 1 < end, bytes[index + 1] == ASCII.equals {
            switch bytes[index] {
            case ASCII.equals: relation = .equal
            case ASCII.less: relation = .lessThanOrEqual
            case ASCII.greater: relation = .greaterThanOrEqual
            default: break
            }
            if bytes[index] == ASCII.equals || bytes[index] == ASCII.less || bytes[index] == ASCII.greater {
                index = bytes.skippingWhitespace(from: index + 2, to: end)
            }
        }
        var objectEnd = end
        var priority: Priority?
        if let at = bytes.firstIndex(of: ASCII.at, in: index..<end) {
            guard let (value, after) = PrintedNumber.parse(bytes, at: at + 1, end: end, allowSign: false), after == end else {
                throw EntrySyntaxError(offset: at + 1, message: "expected a priority after '@', found \(describe(at: at + 1))", code: "expected-number")
            }
            priority = Priority(value.value)
            objectEnd = bytes.trimmingTrailingWhitespace(index, at)
        }
        if let comma = bytes.firstIndex(of: ASCII.comma, in: index..<objectEnd) {
            throw EntrySyntaxError(offset: comma, message: "expected one predicate; a printed constraint holds a single relation", code: "unexpected-text")
        }
        if let (value, after) = try systemSpacing(at: index, end: objectEnd) {
            guard after == objectEnd else { throw unexpected(at: after, after: index..<after) }
            return Predicate(relation: relation, object: .systemSpacing(value), priority: priority)
        }
        if let (value, after) = PrintedNumber.parse(bytes, at: index, end: objectEnd), after == objectEnd {
            return Predicate(relation: relation, object: .constant(value), priority: priority)
        }
        guard allowsItem else {
            throw EntrySyntaxError(offset: index, message: "expected a spacing such as (8), (>=8) or (NSSpace(8)), found \(quoted(index..<objectEnd))", code: "expected-number")
        }
        let item = try parseItem(in: index..<objectEnd)
        return Predicate(relation: relation, object: .item(item), priority: priority)
    }

    private mutating func translate(
        _ elements: [Element], _ connections: [Connection], vertical: Bool, at start: Int, end: Int
    ) throws(EntrySyntaxError) {
        let sizes = elements.filter { element in
            if case .view(_, .some) = element { return true }
            return false
        }
        let relations = connections.count + sizes.count
        guard relations == 1 else {
            throw EntrySyntaxError(
                offset: start, message: "expected a visual format with exactly one relation, found \(relations) in \(quoted(start..<end))",
                code: "unexpected-text")
        }
        if let connection = connections.first {
            try translateSpacing(connection, from: elements[0], to: elements[1], vertical: vertical, at: start)
        } else if case .view(let item, let size?) = elements[0] {
            let attribute: LayoutAttribute = vertical ? .height : .width
            constraint.first = PrintedAnchor(item: item, attribute: .standard(attribute))
            constraint.relation = size.relation
            apply(size.priority)
            switch size.object {
            case .constant(let value):
                constraint.constant = value
            case .systemSpacing(let value):
                constraint.constant = value
                constraint.constantIsSystemSpacing = true
            case .item(let other):
                constraint.second = PrintedAnchor(item: other, attribute: .standard(attribute))
                constraint.constant = 0
            }
        }
    }

    private mutating func translateSpacing(
        _ connection: Connection, from left: Element, to right: Element, vertical: Bool, at start: Int
    ) throws(EntrySyntaxError) {
        if case .bar = left, case .bar = right {
            throw EntrySyntaxError(offset: start, message: "expected a view between the two '|'", code: "expected-item")
        }
        let direction = vertical ? nil : constraint.layoutDirection
        let (leading, trailing): (LayoutAttribute, LayoutAttribute)
        switch (vertical, direction) {
        case (true, _): (leading, trailing) = (.top, .bottom)
        case (false, nil): (leading, trailing) = (.leading, .trailing)
        case (false, .leftToRight?): (leading, trailing) = (.left, .right)
        case (false, .rightToLeft?): (leading, trailing) = (.right, .left)
        }
        // The gap runs from the left element's trailing edge (a superview's leading edge) to the
        // right element's leading edge (a superview's trailing edge): right REL left + spacing.
        var gapStart = PrintedAnchor(item: left.item, attribute: .standard(isBar(left) ? leading : trailing))
        var gapEnd = PrintedAnchor(item: right.item, attribute: .standard(isBar(right) ? trailing : leading))
        if direction == .rightToLeft {
            // Leading is the right edge and positions grow leftwards: flip the sides so that the
            // equation reads in screen coordinates.
            swap(&gapStart, &gapEnd)
        }
        constraint.first = gapEnd
        constraint.second = gapStart
        switch connection {
        case .adjacent:
            constraint.constant = 0
        case .standard:
            constraint.constant = isBar(left) || isBar(right) ? 20 : 8
            constraint.constantIsSystemSpacing = true
        case .predicate(let predicate):
            constraint.relation = predicate.relation
            apply(predicate.priority)
            switch predicate.object {
            case .constant(let value):
                constraint.constant = value
            case .systemSpacing(let value):
                constraint.constant = value
                constraint.constantIsSystemSpacing = true
            case .item:
                break
            }
        }
        if case .bar(let bar) = left { constraint.superviewBar = bar }
        if case .bar(let bar) = right { constraint.superviewBar = bar }
    }

    private func isBar(_ element: Element) -> Bool {
        if case .bar = element { return true }
        return false
    }

    private mutating func apply(_ priority: Priority?) {
        // A `priority:` printed after the body wins over the VFL's own `@n`: it is what `po` read
        // from the constraint object.
        if let priority, constraint.priority == .required { constraint.priority = priority }
    }
}
