import ConstraintModel

extension IBSceneBuilder {
    /// The `<constraint>`s stored on `node`; an omitted `firstItem` is the view holding them
    /// (`owner`, for a cell the content view that stands for it).
    func addStoredConstraints(of node: XMLElementNode, owner: String? = nil) {
        guard let list = node.child(named: "constraints") else { return }
        guard let ownerItem = owner ?? node["id"].flatMap({ itemForSourceID[$0] }) else { return }
        for element in list.children where element.name == "constraint" {
            addConstraint(element, owner: ownerItem)
        }
    }

    private func note(_ element: XMLElementNode, _ severity: Severity, _ code: String, _ message: String) {
        let location = location(of: element)
        diagnostics.append(
            Diagnostic(severity: severity, line: location.line, column: location.column ?? 1, message: message, code: code))
    }

    private func addConstraint(_ element: XMLElementNode, owner: String) {
        guard element["placeholder"] == "YES" else {
            if let constraint = readConstraint(element, owner: owner, notesAbout: element) { constraints.append(constraint) }
            return
        }
        // Reading a margin attribute makes the view's margins guide; a constraint left out must
        // not add one, so a placeholder on a margin no other constraint uses is kept unread.
        let needsNewGuide = [(element["firstItem"].flatMap(resolve) ?? owner, element["firstAttribute"]),
            (element["secondItem"].flatMap(resolve), element["secondAttribute"] ?? element["firstAttribute"])]
            .contains { item, attribute in
                guard let item, let attribute = attribute.flatMap({ LayoutAttribute(printedName: $0) }) else { return false }
                return attribute.isMargin && marginsGuideOf[item] == nil
            }
        let constraint = needsNewGuide ? nil : readConstraint(element, owner: owner, notesAbout: nil)
        holdPlaceholder(element, owner: owner, constraint: constraint)
    }

    /// A placeholder ("Remove at build time") is left out, as at run time. Xcode still checks the
    /// layout with it: the scene records which views it holds on which axis, and the constraint
    /// itself (`placeholderHolds`), so the reports can say that ambiguity it removes is not
    /// Xcode's, and the analysis can offer it as what the code must add.
    private func holdPlaceholder(_ element: XMLElementNode, owner: String, constraint: LayoutConstraint?) {
        let sourceID = element["id"] ?? "?"
        var message = "constraint \(sourceID) is a placeholder (\"Remove at build time\"): left out, as at run time"
        let held = [element["firstItem"] ?? items.first { $0.id == owner }?.sourceID, element["secondItem"]].compactMap { $0 }
        // Only an equality holds what it relates in place: with a `≥` or `≤` placeholder Xcode
        // still sees the views move, and reports it.
        let holds = (element["relation"] ?? "equal") == "equal"
        if let axis = element["firstAttribute"].flatMap({ LayoutAttribute(printedName: $0) })?.axis, !held.isEmpty, holds {
            message += "; in Interface Builder it holds \(held.map { "(\($0))" }.joined(separator: " and ")) \(axis == .vertical ? "vertically" : "horizontally")"
            var kept = constraint
            kept?.id = sourceID
            placeholderHolds.append(SceneInfo.PlaceholderHold(constraintSourceID: sourceID, heldSourceIDs: held, axis: axis, constraint: kept))
        }
        note(element, .note, "placeholder-constraint", message)
    }

    /// The constraint an element describes, or nil when it cannot be read. `notesAbout` is the
    /// element to report problems on (nil: read quietly, for a placeholder that is left out anyway).
    private func readConstraint(_ element: XMLElementNode, owner: String, notesAbout reported: XMLElementNode?) -> LayoutConstraint? {
        let sourceID = element["id"] ?? "?"
        func note(_ element: XMLElementNode, _ severity: Severity, _ code: String, _ message: String) {
            if let reported { self.note(reported, severity, code, message) }
        }
        guard let firstAttributeText = element["firstAttribute"], let firstAttribute = LayoutAttribute(printedName: firstAttributeText)
        else {
            note(element, .warning, "unknown-attribute", "constraint \(sourceID) has an attribute this reader does not know: left out")
            return nil
        }
        let firstSource = element["firstItem"]
        guard let firstItem = firstSource.map({ resolve($0) }) ?? owner else {
            note(element, .warning, "dangling-reference", "constraint \(sourceID) refers to \(firstSource ?? "?"), which is not a view of this scene: left out")
            return nil
        }
        var second: Anchor?
        if let secondSource = element["secondItem"] {
            guard let secondItem = resolve(secondSource),
                let secondAttribute = LayoutAttribute(printedName: element["secondAttribute"] ?? firstAttributeText)
            else {
                note(element, .warning, "dangling-reference", "constraint \(sourceID) refers to \(secondSource), which is not a view of this scene: left out")
                return nil
            }
            second = anchor(secondItem, secondAttribute, relativeTo: firstItem)
        }
        let first = anchor(firstItem, firstAttribute, relativeTo: second?.item)
        var multiplier: LayoutNumber = 1
        if let text = element["multiplier"] {
            guard let value = IBNumbers.multiplier(text) else {
                note(element, .warning, "unreadable-number", "constraint \(sourceID) has multiplier '\(text)', which is not a number: left out")
                return nil
            }
            multiplier = value
        }
        var constant: LayoutNumber = 0
        if let text = element["constant"] {
            guard let value = IBNumbers.constant(text) else {
                note(element, .warning, "unreadable-number", "constraint \(sourceID) has constant '\(text)', which is not a number: left out")
                return nil
            }
            constant = value.number
            if let original = value.snappedFrom {
                note(element, .note, "float-noise", "constraint \(sourceID): constant \(original) read as \(value.number) (binary floating-point noise in the file)")
            }
        }
        let relation: Relation =
            switch element["relation"] {
            case "greaterThanOrEqual": .greaterThanOrEqual
            case "lessThanOrEqual": .lessThanOrEqual
            default: .equal
            }
        let location = location(of: element)
        return LayoutConstraint(
                id: "", line: location.line, column: location.column ?? 1,
                text: context.lines.elementText("constraint", line: element.line) ?? "<constraint id=\"\(sourceID)\">",
                className: context.platform == .macOS ? "NSLayoutConstraint" : "NSLayoutConstraint",
                identifier: element["identifier"], origin: .developer, first: first, relation: relation,
                multiplier: multiplier, second: second, constant: constant,
                constantIsSystemSpacing: element["symbolic"] == "YES", priority: IBNumbers.priority(element["priority"]) ?? .required,
                sourceLocation: location, isActive: excludedInBase.contains(sourceID) ? false : nil, sourceID: sourceID)
    }

    /// The item an IB id names in this scene.
    func resolve(_ sourceID: String) -> String? { itemForSourceID[sourceID] }

    /// A margin attribute is an edge of the view's margins guide; an edge of a scroll view seen
    /// from inside it is an edge of its content (UIKit's rule for scroll views).
    private func anchor(_ item: String, _ attribute: LayoutAttribute, relativeTo other: String?) -> Anchor {
        if attribute.isMargin, let guide = marginsGuide(of: item) {
            return Anchor(item: guide, Self.edge(ofMargin: attribute))
        }
        if attribute.isPosition, let content = contentArea[item], let other, isDescendant(other, of: item) {
            return Anchor(item: content, attribute)
        }
        return Anchor(item: item, attribute)
    }

    static func edge(ofMargin attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return attribute
        }
    }

    func isDescendant(_ item: String, of ancestor: String) -> Bool {
        var current = items.first { $0.id == item }.flatMap { $0.superviewID ?? $0.owningViewID }
        var steps = 0
        while let id = current, steps < 1000 {
            if id == ancestor { return true }
            current = items.first { $0.id == id }.flatMap { $0.superviewID ?? $0.owningViewID }
            steps += 1
        }
        return false
    }
}
