/// Column alignment and wrapping for terminal text. Widths count characters (grapheme
/// clusters), which matches the terminal for the Latin, symbol and emoji-free text reports hold.
public enum TextLayout {
    /// The width lines wrap at: 100 (the goldens' width) unless `TextReport.render(_:width:)`
    /// sets it for one rendering. A task-local, so concurrent renderings at different widths
    /// never see each other's.
    @TaskLocal static var wrapWidth = 100

    /// Narrower than this, the report's indented tables no longer fit at all.
    public static let minimumWidth = 50

    static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// Aligns rows of cells into columns separated by two spaces. Cells are plain text; `style`
    /// colours a cell after padding so that escape codes never count towards the width. The
    /// last column is not padded, and trailing blanks are trimmed.
    static func table(
        _ rows: [[String]], indent: String = "  ", maximumColumnWidth: Int = 40,
        style: (_ row: Int, _ column: Int, _ text: String) -> String = { _, _, text in text }
    ) -> [String] {
        let columnCount = rows.map(\.count).max() ?? 0
        let widths = (0..<columnCount).map { column in
            min(maximumColumnWidth, rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0)
        }
        let usedColumns = (0..<columnCount).filter { column in rows.contains { column < $0.count && !$0[column].isEmpty } }
        return rows.enumerated().map { rowIndex, row in
            var line = indent
            for (position, column) in usedColumns.enumerated() {
                let cell = column < row.count ? row[column] : ""
                let isLast = position == usedColumns.count - 1
                let padding = isLast ? "" : String(repeating: " ", count: max(0, widths[column] - cell.count) + 2)
                line += style(rowIndex, column, cell) + padding
            }
            return trimmingTrailingSpaces(line)
        }
    }

    /// Greedy word wrap; the first line starts with `firstPrefix`, the others with `indent`.
    /// A word longer than the line stays whole rather than being split.
    static func wrap(_ text: String, firstPrefix: String, indent: String, width: Int = wrapWidth) -> [String] {
        var lines: [String] = []
        var current = firstPrefix
        var currentHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if currentHasWord && current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
                currentHasWord = false
            }
            current += (currentHasWord ? " " : "") + word
            currentHasWord = true
        }
        lines.append(current)
        return lines
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}

extension TextReport {
    /// The report wrapped for a terminal `width` columns wide (at least `TextLayout.minimumWidth`).
    public func render(_ report: Report, width: Int) -> String {
        TextLayout.$wrapWidth.withValue(max(TextLayout.minimumWidth, width)) { render(report) }
    }
}
