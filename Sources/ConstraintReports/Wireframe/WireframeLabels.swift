/// Where a wireframe writes each view's name: inside the view's box, below any name already
/// written there (nested views often share a corner), shortened with "…" to the box's width, and
/// left out (the box keeps its tooltip) when the box has no free line for it. Widths are estimated
/// from the font size; the browser test (`WireframeBrowserTests`) measures the real text.
struct WireframeLabels {
    struct Placed {
        var x: Double
        var baseline: Double
        var text: String
    }

    static let fontSize = 10.0
    static let lineHeight = 12.0
    private var taken: [(left: Double, top: Double, right: Double, bottom: Double)] = []

    /// Generous per-character widths for Helvetica/Arial at 10 px, so an estimate is never short.
    static func estimatedWidth(_ text: String) -> Double {
        text.reduce(0) { width, character in
            width + (character.isUppercase || character == "W" || character == "m" || character == "w" ? 7.4 : character == " " ? 3 : 5.8)
        }
    }

    /// The text shortened to fit `width`, or nil when not even one character and the ellipsis fit.
    static func fitted(_ text: String, width: Double) -> String? {
        if estimatedWidth(text) <= width { return text }
        var shortened = text
        while !shortened.isEmpty {
            shortened.removeLast()
            let candidate = shortened.trimmingTrailingSpaces + "…"
            if shortened.count >= 1, estimatedWidth(candidate) <= width { return candidate }
        }
        return nil
    }

    /// Places `text` in the box (x, y, width, height), or returns nil when it has no room left.
    mutating func place(_ text: String, inBox x: Double, _ y: Double, _ width: Double, _ height: Double) -> Placed? {
        guard let shown = Self.fitted(text, width: width - 6) else { return nil }
        let textWidth = Self.estimatedWidth(shown)
        var top = y + 1
        while top + Self.lineHeight <= y + height {
            let candidate = (left: x + 3, top: top, right: x + 3 + textWidth, bottom: top + Self.lineHeight)
            let free = !taken.contains { other in
                candidate.left < other.right && other.left < candidate.right && candidate.top < other.bottom && other.top < candidate.bottom
            }
            if free {
                taken.append(candidate)
                return Placed(x: x + 3, baseline: top + Self.fontSize, text: shown)
            }
            top += Self.lineHeight
        }
        return nil
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
