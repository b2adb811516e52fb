extension PasteRepairer {
    /// Jira's wiki markup strikes text through between two hyphens, and the bots that sync Jira
    /// tickets into GitHub issues turn each such hyphen into Markdown's `~~`:
    /// `V:|~~(0)~~[UIStackView:0x…]`, `'UISV~~canvas~~connection'`. A printed constraint never
    /// holds `~~`, so on a line that prints an address it is read as the hyphen it replaced.
    mutating func repairStrikethrough(at index: Int) -> Int {
        guard index + 1 < source.count, source[index + 1] == ASCII.tilde else { return index + 1 }
        if lineHoldsAddress == nil { lineHoldsAddress = lineMayHoldEntry(around: index) }
        guard lineHoldsAddress == true else { return index + 2 }
        replace(index..<(index + 2), with: ASCII.minus, kind: .strikethrough)
        return index + 2
    }
}
