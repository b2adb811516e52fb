import ConstraintIngest
import ConstraintModel
import SwiftSyntax

extension Interpreter {
    /// The call's code on one line, as the constraint's text in reports.
    func codeText(_ node: some SyntaxProtocol) -> String {
        let words = node.trimmedDescription.split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "\t" || $0 == "\r" })
        let text = words.joined(separator: " ")
        return text.count > 160 ? String(text.prefix(157)) + "…" : text
    }

    /// `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)` and every other anchor
    /// spelling: `…OrEqualTo…`, `…ToConstant:`, `multiplier:`, `…SystemSpacingAfter/Below:`.
    func anchorConstraint(item: String, attribute: LayoutAttribute, call: FunctionCallExprSyntax) -> SourceValue {
        var constraint = RecordedConstraint(first: Anchor(item: item, attribute), text: codeText(call), location: location(of: call))
        for argument in call.arguments {
            let label = argument.label?.text ?? "_"
            let value = evaluate(argument.expression)
            if label.hasPrefix("equalTo") { constraint.relation = .equal }
            if label.hasPrefix("greaterThanOrEqualTo") { constraint.relation = .greaterThanOrEqual }
            if label.hasPrefix("lessThanOrEqualTo") { constraint.relation = .lessThanOrEqual }
            if label.hasSuffix("Constant") || label == "constant" {
                constraint.constant = value.numberValue
                if value.numberValue == nil { unknownConstantNote(value, at: argument) }
            } else if label == "multiplier" {
                if let multiplier = value.numberValue {
                    constraint.multiplier = multiplier
                } else {
                    note("multiplier not known statically ('\(value.unknownDescription ?? "?")'): 1 is used", at: argument)
                }
            } else if label.hasPrefix("equalTo") || label.hasPrefix("greaterThan") || label.hasPrefix("lessThan") {
                guard case .anchor(let other, let otherAttribute) = value else {
                    note("the anchor this constraint refers to is not known statically; the constraint is left out", at: call)
                    return .unknown("constraint")
                }
                constraint.second = Anchor(item: other, otherAttribute)
                if label.hasSuffix("SystemSpacingAfter") || label.hasSuffix("SystemSpacingBelow") {
                    // `first ≥ second + 8 × multiplier`: the multiplier scales the spacing, not the anchor.
                    constraint.systemSpacing = true
                    constraint.constant = UIKitCatalog.systemSpacing
                }
            }
        }
        if constraint.systemSpacing, constraint.multiplier != 1 {
            constraint.constant = LayoutNumber(UIKitCatalog.systemSpacing.value * constraint.multiplier.value)
            constraint.multiplier = 1
        }
        if constraint.second == nil, !attribute.isSize {
            note("a position anchor cannot be constrained to a constant; the constraint is left out", at: call, code: "swift-invalid-constraint")
            return .unknown("constraint")
        }
        return .constraint(recorder.add(constraint))
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    func itemAttributeConstraint(_ call: FunctionCallExprSyntax) -> SourceValue {
        let arguments = Array(call.arguments)
        func value(_ position: Int) -> SourceValue { position < arguments.count ? evaluate(arguments[position].expression) : .void }
        guard arguments.count >= 7, let first = viewKey(of: value(0)), let firstAttribute = attributeValue(value(1)) else {
            note("NSLayoutConstraint(item:…) with an item not known statically is left out", at: call)
            return .unknown("constraint")
        }
        var constraint = RecordedConstraint(first: Anchor(item: first, firstAttribute), text: codeText(call), location: location(of: call))
        if case .name(let written) = value(2) {
            // Swift 2 capitalised the cases (`.GreaterThanOrEqual`).
            let relation = Self.lowercasingFirst(written)
            constraint.relation = relation == "greaterThanOrEqual" ? .greaterThanOrEqual : relation == "lessThanOrEqual" ? .lessThanOrEqual : .equal
        }
        let secondAttribute = attributeValue(value(4))
        let secondItem = value(3)
        if let second = viewKey(of: secondItem), let secondAttribute, secondAttribute != .notAnAttribute {
            constraint.second = Anchor(item: second, secondAttribute)
        } else if secondAttribute != .notAnAttribute, !secondItem.isNil {
            // `toItem:` names something the reader cannot place: reading it as `toItem: nil` would
            // turn a relation between two views into a fixed size or position.
            note("NSLayoutConstraint(item:…) whose toItem is not known statically is left out", at: call)
            return .unknown("constraint")
        }
        constraint.multiplier = value(5).numberValue ?? 1
        let constant = value(6)
        constraint.constant = constant.numberValue
        if constant.numberValue == nil { unknownConstantNote(constant, at: arguments[6]) }
        return .constraint(recorder.add(constraint))
    }

    func attributeValue(_ value: SourceValue) -> LayoutAttribute? {
        // `.CenterX`, `NSLayoutAttribute.Top`: Swift 2's capitalised cases.
        if case .name(let name) = value { return UIKitCatalog.attributes[name] ?? UIKitCatalog.attributes[Self.lowercasingFirst(name)] }
        if case .attribute(let attribute) = value { return attribute }
        return nil
    }

    /// `CenterX` → `centerX`.
    static func lowercasingFirst(_ name: String) -> String {
        guard let first = name.first, first.isUppercase else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, read by the
    /// equation sets' VFL reader; `formatLabel` "_" for Swift 2's `constraintsWithVisualFormat(_:…)`.
    func visualFormatConstraints(_ call: FunctionCallExprSyntax, formatLabel: String = "withVisualFormat") -> SourceValue {
        guard case .string(let format)? = argument(formatLabel, in: call) else {
            if let written = call.arguments.first(where: { ($0.label?.text ?? "_") == formatLabel })?.expression,
                let (format, unknowns) = formatWithInterpolations(written), !unknowns.isEmpty
            {
                var metrics: [(key: String, value: SourceValue)] = []
                if case .dictionary(let pairs)? = argument("metrics", in: call) { metrics = pairs }
                return visualFormatConstraints(
                    format, metrics: .dictionary(metrics + unknowns), views: argument("views", in: call), options: argument("options", in: call), call: call)
            }
            note("a visual format string not known statically is not read", at: call)
            return .array([])
        }
        return visualFormatConstraints(
            format, metrics: argument("metrics", in: call), views: argument("views", in: call), options: argument("options", in: call), call: call)
    }

    /// A format with its `metrics` and `views` dictionaries (as evaluated) and `options`.
    func visualFormatConstraints(_ format: String, metrics metricsValue: SourceValue?, views viewsValue: SourceValue?, options: SourceValue?,
                                 call: FunctionCallExprSyntax) -> SourceValue {
        var metrics: [String: LayoutNumber] = [:]
        if case .dictionary(let pairs)? = metricsValue {
            for pair in pairs {
                // A metric known only at run time is still a metric (else its name would be taken for a
                // view): it goes through the format marked, and its constants come out unknown.
                metrics[pair.key] = pair.value.numberValue ?? LayoutNumber(0, literal: Self.unknownMetricMark + pair.key)
            }
        }
        var views: [String: VisualFormat.View] = [:]
        if case .dictionary(let pairs)? = viewsValue {
            for pair in pairs {
                guard let key = pair.value.itemKey, let item = recorder[key] else { continue }
                // `topLayoutGuide` (iOS 7–10's `UILayoutSupport`) was allowed in a format, as a view
                // of its controller's root: `V:[topLayoutGuide][content]`.
                let isLegacyGuide = item.kind == .legacyLayoutGuide
                views[pair.key] = VisualFormat.View(
                    id: key, superviewID: isLegacyGuide ? item.owner : item.superview, isGuide: item.kind.isGuide && !isLegacyGuide)
            }
        }
        switch VisualFormat.constraints(format, views: views, metrics: metrics) {
        case .failure(let error):
            note("visual format '\(format)' cannot be read: \(error.message)", at: call, code: "swift-unreadable-vfl")
            return .array([])
        case .success(let made):
            let place = location(of: call)
            var unknownMetrics: [String] = []
            let formatMade = made.map { made in
                var constant: LayoutNumber? = made.constant
                if let literal = made.constant?.literal, literal.hasPrefix(Self.unknownMetricMark) {
                    constant = nil
                    unknownMetrics.append(String(literal.dropFirst(Self.unknownMetricMark.count)))
                }
                return SourceValue.constraint(recorder.add(RecordedConstraint(
                    first: made.first, relation: made.relation, multiplier: made.multiplier, second: made.second,
                    constant: constant, systemSpacing: made.constantIsSystemSpacing, priority: made.priority,
                    text: made.text, location: place)))
            }
            for metric in Set(unknownMetrics).sorted() {
                note("the metric '\(metric)' is not known statically: its constants are analysed as unknown values", at: call)
            }
            return .array(formatMade + formatAlignments(format, options: options, views: views, at: place))
        }
    }

    /// Marks a metric's stand-in number in a format (a character no format or metric name has).
    static let unknownMetricMark = "\u{1}metric:"

    /// `options: .alignAllCenterY` (or a set of them): UIKit aligns every two views the format
    /// connects on that attribute, the later view to the earlier (`b.centerY == a.centerY`).
    private func formatAlignments(
        _ format: String, options: SourceValue?, views: [String: VisualFormat.View], at place: SourceFileLocation
    ) -> [SourceValue] {
        let names = (options?.elements ?? options.map { [$0] } ?? []).compactMap { value -> String? in
            if case .name(let name) = value { return name }
            return nil
        }
        let attributes = names.compactMap { name -> LayoutAttribute? in
            guard name.hasPrefix("alignAll"), let first = name.dropFirst("alignAll".count).first else { return nil }
            return UIKitCatalog.attributes[first.lowercased() + name.dropFirst("alignAll".count + 1)]
        }
        guard !attributes.isEmpty else { return [] }
        let chain = Self.visualFormatViewNames(format).compactMap { views[$0]?.id }
        var made: [SourceValue] = []
        for (earlier, later) in zip(chain, chain.dropFirst()) {
            for attribute in attributes {
                made.append(.constraint(recorder.add(RecordedConstraint(
                    first: Anchor(item: later, attribute), relation: .equal, second: Anchor(item: earlier, attribute),
                    text: "options: .alignAll\(attribute.rawValue.prefix(1).uppercased())\(attribute.rawValue.dropFirst()) in \(format)",
                    location: place))))
            }
        }
        return made
    }

    /// The views of a format line in their order (`H:|-[a]-[b(==a)]|` → a, b): each `[` opens one.
    static func visualFormatViewNames(_ format: String) -> [String] {
        var names: [String] = []
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "[") {
            rest = rest[rest.index(after: open)...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }

    /// `view.addSubview(card)` where the type's `var card = MDCCard()` is of a class no file read
    /// declares and whose name does not say it is a view: what is added as a view is one, of that
    /// class, from here on (with a note). Before, it was unknown, and so were its subviews and
    /// constraints. So is `lazy var header: PlaceHeader = { PlaceHeader() }()`, whose declared
    /// class no file read declares either.
    func viewOfUnreadClass(_ expression: ExprSyntax) -> String? {
        let access = expression.as(MemberAccessExprSyntax.self)
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? (access?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? access?.declName.baseName.text : nil)
        guard let name, lookup(name) == nil, case .unknown? = properties[name], let definition = type.properties[name] else { return nil }
        let madeClass = definition.initializer?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let className = definition.typeName.map({ String($0.filter { $0 != "!" && $0 != "?" }) }) ?? madeClass,
            className.first?.isUppercase == true, index.type(named: className) == nil, className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        let key = recorder.makeItem(className: className, name: name, location: location(of: definition.node))
        properties[name] = .item(key)
        recorder.name(key, name, strong: true)
        note("'\(name)' is a \(className), a class no file read declares, added here as a view: read as a view of that class", at: expression)
        // What the code set on it before (its frame, its mask) is the view's.
        for (member, value) in pendingMemberAssignments.removeValue(forKey: name) ?? [] { _ = assignItemProperty(member, of: key, value, at: expression) }
        return key
    }

    /// Methods of views that build the hierarchy or set content priorities; nil for others.
    func viewMethod(_ method: String, on key: String, call: FunctionCallExprSyntax) -> SourceValue? {
        let values = { self.argumentValues(call) }
        if let helper = UIKitCatalog.conventionalHelpers[method], index.helpers[method] == nil, type.methods[method] == nil {
            // `view.addSubviews(a, b)` from a file not read: what its name says, view by view.
            for view in values().flatMap({ $0.elements ?? [$0] }) {
                guard let child = view.itemKey else { continue }
                switch helper {
                case .addSubview: addSubview(child, to: key)
                case .addArrangedSubview: arrange(child, in: key, at: nil)
                }
            }
            return .void
        }
        if let made = undeclaredVisualFormatHelper(method, call: call) { return made }
        switch method {
        case "addSubview", "insertSubview":
            let arguments = values()
            if let child = arguments.first?.itemKey ?? call.arguments.first.flatMap({ viewOfUnreadClass($0.expression) ?? holderMemberView($0.expression, create: true) }) {
                addSubview(child, to: key)
            } else if let first = call.arguments.first {
                noteUnknownViews(Array(arguments.prefix(1)), in: first.expression)
            }
        case "addArrangedSubview":
            let arguments = values()
            if let child = arguments.first?.itemKey ?? call.arguments.first.flatMap({ viewOfUnreadClass($0.expression) ?? holderMemberView($0.expression, create: true) }) {
                arrange(child, in: key, at: nil)
            } else if let first = call.arguments.first {
                noteUnknownViews(Array(arguments.prefix(1)), in: first.expression)
            }
        case "insertArrangedSubview":
            let arguments = values()
            if let child = arguments.first?.itemKey {
                arrange(child, in: key, at: arguments.count > 1 ? arguments[1].numberValue.map { Int(exactly: $0.value) ?? -1 } ?? nil : nil)
            }
        case "addView", "insertView", "setViews":
            // NSStackView's gravity areas: `addView(_:in:)`, `insertView(_:at:in:)`, `setViews(_:in:)`
            // — only with their `in:` label, so a helper of the sources called `addView(_:)` is still followed.
            guard call.arguments.contains(where: { $0.label?.text == "in" }) else { return nil }
            let gravity: String? = if case .name(let area)? = argument("in", in: call) { area } else { nil }
            let arguments = values()
            let position = method == "insertView" && arguments.count > 1 ? arguments[1].numberValue.map { Int(exactly: $0.value) ?? -1 } ?? nil : nil
            let views = method == "setViews" ? arguments.first?.elements ?? [] : Array(arguments.prefix(1))
            for view in views { if let child = view.itemKey { arrange(child, in: key, at: position, gravity: gravity) } }
        case "setHuggingPriority":
            // An NSStackView's own hugging, per `NSLayoutConstraint.Orientation`.
            let arguments = values()
            if arguments.count == 2, let priority = arguments[0].priority, case .name(let axisName) = arguments[1] {
                recorder.update(key) { item in
                    var settings = item.stack ?? StackSettings()
                    settings.hugging[axisName == "vertical" ? .vertical : .horizontal] = priority
                    item.stack = settings
                }
            }
        case "removeArrangedSubview", "removeFromSuperview", "setClippingResistancePriority", "setVisibilityPriority":
            break
        case "addLayoutGuide":
            if let guide = values().first?.itemKey { recorder.update(guide) { $0.owner = key } }
        case "addConstraint", "addConstraints":
            setActive(values().flatMap(\.constraintIndices), true)
        case "removeConstraint", "removeConstraints":
            setActive(values().flatMap(\.constraintIndices), false)
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            let arguments = values()
            guard arguments.count == 2, let priority = arguments[0].priority, case .name(let axisName) = arguments[1] else {
                note("a content priority not known statically is left at its default", at: call)
                return .void
            }
            let axis: Axis = axisName == "vertical" ? .vertical : .horizontal
            recorder.update(key) { item in
                if method == "setContentHuggingPriority" { item.hugging[axis] = priority } else { item.compressionResistance[axis] = priority }
            }
        case "setTitle":
            if case .string(let text)? = values().first { recorder.update(key) { $0.text = text } }
        case "setCustomSpacing":
            // `stack.setCustomSpacing(24, after: title)`: the gap after that view.
            let arguments = values()
            guard arguments.count == 2, let after = arguments[1].itemKey else { break }
            guard let spacing = arguments[0].numberValue else {
                note("a custom spacing not known statically ('\(arguments[0].unknownDescription ?? "?")'); the stack's spacing is used", at: call)
                break
            }
            recorder.update(key) { item in
                var settings = item.stack ?? StackSettings()
                settings.customSpacing[after] = spacing
                item.stack = settings
            }
        case "sizeToFit" where call.arguments.isEmpty:
            // A view sized to its text (its intrinsic size, estimated), keeping its origin; one whose
            // text the code does not show keeps its frame.
            guard let item = recorder[key], item.text != nil,
                let size = IntrinsicSizeEstimate.size(of: item, base: item.className.flatMap { index.uikitBase(of: $0) ?? $0 }).size,
                let width = size.width, let height = size.height
            else { break }
            recorder.update(key) { item in
                let origin = item.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
                item.frame = Rect(x: origin.x, y: origin.y, width: width, height: height)
                item.relativeFrame = nil
                item.hasUnknownFrame = false
            }
        case "sizeToFit", "layoutIfNeeded", "setNeedsLayout", "bringSubviewToFront", "sendSubviewToBack":
            break
        default:
            return nil
        }
        return .void
    }
}
