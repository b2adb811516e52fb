import ConstraintModel

/// Turns a VFL line into the constraints `NSLayoutConstraint.constraints(withVisualFormat:…)`
/// makes, with the default `.directionLeadingToTrailing` option:
///
/// - `|-n-[A]` → `A.leading == |.leading + n`; `[A]-n-|` → `|.trailing == A.trailing + n`;
///   `[A]-n-[B]` → `B.leading == A.trailing + n` (top and bottom for `V:`);
/// - a relation in a spacing keeps its direction: `[A]-(>=8)-[B]` → `B.leading >= A.trailing + 8`;
/// - view predicates size the view: `[A(>=44)]` → `A.width >= 44`, `[A(==B)]` → `A.width == B.width`.
///
/// `|` is the superview the line's views share: their declared superview, else the root.
enum VisualFormatTranslation {
    /// Apple's standard space between two sibling views.
    static let standardSiblingSpacing: LayoutNumber = 8
    /// Apple's standard space between a view and its superview's edge.
    static let standardSuperviewSpacing: LayoutNumber = 20

    struct Items {
        var index: (Range<Int>) -> Int
        var id: (Int) -> String
        var name: (Int) -> String
        var superview: (Int) -> Int?
        var isGuide: (Int) -> Bool
        var isRoot: (Int) -> Bool
    }

    static func constraints(
        for syntax: VisualFormatSyntax, scanner: LineScanner, line: Int, items: Items
    ) throws(ReadError) -> [LayoutConstraint] {
        let views = syntax.views.map { items.index($0.name) }
        for (view, viewSyntax) in zip(views, syntax.views) where items.isGuide(view) {
            throw ReadError(
                at: viewSyntax.name.lowerBound,
                "'\(items.name(view))' is a layout guide; a visual format string arranges views only", code: "unreadable-vfl")
        }
        let prefix = syntax.axis == .horizontal ? "H:" : "V:"
        let (startEdge, endEdge, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            syntax.axis == .horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        func bracketed(_ index: Int) -> String { "[\(scanner.text(syntax.views[index].name))]" }

        var superview: Int?
        if syntax.leadingEdge != nil || syntax.trailingEdge != nil {
            superview = try sharedSuperview(of: views, syntax: syntax, items: items)
        }

        var result: [LayoutConstraint] = []
        func add(
            first: Anchor, _ relation: Relation, second: Anchor?, constant: LayoutNumber, priority: Priority?,
            systemSpacing: Bool = false, text: String, at offset: Int
        ) {
            result.append(
                LayoutConstraint(
                    id: "", line: line, column: scanner.column(of: offset), text: prefix + text, className: "NSLayoutConstraint",
                    first: first, relation: relation, second: second, constant: constant,
                    constantIsSystemSpacing: systemSpacing, priority: priority ?? .required))
        }

        /// One constraint per predicate of a connection, `leadingItem.end + c REL trailingItem.start`
        /// read as `trailingItem.start REL leadingItem.end + c`.
        func connect(
            _ connection: ConnectionSyntax, from before: Anchor, to after: Anchor, standard: LayoutNumber,
            text: (String) -> String, edgeOffset: Int? = nil
        ) {
            let anchorOffset = edgeOffset ?? connection.at
            switch connection.spacing {
            case .flush:
                add(first: after, .equal, second: before, constant: 0, priority: nil, text: text(""), at: anchorOffset)
            case .standard:
                add(first: after, .equal, second: before, constant: standard, priority: nil, systemSpacing: true, text: text("-"), at: anchorOffset)
            case .simple(let predicate):
                guard case .constant(let constant) = predicate.object else { return }
                add(first: after, .equal, second: before, constant: constant, priority: nil,
                    text: text("-\(scanner.text(predicate.text))-"), at: anchorOffset)
            case .predicates(let predicates):
                for predicate in predicates {
                    guard case .constant(let constant) = predicate.object else { continue }
                    add(first: after, predicate.relation, second: before, constant: constant, priority: predicate.priority,
                        text: text("-(\(scanner.text(predicate.text)))-"), at: predicate.text.lowerBound)
                }
            }
        }

        if let (bar, connection) = syntax.leadingEdge, let superview {
            connect(
                connection, from: Anchor(item: items.id(superview), startEdge), to: Anchor(item: items.id(views[0]), startEdge),
                standard: standardSuperviewSpacing, text: { "|\($0)\(bracketed(0))" }, edgeOffset: bar)
        }
        for (index, viewSyntax) in syntax.views.enumerated() {
            let view = views[index]
            for predicate in viewSyntax.predicates {
                let name = scanner.text(viewSyntax.name)
                let text = "[\(name)(\(scanner.text(predicate.text)))]"
                switch predicate.object {
                case .constant(let constant):
                    add(first: Anchor(item: items.id(view), size), predicate.relation, second: nil, constant: constant,
                        priority: predicate.priority, text: text, at: predicate.text.lowerBound)
                case .view(let range):
                    add(first: Anchor(item: items.id(view), size), predicate.relation, second: Anchor(item: items.id(items.index(range)), size),
                        constant: 0, priority: predicate.priority, text: text, at: predicate.text.lowerBound)
                }
            }
            if index < syntax.connections.count {
                connect(
                    syntax.connections[index], from: Anchor(item: items.id(view), endEdge), to: Anchor(item: items.id(views[index + 1]), startEdge),
                    standard: standardSiblingSpacing, text: { "\(bracketed(index))\($0)\(bracketed(index + 1))" })
            }
        }
        if let connection = syntax.trailingEdge, let superview {
            let last = syntax.views.count - 1
            connect(
                connection, from: Anchor(item: items.id(views[last]), endEdge), to: Anchor(item: items.id(superview), endEdge),
                standard: standardSuperviewSpacing, text: { "\(bracketed(last))\($0)|" })
        }
        return result
    }

    /// The superview `|` stands for; every view of the line must have it.
    private static func sharedSuperview(of views: [Int], syntax: VisualFormatSyntax, items: Items) throws(ReadError) -> Int {
        let at = syntax.leadingEdge?.at ?? syntax.trailingEdge?.at ?? syntax.start
        guard let superview = items.superview(views[0]) else {
            let reason = items.isRoot(views[0]) ? "it is the root" : "there is no root (add a 'root NAME' line or 'view \(items.name(views[0])) in SUPERVIEW')"
            throw ReadError(at: at, "'|' needs a superview, but '\(items.name(views[0]))' has none: \(reason)", code: "vfl-no-superview")
        }
        for (view, viewSyntax) in zip(views, syntax.views) where items.superview(view) != superview {
            throw ReadError(
                at: viewSyntax.name.lowerBound,
                "'|' is ambiguous: '\(items.name(views[0]))' is in '\(items.name(superview))' but '\(items.name(view))' is \(items.superview(view).map { "in '\(items.name($0))'" } ?? "not in any view")",
                code: "vfl-mixed-superviews")
        }
        return superview
    }
}
