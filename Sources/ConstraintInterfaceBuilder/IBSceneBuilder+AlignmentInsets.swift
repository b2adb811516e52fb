import ConstraintIngest
import ConstraintModel

/// AppKit saves a control's frame, which reaches beyond the alignment rectangle its constraints
/// place (a push button's bezel shadow, a label's text inset). The reader works in alignment
/// rectangles on macOS: each saved frame is shrunk by the control's insets from
/// `Data/alignment-insets.json`, so constraints, intrinsic sizes estimated from frames,
/// autoresizing masks and the misplacement check all compare like with like.
extension IBSceneBuilder {
    /// The insets (top, left, bottom, right) of an AppKit view and whether all four are known;
    /// nil on iOS and for views without a cell (NSView's insets are zero).
    func alignmentInsets(of node: XMLElementNode) -> (insets: [Double], isKnown: Bool)? {
        guard context.platform == .macOS, let cell = node.children.first(where: { $0.key == "cell" }) else { return nil }
        let bezeled = cell["borderStyle"] == "bezel" || cell["bezeled"] == "YES"
        let rule = IBDataTables.alignmentInsets.first { rule in
            rule.element == node.name && (rule.type.map { $0 == cell["type"] } ?? true)
                && (rule.bezelStyle.map { $0 == cell["bezelStyle"] } ?? true)
                && (rule.controlSize.map { $0 == (cell["controlSize"] ?? "regular") } ?? true)
                && (rule.bezeled.map { $0 == bezeled } ?? true)
        }
        guard let rule, rule.insets.count == 4 else { return ([0, 0, 0, 0], false) }
        return (rule.insets.map { $0 ?? 0 }, rule.insets.allSatisfy { $0 != nil })
    }

    /// The saved frame as the alignment rectangle constraints place, in the analysis's
    /// coordinates (y down, as constraints' `top` and `bottom` read). AppKit saves y upward from the
    /// superview's bottom, so with the superview (`parent`) given its y is turned over in the
    /// superview's saved height; the bottom inset applies before that.
    func alignmentFrame(of node: XMLElementNode, in parent: XMLElementNode?) -> Rect? {
        guard let frame = Self.frame(of: node) else { return nil }
        guard context.platform == .macOS else { return frame }
        let insets = alignmentInsets(of: node)?.insets ?? [0, 0, 0, 0]
        let (top, left, bottom, right) = (insets[0], insets[1], insets[2], insets[3])
        var y = frame.y.value + bottom
        let height = frame.height.value - top - bottom
        if let parent {
            let parentHeight = parent === root ? savedRootSize.height : (Self.frame(of: parent)?.height.value ?? 0)
            y = parentHeight - (y + height)
        }
        return Rect(
            x: LayoutNumber(frame.x.value + left), y: LayoutNumber(y), width: LayoutNumber(frame.width.value - left - right),
            height: LayoutNumber(height))
    }

    /// A note naming the AppKit controls whose insets are not (all) known: their frames are
    /// corrected only where they are, and their misplacement is not checked.
    func noteUnknownInsets(_ tree: [(node: XMLElementNode, parent: XMLElementNode?)]) {
        let unknown = tree.compactMap { entry -> String? in
            guard entry.parent != nil, alignmentInsets(of: entry.node)?.isKnown == false, let id = entry.node["id"],
                let item = itemForSourceID[id].flatMap({ itemID in items.first { $0.id == itemID } })
            else { return nil }
            return "\"\(item.displayName)\" (\(id))"
        }
        guard !unknown.isEmpty else { return }
        diagnostics.append(
            Diagnostic(
                severity: .note, line: root.line, column: 1,
                message: "AppKit frames are read as alignment rectangles (the saved frame less the control's insets); the insets of \(unknown.joined(separator: ", ")) are not known, so misplacement is not checked for them",
                code: MisplacedViewsNote.unknownInsetsCode))
    }
}

/// The code of the reader's note that the misplacement check reads (ConstraintReports cannot see
/// this target, so it matches the same string).
enum MisplacedViewsNote {
    static let unknownInsetsCode = "alignment-insets-unknown"
}
