import ConstraintModel

/// One row per item: display name, class and address (or name), and what the input revealed
/// about it (guide kind, superview or owner, root, autoresizing, frame).
public struct ItemsSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        let system = report.system
        guard !system.items.isEmpty else { return [] }
        let rows = system.items.map { [$0.displayName, identity(of: $0), notes(on: $0, in: system)] }
        let table = TextLayout.table(rows) { _, column, text in
            column == 0 ? styler.apply(.itemName, to: text) : column == 1 ? styler.apply(.secondary, to: text) : text
        }
        return [styler.apply(.sectionTitle, to: "Items")] + table
    }

    /// `UIImageView 0x7f83b8171210`, or the name an equation set gave the item when it differs
    /// from the display name.
    private func identity(of item: LayoutItem) -> String {
        if let className = item.className {
            return [className, item.address].compactMap { $0 }.joined(separator: " ")
        }
        if let name = item.name, name != item.displayName { return name }
        return item.address ?? ""
    }

    private func notes(on item: LayoutItem, in system: ConstraintSystem) -> String {
        var notes: [String] = []
        if let kind = ModelWording.itemKind(item.kind) {
            notes.append(item.owningViewID.map { "\(kind) of \(system.displayName(of: $0))" } ?? kind)
        }
        if item.isRoot { notes.append("root") }
        if let superview = item.superviewID { notes.append("in \(system.displayName(of: superview))") }
        if item.translatesAutoresizingMask == true { notes.append("autoresizing mask → constraints") }
        if let frame = item.frame {
            notes.append(
                "frame (\(NumberText.signed(frame.x)), \(NumberText.signed(frame.y))) \(NumberText.signed(frame.width)) × \(NumberText.signed(frame.height))")
        }
        if let intrinsic = item.intrinsicContentSize, intrinsic.width != nil || intrinsic.height != nil {
            let width = intrinsic.width.map(NumberText.signed) ?? "none"
            let height = intrinsic.height.map(NumberText.signed) ?? "none"
            notes.append("intrinsic size \(width) × \(height)")
        }
        if item.allowsNegativeSize { notes.append("size may be negative") }
        return notes.joined(separator: ", ")
    }
}
