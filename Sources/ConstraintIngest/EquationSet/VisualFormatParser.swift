import ConstraintModel

/// One Visual Format Language line, as Apple's grammar reads it:
/// `(H|V:)? (| connection)? [view] (connection [view])* (connection |)?`.
struct VisualFormatSyntax {
    var start: Int
    var axis: Axis
    /// The `|` at the start, with the connection after it.
    var leadingEdge: (at: Int, connection: ConnectionSyntax)?
    var views: [VisualViewSyntax]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [ConnectionSyntax]
    /// The connection before a `|` at the end.
    var trailingEdge: ConnectionSyntax?

    /// Every view name in order of appearance: each view, then the views its predicates name.
    var mentionedNames: [Range<Int>] {
        views.flatMap { view in
            [view.name] + view.predicates.compactMap { predicate in
                if case .view(let name) = predicate.object { return name }
                return nil
            }
        }
    }
}

struct VisualViewSyntax {
    var name: Range<Int>
    var predicates: [PredicateSyntax]
}

/// The space between two neighbours: nothing (`[a][b]`), the standard space (`-`), or what
/// the predicates say (`-8-`, `-pad-`, `-(>=8@750)-`).
struct ConnectionSyntax {
    enum Spacing {
        case flush
        case standard
        /// `-8-` or `-pad-`: one predicate written without parentheses.
        case simple(PredicateSyntax)
        case predicates([PredicateSyntax])
    }

    var spacing: Spacing
    /// Where the connection starts (for a flush one, where the next element starts).
    var at: Int
}

/// `(relation)? object (@priority)?`, e.g. `>=44@750`, `==Red`, `pad`.
struct PredicateSyntax {
    enum Object {
        case constant(LayoutNumber)
        case view(Range<Int>)
    }

    var relation: Relation
    var object: Object
    var priority: Priority?
    var text: Range<Int>
}

/// Reads VFL lines. Metric names must be declared (with `metrics`) above the line that uses
/// them, so that a name can be told apart from a view while reading.
enum VisualFormatParser {
    /// True when the line is VFL: it starts with `|`, `[`, `H:` or `V:`.
    static func startsVisualFormat(_ scanner: LineScanner) -> Bool {
        var copy = scanner
        copy.skipBlanks()
        guard let byte = copy.current else { return false }
        if byte == UInt8(ascii: "|") || byte == UInt8(ascii: "[") { return true }
        guard byte == UInt8(ascii: "H") || byte == UInt8(ascii: "V") else { return false }
        copy.position += 1
        return copy.consume(UInt8(ascii: ":"))
    }

    static func parse(_ scanner: inout LineScanner, metric: (Range<Int>) -> LayoutNumber?) throws(ReadError) -> VisualFormatSyntax {
        scanner.skipBlanks()
        let start = scanner.position
        var axis = Axis.horizontal
        if scanner.current == UInt8(ascii: "H") || scanner.current == UInt8(ascii: "V") {
            axis = scanner.current == UInt8(ascii: "V") ? .vertical : .horizontal
            scanner.position += 1
            _ = scanner.consume(UInt8(ascii: ":"))
        }
        var syntax = VisualFormatSyntax(start: start, axis: axis, views: [], connections: [])
        scanner.skipBlanks()
        if scanner.current == UInt8(ascii: "|") {
            let bar = scanner.position
            scanner.position += 1
            syntax.leadingEdge = (bar, try connection(&scanner, metric: metric))
            scanner.skipBlanks()
            guard scanner.current == UInt8(ascii: "[") else {
                throw ReadError(at: scanner.position, "expected '[' and a view after the superview '|'", code: "unreadable-vfl")
            }
        }
        while true {
            syntax.views.append(try view(&scanner, metric: metric))
            if scanner.isAtStatementEnd() { break }
            let joint = try connection(&scanner, metric: metric)
            scanner.skipBlanks()
            if scanner.current == UInt8(ascii: "|") {
                scanner.position += 1
                syntax.trailingEdge = joint
                guard scanner.isAtStatementEnd() else {
                    throw ReadError(at: scanner.position, "expected the end of the line after the closing '|'", code: "unreadable-vfl")
                }
                break
            }
            guard scanner.current == UInt8(ascii: "[") else {
                throw ReadError(at: scanner.position, "expected '[' and a view or '|' after the connection", code: "unreadable-vfl")
            }
            syntax.connections.append(joint)
        }
        return syntax
    }

    /// `[name]` or `[name(predicate, …)]`.
    private static func view(_ scanner: inout LineScanner, metric: (Range<Int>) -> LayoutNumber?) throws(ReadError) -> VisualViewSyntax {
        scanner.skipBlanks()
        guard scanner.current == UInt8(ascii: "[") else {
            throw ReadError(at: scanner.position, "expected '[' and a view name (for example [Red])", code: "unreadable-vfl")
        }
        let opening = scanner.position
        scanner.position += 1
        scanner.skipBlanks()
        guard let name = scanner.identifier() else {
            throw ReadError(at: scanner.position, "expected a view name after '['", code: "unreadable-vfl")
        }
        var predicates: [PredicateSyntax] = []
        if scanner.consume(UInt8(ascii: "(")) {
            predicates = try predicateList(&scanner, metric: metric, allowingViews: true)
        }
        guard scanner.consume(UInt8(ascii: "]")) else {
            scanner.skipBlanks()
            throw ReadError(at: scanner.position, "expected ']' to close the view '\(scanner.excerpt(opening..<name.upperBound))'", code: "unreadable-vfl")
        }
        return VisualViewSyntax(name: name, predicates: predicates)
    }

    /// What comes between two elements; the caller checks what follows it.
    private static func connection(_ scanner: inout LineScanner, metric: (Range<Int>) -> LayoutNumber?) throws(ReadError) -> ConnectionSyntax {
        scanner.skipBlanks()
        let at = scanner.position
        if scanner.current == UInt8(ascii: "[") || scanner.current == UInt8(ascii: "|") {
            return ConnectionSyntax(spacing: .flush, at: at)
        }
        guard scanner.current == UInt8(ascii: "-") else {
            throw ReadError(at: at, "expected '-', '[' or '|' here", code: "unreadable-vfl")
        }
        scanner.position += 1
        scanner.skipBlanks()
        if scanner.current == UInt8(ascii: "[") || scanner.current == UInt8(ascii: "|") {
            return ConnectionSyntax(spacing: .standard, at: at)
        }
        let spacing: ConnectionSyntax.Spacing
        if scanner.consume(UInt8(ascii: "(")) {
            spacing = .predicates(try predicateList(&scanner, metric: metric, allowingViews: false))
        } else {
            let objectStart = scanner.position
            guard let constant = try spacingValue(&scanner, metric: metric) else {
                throw ReadError(at: objectStart, "expected a spacing after '-': a number, a metric, '(predicates)', or '[' for the standard space", code: "unreadable-vfl")
            }
            if scanner.current == UInt8(ascii: "@") {
                throw ReadError(at: scanner.position, "a spacing with a priority needs parentheses, for example -(8@750)-", code: "unreadable-vfl")
            }
            spacing = .simple(PredicateSyntax(relation: .equal, object: .constant(constant), text: objectStart..<scanner.position))
        }
        guard scanner.consume(UInt8(ascii: "-")) else {
            scanner.skipBlanks()
            throw ReadError(at: scanner.position, "expected '-' to end the spacing that starts here", code: "unreadable-vfl")
        }
        return ConnectionSyntax(spacing: spacing, at: at)
    }

    /// A number or a declared metric.
    private static func spacingValue(_ scanner: inout LineScanner, metric: (Range<Int>) -> LayoutNumber?) throws(ReadError) -> LayoutNumber? {
        if let number = try scanner.unsignedNumber() { return number }
        let at = scanner.position
        guard let name = scanner.identifier() else { return nil }
        guard let value = metric(name) else {
            throw ReadError(
                at: at, "unknown metric '\(scanner.excerpt(name))'; declare it above this line with 'metrics \(scanner.excerpt(name)) = 8'",
                code: "unknown-metric")
        }
        return value
    }

    /// `predicate (, predicate)* )` after the opening parenthesis.
    private static func predicateList(_ scanner: inout LineScanner, metric: (Range<Int>) -> LayoutNumber?, allowingViews: Bool) throws(ReadError)
        -> [PredicateSyntax]
    {
        var predicates: [PredicateSyntax] = []
        repeat {
            scanner.skipBlanks()
            let start = scanner.position
            let relation = scanner.relation() ?? .equal
            if relation == .equal, scanner.byte(at: start) == UInt8(ascii: "="), scanner.byte(at: start + 1) != UInt8(ascii: "=") {
                throw ReadError(at: start, "unknown relation; use ==, >= or <=", code: "unreadable-vfl")
            }
            scanner.skipBlanks()
            let objectStart = scanner.position
            let object: PredicateSyntax.Object
            if let number = try scanner.signedNumber() {
                object = .constant(number)
            } else if let name = scanner.identifier() {
                if let value = metric(name) {
                    object = .constant(value)
                } else if allowingViews {
                    object = .view(name)
                } else {
                    throw ReadError(
                        at: objectStart,
                        "unknown metric '\(scanner.excerpt(name))' (a spacing is a number or a metric; declare it above with 'metrics \(scanner.excerpt(name)) = 8')",
                        code: "unknown-metric")
                }
            } else {
                throw ReadError(at: objectStart, "expected a number, a metric\(allowingViews ? " or a view" : "") in the predicate", code: "unreadable-vfl")
            }
            var priority: Priority?
            if scanner.consume(UInt8(ascii: "@")) {
                scanner.skipBlanks()
                let priorityStart = scanner.position
                if let number = try scanner.unsignedNumber(allowingFraction: false) {
                    priority = Priority(number.value)
                } else if let name = scanner.identifier(), let value = metric(name) {
                    priority = Priority(value.value)
                } else {
                    throw ReadError(at: priorityStart, "expected a priority (a number or a metric) after '@'", code: "unreadable-vfl")
                }
            }
            var stop = scanner.position
            while stop > start, ByteClass.isBlank(scanner.bytes[stop - 1]) { stop -= 1 }
            predicates.append(PredicateSyntax(relation: relation, object: object, priority: priority, text: start..<stop))
        } while scanner.consume(UInt8(ascii: ","))
        guard scanner.consume(UInt8(ascii: ")")) else {
            scanner.skipBlanks()
            throw ReadError(at: scanner.position, "expected ',' or ')' after the predicate", code: "unreadable-vfl")
        }
        return predicates
    }
}
