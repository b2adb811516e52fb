import ConstraintModel
import SwiftSyntax

/// Other common constraint DSLs, read from their public APIs: TinyConstraints
/// (`topToSuperview(offset:)`, `size(_:)`, `leadingToTrailing(of:offset:)`), PureLayout
/// (`autoPinEdge(toSuperviewEdge:withInset:)`, `autoMatch(_:to:of:withMultiplier:)`,
/// `newAutoLayout()`), and Anchorage's operators (`a.topAnchor == b.bottomAnchor + 8`, read in
/// the expression evaluator). Each makes active constraints and turns the view's autoresizing
/// mask off, as the libraries do.
extension Interpreter {
    static let dslAttributes: [String: LayoutAttribute] = [
        "top": .top, "bottom": .bottom, "left": .left, "right": .right, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
        "horizontal": .centerY, "vertical": .centerX,
    ]
    /// Edges whose inset is measured inwards, so the constant is negated.
    static let farEdges: Set<LayoutAttribute> = [.right, .bottom, .trailing]

    func dslMethod(_ method: String, on key: String, call: FunctionCallExprSyntax) -> SourceValue? {
        // `StackView().autolayoutView()`, `label.forAutoLayout()`, `prepareForAutoLayout()`: a
        // helper declared in no file read that turns the mask off and returns the view, as such
        // helpers all do; before, `autolayoutView` was taken for an unknown PureLayout spelling.
        if call.arguments.isEmpty, call.trailingClosure == nil, index.helpers[method] == nil, method.lowercased().contains("autolayout") {
            if key != rootKey { recorder.update(key) { $0.translatesAutoresizingMask = false } }
            return .item(key)
        }
        if method.hasPrefix("auto") { return pureLayout(method, on: key, call: call) }
        if let made = lbtaHelper(method, on: key, call: call) { return made }
        if let made = stevia(method, on: key, call: call) { return made }
        return tinyConstraints(method, on: key, call: call)
    }

    // MARK: Stevia

    static let steviaMethods: Set<String> = ["sv", "subviews", "fillContainer", "centerInContainer", "centerHorizontally", "centerVertically"]

    /// Stevia's methods, each returning the view for chaining: `sv(…)`/`subviews(…)` and the
    /// `subviews { … }` builder add views with their autoresizing masks off; `fillContainer(padding)`,
    /// `centerInContainer()`, `centerHorizontally()`/`centerVertically()` and a position with a
    /// number (`top(20)`, `trailing(16)`, far edges measured inwards) pin the view to its superview.
    private func stevia(_ method: String, on key: String, call: FunctionCallExprSyntax) -> SourceValue? {
        let superview = recorder[key]?.superview
        // Evaluated only once the method is known to be Stevia's: an argument may make a constraint.
        var offset: SourceValue? { call.arguments.first.map { evaluate($0.expression) } }
        switch method {
        case "sv", "subviews":
            var views = argumentValues(call).flatMap { $0.elements ?? [$0] }
            if let builder = call.trailingClosure {
                // `subviews { image; title }`: each statement of the builder is a view.
                for statement in builder.statements {
                    if case .expr(let expression) = statement.item { views.append(evaluate(expression)) }
                }
            }
            for view in views {
                guard let child = view.itemKey else { continue }
                addSubview(child, to: key)
                recorder.update(child) { $0.translatesAutoresizingMask = false }
            }
        case "fillContainer":
            guard let superview else { return nil }
            let padding = offset
            for edge in [LayoutAttribute.top, .leading, .bottom, .trailing] {
                let constant = padding.map { Self.farEdges.contains(edge) ? negate($0) : $0 }
                _ = madeByDSL(key, edge, to: Anchor(item: superview, edge), constant: constant, call: call)
            }
        case "centerInContainer", "centerHorizontally", "centerVertically":
            guard let superview else { return nil }
            let axes: [LayoutAttribute] = method == "centerInContainer" ? [.centerX, .centerY] : method == "centerHorizontally" ? [.centerX] : [.centerY]
            let shift = offset
            for axis in axes { _ = madeByDSL(key, axis, to: Anchor(item: superview, axis), constant: shift, call: call) }
        case "top", "bottom", "left", "right", "leading", "trailing":
            guard let superview, call.arguments.count == 1, call.arguments.first?.label == nil, let attribute = Self.dslAttributes[method],
                let distance = offset
            else { return nil }
            _ = madeByDSL(key, attribute, to: Anchor(item: superview, attribute), constant: Self.farEdges.contains(attribute) ? negate(distance) : distance, call: call)
        default:
            return nil
        }
        return .item(key)
    }

    // MARK: LBTATools

    /// The layout helpers of the LBTATools extension, which projects copy under the same names
    /// (`fillSuperview(padding:)`, `centerInSuperview(size:)`, `constrainWidth(constant:)`,
    /// `constrainHeight(constant:)`), read as it defines them when no file read declares them.
    private func lbtaHelper(_ method: String, on key: String, call: FunctionCallExprSyntax) -> SourceValue? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let superview = recorder[key]?.superview
        var made: [Int] = []
        switch (method, labels) {
        case ("fillSuperview", []), ("fillSuperview", ["padding"]):
            guard let superview else { return nil }
            let padding = argument("padding", in: call)
            let edges: [(LayoutAttribute, InsetSide)] = [(.top, .top), (.leading, .left), (.bottom, .bottom), (.trailing, .right)]
            for (edge, side) in edges {
                let constant = padding.map { insetSide($0, side) }.map { Self.farEdges.contains(edge) ? negate($0) : $0 }
                made.append(madeByDSL(key, edge, to: Anchor(item: superview, edge), constant: constant, call: call))
            }
        case ("centerInSuperview", ["size"]):
            guard let superview else { return nil }
            made = [LayoutAttribute.centerX, .centerY].map { madeByDSL(key, $0, to: Anchor(item: superview, $0), constant: nil, call: call) }
            if case .size(let width, let height)? = argument("size", in: call) {
                // LBTATools skips a zero side of the size.
                if width.value != 0 { made.append(madeByDSL(key, .width, to: nil, constant: .number(width), call: call)) }
                if height.value != 0 { made.append(madeByDSL(key, .height, to: nil, constant: .number(height), call: call)) }
            }
        case ("constrainWidth", ["constant"]), ("constrainHeight", ["constant"]):
            let dimension: LayoutAttribute = method == "constrainWidth" ? .width : .height
            made = [madeByDSL(key, dimension, to: nil, constant: argument("constant", in: call), call: call)]
        case ("anchor", _):
            guard let anchored = anchorHelper(on: key, labels: labels, call: call) else { return nil }
            made = anchored
        default:
            return nil
        }
        note("'\(method)(\(labels.map { "\($0):" }.joined()))' is not declared in the files read: read as the LBTATools helper of that name", at: call, code: "swift-assumed-helper")
        return made.count == 1 ? .constraint(made[0]) : .array(made.map(SourceValue.constraint))
    }

    /// The labels of the `anchor(…)` helper projects copy from LBTATools
    /// (`anchor(top:leading:bottom:trailing:padding:size:)`) and its common variants
    /// (`anchor(top:left:bottom:right:paddingTop:paddingLeft:paddingBottom:paddingRight:width:height:)`,
    /// `topConstant:`…`heightConstant:`): each anchor given (nil skips it) is an equal constraint
    /// on that edge, moved inwards by its side of the padding, and a non-zero width or height is
    /// a fixed size.
    static let anchorHelperEdges: [String: (LayoutAttribute, InsetSide?)] = [
        "top": (.top, .top), "leading": (.leading, .left), "left": (.left, .left), "bottom": (.bottom, .bottom),
        "trailing": (.trailing, .right), "right": (.right, .right), "centerX": (.centerX, nil), "centerY": (.centerY, nil),
    ]
    static let anchorHelperPaddings: [String: InsetSide] = [
        "paddingTop": .top, "paddingLeft": .left, "paddingLeading": .left, "paddingBottom": .bottom, "paddingRight": .right,
        "paddingTrailing": .right, "topConstant": .top, "leftConstant": .left, "bottomConstant": .bottom, "rightConstant": .right,
    ]
    static let anchorHelperSizes: [String: LayoutAttribute] = [
        "width": .width, "height": .height, "widthConstant": .width, "heightConstant": .height,
    ]

    /// `view.anchor(top: other.topAnchor, leading: nil, …, padding: …, size: …)` with no
    /// declaration in the files read; nil when a label is not one of the helper's, or an anchor
    /// given is not known (the call is then noted as a helper not read).
    private func anchorHelper(on key: String, labels: [String], call: FunctionCallExprSyntax) -> [Int]? {
        let known = Set(Self.anchorHelperEdges.keys).union(Self.anchorHelperPaddings.keys).union(Self.anchorHelperSizes.keys).union(["padding", "size"])
        guard !labels.isEmpty, labels.allSatisfy(known.contains), Set(labels).count == labels.count,
            labels.contains(where: { Self.anchorHelperEdges[$0] != nil || Self.anchorHelperSizes[$0] != nil || $0 == "size" })
        else { return nil }
        var values: [String: SourceValue] = [:]
        for argument in call.arguments { values[argument.label?.text ?? "_"] = evaluate(argument.expression) }
        var edges: [(label: String, attribute: LayoutAttribute, side: InsetSide?, anchor: Anchor)] = []
        for label in labels {
            guard let (attribute, side) = Self.anchorHelperEdges[label], let value = values[label], !value.isNil else { continue }
            guard case .anchor(let item, let anchored) = value else { return nil }
            edges.append((label, attribute, side, Anchor(item: item, anchored)))
        }
        func padding(_ side: InsetSide) -> SourceValue? {
            if let label = Self.anchorHelperPaddings.first(where: { $0.value == side && values[$0.key] != nil })?.key { return values[label] }
            return values["padding"].map { insetSide($0, side) }
        }
        var made: [Int] = []
        for edge in edges {
            let inset = edge.side.flatMap(padding)
            let constant = inset.map { Self.farEdges.contains(edge.attribute) ? negate($0) : $0 }
            made.append(madeByDSL(key, edge.attribute, to: edge.anchor, constant: constant, call: call))
        }
        let size = values["size"]
        for attribute in [LayoutAttribute.width, .height] {
            var value: SourceValue?
            if case .size(let width, let height)? = size { value = .number(attribute == .width ? width : height) }
            for (label, sized) in Self.anchorHelperSizes where sized == attribute {
                if let given = values[label], !given.isNil { value = given }
            }
            // A zero side is skipped, as the helpers do (`size: .init(width: 0, height: 48)`).
            guard let value, value.numberValue?.value != 0 else { continue }
            made.append(madeByDSL(key, attribute, to: nil, constant: value, call: call))
        }
        if made.isEmpty { recorder.update(key) { $0.translatesAutoresizingMask = false } }
        return made
    }

    private func madeByDSL(_ key: String, _ first: LayoutAttribute, _ relation: Relation = .equal, to second: Anchor?,
                           multiplier: LayoutNumber = 1, constant: SourceValue?, call: FunctionCallExprSyntax) -> Int {
        recorder.update(key) { $0.translatesAutoresizingMask = false }
        var constraint = RecordedConstraint(
            first: Anchor(item: key, first), relation: relation, multiplier: multiplier, second: second,
            text: codeText(call), location: location(of: call))
        constraint.constant = constant.map { $0.numberValue } ?? 0
        if let constant, constant.numberValue == nil { unknownConstantNote(constant, at: call) }
        constraint.isActive = true
        if let pureLayoutPriority { constraint.priority = pureLayoutPriority }
        return recorder.add(constraint)
    }

    // MARK: Cartography

    /// A proxy's attributes, compounds included (`edges` is top, leading, bottom, trailing).
    static let cartographyAttributes: [String: [LayoutAttribute]] = [
        "top": [.top], "bottom": [.bottom], "left": [.left], "right": [.right], "leading": [.leading], "trailing": [.trailing],
        "width": [.width], "height": [.height], "centerX": [.centerX], "centerY": [.centerY],
        "baseline": [.lastBaseline], "lastBaseline": [.lastBaseline], "firstBaseline": [.firstBaseline],
        "edges": [.top, .leading, .bottom, .trailing], "center": [.centerX, .centerY], "size": [.width, .height],
    ]

    /// `constrain(a, b) { a, b in … }` and `constrain([views]) { proxies in … }`: the block runs with
    /// a proxy per view; its `==`, `<=`, `>=` are read as Anchorage's operators are.
    func cartographyBlock(_ call: FunctionCallExprSyntax) -> SourceValue? {
        guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { return nil }
        let views = call.arguments.filter { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }.map { evaluate($0.expression) }
        func proxy(_ value: SourceValue) -> SourceValue {
            if let elements = value.elements { return .array(elements.map(proxy)) }
            return value.itemKey.map(SourceValue.layoutProxy) ?? value
        }
        _ = runClosure(closure, with: views.map(proxy))
        return .void
    }

    /// `proxy.top`, `proxy.edges`, `proxy.superview`.
    func cartographyMember(_ name: String, of key: String) -> SourceValue {
        if name == "superview" { return recorder[key]?.superview.map(SourceValue.layoutProxy) ?? .unknown("superview") }
        guard let attributes = Self.cartographyAttributes[name] else { return .unknown(name) }
        return .anchorSum(anchors: attributes.map { Anchor(item: key, $0) }, multiplier: 1, constant: 0)
    }

    // MARK: TinyConstraints

    private func tinyConstraints(_ method: String, on key: String, call: FunctionCallExprSyntax) -> SourceValue? {
        let offset = argument("offset", in: call)
        var superview = recorder[key]?.superview
        if let parent = superview, case .bool(true)? = argument("usingSafeArea", in: call) {
            // `usingSafeArea: true`: the superview's safe area instead of its edges.
            superview = recorder.guide(of: parent, property: "safeAreaLayoutGuide", kind: .safeAreaGuide, location: location(of: call))
        }
        switch method {
        case "edgesToSuperview":
            guard let superview else { return nil }
            let insets = argument("insets", in: call)
            let excluded = Self.excludedEdges(argument("excluding", in: call))
            let edges: [(LayoutAttribute, InsetSide)] = [(.top, .top), (.left, .left), (.bottom, .bottom), (.right, .right)]
            return .array(edges.filter { !excluded.contains($0.0) }.map { edge, side in
                let constant = insets.map { insetSide($0, side) }.map { Self.farEdges.contains(edge) ? negate($0) : $0 }
                return .constraint(madeByDSL(key, edge, to: Anchor(item: superview, edge), constant: constant, call: call))
            })
        case "centerInSuperview":
            guard let superview else { return nil }
            return .array([LayoutAttribute.centerX, .centerY].map { .constraint(madeByDSL(key, $0, to: Anchor(item: superview, $0), constant: nil, call: call)) })
        case "size":
            guard case .size(let width, let height)? = call.arguments.first.map({ evaluate($0.expression) }) else { return nil }
            return .array([(LayoutAttribute.width, width), (.height, height)].map {
                .constraint(madeByDSL(key, $0.0, to: nil, constant: .number($0.1), call: call))
            })
        default:
            break
        }
        if method.hasSuffix("ToSuperview"), let attribute = Self.dslAttributes[String(method.dropLast("ToSuperview".count))] {
            guard let superview else { return nil }
            return .constraint(madeByDSL(key, attribute, relation(of: call), to: Anchor(item: superview, attribute), multiplier: multiplier(of: call), constant: offset, call: call))
        }
        if let attribute = Self.dslAttributes[method], call.arguments.first?.label?.text == "to",
            let other = call.arguments.first.map({ evaluate($0.expression) })?.itemKey
        {
            return .constraint(madeByDSL(key, attribute, relation(of: call), to: Anchor(item: other, attribute), multiplier: multiplier(of: call), constant: offset, call: call))
        }
        if let attribute = Self.dslAttributes[method], attribute.isSize, let first = call.arguments.first, first.label == nil {
            return .constraint(madeByDSL(key, attribute, relation(of: call), to: nil, constant: evaluate(first.expression), call: call))
        }
        // `topToBottom(of: other, offset: 8)`, `leadingToTrailing(of:)`.
        if call.arguments.first?.label?.text == "of", let (first, second) = Self.splitPair(method),
            let other = call.arguments.first.map({ evaluate($0.expression) })?.itemKey
        {
            return .constraint(madeByDSL(key, first, relation(of: call), to: Anchor(item: other, second), constant: offset, call: call))
        }
        return nil
    }

    /// TinyConstraints' `excluding: .bottom` (or a set of `LayoutEdge`s): the edges not pinned,
    /// as `edgesToSuperview` names them (left and right for leading and trailing, left to right).
    static func excludedEdges(_ value: SourceValue?) -> Set<LayoutAttribute> {
        let names: [String] = (value?.elements ?? value.map { [$0] } ?? []).compactMap {
            if case .name(let name) = $0 { return name }
            return nil
        }
        var edges: Set<LayoutAttribute> = []
        for name in names {
            switch name {
            case "top": edges.insert(.top)
            case "bottom": edges.insert(.bottom)
            case "left", "leading": edges.insert(.left)
            case "right", "trailing": edges.insert(.right)
            case "horizontal": edges.formUnion([.left, .right])
            case "vertical": edges.formUnion([.top, .bottom])
            case "all": edges.formUnion([.top, .left, .bottom, .right])
            default: break
            }
        }
        return edges
    }

    /// `topToBottom` → (top, bottom).
    static func splitPair(_ method: String) -> (LayoutAttribute, LayoutAttribute)? {
        let characters = Array(method)
        for index in characters.indices.dropFirst() where characters[index] == "T" && index + 2 < characters.count && characters[index + 1] == "o" {
            let first = String(characters[..<index])
            let rest = characters[(index + 2)...]
            guard let head = rest.first else { continue }
            let second = String(head).lowercased() + String(rest.dropFirst())
            if let a = dslAttributes[first], let b = dslAttributes[second] { return (a, b) }
        }
        return nil
    }

    private func relation(of call: FunctionCallExprSyntax) -> Relation {
        guard case .name(let name)? = argument("relation", in: call) else { return .equal }
        return name == "equalOrGreater" ? .greaterThanOrEqual : name == "equalOrLess" ? .lessThanOrEqual : .equal
    }

    /// PureLayout's `relation: .greaterThanOrEqual` (`NSLayoutConstraint.Relation`, or the
    /// Objective-C era's `NSLayoutRelation.GreaterThanOrEqual`); without it, `=`.
    private func pureLayoutRelation(of call: FunctionCallExprSyntax) -> Relation {
        guard case .name(let name)? = argument("relation", in: call) else { return .equal }
        let lowered = name.lowercased()
        return lowered.hasPrefix("greater") ? .greaterThanOrEqual : lowered.hasPrefix("less") ? .lessThanOrEqual : .equal
    }

    /// PureLayout's `withMultiplier:`, 1 without it.
    private func multiplierArgument(_ call: FunctionCallExprSyntax) -> LayoutNumber {
        argument("withMultiplier", in: call)?.numberValue ?? 1
    }

    private func multiplier(of call: FunctionCallExprSyntax) -> LayoutNumber {
        argument("multiplier", in: call)?.numberValue ?? 1
    }

    // MARK: PureLayout

    /// PureLayout's labels for an edge of the superview, and the guide each means (nil: the
    /// superview itself).
    static let pureLayoutSuperviewTargets: [String: (property: String, kind: ItemKind)?] = [
        "toSuperviewEdge": nil,
        "toSuperviewSafeArea": ("safeAreaLayoutGuide", .safeAreaGuide),
        "toSuperviewMargin": ("layoutMarginsGuide", .marginsGuide),
    ]

    private func pureLayoutTarget(_ label: String, superview: String?, call: FunctionCallExprSyntax) -> String? {
        guard let superview, let entry = Self.pureLayoutSuperviewTargets[label] else { return nil }
        guard let guide = entry else { return superview }
        return recorder.guide(of: superview, property: guide.property, kind: guide.kind, location: location(of: call))
    }

    private func pureLayout(_ method: String, on key: String, call: FunctionCallExprSyntax) -> SourceValue? {
        func attribute(_ label: String) -> LayoutAttribute? {
            guard case .name(let name)? = argument(label, in: call) else { return nil }
            return Self.dslAttributes[name]
        }
        let superview = recorder[key]?.superview
        let firstLabel = call.arguments.first?.label?.text ?? "_"
        // Pinned to a superview the code read does not give it (the root's is its host's): said,
        // not dropped in silence.
        let toSuperview = method.contains("Superview") || Self.pureLayoutSuperviewTargets[firstLabel] != nil || firstLabel == "toSuperviewAxis"
        if toSuperview, superview == nil, index.helpers[method] == nil {
            let whose = key == rootKey ? "the root's superview is its host's, outside this layout" : "'\(recorder.name(of: key))' has no superview in the code read"
            note("'\(method)' pins to the superview, but \(whose): the constraints it makes are left out", at: call, code: "swift-not-followed")
            return .unknown(method)
        }
        switch method {
        case "autoPinEdge" where Self.pureLayoutSuperviewTargets[firstLabel] != nil:
            // `toSuperviewEdge:`, `toSuperviewSafeArea:`, `toSuperviewMargin:`: the superview's edge,
            // or its safe area's, or its margins'.
            guard let edge = attribute(firstLabel), let target = pureLayoutTarget(firstLabel, superview: superview, call: call) else { return nil }
            let inset = argument("withInset", in: call)
            // An inset on a far edge is an offset the other way, so PureLayout turns its relation
            // round too: `relation: .greaterThanOrEqual` on `.right` keeps the view inside.
            let isFar = Self.farEdges.contains(edge)
            let relation = isFar ? pureLayoutRelation(of: call).reversed : pureLayoutRelation(of: call)
            return .constraint(madeByDSL(key, edge, relation, to: Anchor(item: target, edge), constant: inset.map { isFar ? negate($0) : $0 }, call: call))
        case "autoPinEdge":
            guard let edge = attribute("_"), let otherEdge = attribute("to"), let other = argument("of", in: call)?.itemKey else { return nil }
            return .constraint(madeByDSL(key, edge, pureLayoutRelation(of: call), to: Anchor(item: other, otherEdge), constant: argument("withOffset", in: call), call: call))
        case "autoMatch":
            guard let dimension = attribute("_"), let otherDimension = attribute("to"), let other = argument("of", in: call)?.itemKey else { return nil }
            return .constraint(madeByDSL(
                key, dimension, pureLayoutRelation(of: call), to: Anchor(item: other, otherDimension), multiplier: argument("withMultiplier", in: call)?.numberValue ?? 1,
                constant: argument("withOffset", in: call), call: call))
        case "autoSetDimension":
            guard let dimension = attribute("_") else { return nil }
            return .constraint(madeByDSL(key, dimension, pureLayoutRelation(of: call), to: nil, constant: argument("toSize", in: call), call: call))
        case "autoSetDimensions":
            guard case .size(let width, let height)? = argument("to", in: call) else { return nil }
            return .array([(LayoutAttribute.width, width), (.height, height)].map { .constraint(madeByDSL(key, $0.0, to: nil, constant: .number($0.1), call: call)) })
        case "autoCenterInSuperview":
            guard let superview else { return nil }
            return .array([LayoutAttribute.centerX, .centerY].map { .constraint(madeByDSL(key, $0, to: Anchor(item: superview, $0), constant: nil, call: call)) })
        case "autoAlignAxis" where call.arguments.first?.label?.text == "toSuperviewAxis":
            guard let axis = attribute("toSuperviewAxis"), let superview else { return nil }
            return .constraint(madeByDSL(key, axis, to: Anchor(item: superview, axis), constant: nil, call: call))
        case "autoAlignAxis" where argument("toSameAxisOf", in: call) != nil:
            // `autoAlignAxis(.vertical, toSameAxisOf: anchorView, withOffset:)` (and `withMultiplier:`).
            guard let axis = attribute("_"), let other = argument("toSameAxisOf", in: call)?.itemKey else { return nil }
            return .constraint(madeByDSL(
                key, axis, to: Anchor(item: other, axis), multiplier: multiplierArgument(call), constant: argument("withOffset", in: call), call: call))
        case "autoConstrainAttribute":
            // `autoConstrainAttribute(.top, to: .bottom, of: header, withOffset: 8)`, `withMultiplier:`, `relation:`.
            guard let first = attribute("_"), let second = attribute("to"), let other = argument("of", in: call)?.itemKey else { return nil }
            return .constraint(madeByDSL(
                key, first, pureLayoutRelation(of: call), to: Anchor(item: other, second), multiplier: multiplierArgument(call),
                constant: argument("withOffset", in: call), call: call))
        case "autoPinEdgesToSuperviewEdges", "autoPinEdgesToSuperviewSafeArea", "autoPinEdgesToSuperviewMargins":
            // `with: insets` per edge (far edges negated, as `autoPinEdge(toSuperviewEdge:withInset:)`
            // does), without the edge named by `excludingEdge:`; to the superview's safe area or
            // margins as the name says.
            let targetLabel = method == "autoPinEdgesToSuperviewSafeArea" ? "toSuperviewSafeArea" : method == "autoPinEdgesToSuperviewMargins" ? "toSuperviewMargin" : "toSuperviewEdge"
            guard let superview = pureLayoutTarget(targetLabel, superview: superview, call: call) else { return nil }
            let insets = argument("with", in: call)
            // PureLayout excludes the leading edge for `.left` too, and the trailing one for `.right`.
            let excluded = attribute("excludingEdge").map { $0 == .left ? .leading : $0 == .right ? .trailing : $0 }
            let edges: [(LayoutAttribute, InsetSide)] = [(.top, .top), (.leading, .left), (.bottom, .bottom), (.trailing, .right)]
            return .array(edges.filter { $0.0 != excluded }.map { edge, side in
                let constant = insets.map { insetSide($0, side) }.map { Self.farEdges.contains(edge) ? negate($0) : $0 }
                return .constraint(madeByDSL(key, edge, to: Anchor(item: superview, edge), constant: constant, call: call))
            })
        case "autoSetContentCompressionResistancePriority" where pureLayoutPriority != nil, "autoSetContentHuggingPriority" where pureLayoutPriority != nil:
            // Only inside `NSLayoutConstraint.autoSetPriority(_:) { … }`, whose priority it sets
            // (PureLayout asserts elsewhere).
            guard case .name(let axisName)? = argument("for", in: call), let priority = pureLayoutPriority else { return nil }
            let axis: Axis = axisName == "vertical" ? .vertical : .horizontal
            recorder.update(key) { item in
                if method == "autoSetContentHuggingPriority" { item.hugging[axis] = priority } else { item.compressionResistance[axis] = priority }
            }
            return .void
        case "autoPin" where call.arguments.first?.label?.text == "toTopLayoutGuideOf":
            // The pre-iOS 11 top layout guide: its bottom edge.
            let guide = recorder.guide(of: rootKey, property: "topLayoutGuide", kind: .legacyLayoutGuide, location: location(of: call))
            return .constraint(madeByDSL(key, .top, to: Anchor(item: guide, .bottom), constant: argument("withInset", in: call), call: call))
        default:
            // A PureLayout spelling the reader does not know, or a project's own `auto…` extension
            // (`autoHCenterInSuperview()`): said once where it is, not dropped in silence; the view
            // is taken as laid out by constraints, as every such method makes it.
            guard index.helpers[method] == nil else { return nil }
            let labels = call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
            note("'\(method)(\(labels))' is not a PureLayout spelling the reader knows (or one PureLayout allows only elsewhere), nor declared in the files read (a project's own extension?): what it does is left out", at: call, code: "swift-not-followed")
            if key != rootKey { recorder.update(key) { $0.translatesAutoresizingMask = false } }
            return .unknown(method)
        }
    }
}
