import ConstraintModel
import LayoutMath

/// The standard remedies an experienced engineer reaches for before lowering a priority, each
/// re-solved before it is offered:
/// - a container created with a zero frame (its autoresizing constraints say width or height 0):
///   turn the translation off and give it the size its content needs, computed by the solver;
/// - a hidden arranged subview that is itself a stack view: its spacing cannot collapse, so set
///   the inner stack's spacing to 0 while hidden (or hide its arranged subviews too).
struct StructuralFixes {
    let problem: LayoutProblem
    let narration: Narration
    let systemOwned: Set<Int>

    func fixes(in conflicts: [FoundConflict]) -> [VerifiedFix] {
        let indices = Set(conflicts.flatMap(\.rows).compactMap { problem.rows[$0].origin.constraintIndex }).sorted()
        return zeroSizeContainers(indices) + hiddenNestedStacks(indices)
    }

    private func rows(where include: (LayoutConstraint) -> Bool) -> Set<Int> {
        Set(problem.rows.indices.filter { row in
            guard let index = problem.rows[row].origin.constraintIndex else { return false }
            return include(problem.system.constraints[index])
        })
    }

    /// Autoresizing sizes: a flexible size that the conflict drives below what the view needs
    /// (first: a size that goes negative is the plainest cause), a container's zero frame, or the
    /// developer's own container placed by its frame.
    private func zeroSizeContainers(_ indices: [Int]) -> [VerifiedFix] {
        var flexible: [VerifiedFix] = []
        var framed: [VerifiedFix] = []
        var seen: Set<String> = []
        for index in indices where !systemOwned.contains(index) {
            let mask = problem.system.constraints[index]
            // A flexible size follows the superview's, minus what the frame lacked when the view was
            // added (`width == superview.width - 320`): the developer's view created too small.
            let relative = isRelativeToSuperview(mask)
            guard mask.origin == .autoresizingMask, mask.second == nil || relative, let constant = mask.constant?.value,
                relative
                    ? constant < 0 && Self.isDevelopersOwnClass(problem.system.item(mask.first.item)?.className)
                    : constant == 0 || Self.isDevelopersOwnClass(problem.system.item(mask.first.item)?.className),
                let attribute = mask.first.attribute.standard, attribute.isSize, let axis = attribute.axis,
                let item = problem.itemIndex[mask.first.item], !seen.contains(mask.first.item),
                // A flexible size needs no content in the log to be wrong: in the conflict it goes below 0.
                relative || problem.parentOf.values.contains(item),
                relative || constant == 0 || !isSizedByItsWindow(item, length: constant)
            else { continue }
            seen.insert(mask.first.item)
            let generated = rows { $0.origin == .autoresizingMask && $0.first.item == mask.first.item }
            let selection = RowSelection(excluded: generated)
            guard LayoutSolver.solve(problem, selection: selection, full: false).isFeasible,
                let size = problem.existingVariable(VariableKey(item: item, axis: axis, role: .size))
            else { continue }
            let range = RangeFinder.range(of: SparseVector(terms: [(size, 1)]), in: problem, selection: selection)
            // The least size the view's constraints leave it, when they need more than nothing.
            let needed = range?.lower.flatMap { $0.signum > 0 ? $0 : nil }
            if !relative {
                guard let needed, needed.doubleValue > constant else { continue }
            }
            let zero = constant == 0
            let name = narration.itemName(item)
            let word = axis == .horizontal ? "width" : "height"
            let text = needed.map { "\(mask.first.item == problem.system.items[item].id ? name : mask.first.item).\(word) == \($0.formatted())" }
            // The layout this fix gives: the translation off and the size it names.
            let pinned = needed.map {
                LayoutRow(coefficients: SparseVector(terms: [(size, 1)]), relation: .equal, rhs: $0, priority: .required, origin: .suggestion)
            }
            let lost = "\(name) loses its \(generated.count) autoresizing constraint\(generated.count == 1 ? "" : "s")"
            let fix = VerifiedFix(
                layout: FixLayout(selection: selection, addedRows: pinned.map { [$0] } ?? []),
                fix: Fix(
                    action: .disableAutoresizingMask, constraintID: nil, item: mask.first.item, priority: nil, alsoLowered: [],
                    consequence: needed.map {
                        "\(lost); at \(word) \($0.formatted()) (the least its content needs, found by solving without them) every constraint holds."
                    } ?? "\(lost); every constraint holds, and its \(word) is then for your own constraints to set (none in the log needs more than 0).",
                    rationale: relative
                        ? needed == nil
                            ? "\(name) is your view, sized by its autoresizing mask: its \(word) follows its superview's, \(LayoutNumber.format(-constant)) pt less (what its frame lacked when it was added), which is below 0 here (a superview shorter than \(LayoutNumber.format(-constant)) pt, as on a smaller screen); take the flexible \(word) out of its mask (a fixed \(word)) or turn the translation off and pin it with constraints"
                            : "\(name) is your view, sized by its autoresizing mask: its \(word) follows its superview's, \(LayoutNumber.format(-constant)) pt less (what its frame lacked when it was added), and its content does not fit that; turn the translation off and pin it with constraints (or create it with the frame it will have)"
                        : zero
                        ? "\(name) was created with a zero frame, and translatesAutoresizingMaskIntoConstraints turned that frame into a \(word) of 0; give it the \(word) its content needs (or create it with that frame) instead of a placeholder"
                        : "\(name) is your view, placed by its frame: translatesAutoresizingMaskIntoConstraints turned its \(word) of \(LayoutNumber.format(constant)) into a constraint its content does not fit; turn the translation off and give it the \(word) its content needs (and constraints for its position)",
                    constraintText: text, isVerified: true))
            if relative { flexible.append(fix) } else { framed.append(fix) }
        }
        return flexible + framed
    }

    /// A log's root view exactly as long as a screen of the platform (an iOS 6 view controller's
    /// view, 480 tall): its window gave it that frame, and re-sizing it is not the fix.
    private func isSizedByItsWindow(_ item: Int, length: Double) -> Bool {
        problem.parentOf[item] == nil && KnownIssueCatalogue.standard.isWindowLength(length, on: problem.system.platform)
    }

    /// An autoresizing size that follows the same size of another view, which for a mask is always
    /// the superview (`h=-&-`: `View.width == Superview.width - 320`; logs rarely say whose subview it is).
    private func isRelativeToSuperview(_ mask: LayoutConstraint) -> Bool {
        guard mask.origin == .autoresizingMask, let second = mask.second, mask.multiplier.value == 1,
            second.item != mask.first.item, second.attribute == mask.first.attribute, mask.first.attribute.standard?.isSize == true
        else { return false }
        return true
    }

    /// A class the developer wrote: module-qualified (`Banner.PromoView`) or outside the
    /// framework prefixes.
    static func isDevelopersOwnClass(_ name: String?) -> Bool {
        guard let name, !name.isEmpty else { return false }
        if name.contains(".") { return !name.hasPrefix("SwiftUI.") && !name.hasPrefix("UIKit.") }
        return !(name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("_"))
    }

    private func hiddenNestedStacks(_ indices: [Int]) -> [VerifiedFix] {
        var fixes: [VerifiedFix] = []
        for index in indices {
            let hiding = problem.system.constraints[index]
            guard hiding.identifier == "UISV-hiding", !systemOwned.contains(index) else { continue }
            let stack = hiding.first.item
            // The hidden view's own stack constraints in the conflict: spacing between its arranged
            // subviews (logs rarely print whose subviews they are, so the conflict decides).
            let spacingIDs = Set(indices.map { problem.system.constraints[$0] }.filter { constraint in
                constraint.identifier == "UISV-spacing" && !constraint.itemIDs.contains(stack)
            }.map(\.id))
            let spacing = rows { spacingIDs.contains($0.id) }
            guard !spacing.isEmpty else { continue }
            let result = LayoutSolver.solve(problem, selection: RowSelection(excluded: spacing), full: false)
            guard result.isFeasible else { continue }
            let name = problem.system.displayName(of: stack)
            fixes.append(VerifiedFix(
                layout: FixLayout(selection: RowSelection(excluded: spacing), addedRows: []),
                fix: Fix(
                    action: .adjustStackView, constraintID: nil, item: stack, priority: nil, alsoLowered: [],
                    consequence: "with \(name)'s spacing at 0 while it is hidden, its arranged subviews can collapse to 0 with it; nothing else changes.",
                    rationale: "\(name) is a stack view hidden inside another stack view: UISV-hiding makes it 0 tall, but its own spacing (UISV-spacing) cannot shrink. Set its spacing to 0 when you hide it (and back when you show it), or hide its arranged subviews as well",
                    constraintText: "\(name).spacing = 0 while hidden", isVerified: true)))
        }
        return fixes
    }
}

/// The layout a fix gives once applied: which rows it leaves out or re-prioritises and which it
/// adds, so the report's solved frames can be those of the fix it shows first.
struct FixLayout {
    var selection: RowSelection
    var addedRows: [LayoutRow]
}

/// A fix with the layout that verified it.
struct VerifiedFix {
    var layout: FixLayout
    var fix: Fix
}
