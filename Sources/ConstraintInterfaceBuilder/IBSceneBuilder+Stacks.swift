import ConstraintModel

/// The geometry names of one stack axis: edges along it and across it.
private struct StackAxis {
    var leading: LayoutAttribute
    var trailing: LayoutAttribute
    var size: LayoutAttribute
    var crossLeading: LayoutAttribute
    var crossTrailing: LayoutAttribute
    var crossCenter: LayoutAttribute
    var crossSize: LayoutAttribute

    static let horizontal = StackAxis(
        leading: .leading, trailing: .trailing, size: .width, crossLeading: .top, crossTrailing: .bottom, crossCenter: .centerY,
        crossSize: .height)
    static let vertical = StackAxis(
        leading: .top, trailing: .bottom, size: .height, crossLeading: .leading, crossTrailing: .trailing, crossCenter: .centerX,
        crossSize: .width)
}

extension IBSceneBuilder {
    /// The constraints a stack view makes from its arrangement (`UISV-*` in UIKit, `NSStackView-*`
    /// in AppKit), as printed by a live stack: canvas connections, spacing, distribution and
    /// alignment. Hidden arranged views collapse to zero length.
    ///
    /// A size class that overrides the stack's arrangement (`<variation key="heightClass=compact"
    /// axis="horizontal"/>`) gets its own set, inactive in the base layout; that size class's state
    /// swaps the sets (`variationStates`).
    func addStackConstraints(_ node: XMLElementNode) {
        let start = constraints.count
        addStackConstraints(node, attributes: node.attributes)
        let base = Array(start..<constraints.count)
        for variation in node.children where variation.name == "variation" {
            guard let key = variation.key, key != "default" else { continue }
            let overrides = variation.attributes.filter { IBVariations.stackAttributes.contains($0.key) }
            guard !overrides.isEmpty else { continue }
            let variantStart = constraints.count
            addStackConstraints(node, attributes: node.attributes.merging(overrides) { _, override in override })
            let sizeClass = IBVariations.sizeClassName(key)
            for index in variantStart..<constraints.count {
                constraints[index].isActive = false
                constraints[index].text += " (\(sizeClass))"
            }
            stackVariants[key, default: []].append((base: base, variant: Array(variantStart..<constraints.count)))
        }
    }

    private func addStackConstraints(_ node: XMLElementNode, attributes: [String: String]) {
        guard let stack = node["id"].flatMap({ itemForSourceID[$0] }) else { return }
        let isAppKit = context.platform == .macOS
        let vertical = isAppKit ? attributes["orientation"] == "vertical" : attributes["axis"] == "vertical"
        let axis = vertical ? StackAxis.vertical : StackAxis.horizontal
        let prefix = isAppKit ? "NSStackView" : "UISV"
        let arranged = IBViewTree.childViews(of: node).compactMap { child -> (String, Bool)? in
            child["id"].flatMap { itemForSourceID[$0] }.map { ($0, child["hidden"] == "YES") }
        }
        let visible = arranged.filter { !$0.1 }.map(\.0)
        let canvas = Self.arrangesRelativeToMargins(node, attributes: attributes, isAppKit: isAppKit) ? (marginsGuide(of: stack) ?? stack) : stack
        let standard = !isAppKit && attributes["spacingType"] == "standard" ? (configuration?.stackStandardSpacing ?? IBDataTables.stackStandardSpacing) : nil
        let spacing = IBNumbers.double(attributes["spacing"]) ?? standard ?? (isAppKit ? 8 : 0)
        let distribution = attributes["distribution"] ?? (isAppKit ? "gravityAreas" : "fill")
        // NSStackView's edgeInsets pad its views inside it (nextcloud's LockViewController.xib:
        // views 10 in from each edge of a stack with insets of 10, saved clean).
        let insets = isAppKit ? Self.appKitEdgeInsets(node) : .zero
        let (lead, trail) = vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
        let cross = vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
        let line = node.line
        func add(_ name: String, _ first: Anchor, _ relation: Relation, _ second: Anchor?, _ constant: Double,
                 _ multiplier: Double, _ priority: Priority) {
            constraints.append(
                LayoutConstraint(
                    id: "", line: line, text: "\(prefix)-\(name)", identifier: "\(prefix)-\(name)", origin: .stackView, first: first,
                    relation: relation, multiplier: LayoutNumber(multiplier), second: second, constant: LayoutNumber(constant),
                    priority: priority))
        }
        for (view, hidden) in arranged where hidden {
            add("hiding", Anchor(item: view, axis.size), .equal, nil, 0, 1, .required)
            add("hiding-position", Anchor(item: view, axis.leading), .equal, Anchor(item: canvas, axis.leading), lead, 1, .required)
            // A hidden view is out of the arrangement (AppKit detaches it): nothing places it
            // across the axis either, and Xcode does not call it ambiguous (ib-020's hidden
            // spinner), so it rests at the stack's edge at the lowest priority.
            add("hiding-cross-position", Anchor(item: view, axis.crossLeading), .equal, Anchor(item: canvas, axis.crossLeading), cross.0, 1, 25)
        }
        guard let first = visible.first, let last = visible.last else { return }
        add("canvas-connection", Anchor(item: first, axis.leading), .equal, Anchor(item: canvas, axis.leading), lead, 1, .required)
        if distribution == "gravityAreas" {
            // AppKit's gravity areas leave room at the end; the stack hugs its views at its own priority.
            let hugging = IBNumbers.priority(attributes[vertical ? "verticalStackHuggingPriority" : "horizontalStackHuggingPriority"]) ?? 250
            add("canvas-connection", Anchor(item: last, axis.trailing), .lessThanOrEqual, Anchor(item: canvas, axis.trailing), 0 - trail, 1, .required)
            add("hugging", Anchor(item: last, axis.trailing), .equal, Anchor(item: canvas, axis.trailing), 0 - trail, 1, hugging)
        } else {
            add("canvas-connection", Anchor(item: last, axis.trailing), .equal, Anchor(item: canvas, axis.trailing), 0 - trail, 1, .required)
        }
        let gapRelation: Relation = distribution == "equalSpacing" || distribution == "equalCentering" ? .greaterThanOrEqual : .equal
        // NSStackView keeps its spacing at max(750, the stack's hugging priority) (Apple's
        // NSStackView.spacing: "inter-view spacing == the spacing property value"), so constraints
        // the file sets between arranged views win over it in a stack with a distribution:
        // nextcloud's LockViewController.xib (Xcode 16, distribution fill) places four views 10
        // apart in a stack whose spacing is 82, saved clean. Gravity-area stacks keep the required
        // spacing read before (no file here shows otherwise, and their views' AppKit metrics are
        // not all known). UIStackView's spacing is required.
        let stackHugging = IBNumbers.priority(attributes[vertical ? "verticalStackHuggingPriority" : "horizontalStackHuggingPriority"]) ?? 250
        let gapPriority: Priority = isAppKit && gapRelation == .equal && distribution != "gravityAreas" ? max(750, stackHugging) : .required
        for (previous, next) in zip(visible, visible.dropFirst()) {
            add("spacing", Anchor(item: next, axis.leading), gapRelation, Anchor(item: previous, axis.trailing), spacing, 1, gapPriority)
            if distribution == "fillEqually", !isAppKit {
                add("fill-equally", Anchor(item: next, axis.size), .equal, Anchor(item: first, axis.size), 0, 1, .required)
            }
        }
        if distribution == "fillEqually", isAppKit {
            // NSStackView sizes its views equally through one ideal length at a low priority
            // (`Data/devices.json`, appKitStackEqualSizingPriority): content that resists more
            // keeps its length, and the views that can give share what is left as nearly equally
            // as they can (phpmon's StatsView.xib: 87, 68 and 75). The guide's own length, where
            // the views leave it a range, rests at its smallest at the lowest priority.
            let ideal = newItem(
                LayoutItem(
                    id: "", className: "NSLayoutGuide", text: "NSStackView.DistributionGuide.Ideal", kind: .layoutGuide,
                    owningViewID: stack, allowsNegativeSize: false, sourceLocation: location(of: node)))
            pin(ideal, in: stack, insets: .zero, prefix: "\(prefix)-distribution-guide", sizeIsFree: true)
            add("distribution-guide", Anchor(item: ideal, axis.crossSize), .equal, nil, 0, 1, .required)
            add("distribution-guide", Anchor(item: ideal, axis.size), .equal, nil, 0, 1, 1)
            for view in visible {
                add("fill-equally", Anchor(item: view, axis.size), .equal, Anchor(item: ideal, axis.size), 0, 1, IBDataTables.appKitStackEqualSizingPriority)
            }
        }
        if distribution == "fillProportionally" {
            addProportions(visible, axis: axis, vertical: vertical, add: add)
        }
        if distribution == "equalSpacing" || distribution == "equalCentering", visible.count > 2 {
            addEqualGaps(visible, axis: axis, centering: distribution == "equalCentering", prefix: prefix, line: line)
        }
        if distribution == "equalSpacing" {
            // Nothing above keeps the gaps from growing when nothing outside fixes the stack's
            // length; Xcode then saves the stack at its views plus the spacing and reports no
            // ambiguity (WordPress's PostingActivityLegend.xib, a legend pinned at its leading
            // edge only; liwangqiang/SizeclassWithStackView, a vertical stack pinned at its
            // centre). NSStackView documents such a pull for equal spacing (the gaps hug the
            // spacing); here it is the stack's length pulled to nothing at the canvas-fit
            // priority, below any view's hugging, so views keep their sizes and the gaps
            // shrink to the spacing. The reader's model of that, not a constraint UIKit prints.
            add("canvas-fit", Anchor(item: canvas, axis.size), .equal, nil, 0, 1, 49)
        }
        addAlignment(attributes["alignment"], visible: visible, canvas: canvas, axis: axis, vertical: vertical, insets: cross, add: add)
    }

    /// `fillProportionally` shares the stack's length (less the spacing) among its views in the
    /// proportion of their intrinsic sizes: each view's length is its intrinsic size over the
    /// first view's times the first view's length, just below required as UIKit's own. With those
    /// the arrangement is determined, where `fill` would leave views of equal hugging tied
    /// (mattneub's StackViewTest storyboard, Xcode 9: three views of placeholder width 100 in a
    /// 343-wide stack with spacing 6, saved 110, 110 and 111 wide and clean). Views without an
    /// intrinsic length along the axis leave the stack laid out as `fill`.
    private func addProportions(
        _ visible: [String], axis: StackAxis, vertical: Bool, add: (String, Anchor, Relation, Anchor?, Double, Double, Priority) -> Void
    ) {
        let lengths = visible.map { view -> Double? in
            let size = items.first { $0.id == view }?.intrinsicContentSize
            return (vertical ? size?.height : size?.width).map(\.value).flatMap { $0 > 0 ? $0 : nil }
        }
        guard let first = visible.first, let firstLength = lengths.first ?? nil, lengths.allSatisfy({ $0 != nil }) else { return }
        for (view, length) in zip(visible, lengths).dropFirst() {
            guard let length else { continue }
            add("fill-proportionally", Anchor(item: view, axis.size), .equal, Anchor(item: first, axis.size), 0, length / firstLength, 999)
        }
    }

    /// An NSStackView's `<edgeInsets key="edgeInsets">` (zero when absent).
    static func appKitEdgeInsets(_ node: XMLElementNode) -> IBInsets {
        guard let element = node.children.first(where: { $0.key == "edgeInsets" && $0.name == "edgeInsets" }) else { return .zero }
        let value = { (name: String) in IBNumbers.double(element[name]) ?? 0 }
        return IBInsets(top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
    }

    /// Interface Builder saves no attribute for `isLayoutMarginsRelativeArrangement`: a UIKit stack
    /// whose layout margins the file sets (`<edgeInsets key="layoutMargins">` or
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`) arranges its views inside them.
    /// Five files saved clean show it: kharrison's ScrollGuide-IB, StackMargin, Margins and
    /// RevealStack storyboards (Xcode 8.3 to 11: first views at the margins' corner, x 20 y 20,
    /// x 16 y 8, y 8) and ib-extra's x015.xib (x 16 y 8 with 8/16 margins); stacks without custom
    /// margins start their views at their own edge.
    static func arrangesRelativeToMargins(_ node: XMLElementNode, attributes: [String: String], isAppKit: Bool) -> Bool {
        if attributes["isLayoutMarginsRelativeArrangement"] == "YES" || attributes["layoutMarginsRelativeArrangement"] == "YES" { return true }
        guard !isAppKit else { return false }
        return node.children.contains { child in
            (child.key == "layoutMargins" && child.name == "edgeInsets") || (child.key == "directionalLayoutMargins" && child.name == "directionalEdgeInsets")
        }
    }

    /// Equal gaps between neighbours (or between their centres), as UIKit's gap guides make them.
    private func addEqualGaps(_ views: [String], axis: StackAxis, centering: Bool, prefix: String, line: Int) {
        let lead = centering ? (axis.leading == .top ? LayoutAttribute.centerY : .centerX) : axis.leading
        let trail = centering ? lead : axis.trailing
        func gap(_ index: Int) -> [LinearTerm] {
            [LinearTerm(coefficient: 1, anchor: Anchor(item: views[index + 1], lead)),
             LinearTerm(coefficient: -1, anchor: Anchor(item: views[index], trail))]
        }
        for index in 1..<(views.count - 1) {
            constraints.append(
                LayoutConstraint(
                    id: "", line: line, text: "\(prefix)-distributing-edge", identifier: "\(prefix)-distributing-edge",
                    origin: .stackView, first: Anchor(item: views[index + 1], lead), second: Anchor(item: views[1], lead),
                    priority: centering ? 149 : .required,
                    expression: ExpressionForm(left: gap(index), right: gap(0))))
        }
    }

    private func addAlignment(
        _ alignmentAttribute: String?, visible: [String], canvas: String, axis: StackAxis, vertical: Bool, insets: (Double, Double),
        add: (String, Anchor, Relation, Anchor?, Double, Double, Priority) -> Void
    ) {
        let raw = alignmentAttribute ?? "fill"
        // Vertical UIStackViews save leading/trailing under the horizontal names.
        let alignment: String =
            switch raw {
            case "top" where vertical, "leading": "leading"
            case "bottom" where vertical, "trailing": "trailing"
            case "top": "leading"
            case "bottom": "trailing"
            case "centerX", "centerY", "center": "center"
            default: raw
            }
        // NSStackView holds its views at the alignment line at a low priority
        // (`Data/devices.json`, appKitStackAlignmentPriority), so a constraint the file sets
        // across the stack wins; UIStackView's alignment is required.
        let along: Priority = context.platform == .macOS ? IBDataTables.appKitStackAlignmentPriority : .required
        for view in visible {
            switch alignment {
            case "fill":
                add("alignment", Anchor(item: view, axis.crossLeading), .equal, Anchor(item: canvas, axis.crossLeading), insets.0, 1, .required)
                add("alignment", Anchor(item: view, axis.crossTrailing), .equal, Anchor(item: canvas, axis.crossTrailing), 0 - insets.1, 1, .required)
                continue
            case "leading":
                add("alignment", Anchor(item: view, axis.crossLeading), .equal, Anchor(item: canvas, axis.crossLeading), insets.0, 1, along)
            case "trailing":
                add("alignment", Anchor(item: view, axis.crossTrailing), .equal, Anchor(item: canvas, axis.crossTrailing), 0 - insets.1, 1, along)
            case "firstBaseline", "lastBaseline", "baseline":
                let baseline: LayoutAttribute = alignment == "firstBaseline" ? .firstBaseline : .lastBaseline
                if view != visible[0] {
                    add("alignment", Anchor(item: view, baseline), .equal, Anchor(item: visible[0], baseline), 0, 1, .required)
                }
                // In an AppKit stack made taller than its baseline-aligned views, Xcode rests them
                // at the top and saves no ambiguity (NetNewsWire's AccountsAddLocal.xib: a 27-high
                // stack of a 17-high label and a 22-high field, the field's top at the stack's).
                // The reader's model of that resting place, at the lowest priority, as a hidden
                // view's; not a constraint AppKit prints.
                if context.platform == .macOS {
                    add("baseline-resting-position", Anchor(item: view, axis.crossLeading), .equal, Anchor(item: canvas, axis.crossLeading), insets.0, 1, 25)
                }
            default:
                add("alignment", Anchor(item: view, axis.crossCenter), .equal, Anchor(item: canvas, axis.crossCenter), (insets.0 - insets.1) / 2, 1, along)
            }
            add("spanning-boundary", Anchor(item: view, axis.crossLeading), .greaterThanOrEqual, Anchor(item: canvas, axis.crossLeading), insets.0, 1, .required)
            add("spanning-boundary", Anchor(item: view, axis.crossTrailing), .lessThanOrEqual, Anchor(item: canvas, axis.crossTrailing), 0 - insets.1, 1, .required)
            add("ambiguity-suppression", Anchor(item: view, axis.crossSize), .equal, nil, 0, 1, 25)
        }
        add("canvas-fit", Anchor(item: canvas, axis.crossSize), .equal, nil, 0, 1, 49)
    }
}
