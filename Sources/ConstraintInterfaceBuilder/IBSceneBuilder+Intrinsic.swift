import ConstraintIngest
import ConstraintModel

extension IBSceneBuilder {
    /// The view's intrinsic content size with its content priorities (IB writes the non-default
    /// ones; absent = 250 hugging / 750 compression resistance), or nil when it has none.
    ///
    /// Order of authority: an `intrinsicContentSize` placeholder, the IBDesignable cache, an image's
    /// size from `<resources>`, the control's fixed metrics, and last an estimate from the text.
    func intrinsicSize(of node: XMLElementNode, kind: IBElementKind?) -> IntrinsicContentSize? {
        var width: Double?
        var height: Double?
        var estimated = false
        var fromSavedFrame = false
        var fromAsset = false
        if let id = node["id"], let cached = context.designables[id] {
            width = cached.width >= 0 ? cached.width : nil
            height = cached.height >= 0 ? cached.height : nil
            // The cache holds the text's size on one line. A label that wraps and is laid out
            // narrower than that is as high as its lines at that width, which IB measured into the
            // saved frame (cwa-app-ios's QR scanner: a two-line label, cached 529 × 20.5, saved
            // 310.5 × 41 and clean).
            if kind?.intrinsic == .text, Self.wraps(node), let cachedWidth = width, let saved = alignmentFrame(of: node, in: nil),
                cachedWidth > saved.width.value + 1
            {
                height = saved.height.value
                fromSavedFrame = true
            }
        } else {
            switch kind?.intrinsic ?? .none {
            case .none:
                break
            case .fixed:
                let isAppKit = context.platform == .macOS
                width = (isAppKit ? kind?.appkitWidth : nil) ?? kind?.width
                height = (isAppKit ? kind?.appkitHeight : nil) ?? kind?.height
            case .image:
                // AppKit names the image on the view's cell (`<imageCell image=…>`).
                let cell = node.children.first { $0.key == "cell" }
                if let name = node["image"] ?? cell?["image"], let size = context.images[name] {
                    (width, height) = (size.width, size.height)
                    // A saved frame of the listed size confirms it; another size may be another
                    // asset's. Outside a stack view nothing but that image sizes the view, so
                    // the saved frame is IB's measure of the image it drew (as for text), and
                    // the view's position is still judged (a 336 × 800 image view Xcode saved
                    // misplaced at y −118, pinned 19 below the safe area's top). In a stack
                    // the saved size is the stack's share, not the image's (ib-009).
                    if let saved = alignmentFrame(of: node, in: nil),
                        abs(saved.width.value - size.width) > 1 || abs(saved.height.value - size.height) > 1
                    {
                        if node.parent?.parent?.name == "stackView" {
                            fromAsset = true
                        } else {
                            (width, height) = (saved.width.value, saved.height.value)
                            fromSavedFrame = true
                        }
                    }
                }
            case .text:
                if context.platform == .iOS, let empty = kind?.uikitEmptyTextSize, empty.count == 2, IBText.isEmpty(node) {
                    // Nothing to measure: the size is the class's, not an estimate.
                    (width, height) = (empty[0], empty[1])
                } else {
                    (width, height) = estimatedTextSize(of: node, padding: kind?.padding)
                    estimated = true
                }
            case .frame:
                let saved = alignmentFrame(of: node, in: nil)
                (width, height) = (saved?.width.value, saved?.height.value)
                fromSavedFrame = context.platform == .macOS
            case .frameHeight:
                // On macOS the saved frame holds the control's insets, known or not, so the size
                // is as much an estimate as a text's: CotEditor's ProgressView.storyboard (Xcode
                // 13) stacks a small bar and a small push button whose frames add up 9 points
                // taller than the gap their constraints leave, saved clean.
                height = alignmentFrame(of: node, in: nil)?.height.value
                fromSavedFrame = context.platform == .macOS
            case .separator:
                // One point across the line, nothing along it.
                if let saved = alignmentFrame(of: node, in: nil) {
                    if saved.width.value >= saved.height.value { height = 1 } else { width = 1 }
                }
            }
        }
        if let placeholder = node["placeholderIntrinsicWidth"] {
            width = placeholder == "infinite" ? nil : IBNumbers.double(placeholder) ?? width
            estimated = false
            fromSavedFrame = false
            fromAsset = false
        }
        if let placeholder = node["placeholderIntrinsicHeight"] {
            height = placeholder == "infinite" ? nil : IBNumbers.double(placeholder) ?? height
        }
        guard width != nil || height != nil else { return nil }
        if estimated, let id = node["id"] { estimatedIntrinsicSources.append(id) }
        if fromSavedFrame, let id = node["id"] { savedSizeIntrinsicSources.append(id) }
        if fromAsset, let id = node["id"] { assetSizedSources.append(id) }
        func priority(_ attribute: String, _ fallback: Priority) -> Priority {
            IBNumbers.priority(node[attribute]) ?? fallback
        }
        return IntrinsicContentSize(
            width: width.map { LayoutNumber($0) }, height: height.map { LayoutNumber($0) },
            horizontalHugging: priority("horizontalHuggingPriority", .defaultLow),
            verticalHugging: priority("verticalHuggingPriority", .defaultLow),
            horizontalCompressionResistance: priority("horizontalCompressionResistancePriority", .defaultHigh),
            verticalCompressionResistance: priority("verticalCompressionResistancePriority", .defaultHigh))
    }

    /// A label that breaks its text into more than one line (`numberOfLines` 0 or more than 1).
    static func wraps(_ node: XMLElementNode) -> Bool {
        guard let lines = node["numberOfLines"].flatMap({ Int($0) }) else { return false }
        return lines != 1
    }

    /// Text is measured by IB on a Mac and not saved. The saved frame is IB's measurement for
    /// every view whose size its text decides, so it stands in for the width; on iOS the height is
    /// the system font's line height (1.193 em, to the half point IB saves; controls add their
    /// padding and round to whole points), which keeps a view IB stretched (and flagged) different
    /// from its content. A label that wraps (`wraps`: no line limit, or a limit above one) is as
    /// high as its lines at its laid-out width, which only IB's measure in the frame gives. On
    /// AppKit, whose fonts vary by control size, both come from the frame less the control's
    /// alignment-rect insets (`alignmentFrame`).
    private func estimatedTextSize(of node: XMLElementNode, padding: [Double]?) -> (Double?, Double?) {
        let saved = alignmentFrame(of: node, in: nil)
        let pointSize = IBText.pointSize(of: node, macOS: context.platform == .macOS)
        let characters = Double(IBText.title(of: node)?.count ?? 0)
        let padWidth = padding?.first ?? 0
        let padHeight = padding.flatMap { $0.count > 1 ? $0[1] : nil } ?? 0
        let width = saved?.width.value ?? ((characters * pointSize * 0.5 + padWidth) * 2).rounded(.up) / 2
        if context.platform == .macOS || Self.wraps(node) || node.name == "textField", let saved {
            return (width, saved.height.value)
        }
        // Controls round their content height up to whole points (a 15-point button is 30 high).
        let lineHeight = pointSize * 1.193 + padHeight
        let height = padHeight > 0 ? lineHeight.rounded(.up) : (lineHeight * 2).rounded(.up) / 2
        // Only the system font's metrics are known here; a text style or custom font keeps IB's
        // own measurement.
        guard let saved else { return (width, height) }
        let font = node.children.first { $0.name == "fontDescription" }
        let isSystemFont = font.map { ($0["type"] ?? "").lowercased().contains("system") && $0["pointSize"] != nil } ?? false
        guard isSystemFont else { return (width, saved.height.value) }
        return (width, height)
    }
}

extension IBSceneBuilder {
    /// `<resources>` gives one size per image, but an asset catalog may hold another image per
    /// device, size class or scale, and IB sized the view with the one it drew: on real files
    /// (../shared/corpus/ib ib-005, ib-007, ib-009) image views Xcode saved clean are twice, 25 or
    /// 30 points off the listed size. An image view saved at another size than the listed one is
    /// not judged for misplacement, nor, when it is arranged in a stack, the views of the
    /// outermost stack around it: a stack shares its space out by priorities, so the image's size
    /// moves its neighbours too (ib-009). One saved at the listed size is judged as usual.
    func noteAssetSizes(_ tree: [(node: XMLElementNode, parent: XMLElementNode?)]) {
        guard !assetSizedSources.isEmpty else { return }
        let parentOf = Dictionary(tree.compactMap { entry in entry.node["id"].map { ($0, entry.parent) } }, uniquingKeysWith: { first, _ in first })
        var affected: [String] = []
        for source in assetSizedSources {
            var outermostStack: XMLElementNode?
            var parent = parentOf[source] ?? nil
            while let stack = parent, stack.name == "stackView" {
                outermostStack = stack
                parent = stack["id"].flatMap { parentOf[$0] } ?? nil
            }
            let moved = outermostStack.map { stack in IBViewTree.subtree(of: stack).compactMap { $0.node["id"] } } ?? [source]
            for id in moved where !affected.contains(id) { affected.append(id) }
        }
        let named = affected.compactMap { id in items.first { $0.sourceID == id }.map { namingNotJudged($0.displayName, id: id) } }
        diagnostics.append(
            Diagnostic(
                severity: .note, line: root.line, column: 1,
                message: "image views saved at another size than their image's size in <resources> may show another asset than the one listed; misplacement is not checked for them or for the views of a stack they are arranged in: \(named.joined(separator: ", ")) (not judged: image size unknown)",
                code: MisplacedViewsNote.assetSizeCode))
    }
}

extension IBSceneBuilder {
    /// Xcode does not check the frames of hidden views or of the views inside them: ib-007 of the
    /// shared corpus has, in a hidden view, an image view whose saved width its constraints do not
    /// give, and Xcode saved it clean. They are not judged for misplacement.
    func noteHiddenViews(_ tree: [(node: XMLElementNode, parent: XMLElementNode?)]) {
        var hidden = Set<ObjectIdentifier>()
        var named: [String] = []
        for (node, parent) in tree where node["hidden"] == "YES" || parent.map({ hidden.contains(ObjectIdentifier($0)) }) == true {
            hidden.insert(ObjectIdentifier(node))
            if let id = node["id"], let item = items.first(where: { $0.sourceID == id }) { named.append(namingNotJudged(item.displayName, id: id)) }
        }
        guard !named.isEmpty else { return }
        diagnostics.append(
            Diagnostic(
                severity: .note, line: root.line, column: 1,
                message: "hidden views and the views inside them are not checked for misplacement, as in Xcode: \(named.joined(separator: ", ")) (not judged: hidden)",
                code: MisplacedViewsNote.hiddenCode))
    }
}
