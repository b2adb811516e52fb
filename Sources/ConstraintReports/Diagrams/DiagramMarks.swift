import ConstraintAnalysis
import ConstraintModel

/// What the analysis found that one axis' diagram must show, looked up by constraint and item.
struct DiagramMarks {
    /// An implicit row drawn as a dashed loop on its item, shared by every conflict that needs it.
    struct ImplicitLoop {
        var item: String
        /// In the item's own terms: `height ≥ 0`, `width = 320 (the root's frame)`.
        var text: String
        var conflictNumbers: [Int]
    }

    /// Conflict numbers (1-based, as in the text report) of each constraint on this axis.
    private(set) var conflictNumbers: [String: [Int]] = [:]
    private(set) var implicitLoops: [ImplicitLoop] = []
    /// What the suggested fix does to a constraint (`fix: priority 999`).
    private(set) var constraintFixes: [String: String] = [:]
    /// What the suggested fix does to an item (`fix: translatesAutoresizingMaskIntoConstraints = false`).
    private(set) var itemFixes: [String: String] = [:]
    let brokenConstraintID: String?
    /// "UIKit" or "AppKit".
    let framework: String
    /// Per item, what is free on each axis drawn.
    private(set) var freedom: [String: [AmbiguousItem]] = [:]
    let crossAxisConstraintIDs: Set<String>
    /// For a state's diagram: what the state changed relative to the base layout.
    var state: DiagramStateMarks?
    /// Constraints the verdict found to be the framework's own although their views are plain
    /// public classes (a `UILabel` inside SpringBoard's Spotlight header): drawn as a system
    /// view's, as the verdict and the text report say, not as the developer's.
    let frameworkOwnedConstraintIDs: Set<String>

    init(system: ConstraintSystem, diagnosis: Diagnosis, axes: Set<Axis>, drawnConstraintIDs: Set<String>) {
        brokenConstraintID = system.brokenConstraint
        frameworkOwnedConstraintIDs = Set(diagnosis.verdict.systemConstraintIDs)
        framework = ModelWording.layoutFramework(system.platform)
        crossAxisConstraintIDs = Set(diagnosis.dependencyGraph.crossAxisConstraintIDs)
        for (index, conflict) in diagnosis.conflicts.enumerated() where !axes.isDisjoint(with: conflict.axes) {
            let number = index + 1
            for id in conflict.constraintIDs where drawnConstraintIDs.contains(id) {
                if conflictNumbers[id]?.contains(number) != true { conflictNumbers[id, default: []].append(number) }
            }
            for row in conflict.implicit where axes.contains(row.axis) && system.item(row.item) != nil {
                addImplicit(row, number: number, in: system)
            }
        }
        if let fix = diagnosis.fixes.first { mark(fix, in: system) }
        for item in diagnosis.ambiguousItems where axes.contains(item.axis) && (item.positionIsFree || item.sizeIsFree) {
            freedom[item.item, default: []].append(item)
        }
    }

    private mutating func addImplicit(_ row: ImplicitRow, number: Int, in system: ConstraintSystem) {
        let text = Self.ownTerms(row, itemName: system.displayName(of: row.item))
        if let existing = implicitLoops.firstIndex(where: { $0.item == row.item && $0.text == text }) {
            if !implicitLoops[existing].conflictNumbers.contains(number) {
                implicitLoops[existing].conflictNumbers.append(number)
            }
        } else {
            implicitLoops.append(ImplicitLoop(item: row.item, text: text, conflictNumbers: [number]))
        }
    }

    /// `Title's height ≥ 0` and `the height of Label 'Hi' ≥ 0` lose the item's name, which the
    /// loop's node already shows.
    static func ownTerms(_ row: ImplicitRow, itemName: String) -> String {
        let description = row.description
        let prefix = itemName + "'s "
        if description.hasPrefix(prefix) { return String(description.dropFirst(prefix.count)) }
        let ofName = " of " + itemName + " "
        if description.hasPrefix("the "), let range = description.range(of: ofName) {
            return String(description[description.index(description.startIndex, offsetBy: 4)..<range.lowerBound])
                + " " + description[range.upperBound...]
        }
        return description
    }

    private mutating func mark(_ fix: Fix, in system: ConstraintSystem) {
        switch fix.action {
        case .lowerPriority, .changePriority:
            if let id = fix.constraintID, let priority = fix.priority {
                constraintFixes[id] = "fix: priority \(NumberText.priority(priority))"
            }
            for lowered in fix.alsoLowered {
                constraintFixes[lowered.constraintID] = "fix: priority \(NumberText.priority(lowered.priority))"
            }
        case .deleteDuplicate:
            if let id = fix.constraintID { constraintFixes[id] = "fix: delete (a duplicate)" }
        case .disableAutoresizingMask:
            for item in fix.items { itemFixes[item] = "fix: translatesAutoresizingMaskIntoConstraints = false" }
        case .replacePrototypeConstraints:
            for item in fix.items { itemFixes[item] = "fix: give it constraints in Interface Builder" }
        case .addConstraint:
            if let item = fix.item { itemFixes[item] = "fix: add " + (fix.constraintText ?? "a constraint") }
        case .reverseRelation:
            if let id = fix.constraintID { constraintFixes[id] = "fix: " + (fix.constraintText ?? "reverse the relation") }
        case .adjustStackView:
            if let item = fix.item { itemFixes[item] = "fix: " + (fix.constraintText ?? "spacing 0 while hidden") }
        }
    }

    func isInConflict(_ constraintID: String) -> Bool { conflictNumbers[constraintID] != nil }

    /// "free: position", "free: size" or "free: position and size"; on both axes' view, each
    /// axis named: "free: horizontal position, vertical size".
    static func freedomText(_ items: [AmbiguousItem], namingAxes: Bool = false) -> String {
        let parts = items.map { item in
            let what: String
            switch (item.positionIsFree, item.sizeIsFree) {
            case (true, true): what = "position and size"
            case (true, false): what = "position"
            default: what = "size"
            }
            return namingAxes ? "\(item.axis.rawValue) \(what)" : what
        }
        return "free: " + parts.joined(separator: ", ")
    }

    /// Every conflict number shown on this axis, in order.
    var shownConflictNumbers: [Int] {
        Set(conflictNumbers.values.flatMap { $0 } + implicitLoops.flatMap(\.conflictNumbers)).sorted()
    }
}
