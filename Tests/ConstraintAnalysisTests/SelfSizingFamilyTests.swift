import ConstraintAnalysis
import ConstraintModel
import Testing
import TestSupport

/// A generated family of self-sizing cells (pinned to contentView, to the margins guide, the safe
/// area, the readable content guide or a custom guide; chains of 1–8 views; fixed heights and an
/// aspect ratio) whose content cannot fit the height the table view gives the cell. The first fix
/// must be the last constraint along the axis (or a fixed size), and — checked by the independent
/// Fourier–Motzkin oracle, not by the analysis — it must not let the content slide off the top.
@Suite("Self-sizing family: the first fix is the one an expert makes")
struct SelfSizingFamilyTests {
    enum Pinning: String, CaseIterable, Sendable { case contentView, margins, safeArea, readable, custom }

    struct Layout: Sendable, CustomStringConvertible {
        var pinning: Pinning
        var count: Int
        var aspectRatio: Bool
        var system: ConstraintSystem
        /// The constraint pinning the first view to the top, and the last one along the axis.
        var topID: String
        var lastIDs: Set<String>
        var fixedSizeIDs: Set<String>
        var description: String { "\(pinning) ×\(count)\(aspectRatio ? " with 9/16" : "")" }
    }

    static func layout(_ pinning: Pinning, count: Int, aspectRatio: Bool) -> Layout {
        let cell = LayoutItem(id: "cell", className: "UITableViewCellContentView", displayName: "ContentView", isRoot: true)
        var items = [cell]
        var constraints: [LayoutConstraint] = []
        var lastIDs: Set<String> = []
        var fixed: Set<String> = []
        func add(_ constraint: LayoutConstraint) { constraints.append(constraint) }
        func next() -> String { "c\(constraints.count + 1)" }
        var guide = "cell"
        if pinning != .contentView {
            let kind: ItemKind = pinning == .margins ? .marginsGuide : pinning == .safeArea ? .safeAreaGuide : .layoutGuide
            items.append(LayoutItem(id: "guide", className: "UILayoutGuide", kind: kind, displayName: "Guide", owningViewID: "cell"))
            guide = "guide"
            let (identifier, origin): (String?, ConstraintOrigin) =
                switch pinning {
                case .margins: ("UIView-topMargin-guide-constraint", .layoutGuide)
                case .safeArea: ("UIViewSafeAreaLayoutGuide-top", .layoutGuide)
                case .readable: ("UIViewReadableContentGuide-top", .layoutGuide)
                default: (nil, .developer)
                }
            let bottom = identifier.map { $0.replacingOccurrences(of: "top", with: "bottom") }
            add(LayoutConstraint(id: next(), identifier: identifier, origin: origin, first: Anchor(item: "guide", .top), second: Anchor(item: "cell", .top), constant: 11))
            add(LayoutConstraint(id: next(), identifier: bottom, origin: origin, first: Anchor(item: "cell", .bottom), second: Anchor(item: "guide", .bottom), constant: 11))
            if pinning == .custom { lastIDs.insert(constraints[constraints.count - 1].id) }
            for (attribute, constant) in [(LayoutAttribute.leading, 20.0), (.trailing, -20)] {
                add(LayoutConstraint(id: next(), origin: origin == .developer ? .developer : .layoutGuide, first: Anchor(item: "guide", attribute), second: Anchor(item: "cell", attribute), constant: LayoutNumber(constant)))
            }
        }
        var topID = ""
        for index in 1...count {
            let view = "v\(index)"
            items.append(LayoutItem(id: view, className: "UILabel", displayName: "Label\(index)", superviewID: "cell"))
            add(LayoutConstraint(id: next(), first: Anchor(item: view, .leading), second: Anchor(item: guide, .leading), constant: 16))
            add(LayoutConstraint(id: next(), first: Anchor(item: guide, .trailing), second: Anchor(item: view, .trailing), constant: 16))
            if index == 1 {
                topID = next()
                add(LayoutConstraint(id: topID, first: Anchor(item: view, .top), second: Anchor(item: guide, .top), constant: 8))
            } else {
                add(LayoutConstraint(id: next(), first: Anchor(item: view, .top), second: Anchor(item: "v\(index - 1)", .bottom), constant: 6))
            }
            if index == 1 && aspectRatio {
                add(LayoutConstraint(id: next(), first: Anchor(item: view, .height), multiplier: LayoutNumber(0.5625, literal: "0.5625"), second: Anchor(item: view, .width), constant: 0))
            } else {
                fixed.insert(next())
                add(LayoutConstraint(id: next(), first: Anchor(item: view, .height), constant: LayoutNumber(Double(18 + index))))
            }
        }
        let last = next()
        lastIDs.insert(last)
        add(LayoutConstraint(id: last, first: Anchor(item: guide, .bottom), second: Anchor(item: "v\(count)", .bottom), constant: 8))
        add(LayoutConstraint(id: next(), identifier: "UIView-Encapsulated-Layout-Width", origin: .encapsulatedLayout, first: Anchor(item: "cell", .width), constant: 320))
        add(LayoutConstraint(id: next(), identifier: "UIView-Encapsulated-Layout-Height", origin: .encapsulatedLayout, first: Anchor(item: "cell", .height), constant: 30))
        let system = ConstraintSystem(
            source: SourceInfo(file: "generated", firstLine: 1, lastLine: 1), platform: .iOS, format: .consoleLog, items: items,
            constraints: constraints)
        return Layout(pinning: pinning, count: count, aspectRatio: aspectRatio, system: system, topID: topID, lastIDs: lastIDs, fixedSizeIDs: fixed)
    }

    static let family: [Layout] = Pinning.allCases.flatMap { pinning in
        (1...8).flatMap { count in [false, true].map { layout(pinning, count: count, aspectRatio: $0) } }
    }

    @Test func firstFixIsTheLastConstraintOrAFixedSize() {
        var wrong: [String] = []
        for layout in Self.family {
            let diagnosis = Analyzer().analyze(layout.system)
            guard !diagnosis.isSatisfiable else {
                wrong.append("\(layout): no conflict")
                continue
            }
            #expect(diagnosis.verdict.owner == .developer, "\(layout)")
            guard let first = diagnosis.fixes.first, first.action == .lowerPriority, let id = first.constraintID,
                layout.lastIDs.contains(id) || layout.fixedSizeIDs.contains(id)
            else {
                wrong.append("\(layout): first fix \(diagnosis.fixes.first.map { "\($0.action) \($0.constraintID ?? $0.item ?? "")" } ?? "none")")
                continue
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// Applying the first fix by its meaning and solving with Fourier–Motzkin: in every optimal
    /// layout the first view still sits where its top constraint puts it.
    @Test func firstFixNeverLetsContentSlideOffTheTop() {
        var wrong: [String] = []
        var checked = 0
        for layout in Self.family where layout.count <= 5 {
            let diagnosis = Analyzer().analyze(layout.system)
            guard let first = diagnosis.fixes.first, case .success(let fixed) = FixApplication.apply(first, to: layout.system) else {
                wrong.append("\(layout): no applicable first fix")
                continue
            }
            let lowering = OracleLowering(fixed)
            guard lowering.isComplete else { continue }
            guard let face = FourierMotzkinOracle.lexicographicOptimum(required: lowering.requiredRows, levels: lowering.optionalLevels),
                let top = lowering.rows(from: .constraint(layout.topID)).first?.row
            else {
                wrong.append("\(layout): the fixed layout has no optimum")
                continue
            }
            let range = FourierMotzkinOracle.range(of: top.coefficients, over: face)
            if range?.lower != top.rhs || range?.upper != top.rhs {
                wrong.append("\(layout): after \(first.constraintID ?? "") the top constraint \(layout.topID) can be missed")
            }
            checked += 1
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(checked >= 30, "too few layouts the oracle could check (\(checked))")
    }

    /// Grouping only numbers conflicts: every minimal conflict the oracle finds is still listed.
    @Test func groupingNeverHidesAMinimalConflict() {
        var wrong: [String] = []
        for layout in Self.family where layout.count <= 3 {
            let diagnosis = Analyzer().analyze(layout.system)
            let lowering = OracleLowering(layout.system)
            guard lowering.isComplete, let oracle = OracleVerdicts(lowering).minimalConflicts() else { continue }
            let listed = Set(diagnosis.conflicts.map { Set($0.constraintIDs) })
            for conflict in oracle {
                let ids = Set(conflict.compactMap { source -> String? in
                    if case .constraint(let id) = source { return id }
                    return nil
                })
                if !listed.contains(ids) { wrong.append("\(layout): \(ids.sorted()) not listed") }
            }
            let groups = diagnosis.conflicts.map(\.group)
            if groups.contains(where: { $0 < 1 }) || groups != groups.sorted() { wrong.append("\(layout): groups \(groups)") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
