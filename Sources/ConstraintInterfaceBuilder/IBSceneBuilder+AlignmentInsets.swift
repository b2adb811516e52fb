import ConstraintIngest
import ConstraintModel

/// AppKit saves a control's frame, which reaches beyond the alignment rectangle its constraints
/// place (a push button's bezel shadow, a label's text inset). The reader works in alignment
/// rectangles on macOS: each saved frame is shrunk by the control's insets from
/// `Data/alignment-insets.json`, and measured from its superview's alignment rectangle, so
/// constraints, intrinsic sizes estimated from frames, autoresizing masks and the misplacement
/// check all compare like with like.
extension IBSceneBuilder {
    /// The insets (top, left, bottom, right) of an AppKit view and whether all four are known;
    /// nil for views without a cell other than boxes and the cell-less controls a rule names
    /// (switches; bar progress indicators, with their style): NSView's insets are zero. On iOS frames are
    /// taken as saved: nil, except for the controls `elements.json` marks as reaching beyond their
    /// alignment rectangle by amounts not known here (`uikitAlignmentInsetsUnknown`) and views
    /// that draw an SF Symbol (`drawsSystemSymbol`).
    func alignmentInsets(of node: XMLElementNode) -> (insets: [Double], isKnown: Bool)? {
        guard context.platform == .macOS else {
            let kind = IBDataTables.kind(of: node)
            let unknown = kind?.uikitAlignmentInsetsUnknown == true || Self.drawsSystemSymbol(node)
            if unknown { return ([0, 0, 0, 0], false) }
            return kind?.uikitAlignmentInsets.flatMap { $0.count == 4 ? ($0, true) : nil }
        }
        // An image view drawing an SF Symbol takes the symbol's alignment rectangle; buttons keep
        // their rules (ib-extra's x022.xib: a square symbol button Xcode flagged misplaced).
        if node.name == "imageView" && Self.drawsSystemSymbol(node) { return ([0, 0, 0, 0], false) }
        let cell = node.children.first { $0.key == "cell" }
        let style = node["style"] ?? "bar"
        guard cell != nil || node.name == "box" || IBDataTables.alignmentInsets.contains(where: { $0.element == node.name && ($0.style ?? style) == style })
        else { return nil }
        let bordered = cell.map { $0["borderStyle"] != nil || $0["bezeled"] == "YES" } ?? false
        func matches(_ wanted: String?, _ actual: String?) -> Bool { wanted.map { $0 == actual } ?? true }
        let horizontal = Self.frame(of: node).map { $0.width.value >= $0.height.value } ?? true
        let rule = IBDataTables.alignmentInsets.first { rule in
            rule.element == node.name && matches(rule.type, cell?["type"]) && matches(rule.bezelStyle, cell?["bezelStyle"])
                && matches(rule.controlSize, cell?["controlSize"] ?? "regular") && (rule.bordered.map { $0 == bordered } ?? true)
                && (rule.drawsBackground.map { $0 == (cell?["drawsBackground"] == "YES") } ?? true)
                && matches(rule.boxType, node["boxType"] ?? "primary") && matches(rule.style, style)
                && matches(rule.frameStyle, cell?["imageFrameStyle"] ?? "none")
                && (rule.titled.map { $0 == (node["titlePosition"] != "noTitle") } ?? true)
                && (rule.horizontal.map { $0 == horizontal } ?? true) && (rule.era.map { $0 == context.metricsEra } ?? true)
        }
        guard let rule, rule.insets.count == 4 else { return ([0, 0, 0, 0], false) }
        return (rule.insets.map { $0 ?? 0 }, rule.insets.allSatisfy { $0 != nil })
    }

    /// An SF Symbol (`catalog="system"`, on the view or on a button state or configuration) has
    /// an alignment rectangle of its own that UIKit gives the image view or button showing it, and
    /// the saved frame overhangs it or falls short by amounts the file does not hold: appbrewery's
    /// Clima (Xcode 12) has two buttons with symbol background images, 40 high by their
    /// constraints, saved 39 and 38 high and clean.
    /// AppKit names the symbol on the control's cell (`<imageCell image=… catalog="system">`, or
    /// an `<imageReference catalog="system">` inside it): nextcloud's ShareTableItemView.xib and
    /// LockViewController.xib (Xcode 15 and 16) save symbol image views constrained 32 × 32 and
    /// 64 × 64 at 32 × 43 and 64 × 71, clean; the reader applies it to AppKit image views.
    static func drawsSystemSymbol(_ node: XMLElementNode) -> Bool {
        if node["catalog"] == "system" || node.children.contains(where: { $0["catalog"] == "system" && ($0.name == "state" || $0.name == "buttonConfiguration") }) {
            return true
        }
        guard let cell = node.children.first(where: { $0.key == "cell" }) else { return false }
        return cell["catalog"] == "system" || cell.children.contains { $0.name == "imageReference" && $0["catalog"] == "system" }
    }

    /// The saved frame as the alignment rectangle constraints place, in the analysis's
    /// coordinates (y down, as constraints' `top` and `bottom` read) and relative to the
    /// superview's alignment rectangle (the superview's item). AppKit saves y upward from the
    /// superview's bottom, so with the superview (`parent`) given its y is turned over in the
    /// superview's alignment height.
    func alignmentFrame(of node: XMLElementNode, in parent: XMLElementNode?) -> Rect? {
        guard let frame = Self.frame(of: node) else { return nil }
        if context.platform != .macOS {
            // UIKit frames are y down already; a control with known insets (a UISwitch) that
            // constraints place is shrunk to its alignment rectangle. One laid out by its frame
            // keeps it (SkeletonView's example: a fixed-frame switch saved 49 wide).
            guard node["translatesAutoresizingMaskIntoConstraints"] == "NO", node["fixedFrame"] != "YES",
                let (insets, known) = alignmentInsets(of: node), known, insets != [0, 0, 0, 0]
            else { return frame }
            return Rect(
                x: LayoutNumber(frame.x.value + insets[1]), y: LayoutNumber(frame.y.value + insets[0]),
                width: LayoutNumber(frame.width.value - insets[1] - insets[3]), height: LayoutNumber(frame.height.value - insets[0] - insets[2]))
        }
        guard let rect = unflippedAlignmentRect(of: node, frame: frame, in: parent) else { return frame }
        let y = parent.map { superviewAlignmentSize(of: $0).height - (rect.y + rect.height) } ?? rect.y
        return Rect(x: LayoutNumber(rect.x), y: LayoutNumber(y), width: LayoutNumber(rect.width), height: LayoutNumber(rect.height))
    }

    /// The frame and superview size an autoresizing mask keeps. AppKit's are in the superview's
    /// own (unflipped) coordinates, as the analysis reads `minY` of a macOS view: y up from the
    /// superview's bottom edge.
    func autoresizingFrame(of node: XMLElementNode, in parent: XMLElementNode) -> (frame: Rect, superSize: (width: LayoutNumber, height: LayoutNumber)?)? {
        guard let frame = Self.frame(of: node) else { return nil }
        guard context.platform == .macOS, let rect = unflippedAlignmentRect(of: node, frame: frame, in: parent) else {
            let superSize = parent === root ? (LayoutNumber(savedRootSize.width), LayoutNumber(savedRootSize.height)) : Self.frame(of: parent).map { ($0.width, $0.height) }
            return (frame, superSize)
        }
        let size = superviewAlignmentSize(of: parent)
        return (
            Rect(x: LayoutNumber(rect.x), y: LayoutNumber(rect.y), width: LayoutNumber(rect.width), height: LayoutNumber(rect.height)),
            (LayoutNumber(size.width), LayoutNumber(size.height))
        )
    }

    /// x and y (up) of the view's alignment rectangle from its superview's alignment origin.
    private func unflippedAlignmentRect(of node: XMLElementNode, frame: Rect, in parent: XMLElementNode?) -> (x: Double, y: Double, width: Double, height: Double)? {
        let insets = alignmentInsets(of: node)?.insets ?? [0, 0, 0, 0]
        let parentInsets = parent.flatMap { $0 === root ? nil : alignmentInsets(of: $0)?.insets } ?? [0, 0, 0, 0]
        return (
            frame.x.value + insets[1] - parentInsets[1], frame.y.value + insets[2] - parentInsets[2],
            frame.width.value - insets[1] - insets[3], frame.height.value - insets[0] - insets[2]
        )
    }

    /// The superview's alignment rectangle's size: the root's is its saved size.
    private func superviewAlignmentSize(of parent: XMLElementNode) -> (width: Double, height: Double) {
        if parent === root { return savedRootSize }
        guard let frame = Self.frame(of: parent) else { return (0, 0) }
        let insets = alignmentInsets(of: parent)?.insets ?? [0, 0, 0, 0]
        return (frame.width.value - insets[1] - insets[3], frame.height.value - insets[0] - insets[2])
    }

    /// A note naming the AppKit controls whose insets are not (all) known: their frames are
    /// corrected only where they are, and their misplacement is not checked.
    func noteUnknownInsets(_ tree: [(node: XMLElementNode, parent: XMLElementNode?)]) {
        let unknown = tree.compactMap { entry -> String? in
            guard entry.parent != nil, alignmentInsets(of: entry.node)?.isKnown == false, let id = entry.node["id"],
                let item = itemForSourceID[id].flatMap({ itemID in items.first { $0.id == itemID } })
            else { return nil }
            return namingNotJudged(item.displayName, id: id)
        }
        guard !unknown.isEmpty else { return }
        diagnostics.append(
            Diagnostic(
                severity: .note, line: root.line, column: 1,
                message: context.platform == .macOS
                    ? "AppKit frames are read as alignment rectangles (the saved frame less the control's insets); the insets of \(unknown.joined(separator: ", ")) are not known for this control and Xcode version, so misplacement is not checked for them (not judged: insets unknown)"
                    : "constraints place the alignment rectangle of \(unknown.joined(separator: ", ")), which its saved frame overhangs by amounts not known here, so misplacement is not checked for it (not judged: insets unknown)",
                code: MisplacedViewsNote.unknownInsetsCode))
    }
}

/// The codes of the reader's notes on views whose misplacement is not checked.
enum MisplacedViewsNote {
    static let unknownInsetsCode = "alignment-insets-unknown"
    static let unknownBaselineCode = "baseline-offset-unknown"
    static let assetSizeCode = "image-size-unknown"
    static let hiddenCode = "hidden-view"
    static let suppressedThicknessCode = "thickness-suppressed"
    static let savedSizeClassCode = "saved-size-class"
    static let ownSizeCode = "keeps-own-size"
}

extension IBSceneBuilder {
    /// One view in a not-judged note, by its name and then its IB id in parentheses; the id joins
    /// the scene's `notJudgedSourceIDs`, which is what the misplacement check reads.
    func namingNotJudged(_ displayName: String, id: String) -> String {
        notJudgedSources.insert(id)
        return "\"\(displayName)\" (\(id))"
    }
}

