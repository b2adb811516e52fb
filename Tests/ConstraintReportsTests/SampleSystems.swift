import ConstraintModel

/// Systems shaped like the readers' output, built by hand with made-up classes, addresses and
/// texts, so report tests do not wait for the readers.
enum SampleSystems {
    /// A profile cell whose stack view and encapsulated height disagree, as an iOS console log.
    static var profileCell: ConstraintSystem {
        var items = [
            LayoutItem(id: "item1", className: "UIImageView", address: "0x7b1000a01200", superviewID: "item2"),
            LayoutItem(id: "item2", className: "UITableViewCellContentView", address: "0x7b1000a01000"),
            LayoutItem(id: "item3", className: "UIStackView", address: "0x7b1000a01400", superviewID: "item2"),
            LayoutItem(id: "item4", className: "UILabel", address: "0x7b1000a01600", text: "Ada", superviewID: "item3"),
            LayoutItem(id: "item5", className: "Profile.BadgeView", address: "0x7b1000a01800", superviewID: "item2",
                translatesAutoresizingMask: true),
            LayoutItem(id: "item6", className: "UILayoutGuide", address: "0x7b1000a01900", text: "UIViewLayoutMarginsGuide",
                kind: .marginsGuide, owningViewID: "item2"),
        ]
        DisplayNames.assign(to: &items)
        let constraints = [
            LayoutConstraint(
                id: "c1", line: 3, column: 2, text: "<NSLayoutConstraint:0x6000001 UIImageView:0x7b1000a01200.width == 40   (active)>",
                className: "NSLayoutConstraint", address: "0x6000001", first: Anchor(item: "item1", .width), constant: 40),
            LayoutConstraint(
                id: "c2", line: 4, column: 2, text: "avatar leading", className: "NSLayoutConstraint", identifier: "avatarLeading",
                first: Anchor(item: "item1", .leading), second: Anchor(item: "item6", .leading)),
            LayoutConstraint(
                id: "c3", line: 5, column: 2, text: "stack after avatar", className: "NSLayoutConstraint",
                first: Anchor(item: "item3", .leading), second: Anchor(item: "item1", .trailing), constant: 8),
            LayoutConstraint(
                id: "c4", line: 6, column: 2, text: "label height", className: "NSLayoutConstraint",
                first: Anchor(item: "item4", .height), relation: .greaterThanOrEqual, constant: 50, priority: 750),
            LayoutConstraint(
                id: "c5", line: 7, column: 2, text: "UISV-canvas-connection", className: "NSLayoutConstraint",
                identifier: "UISV-canvas-connection", origin: .stackView,
                first: Anchor(item: "item3", .top), second: Anchor(item: "item4", .top)),
            LayoutConstraint(
                id: "c6", line: 8, column: 2, text: "UISV-canvas-connection bottom", className: "NSLayoutConstraint",
                identifier: "UISV-canvas-connection", origin: .stackView,
                first: Anchor(item: "item3", .bottom), second: Anchor(item: "item4", .bottom)),
            LayoutConstraint(
                id: "c7", line: 9, column: 2, text: "encapsulated height", className: "NSLayoutConstraint",
                identifier: "UIView-Encapsulated-Layout-Height", origin: .encapsulatedLayout,
                first: Anchor(item: "item2", .height), constant: LayoutNumber(44.3333, literal: "44.3333"), priority: 1000),
            LayoutConstraint(
                id: "c8", line: 10, column: 2, text: "badge minX", className: "NSAutoresizingMaskLayoutConstraint",
                origin: .autoresizingMask, first: Anchor(item: "item5", .minX), constant: 0,
                autoresizingMask: AutoresizingMask(
                    horizontal: .init(printed: "--&")!, vertical: .init(printed: "-&-")!),
                measuredIn: "item2"),
            LayoutConstraint(
                id: "c9", line: 11, column: 2, text: "stack width", className: "NSLayoutConstraint",
                first: Anchor(item: "item3", .width), multiplier: LayoutNumber(0.4, literal: "0.4"),
                second: Anchor(item: "item2", .width), constant: LayoutNumber(-12, literal: "-12")),
            LayoutConstraint(
                id: "c10", line: 12, column: 2, text: "avatar height lost", className: "NSLayoutConstraint",
                first: Anchor(item: "item1", .height), second: Anchor(item: "item1", .width), constant: nil),
            LayoutConstraint(
                id: "c11", line: 13, column: 2, text: "label spacing", className: "NSLayoutConstraint",
                first: Anchor(item: "item4", .leading), second: Anchor(item: "item1", .trailing),
                constant: 8, constantIsSystemSpacing: true, sourceLocation: SourceFileLocation(file: "ProfileCell.swift", line: 42)),
        ]
        return ConstraintSystem(
            source: SourceInfo(file: "Corpus/examples/profile-cell.log", firstLine: 1, lastLine: 18), platform: .iOS,
            format: .consoleLog, items: items, constraints: constraints, brokenConstraint: "c6",
            diagnostics: [
                Diagnostic(
                    severity: .warning, line: 12, column: 60, message: "the constant was lost when the log was printed",
                    code: "lost-constant", constraintID: "c10")
            ])
    }

    /// An AppKit grid constraint in expression form, with a content-size constraint.
    static var gridWindow: ConstraintSystem {
        var items = [
            LayoutItem(id: "item1", className: "NSGridView", address: "0x600003b0c000"),
            LayoutItem(id: "item2", className: "NSTextField", address: "0x600003b0c100", text: "Name:", superviewID: "item1"),
            LayoutItem(id: "item3", className: "NSButton", address: "0x600003b0c200", text: "OK", superviewID: "item1"),
        ]
        DisplayNames.assign(to: &items)
        let expression = ExpressionForm(
            left: [
                LinearTerm(coefficient: 1, anchor: Anchor(item: "item2", .leading)),
                LinearTerm(coefficient: -1, anchor: Anchor(item: "item1", .leading)),
            ],
            right: [
                LinearTerm(coefficient: LayoutNumber(0.5, literal: "0.5"), anchor: Anchor(item: "item3", .leading)),
                LinearTerm(coefficient: LayoutNumber(-0.5, literal: "-0.5"), anchor: Anchor(item: "item1", attribute: .custom("row-boundary"))),
            ],
            rightConstant: 4)
        let constraints = [
            LayoutConstraint(
                id: "c1", line: 2, column: 5, text: "grid expression", className: "NSLayoutConstraint",
                first: Anchor(item: "item2", .leading), second: Anchor(item: "item3", .leading), expression: expression),
            LayoutConstraint(
                id: "c2", line: 3, column: 5, text: "button content size", className: "NSContentSizeLayoutConstraint",
                origin: .contentSize, first: Anchor(item: "item3", .width), constant: 102,
                contentSize: ContentSizePriorities(hugging: 250, compressionResistance: 750)),
            LayoutConstraint(
                id: "c3", line: 4, column: 5, text: "button width", className: "NSLayoutConstraint",
                first: Anchor(item: "item3", .width), relation: .lessThanOrEqual, constant: 80, isActive: false,
                layoutDirection: .rightToLeft),
        ]
        return ConstraintSystem(
            source: SourceInfo(file: "Corpus/examples/grid.log", firstLine: 1, lastLine: 6), platform: .macOS,
            format: .consoleLog, items: items, constraints: constraints, brokenConstraint: "c3",
            diagnostics: [
                Diagnostic(severity: .error, line: 5, column: 1, message: "a size (width) cannot be related to a position (leading)",
                    code: "size-to-position")
            ])
    }

    /// A clean layout built with anchors: nothing wrong.
    static var builtInCode: ConstraintSystem {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let red = layout.view("Red")
        layout.add(red.leading == layout.root.leading + 20)
        layout.add(red.trailing == layout.root.trailing - 20)
        layout.add(red.top == layout.root.top + 20)
        layout.add((red.height == 0.5 * layout.root.height).priority(999).identifier("redHalfHeight"))
        return layout.system
    }
}
