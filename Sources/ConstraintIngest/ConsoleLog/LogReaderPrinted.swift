import ConstraintModel

/// A syntax error inside one entry; `offset` is in the entry's own text until the scanner maps
/// it back to the file.
struct EntrySyntaxError: Error {
    var offset: Int
    var message: String
    var code: String
}

/// Something worth telling about an entry that was still read (a lost constant, an unknown name).
struct EntryNote {
    var offset: Int
    var severity: Severity
    var message: String
    var code: String
}

/// An item exactly as one entry printed it, before it is merged with the log's items.
struct PrintedItem {
    var className: String?
    var address: String?
    /// Masonry's `mas_key`, printed instead of an address (`UITableViewCellContentView:cv`).
    var masonryKey: String?
    var text: String?
    var name: String?

    /// What makes two printed items the same item: the address, else the Masonry class and key,
    /// else the name.
    var identity: String {
        if let address { return address }
        if let masonryKey { return (className ?? "") + ":" + masonryKey }
        if let name { return "name:" + name }
        return "?"
    }
}

struct PrintedAnchor {
    /// The item's number in the log's `ItemRegistry`.
    var item: Int
    var attribute: AnchorAttribute
}

struct PrintedTerm {
    var coefficient: LayoutNumber
    var anchor: PrintedAnchor
}

struct PrintedExpression {
    var left: [PrintedTerm]
    var leftConstant: LayoutNumber
    var right: [PrintedTerm]
    var rightConstant: LayoutNumber
}

/// One constraint as its entry printed it.
struct PrintedConstraint {
    var text = ""
    var className: String?
    var address: String?
    var identifier: String?
    var sourceLocation: SourceFileLocation?
    var autoresizingMask: AutoresizingMask?
    var first = PrintedAnchor(item: 0, attribute: .standard(.notAnAttribute))
    var relation: Relation = .equal
    var multiplier: LayoutNumber = 1
    var second: PrintedAnchor?
    var constant: LayoutNumber? = 0
    var constantIsSystemSpacing = false
    var priority: Priority = .required
    var expression: PrintedExpression?
    var isActive: Bool?
    var layoutDirection: LayoutDirection?
    var contentSize: ContentSizePriorities?
    /// The item named `'|'` when the entry says the others are laid out in it (a registry number).
    var superviewBar: Int?
    var measuredIn: Int?
}
