import ConstraintAnalysis
import ConstraintModel
import LayoutMath

/// A scene's solved layout drawn to scale: views as labelled boxes, guides dashed, views in a
/// conflict red, an ambiguous view orange at both ends of its range of motion, a misplaced view
/// with its saved frame dotted beside the solved one. Written directly as SVG; every text
/// from the input is escaped.
public enum WireframeSVG {
    /// nil for systems that are not complete layouts with solved frames (logs).
    public static func render(_ system: ConstraintSystem, diagnosis: Diagnosis) -> String? {
        guard system.isComplete, let root = system.items.first(where: \.isRoot), let rootFrame = frame(root.id, diagnosis) else { return nil }
        let scale = min(1, 480 / max(rootFrame.width, 1), 800 / max(rootFrame.height, 1))
        // Solved frames run y-down on every platform (the reader turns AppKit's saved frames over).
        func box(_ rect: Box) -> (Double, Double, Double, Double) {
            let y = rect.y - rootFrame.y
            return ((rect.x - rootFrame.x) * scale + 10, y * scale + 10, max(rect.width, 0) * scale, max(rect.height, 0) * scale)
        }
        let conflicting = Set(diagnosis.conflicts.flatMap { $0.constraintIDs.compactMap { system.constraint($0)?.itemIDs }.flatMap { $0 } })
        let ambiguous = Set(diagnosis.ambiguousItems.map(\.item))
        let misplaced = Dictionary(MisplacedViews.find(in: system, diagnosis: diagnosis).map { ($0.item, $0) }, uniquingKeysWith: { first, _ in first })
        let width = rootFrame.width * scale + 20
        let height = rootFrame.height * scale + 20
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"10\">",
            "<title>\(escape(system.scene.map { "\($0.name) · \($0.device)" } ?? system.source.file))</title>",
        ]
        var labels = WireframeLabels()
        for item in system.items {
            guard let solved = frame(item.id, diagnosis) else { continue }
            let (x, y, w, h) = box(solved)
            let isGuide = item.kind.isGuide
            var stroke = isGuide ? "#3b82f6" : "#333333"
            var extra = isGuide ? " stroke-dasharray=\"4 3\"" : ""
            if conflicting.contains(item.id) { stroke = "#dc2626"; extra += " stroke-width=\"2\"" }
            if ambiguous.contains(item.id) { stroke = "#ea580c"; extra += " stroke-width=\"2\"" }
            lines.append(
                "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(w))\" height=\"\(number(h))\" fill=\"none\" stroke=\"\(stroke)\"\(extra)><title>\(escape(item.displayName))</title></rect>")
            if !isGuide, let label = labels.place(item.displayName, inBox: x, y, w, h) {
                // Each name in its own group: the browser test measures groups against each other.
                lines.append("<g><text x=\"\(number(label.x))\" y=\"\(number(label.baseline))\" fill=\"\(stroke)\">\(escape(label.text))</text></g>")
            }
            for end in motionEnds(of: item.id, diagnosis: diagnosis, from: solved) {
                let (ex, ey, ew, eh) = box(end)
                lines.append(
                    "<rect x=\"\(number(ex))\" y=\"\(number(ey))\" width=\"\(number(ew))\" height=\"\(number(eh))\" fill=\"#ea580c\" fill-opacity=\"0.08\" stroke=\"#ea580c\" stroke-dasharray=\"2 2\"><title>\(escape(item.displayName)) at one end of its range</title></rect>")
            }
            if let view = misplaced[item.id], let parentID = item.superviewID, let parent = frame(parentID, diagnosis) {
                let saved = Box(x: parent.x + view.savedFrame.x.value, y: parent.y + view.savedFrame.y.value, width: view.savedFrame.width.value, height: view.savedFrame.height.value)
                let (sx, sy, sw, sh) = box(saved)
                lines.append(
                    "<rect x=\"\(number(sx))\" y=\"\(number(sy))\" width=\"\(number(sw))\" height=\"\(number(sh))\" fill=\"none\" stroke=\"#a855f7\" stroke-dasharray=\"1 2\"><title>\(escape(item.displayName)) as saved: \(escape(view.changes))</title></rect>")
            }
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    struct Box {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    static func frame(_ item: String, _ diagnosis: Diagnosis) -> Box? {
        guard let frame = diagnosis.frames[item], let x = frame.x, let y = frame.y, let width = frame.width, let height = frame.height
        else { return nil }
        let values = [x.doubleValue, y.doubleValue, width.doubleValue, height.doubleValue]
        guard values.allSatisfy(\.isFinite) else { return nil }
        return Box(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The frame at each finite end of each motion the item takes part in (an unbounded end is
    /// drawn 40 points out, so it stays visible).
    static func motionEnds(of item: String, diagnosis: Diagnosis, from solved: Box) -> [Box] {
        var ends: [Box] = []
        for ambiguity in diagnosis.ambiguities where ambiguity.items.contains(item) {
            let rate = { (name: String) in ambiguity.motionVector["\(item).\(name)"]?.doubleValue ?? 0 }
            let rates = [rate("x"), rate("y"), rate("width"), rate("height")]
            guard rates.contains(where: { $0 != 0 }) else { continue }
            for bound in [ambiguity.range.lower, ambiguity.range.upper] {
                let amount = bound.map { $0.doubleValue } ?? 0
                let distance = bound == nil ? (bound == ambiguity.range.lower ? -40.0 : 40.0) : amount
                ends.append(
                    Box(
                        x: solved.x + rates[0] * distance, y: solved.y + rates[1] * distance,
                        width: solved.width + rates[2] * distance, height: solved.height + rates[3] * distance))
            }
        }
        return ends
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }

    /// XML text and attribute escaping; control characters XML forbids become spaces.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                let value = scalar.value
                let allowed = value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value <= 0xD7FF)
                    || (value >= 0xE000 && value <= 0xFFFD) || value >= 0x10000
                result.unicodeScalars.append(allowed ? scalar : " ")
            }
        }
        return result
    }
}
