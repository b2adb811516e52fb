import ConstraintModel
import SwiftSyntax

extension Interpreter {
    /// `view.addConstraintsWithFormat("H:|-16-[v0]|", views: label)` or
    /// `view.addVisualConstraint("V:|[a][b]|", views: ["a": a, "b": b])` with no declaration in the
    /// files read: nearly every project that writes visual formats wraps them in such a helper,
    /// in a file of its own. A format string written in place with a `views:` argument says what
    /// the helper does: the format's constraints, active, with the views named by the dictionary
    /// or, for a list, `v0`, `v1`, … (the convention these helpers share). Their views' masks are
    /// turned off, as such helpers do. Said in a note, since the helper itself is not read.
    func undeclaredVisualFormatHelper(_ method: String, call: FunctionCallExprSyntax) -> SourceValue? {
        guard index.helpers[method] == nil, type.methods[method] == nil,
            let first = call.arguments.first, first.label?.text != "views",
            let literal = first.expression.as(StringLiteralExprSyntax.self), Self.looksLikeVisualFormat(literal),
            case .string(let format) = evaluate(first.expression),
            let viewsPosition = call.arguments.firstIndex(where: { $0.label?.text == "views" })
        else { return nil }
        let following = call.arguments[viewsPosition...].prefix { $0.label == nil || $0.label?.text == "views" }
        let passed = following.map { evaluate($0.expression) }
        let views: SourceValue
        if passed.count == 1, case .dictionary = passed[0] {
            views = passed[0]
        } else {
            let list = passed.flatMap { $0.elements ?? [$0] }
            views = .dictionary(list.enumerated().map { (key: "v\($0.offset)", value: $0.element) })
        }
        if case .dictionary(let pairs) = views {
            for pair in pairs { if let key = pair.value.itemKey { recorder.update(key) { $0.translatesAutoresizingMask = false } } }
        }
        let made = visualFormatConstraints(format, metrics: argument("metrics", in: call), views: views, options: argument("options", in: call), call: call)
        setActive(made.constraintIndices, true)
        let labels = call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
        note("'\(method)(\(labels))' is declared in no file read: read as a visual-format helper (the format's constraints, active; views as passed, a list keyed v0, v1, …)",
             at: call, code: "swift-assumed-helper")
        return made
    }

    /// A string literal that is a visual format line: `H:`/`V:` or a superview bar, and a view in brackets.
    private static func looksLikeVisualFormat(_ literal: StringLiteralExprSyntax) -> Bool {
        let text = literal.segments.trimmedDescription
        guard text.contains("[") else { return false }
        return text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
    }

    /// A format string with interpolations (`"H:|-[title(==\\(self.leftWidth))]"`): a known string
    /// or number goes in as written; one known only at run time becomes a metric named after it
    /// whose value is unknown, so the rest of the line is still read (with the unknown-metric note).
    func formatWithInterpolations(_ expression: ExprSyntax) -> (format: String, metrics: [(key: String, value: SourceValue)])? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var format = ""
        var metrics: [(key: String, value: SourceValue)] = []
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                format += plain.content.text
                continue
            }
            guard let interpolated = segment.as(ExpressionSegmentSyntax.self), interpolated.expressions.count == 1,
                let part = interpolated.expressions.first?.expression
            else { return nil }
            let value = evaluate(part)
            if case .string(let text) = value {
                format += text
            } else if let number = value.numberValue?.value {
                format += number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            } else {
                let last = part.trimmedDescription.split(separator: ".").last.map { String($0.filter { $0.isLetter || $0.isNumber || $0 == "_" }) } ?? ""
                var name = last.first?.isLetter == true ? last : "value"
                if metrics.contains(where: { $0.key == name }) { name += "\(metrics.count + 1)" }
                metrics.append((name, .unknown(part.trimmedDescription)))
                format += name
            }
        }
        return (format, metrics)
    }
}
