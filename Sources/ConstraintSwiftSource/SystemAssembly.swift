import ConstraintIngest
import ConstraintModel

/// Turns what one type's code recorded into a `ConstraintSystem`: the items in the root's
/// hierarchy (and any other item a constraint names), the constraints the code made, the
/// stack views' and the autoresizing masks' constraints, and intrinsic sizes.
struct SystemAssembly {
    private(set) var recorder: LayoutRecorder
    let index: SourceIndex
    var idOf: [String: String] = [:]
    /// Recorded constraint index → the id it got (states name base constraints by id).
    var constraintIDs: [Int: String] = [:]
    /// View key → the ids of the autoresizing constraints its mask made (a state that turns the
    /// mask off deactivates them).
    var autoresizingIDs: [String: [String]] = [:]
    var items: [LayoutItem] = []
    var diagnostics: [Diagnostic] = []

    init(recorder: LayoutRecorder, index: SourceIndex) {
        self.recorder = recorder
        self.index = index
    }

    /// The keys of the items that take part: the root's hierarchy, guides of those, and items named
    /// by a constraint, in the order the code made them.
    private func includedKeys() -> [String] {
        var included: Set<String> = []
        for constraint in recorder.constraints {
            included.insert(constraint.first.item)
            if let second = constraint.second { included.insert(second.item) }
        }
        func inHierarchy(_ key: String) -> Bool {
            var current: String? = key
            var steps = 0
            while let candidate = current, steps < 1000 {
                guard let item = recorder[candidate] else { return false }
                if item.isRoot { return true }
                current = item.superview ?? item.owner
                steps += 1
            }
            return false
        }
        var keys: [String] = []
        var changed = true
        while changed {
            changed = false
            for key in recorder.itemOrder where !included.contains(key) && inHierarchy(key) {
                included.insert(key)
                changed = true
            }
            // A guide or view in the hierarchy of an included item is included with it.
            for key in recorder.itemOrder where !included.contains(key) {
                if let parent = recorder[key]?.superview ?? recorder[key]?.owner, included.contains(parent), recorder[key]?.kind != .view || inHierarchy(key) {
                    included.insert(key)
                    changed = true
                }
            }
        }
        keys = recorder.itemOrder.filter(included.contains)
        // A root nothing was added to (top-level code builds its own) takes no part.
        if let root = keys.first(where: { recorder[$0]?.isRoot == true }),
            !recorder.items.values.contains(where: { ($0.superview == root || $0.owner == root) && included.contains($0.key) }),
            !recorder.constraints.contains(where: { $0.first.item == root || $0.second?.item == root })
        {
            keys.removeAll { $0 == root }
        }
        return keys
    }

    mutating func build(source: SourceInfo, extraNotes: [(SourceFileLocation?, String, String)]) -> ConstraintSystem {
        recorder.attachScrollContentEdgesToContentGuides(index: index)
        // Stack views first: their spacing distributions add gap guides, which take part with the stack.
        let stacks = stackConstraints()
        // The keyboard guide is held to its view's safe area, which then takes part too.
        for key in recorder.itemOrder where recorder[key]?.kind == .keyboardGuide {
            if let owner = recorder[key]?.owner {
                _ = recorder.guide(of: owner, property: UIKitHeldItems.safeAreaGuide, kind: .safeAreaGuide, location: recorder[key]?.location)
            }
        }
        let keys = includedKeys()
        var usedNames: Set<String> = []
        var estimatedNames: [String] = []
        var imageSizeRows: [RecordedConstraint] = []
        for (position, key) in keys.enumerated() {
            idOf[key] = "item\(position + 1)"
        }
        for key in keys {
            guard let recorded = recorder[key] else { continue }
            var name = recorded.name
            if recorded.kind.isGuide, let owner = recorded.owner, let property = key.split(separator: ".").last, key.contains(".") {
                name = "\(recorder.name(of: owner)).\(property)"
            }
            var unique = name
            var suffix = 2
            while usedNames.contains(unique) {
                unique = "\(name)\(suffix)"
                suffix += 1
            }
            usedNames.insert(unique)
            let base = recorded.className.flatMap { index.uikitBase(of: $0) }
            let estimate = recorded.kind == .view && !recorded.isRoot
                ? IntrinsicSizeEstimate.size(of: recorded, base: base) : (size: nil, assumedText: false, fromText: false)
            if estimate.fromText { estimatedNames.append(unique) }
            if estimate.assumedText {
                diagnostics.append(note(
                    "the text of '\(unique)' is not known statically: its intrinsic size is estimated for \(IntrinsicSizeEstimate.placeholderCharacters) characters",
                    at: recorded.location, code: "swift-assumed-text"))
            }
            // Hugging or compression resistance set in code makes a size with no width or height:
            // the image is still what sizes the view (Case6ItemView's required hugging).
            let hasNoSize = estimate.size.map { $0.width == nil && $0.height == nil } ?? true
            if recorded.showsImage, hasNoSize, base.flatMap({ UIKitCatalog.viewClasses[$0] }).map({ if case .unknownContent = $0 { true } else { false } }) == true,
                !Self.hasFixedSize(key, in: recorder)
            {
                diagnostics.append(note(
                    "the image of '\(unique)' is not known statically: its intrinsic size is its image's, one size at run time that the code does not give, analysed as unknown (IntrinsicWidth, IntrinsicHeight; --param \(unique).IntrinsicHeight=… gives it)",
                    at: recorded.location, code: "swift-image-size"))
                imageSizeRows += Self.unknownImageSizeRows(of: recorded, size: estimate.size)
            }
            if base == "UIPageControl", !Self.hasFixedSize(key, in: recorder) {
                // Its width follows the page count and style, which UIKit measures; its height is fixed.
                diagnostics.append(note(
                    "'\(unique)' is a UIPageControl: its width follows its page count, which UIKit measures when the app runs, and is analysed without an intrinsic width; its height is UIKit's 26",
                    at: recorded.location, code: "swift-control-size"))
            }
            if let unread = Self.unreadClassWithoutSize(recorded, estimate: estimate.size, index: index), !Self.hasFixedSize(key, in: recorder) {
                // `let login = LoginView()` from a file not read: what sizes it is in that file. Said,
                // so that a free motion of its size is read as that, not as a missing constraint.
                diagnostics.append(note(
                    "'\(unique)' is a \(unread), which no file read declares: the size its own content or constraints give it is not known, and it is analysed without one",
                    at: recorded.location, code: "swift-unread-class-size"))
            }
            // A view with subviews and no superview is a root of its own (a playground's `parent`).
            let isRoot = recorded.isRoot
                || recorded.kind == .view && recorded.superview == nil && recorder.items.values.contains { $0.superview == key && keys.contains($0.key) }
            items.append(
                LayoutItem(
                    id: idOf[key] ?? key, className: recorded.className, text: recorded.text, name: unique, kind: recorded.kind,
                    displayName: unique, superviewID: recorded.superview.flatMap { idOf[$0] },
                    owningViewID: recorded.owner.flatMap { idOf[$0] }, isRoot: isRoot,
                    translatesAutoresizingMask: recorded.kind == .view ? recorded.translatesAutoresizingMask : nil,
                    frame: isRoot && !recorded.isWindowContent ? recorded.frame.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) } : nil,
                    intrinsicContentSize: estimate.size,
                    sourceID: unique, sourceLocation: recorded.location))
        }
        var constraints: [LayoutConstraint] = []
        var all = recorder.constraints
        for (key, generated) in stacks where idOf[key] != nil {
            all += generated.constraints
            for message in generated.notes {
                diagnostics.append(note("stack view '\(recorder.name(of: key))': \(message)", at: recorder[key]?.location, code: "swift-stack-approximation"))
            }
        }
        all += UIKitHeldItems.constraints(of: recorder, included: Set(keys))
        all += imageSizeRows
        for key in keys {
            guard let root = recorder[key], root.isRoot, root.isWindowContent else { continue }
            all += WindowContentSize.constraints(root: key, item: root)
            diagnostics.append(note(WindowContentSize.note(name: root.name, item: root), at: root.location, code: "swift-window-size"))
        }
        for (position, recorded) in all.enumerated() {
            guard let made = layoutConstraint(recorded, id: "c\(constraints.count + 1)") else { continue }
            constraints.append(made)
            if position < recorder.constraints.count { constraintIDs[position] = made.id }
        }
        constraints += autoresizingConstraints(keys: keys, startingAt: constraints.count)
        // AppKit's code (a root of an NS class) is measured by AppKit.
        let framework = items.first(where: \.isRoot)?.className.flatMap({ index.uikitBase(of: $0) })?.hasPrefix("NS") == true ? "AppKit" : "UIKit"
        if !estimatedNames.isEmpty {
            // Every name, comma-separated after "): " up to ";": the report reads the list back
            // (the same form as the Interface Builder reader's note) to check the verdict at other sizes.
            diagnostics.append(note(
                "intrinsic sizes of text are estimated from the text and font (\(framework) measures them when the app runs): \(estimatedNames.joined(separator: ", ")); the report checks the verdict at half and twice these widths",
                at: items.first { $0.name == estimatedNames[0] }?.sourceLocation, code: "estimated-intrinsic-size"))
        }
        for (location, message, code) in extraNotes { diagnostics.append(note(message, at: location, code: code)) }
        var system = ConstraintSystem(
            source: source, platform: .iOS, format: .swiftSource, items: items, constraints: constraints,
            diagnostics: diagnostics, isComplete: true)
        // An image's size is one value at run time (`unknownImageSizeRows`), not a freedom.
        let held = Set(imageSizeRows.compactMap(\.constantSymbol))
        if !held.isEmpty { system.heldSymbols = held }
        // An AppKit view's host is a window or a view in one, not an iPhone's screen: a root the
        // code gives no frame is analysed at a window's content size (`appKitHostSize`).
        // (A view controller's root is held at the window's size by its own rows instead.)
        if let root = items.first(where: \.isRoot), root.frame == nil,
            !keys.contains(where: { recorder[$0]?.isRoot == true && recorder[$0]?.isWindowContent == true }),
            root.className.flatMap({ index.uikitBase(of: $0) })?.hasPrefix("NS") == true,
            let size = UIKitCatalog.appKitHostSize
        {
            system.hostSize = GivenHostSize(
                width: size.width, height: size.height, host: "a macOS window's content, the window of Xcode's macOS app template")
        }
        return system
    }

    /// The `UISV-*` constraints of every stack view with arranged views (and the hugging of an empty
    /// NSStackView), by stack key, in the order
    /// the code made the stacks; gap guides are made in the recorder as the stack's own guides.
    private mutating func stackConstraints() -> [(key: String, generated: (constraints: [RecordedConstraint], notes: [String]))] {
        var made: [(key: String, generated: (constraints: [RecordedConstraint], notes: [String]))] = []
        let items = recorder
        let sourceIndex = index
        var withGuides = recorder
        for key in items.itemOrder {
            guard let recorded = items[key] else { continue }
            let isAppKit = recorded.className.flatMap { sourceIndex.uikitBase(of: $0) } == "NSStackView"
            // An NSStackView with no arranged view still hugs its (empty) content; a UIStackView adds nothing.
            guard var settings = recorded.stack ?? (isAppKit ? StackSettings() : nil), isAppKit || !settings.arranged.isEmpty else { continue }
            settings.location = settings.location ?? recorded.location
            let generated = StackViewConstraints.make(
                stack: key, settings: settings, isAppKit: isAppKit, isHidden: { items[$0]?.isHidden ?? false },
                makeGuide: { number in
                    // AppKit's own spacer guides are not documented: an AppKit stack's are plain layout guides.
                    let guide = withGuides.makeItem(
                        className: isAppKit ? "NSLayoutGuide" : StackViewConstraints.gapGuideClass, name: "\(recorded.name).gap\(number)",
                        location: settings.location, kind: .stackSpacer)
                    withGuides.update(guide) { item in
                        item.owner = key
                        item.translatesAutoresizingMask = false
                        item.isNamed = true
                    }
                    return guide
                },
                intrinsicLength: { view, axis in
                    guard let item = items[view] else { return nil }
                    let size = IntrinsicSizeEstimate.size(of: item, base: item.className.flatMap { sourceIndex.uikitBase(of: $0) }).size
                    return (axis == .horizontal ? size?.width : size?.height)?.value
                },
                name: { items.name(of: $0) })
            made.append((key, generated))
        }
        recorder = withGuides
        return made
    }

    func layoutConstraint(_ recorded: RecordedConstraint, id: String) -> LayoutConstraint? {
        guard let first = idOf[recorded.first.item] else { return nil }
        var second: Anchor?
        if let other = recorded.second {
            guard let otherID = idOf[other.item] else { return nil }
            second = Anchor(item: otherID, attribute: other.attribute)
        }
        return LayoutConstraint(
            id: id, line: recorded.location?.line ?? 0, column: recorded.location?.column ?? 0, text: recorded.text,
            className: "NSLayoutConstraint", identifier: recorded.identifier, origin: recorded.origin,
            first: Anchor(item: first, attribute: recorded.first.attribute), relation: recorded.relation,
            multiplier: recorded.multiplier, second: second, constant: recorded.constant,
            constantIsSystemSpacing: recorded.systemSpacing, priority: recorded.priority,
            sourceLocation: recorded.location, isActive: recorded.isActive
        ).settingConstantSymbol(recorded.constantSymbol)
    }

    /// Views that keep `translatesAutoresizingMaskIntoConstraints = true` (the default for views
    /// made in code) get the constraints of their frame (`.zero` when the code sets none) and
    /// the default mask (nothing flexible).
    private mutating func autoresizingConstraints(keys: [String], startingAt count: Int) -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        let fixed = AutoresizingMask.AxisMask(flexibleLeadingMargin: false, flexibleSize: false, flexibleTrailingMargin: false)
        // Views a constraint positions (not only sizes): the code places them with Auto Layout.
        let placed = Set(recorder.constraints.filter { $0.first.attribute.standard.map { !$0.isSize } ?? false }.map(\.first.item))
        for key in keys {
            guard let item = recorder[key], item.kind == .view, !item.isRoot, item.translatesAutoresizingMask,
                let superview = item.superview, let superviewID = idOf[superview], let id = idOf[key]
            else { continue }
            // A class of the project's that no file read declares decides the mask in its own
            // initializer. When the code places such a view with constraints and gives it no
            // frame, it is written for Auto Layout: assumed off, so that an assumption does not
            // become the headline conflict (InputBarAccessoryView's InputStackView turns it off).
            let unreadClassName = item.className.flatMap { className in
                UIKitCatalog.viewClasses[className] == nil && index.type(named: className) == nil ? className : nil
            }
            if let unreadClassName, item.frame == nil, item.relativeFrame == nil, placed.contains(key), !item.keepsMaskByCode {
                let name = items.first { $0.id == id }?.displayName ?? item.name
                diagnostics.append(note(
                    "'\(name)' is a \(unreadClassName), which no file read declares, and the code places it with constraints: its initializer is assumed to turn translatesAutoresizingMaskIntoConstraints off (if it does not, its zero frame becomes constraints that fight these)",
                    at: item.location, code: "swift-autoresizing"))
                continue
            }
            let superSize = recorder[superview]?.frame.map { (width: $0.width, height: $0.height) }
            let relative = item.relativeFrame
            let frame = item.frame ?? relative.map {
                Rect(x: $0.x, y: $0.y, width: $0.width.item == nil ? $0.width.offset : 0, height: $0.height.item == nil ? $0.height.offset : 0)
            } ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let name = items.first { $0.id == id }?.displayName ?? item.name
            var translated = AutoresizingConstraints.make(
                viewID: id, viewName: name, frame: frame, mask: AutoresizingMask(horizontal: fixed, vertical: fixed),
                superviewID: superviewID, superviewName: recorder.name(of: superview), superviewSize: superSize,
                line: item.location?.line ?? 0, column: item.location?.column ?? 0
            ).constraints
            if let relative {
                // A width or height computed from a view the host sizes is that view's, whatever
                // size the host gives it: the row follows it instead of the 0 a constant would say.
                for position in translated.indices {
                    let attribute = translated[position].first.attribute
                    let length = attribute == .standard(.width) ? relative.width : attribute == .standard(.height) ? relative.height : nil
                    guard let length, let sizedBy = length.item, let sizedByID = idOf[sizedBy], let standard = attribute.standard else { continue }
                    translated[position].second = Anchor(item: sizedByID, standard)
                    translated[position].constant = length.offset
                    let offset = length.offset.value
                    let offsetText = offset == 0 ? "" : offset < 0 ? " - \(LayoutNumber.format(-offset))" : " + \(LayoutNumber.format(offset))"
                    translated[position].text = "\(AutoresizingMask(horizontal: fixed, vertical: fixed)) \(name).\(standard.rawValue) == \(recorder.name(of: sizedBy)).\(standard.rawValue)\(offsetText)"
                }
                diagnostics.append(note(
                    "'\(name)' keeps translatesAutoresizingMaskIntoConstraints = true and its frame is computed from \(Set([relative.width.item, relative.height.item].compactMap { $0 }).sorted().map { recorder.name(of: $0) }.joined(separator: " and "))'s size, which its host gives: its autoresizing constraints follow that size",
                    at: item.location, code: "swift-autoresizing"))
            }
            for position in translated.indices {
                translated[position].id = "c\(count + made.count + 1)"
                translated[position].line = item.location?.line ?? 0
                translated[position].column = item.location?.column ?? 0
                translated[position].sourceLocation = item.location
                translated[position].isActive = true
                made.append(translated[position])
                autoresizingIDs[key, default: []].append(translated[position].id)
            }
            if item.frame == nil, relative == nil {
                // A class of the project's that no file read declares may turn the mask off in its own initializer.
                let unreadClass = item.keepsMaskByCode ? "" : unreadClassName.map {
                    "; \($0) is not declared in the files read: if its initializer turns the mask off, these constraints are not there"
                } ?? ""
                // A frame the code computes at run time is not "no frame": said as what it is.
                let frameSaid = item.hasUnknownFrame ? "a frame not known statically (taken as zero)" : "no frame in the code"
                diagnostics.append(note(
                    "'\(name)' keeps translatesAutoresizingMaskIntoConstraints = true and has \(frameSaid): its autoresizing constraints pin it at (0, 0) with size 0 × 0\(unreadClass)",
                    at: item.location, code: "swift-autoresizing"))
            }
        }
        return made
    }

    func note(_ message: String, at location: SourceFileLocation?, code: String) -> Diagnostic {
        Diagnostic(
            severity: .note, line: location?.line ?? 0, column: location?.column ?? 0,
            message: location.map { "\(Self.fileName($0.file)):\($0.line): \(message)" } ?? message, code: code, file: location?.file)
    }

    /// Whether the code gives the view both a width and a height of its own (`equalToConstant:`).
    /// The class of a view placed in the layout that no file read declares and whose name says
    /// no UIKit class (not `StyledLabel`), when the code gives it no intrinsic size.
    static func unreadClassWithoutSize(_ item: RecordedItem, estimate: IntrinsicContentSize?, index: SourceIndex) -> String? {
        // Hugging or compression resistance set in code is no size (a size with no width or height).
        let hasNoSize = estimate.map { $0.width == nil && $0.height == nil } ?? true
        guard item.kind == .view, !item.isRoot, item.superview != nil, hasNoSize, let className = item.className,
            UIKitCatalog.viewClasses[className] == nil, index.type(named: className) == nil, index.uikitBase(of: className) == nil
        else { return nil }
        return className
    }

    /// An image view showing an image the code does not give has that image's size, which UIKit
    /// holds as content hugging (≤) and compression resistance (≥) rows on each axis. Its value is
    /// a named unknown (`IntrinsicWidth`, `IntrinsicHeight`), one size at run time: the analysis
    /// holds it instead of reporting the view free, and `--param name.IntrinsicHeight=…` gives it.
    static func unknownImageSizeRows(of item: RecordedItem, size: IntrinsicContentSize?) -> [RecordedConstraint] {
        var rows: [RecordedConstraint] = []
        for (axis, attribute, symbol) in [(Axis.horizontal, LayoutAttribute.width, "IntrinsicWidth"), (.vertical, .height, "IntrinsicHeight")] {
            let hugging = item.hugging[axis] ?? (axis == .horizontal ? size?.horizontalHugging : size?.verticalHugging) ?? .defaultLow
            let resistance = item.compressionResistance[axis]
                ?? (axis == .horizontal ? size?.horizontalCompressionResistance : size?.verticalCompressionResistance) ?? .defaultHigh
            for (relation, priority) in [(Relation.greaterThanOrEqual, resistance), (.lessThanOrEqual, hugging)] {
                rows.append(RecordedConstraint(
                    first: Anchor(item: item.key, attribute), relation: relation, constant: nil, priority: priority,
                    isActive: true, origin: .contentSize, constantSymbol: symbol,
                    text: "\(item.name).\(attribute.rawValue) \(relation == .greaterThanOrEqual ? ">=" : "<=") \(symbol)",
                    location: item.location))
            }
        }
        return rows
    }

    static func hasFixedSize(_ key: String, in recorder: LayoutRecorder) -> Bool {
        let fixed = recorder.constraints.filter { $0.first.item == key && $0.second == nil && $0.relation == .equal }.map(\.first.attribute)
        return fixed.contains(.standard(.width)) && fixed.contains(.standard(.height))
    }

    static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}

extension LayoutConstraint {
    fileprivate func settingConstantSymbol(_ symbol: String?) -> LayoutConstraint {
        guard let symbol else { return self }
        var constraint = self
        constraint.constantSymbol = symbol
        return constraint
    }
}
