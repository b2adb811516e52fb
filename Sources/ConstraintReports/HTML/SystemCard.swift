import LayoutMath

/// The top of a system's section: the verdict in one sentence, the first fix as the change to
/// make (`FixCode`), and each conflict drawn to scale (`ConflictBar`).
public struct SystemCard: Hashable, Sendable {
    public enum Tone: String, Hashable, Sendable {
        case problem
        /// Nothing breaks, but something to change: misplaced views.
        case warning
        case fine
    }

    public struct Bar: Hashable, Sendable {
        public var number: Int
        public var axes: String
        public var bar: ConflictBar

        public init(number: Int, axes: String, bar: ConflictBar) {
            self.number = number
            self.axes = axes
            self.bar = bar
        }
    }

    public var tone: Tone
    public var verdict: String
    /// "Lower c3 (…) to priority 999", above the code.
    public var fixSummary: String?
    public var fix: FixCode?
    public var bars: [Bar]

    public init(tone: Tone, verdict: String, fixSummary: String? = nil, fix: FixCode? = nil, bars: [Bar] = []) {
        self.tone = tone
        self.verdict = verdict
        self.fixSummary = fixSummary
        self.fix = fix
        self.bars = bars
    }

    /// `extra`: markup placed at the end of the card (the both-axes diagram).
    func render(appending extra: String = "") -> String {
        var html = "<div class=\"card \(tone.rawValue)\">\n<p class=\"headline\">\(HTMLEscaping.text(verdict))</p>\n"
        if let fix {
            let place = fix.language == .swift ? "in Swift" : "in Interface Builder"
            html += "<div class=\"fix\">\n<p class=\"fix-title\">The change to make \(place)"
            if let fixSummary { html += ": <span class=\"fix-summary\">\(HTMLEscaping.text(fixSummary))</span>" }
            html += "</p>\n"
            if fix.language == .swift {
                html += "<pre class=\"code\"><code>\(HTMLEscaping.text(fix.lines.joined(separator: "\n")))</code></pre>\n"
            } else {
                html += "<ol class=\"steps\">" + fix.lines.map { "<li>\(HTMLEscaping.text($0))</li>" }.joined() + "</ol>\n"
            }
            html += "</div>\n"
        }
        // The first conflict drawn open; further ones folded, so the card stays one screen.
        if let first = bars.first { html += ConflictBarHTML(bar: first).render() }
        if bars.count > 1 {
            let numbers = bars.dropFirst().map { String($0.number) }
            html += "<details class=\"more-bars\"><summary>Conflict\(numbers.count == 1 ? "" : "s") \(numbers.joined(separator: ", ")) to scale</summary>\n"
            for bar in bars.dropFirst() { html += ConflictBarHTML(bar: bar).render() }
            html += "</details>\n"
        }
        return html + extra + "</div>\n"
    }
}

/// A `ConflictBar` as two rows on one scale: the container above, the content below, the
/// difference marked on the longer row. Widths are percentages of the longer side, exact to
/// the rendering; a segment's label sits inside it only when it fits at the narrowest width the
/// page allows (`labelFits`), and every segment is in the key below with its equation.
struct ConflictBarHTML {
    let bar: SystemCard.Bar

    /// The bar is at least this many `rem` wide: a 400-pixel-wide window less the page's
    /// and the card's padding and the row's side and total columns.
    static let minimumBarWidth = 12.0
    /// Width of a label character at the bar's font size, in `rem` (monospace digits, 0.8rem).
    static let characterWidth = 0.5

    static func labelFits(_ label: String, percent: Double) -> Bool {
        Double(label.count) * characterWidth + 0.6 <= percent / 100 * minimumBarWidth
    }

    func render() -> String {
        let model = bar.bar
        let container = model.containerLength, content = model.contentLength
        let scale = max(container.doubleValue, content.doubleValue)
        guard scale > 0 else { return "" }
        let percent = { (length: Rational) in min(100, max(0, length.doubleValue / scale * 100)) }
        let difference = model.difference
        let differenceText = "\(difference.magnitude.formatted()) pt"
        var html = "<figure class=\"to-scale\">\n<figcaption>Conflict \(bar.number) to scale (\(HTMLEscaping.text(bar.axes))): "
        html += "\(HTMLEscaping.text(container.formatted())) against \(HTMLEscaping.text(model.content.map { $0.length.formatted() }.joined(separator: " + "))) = \(HTMLEscaping.text(content.formatted()))"
        html += difference.isZero ? "" : (difference.signum > 0 ? ", over by " : ", short by ") + HTMLEscaping.text(differenceText)
        html += "</figcaption>\n"
        html += row("container", label: "has", segments: model.container, total: container, percent: percent)
        html += row("content", label: "needs", segments: model.content, total: content, percent: percent)
        if !difference.isZero {
            let start = percent(min(container, content)), width = percent(difference.magnitude)
            let kind = difference.signum > 0 ? "overrun" : "gap"
            html += "<div class=\"row marks\"><span class=\"side\"></span><div class=\"track\">"
            html += "<span class=\"\(kind)\" style=\"margin-left: \(Self.css(start))%; width: \(Self.css(width))%\">"
            html += (Self.labelFits(differenceText, percent: width) ? HTMLEscaping.text(differenceText) : "")
                + "</span></div><span class=\"total\"></span></div>\n"
        }
        html += "<ol class=\"key\">"
        for segment in model.container + model.content {
            html += "<li>" + (segment.constraintID.map { "<b>\(HTMLEscaping.text($0))</b> " } ?? "") + HTMLEscaping.text(segment.label)
            html += " <span class=\"length\">" + (segment.times == Rational(1) ? "" : "\(HTMLEscaping.text(segment.times.formatted())) × ")
            html += "→ \(HTMLEscaping.text(segment.length.formatted()))</span></li>"
        }
        if !model.links.isEmpty {
            html += "<li class=\"links\">Joined by \(HTMLEscaping.text(model.links.joined(separator: ", ")))</li>"
        }
        return html + "</ol>\n</figure>\n"
    }

    private func row(_ kind: String, label: String, segments: [ConflictBar.Segment], total: Rational, percent: (Rational) -> Double) -> String {
        var html = "<div class=\"row \(kind)\"><span class=\"side\">\(label)</span><div class=\"track\">"
        for segment in segments {
            let width = percent(segment.length)
            let text = (segment.constraintID.map { $0 + " " } ?? "") + segment.length.formatted()
            html += "<span class=\"segment\" style=\"width: \(Self.css(width))%\" title=\"\(HTMLEscaping.attribute(segment.tag + ": " + segment.label))\">"
            html += (Self.labelFits(text, percent: width) ? HTMLEscaping.text(text) : "") + "</span>"
        }
        return html + "</div><span class=\"total\">\(HTMLEscaping.text(total.formatted()))</span></div>\n"
    }

    /// A percentage with at most three decimals, so that the page's bytes do not depend on
    /// floating-point printing.
    static func css(_ value: Double) -> String {
        let thousandths = (value * 1000).rounded()
        guard thousandths.isFinite, abs(thousandths) < 1e9 else { return "0" }
        let whole = Int(thousandths) / 1000, fraction = abs(Int(thousandths)) % 1000
        var digits = String(String(fraction + 1000).dropFirst())
        while digits.last == "0" { digits.removeLast() }
        let sign = thousandths < 0 && whole == 0 ? "-" : ""
        return digits.isEmpty ? "\(whole)" : "\(sign)\(whole).\(digits)"
    }
}
