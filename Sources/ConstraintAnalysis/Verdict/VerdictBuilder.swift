import ConstraintModel
import LayoutMath

/// Decides the verdict of a system from what the analysis found: who owns the lead conflict,
/// what kind of problem it is, and one headline sentence in the developer's terms.
struct VerdictBuilder {
    let system: ConstraintSystem
    let ownership: ConstraintOwnership
    /// What a damaged paste left undecided, with its line.
    let undecided: [String]

    private var framework: String { system.platform == .macOS ? "AppKit" : "UIKit" }

    func verdict(for diagnosis: Diagnosis) -> Verdict {
        guard let lead = diagnosis.conflicts.first else { return withoutConflict(diagnosis) }
        // Constraint ids to indices once (the first constraint with an id wins, as a search from
        // the start would find it): a chain's conflict holds all of its constraints, and a search
        // per id made the verdict quadratic (74 % of gen.py chain 10,000).
        let positions = Dictionary(system.constraints.indices.map { (system.constraints[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        let index = { (id: String) in positions[id] }
        let indices = Set(diagnosis.conflicts.flatMap(\.constraintIDs).compactMap(index))
        let sides = indices.map(ownership.side(of:))
        let systemIDs = indices.filter { ownership.side(of: $0) == .system }.sorted().map { system.constraints[$0].id }
        let owner: VerdictOwner =
            !sides.contains(.system) ? .developer : sides.contains(.developer) ? .mixed : .system
        let leadIndices = lead.constraintIDs.compactMap(index)
        var verdict = Verdict(
            owner: owner, kind: .other, headline: "", knownIssue: ownership.entry?.knownIssue, undecided: undecided,
            systemConstraintIDs: systemIDs)
        if owner == .system {
            verdict.kind = ownership.entry?.kind ?? .systemBug
            if let process = processOnly {
                verdict.headline = "\(process) logged it, not your app — a conflict among the constraints of \(process)'s own views."
                return verdict
            }
            let what = ownership.entry.map { "\($0.title) — " } ?? ""
            verdict.headline = "\(what)a conflict among \(framework)'s own constraints, inside its private views."
            // The frame of a public view around the private ones is whoever created it's: say so.
            // (A catalogue entry's workaround says what to do with such a frame itself: a table
            // cell's, say, is the table's to set.)
            if ownership.entry == nil, let frame = squeezingFrame(leadIndices) {
                let view = name(frame.first.item)
                verdict.headline = "A conflict among \(framework)'s own constraints inside \(view), which its frame makes \(valueText(frame)) \(attributeWord(frame) == "width" ? "wide" : "tall") (\(frame.id), its autoresizing mask; off by \(Self.points(lead.overBy.doubleValue)) pt): no constraint of yours to change, but if your code creates \(view), give it a frame its content fits, or let it resize with its superview."
            }
            return verdict
        }
        (verdict.kind, verdict.headline) = classify(leadIndices, lead: lead, all: indices, firstFix: diagnosis.fixes.first)
        if owner == .mixed {
            verdict.headline += " Some of the constraints are \(framework)'s own; only yours can change."
        }
        // A cut that left only plain framework views: nothing says they are the developer's.
        if owner == .developer, let line = hidingCutLine, onlyPlainFrameworkViews(in: indices) {
            verdict.ownerUndecided = true
            verdict.undecided.append(
                "line \(line): who owns these views: the paste is cut, and every view it shows is one of the plain \(framework) classes (\(system.platform == .macOS ? "NSView, NSTextField" : "UIView, UILabel"), …) that \(framework)'s own sheets, bars and keyboards are built from too; the part that would tell is missing, so check that your code creates these views before changing anything.")
        }
        return verdict
    }

    /// In a conflict that is otherwise the framework's, the autoresizing constant size of a public
    /// view (an `NSTextView` 2 wide) that the verdict does not count as the framework's.
    private func squeezingFrame(_ lead: [Int]) -> LayoutConstraint? {
        lead.map { system.constraints[$0] }.enumerated().first { offset, constraint in
            constraint.origin == .autoresizingMask && ownership.side(of: lead[offset]) == .generated && constraint.second == nil
                && constraint.constant != nil && constraint.first.attribute.standard?.isSize == true
        }?.element
    }

    /// The line of the first cut that hides constraints of the conflict, if the paste has one.
    private var hidingCutLine: Int? {
        system.diagnostics.first { PasteDamage.codes[$0.code] != nil && !PasteDamage.brokenConstraintOnly.contains($0.code) }?.line
    }

    /// Whether every view the constraints relate is a public framework class with no module
    /// (`UIView`, `UILabel`, `UITableViewCellContentView`): no class of the app's, and none the
    /// log prints only by a name.
    private func onlyPlainFrameworkViews(in indices: Set<Int>) -> Bool {
        let catalogue = KnownIssueCatalogue.standard
        var views = 0
        for index in indices {
            for id in system.constraints[index].itemIDs {
                guard let item = system.item(id), !item.kind.isGuide else { continue }
                guard let name = item.className, !name.contains("."), name.hasPrefix("UI") || name.hasPrefix("NS"),
                    !catalogue.developerPlacedClassPrefixes.contains(where: { name.hasPrefix($0) })
                else { return false }
                views += 1
            }
        }
        return views > 0
    }

    private func name(_ item: String) -> String { system.displayName(of: item) }

    /// The system process that printed the log, when only its name (no catalogue entry of the
    /// views themselves) makes the conflict the system's.
    private var processOnly: String? {
        guard ownership.loggedBySystemProcess, let entry = ownership.entry, entry.recognise.processes?.isEmpty == false,
            let process = system.source.process
        else { return nil }
        return process
    }

    /// The items a constraint places: all of them, except one that is only the superview of
    /// another item in it (`View.top = Superview.top + 8` places View).
    private func placedItems(by constraint: LayoutConstraint) -> [String] {
        let items = constraint.itemIDs
        guard items.count > 1 else { return items }
        return items.filter { item in !items.contains { other in other != item && system.item(other)?.superviewID == item } }
    }

    private func withoutConflict(_ diagnosis: Diagnosis) -> Verdict {
        // A cut that leaves only the broken constraint unknown (the list closed) hides nothing
        // the list says: what it says is decided below, with the cut still named.
        if !undecided.isEmpty, PasteDamage.hidesConstraints(in: system) {
            if let known = knownSystemIssueInCutPaste() { return known }
            return Verdict(
                owner: .developer, kind: .truncated,
                headline: "The paste is damaged, so the conflict \(framework) reported cannot be decided from it: \(undecided[0])"
                    + (diagnosis.missingContext.first.map { " \($0.description)" } ?? ""),
                undecided: undecided)
        }
        if diagnosis.isPartialSystem && !system.constraints.isEmpty && system.format == .consoleLog {
            let why = diagnosis.missingContext.first.map { " \($0.description)" } ?? ""
            // What the log cannot prove, it can still show: a view placed both by its frame
            // (autoresizing) and by the developer's constraints is the classic cause.
            let views = translatedAndPinned()
            if !views.isEmpty {
                let listed = views.map { "\(name($0.view)) (\($0.masks); placed by \($0.pins))" }
                let one = views.count == 1
                let names = views.map { name($0.view) }.joined(separator: " and ")
                return Verdict(
                    owner: .developer, kind: .autoresizingMask,
                    headline: "As printed, these constraints can all hold (\(framework) saw a value the log does not show), but \(listed.joined(separator: " and ")) still \(one ? "has" : "have") translatesAutoresizingMaskIntoConstraints on while your constraints also place \(one ? "it" : "them"): turn the translation off on \(names).\(why)",
                    undecided: undecided)
            }
            // Constraints that fix the same lengths twice hold as printed only exactly: a fraction
            // of a point the description rounds away (or a size it does not print) breaks them,
            // and dropping one is what ends the message.
            if let exact = diagnosis.redundancies.first(where: { $0.kind == .implied || $0.kind == .consistentOnlyAtThisSize }) {
                return Verdict(
                    owner: .developer, kind: .other,
                    headline: "As printed, these constraints hold only exactly: \(exact.description) They fix the same lengths twice, so a fraction of a point that the log rounds away or does not print is enough for \(framework) to find them in conflict.\(why)",
                    undecided: undecided)
            }
            return Verdict(
                owner: .developer, kind: .other,
                headline: "As printed, these constraints can all hold: \(framework) saw a value the log does not show.\(why)",
                undecided: undecided)
        }
        if !diagnosis.ambiguities.isEmpty && !diagnosis.isPartialSystem {
            let count = diagnosis.ambiguities.count
            let motions = "\(count) free motion\(count == 1 ? "" : "s") (\(diagnosis.ambiguities[0].description))"
            if let placeholders = placeholdersHolding(diagnosis.ambiguities) {
                // What Xcode shows is not what runs: the developer sees a determined scene, and
                // the code that replaces the placeholder is where the missing constraint belongs.
                let named = placeholders.count == 1
                    ? "the placeholder constraint \(placeholders[0])" : "the placeholder constraints \(placeholders.joined(separator: ", "))"
                return Verdict(
                    owner: .developer, kind: .other,
                    headline: "No conflict. In Interface Builder \(named) (\"Remove at build time\") \(placeholders.count == 1 ? "holds" : "hold") this layout, but at run time it is ambiguous until your code adds \(placeholders.count == 1 ? "its replacement" : "their replacements"): \(motions)")
            }
            return Verdict(
                owner: .developer, kind: .other,
                headline: "No conflict, but the layout is ambiguous: \(motions)")
        }
        // A self-sizing cell its content leaves 0 high is shown at UIKit's standard height instead.
        if let zero = diagnosis.notes.first(where: { $0.code == ZeroHeightCell.code }) {
            let cell = system.items.first { $0.isRoot && LayoutProblem.selfSizingContentClasses.contains($0.className ?? "") }?.displayName ?? "the content view"
            return Verdict(
                owner: .developer, kind: .selfSizingCell,
                headline: "No conflict, but nothing gives the cell a height: its constraints leave \(cell) 0 high (line \(zero.line)), so UIKit logs that they \"ambiguously suggest a height of zero\" and shows the row at the standard 44 points; pin the content's top and bottom to \(cell).")
        }
        // A whole layout whose free motions were all looked for and none found: say so, since
        // "determined" is what the developer of a whole screen wants to hear, not only "no conflict".
        let layoutWasAnalysed = !diagnosis.partialAnalyses.contains { $0.phase == "layout" || $0.phase == Diagnosis.skippedPhase }
        if !diagnosis.isPartialSystem, layoutWasAnalysed, !system.constraints.isEmpty,
            diagnosis.degreesOfFreedom.values.allSatisfy({ $0 == 0 }) {
            // A root nothing sizes was taken at its host's size (`HostSize`): the verdict holds there.
            let atHostSize = diagnosis.notes.contains { $0.code == "host-size" }
            return Verdict(
                owner: .developer, kind: .other,
                headline: atHostSize
                    ? "No conflict, and at the size its host gives the root the layout is fully determined: every frame follows from the constraints."
                    : "No conflict, and the layout is fully determined: every frame follows from the constraints.")
        }
        return Verdict(owner: .developer, kind: .other, headline: "No conflict: the required constraints can all hold.")
    }

    /// The developer's views that both translate their autoresizing mask and are placed by the
    /// developer's own constraints on the same axis: each view's id, its mask constraints' ids and
    /// the pinning constraints' ids, as text.
    private func translatedAndPinned() -> [(view: String, masks: String, pins: String)] {
        let constraints = system.constraints
        var found: [(view: String, masks: String, pins: String)] = []
        for (index, mask) in constraints.enumerated() where mask.origin == .autoresizingMask && ownership.side(of: index) != .system {
            let view = mask.first.item
            guard !constraints.indices.contains(where: { $0 < index && constraints[$0].origin == .autoresizingMask && constraints[$0].first.item == view }),
                let axis = mask.first.attribute.standard?.axis
            else { continue }
            let masks = constraints.filter { $0.origin == .autoresizingMask && $0.first.item == view }.map(\.id)
            let pins = constraints.indices.filter { other in
                constraints[other].origin == .developer && ownership.side(of: other) == .developer
                    && constraints[other].first.attribute.standard?.axis == axis && placedItems(by: constraints[other]).contains(view)
            }.map { constraints[$0].id }
            guard !pins.isEmpty else { continue }
            found.append((view, masks.joined(separator: ", "), pins.joined(separator: ", ")))
        }
        return found
    }

    /// A cut paste whose every constraint is the framework's own (or made by it from its own
    /// views' settings) and that a catalogue entry owned by the framework recognises: the known
    /// issue is named even though the conflict itself cannot be decided, since nothing in it could
    /// be the developer's either way.
    private func knownSystemIssueInCutPaste() -> Verdict? {
        guard let entry = ownership.entry, entry.owner == .system, !system.constraints.isEmpty else { return nil }
        let sides = system.constraints.indices.map(ownership.side(of:))
        guard !sides.contains(.developer), sides.contains(.system) else { return nil }
        let systemIDs = system.constraints.indices.filter { ownership.side(of: $0) == .system }.map { system.constraints[$0].id }
        return Verdict(
            owner: .system, kind: entry.kind,
            headline: processOnly.map { "\($0) logged it, not your app — the paste is cut, but every constraint it shows belongs to \($0)'s own views." }
                ?? "\(entry.title) — the paste is cut, but every constraint it shows is \(framework)'s own, inside its private views.",
            knownIssue: entry.knownIssue, undecided: undecided, systemConstraintIDs: systemIDs)
    }

    /// The IB ids of the placeholder constraints that hold the scene's motions, when every motion
    /// is held by one (Xcode checks the scene with them); nil otherwise. A priority tie is never
    /// a placeholder's: Xcode reports it.
    private func placeholdersHolding(_ ambiguities: [Ambiguity]) -> [String]? {
        guard let scene = system.scene, !scene.placeholderHolds.isEmpty else { return nil }
        var ids: [String] = []
        for ambiguity in ambiguities {
            let moved = Set(ambiguity.items.compactMap { system.item($0)?.sourceID })
            guard ambiguity.kind != .priorityTie, let hold = scene.placeholderHold(holdingAnyOf: moved, axis: ambiguity.axis) else { return nil }
            if !ids.contains(hold.constraintSourceID) { ids.append(hold.constraintSourceID) }
        }
        return ids
    }

    /// The anchor two retargeted constraints share, and the view whose anchors differ.
    static func sharedAnchor(_ a: LayoutConstraint, _ b: LayoutConstraint) -> (Anchor, String) {
        let anchors = [a.first] + (a.second.map { [$0] } ?? [])
        let shared = anchors.first { $0 == b.first || $0 == b.second } ?? a.first
        let other = anchors.first { $0 != shared }?.item ?? a.first.item
        return (shared, other)
    }

    /// The kind of a conflict the developer owns, and its headline. Order matters: the most
    /// specific remedy wins (a duplicate before a cell size, a hidden stack view before spacing).
    private func classify(_ lead: [Int], lead conflict: Conflict, all: Set<Int>, firstFix fix: Fix?) -> (VerdictKind, String) {
        let firstFix = fix?.constraintID
        let constraints = system.constraints
        let over = conflict.overBy.isZero ? "" : " (off by \(Self.points(conflict.overBy.doubleValue)) pt)"
        let used = lead.map { constraints[$0] }
        let developer = lead.filter { ownership.side(of: $0) == .developer }
        if let (a, b) = DuplicateFixes.duplicatesWithDifferentConstants(among: developer, in: constraints).first {
            return (.duplicate, "The same constraint is created twice with different constants (\(constraints[a].id) and \(constraints[b].id)): they cannot both hold\(over).")
        }
        if let pair = DuplicateFixes.retargeted(among: developer, in: system).first {
            let (a, b) = (min(pair.0, pair.1), max(pair.0, pair.1))
            let (placed, _) = Self.sharedAnchor(constraints[a], constraints[b])
            return (.duplicate, "\(constraints[a].id) and \(constraints[b].id) both place \(name(placed.item))'s \(placed.attribute.standard?.rawValue ?? "same") anchor, against two different anchors of the same view: one is left over from an earlier position\(over).")
        }
        // The verified first fix reads a cap on a gap as the minimum it was meant to be: say that,
        // since the numbers of the conflict are all as the developer wrote them.
        if fix?.action == .reverseRelation, let id = firstFix, let swapped = used.first(where: { $0.id == id }),
            let gap = CappedGap(swapped, system: system)
        {
            return (.swappedRelation, "\(swapped.id) allows at most \(Self.points(gap.cap)) pt between \(name(gap.earlier)) and \(name(gap.later)), but the rest of the layout holds them further apart: its \(swapped.relation == .lessThanOrEqual ? "≤" : "≥") looks swapped\(over).")
        }
        if let hiding = used.first(where: { $0.identifier == "UISV-hiding" }) {
            let nested = used.contains { $0.origin == .stackView && $0.identifier != "UISV-hiding" && $0.first.item != hiding.first.item }
            if nested || !used.contains(where: { $0.origin == .developer }) {
                return (.stackViewHiding, "\(name(hiding.first.item)) is hidden in its stack view (UISV-hiding makes it 0), but the spacing and views inside it still need room\(over).")
            }
            return (.stackViewHiding, "\(name(hiding.first.item)) is hidden in its stack view (UISV-hiding makes it 0), but your constraints inside it still need room\(over).")
        }
        if let ratio = used.first(where: isAspectRatio) {
            let value = Self.ratio(ratio.multiplier.value)
            return (.aspectRatio, "The aspect ratio of \(name(ratio.first.item)) (\(ratio.id): \(value)) does not fit the size its other constraints give it\(over).")
        }
        // The views the developer's constraints place: a view only pinned to as its subviews'
        // superview is not fought over by its own frame.
        let developerItems = Set(used.filter { $0.origin == .developer }.flatMap(placedItems))
        let masks = lead.filter { constraints[$0].origin == .autoresizingMask && ownership.side(of: $0) != .system }.map { constraints[$0] }
        // The view whose translation the first fix turns off is the one the headline names.
        let translatedByFix = fix?.action == .disableAutoresizingMask ? fix?.item : nil
        if let mask = masks.first(where: { translatedByFix != nil && $0.first.item == translatedByFix })
            ?? masks.first(where: { developerItems.contains($0.first.item) }) ?? masks.first(where: isZeroSize)
        {
            if isZeroSize(mask) {
                // The view's own size constraint against its zero frame: nothing inside it is involved.
                if let own = ownSize(of: mask, among: used) {
                    return (.zeroSizeContainer, "\(name(mask.first.item)) keeps the zero frame it was created with (translatesAutoresizingMaskIntoConstraints), so its \(attributeWord(mask)) is 0, but \(own.id) \(own.relation == .greaterThanOrEqual ? "asks for at least" : "sets it to") \(valueText(own))\(over).")
                }
                // Its size as a fraction of another view's (`width == 0.9 × contentView.width`):
                // again nothing inside it is involved.
                if let relative = relativeSize(of: mask, among: used), let other = relative.second {
                    return (.zeroSizeContainer, "\(name(mask.first.item)) keeps the zero frame it was created with (translatesAutoresizingMaskIntoConstraints), so its \(attributeWord(mask)) is 0, but \(relative.id) makes it \(LayoutNumber.format(relative.multiplier.value)) × \(name(other.item))'s \(attributeWord(relative))\(over).")
                }
                return (.zeroSizeContainer, "\(name(mask.first.item)) keeps the zero frame it was created with (translatesAutoresizingMaskIntoConstraints), but the views inside it need room\(over).")
            }
            // A flexible size (`h=-&-`: `height == superview.height - 400`) fights no constraint of
            // the view's own: its superview is too small for what the mask subtracts.
            if let second = mask.second, second.item != mask.first.item, second.attribute == mask.first.attribute,
                mask.first.attribute.standard?.isSize == true, mask.multiplier.value == 1, let constant = mask.constant?.value, constant < 0 {
                return (.autoresizingMask, "\(name(mask.first.item))'s \(attributeWord(mask)) follows its superview's, \(LayoutNumber.format(-constant)) pt less (a flexible \(attributeWord(mask)) in its autoresizing mask), which leaves it less than it needs here\(over).")
            }
            return (.autoresizingMask, "\(name(mask.first.item)) still has translatesAutoresizingMaskIntoConstraints on: its frame became constraints that fight the ones written for it\(over).")
        }
        if let size = used.first(where: { $0.origin == .encapsulatedLayout && SelfSizing.sizesItself($0, in: system) }) {
            if isZeroSize(size) {
                return (.zeroSizeContainer, "\(name(size.first.item)) is given a \(attributeWord(size)) of 0 (\(size.identifier ?? "encapsulated layout")), but the views inside it need room\(over).")
            }
            return (.selfSizingCell, "The content of \(name(size.first.item)) does not fit the \(valueText(size))-pt \(attributeWord(size)) its container gives it (\(size.identifier ?? "encapsulated layout"))\(over).")
        }
        if let fitting = used.first(where: { $0.origin == .temporaryFittingSize }) {
            return (.temporaryFittingSize, "While measuring \(name(fitting.first.item)), \(framework) gives it a temporary \(attributeWord(fitting)) of \(valueText(fitting)) (\(fitting.identifier ?? "fitting size")), and required constraints need more\(over).")
        }
        if used.contains(where: { usesKeyboard($0) }) {
            return (.keyboard, "Constraints tied to the keyboard's layout guide fight constraints that cannot move with it\(over).")
        }
        if let stack = used.first(where: { $0.origin == .stackView }) {
            return (.stackViewSpacing, "The stack view's spacing and arrangement (\(stack.identifier ?? "UISV")) do not fit the size the stack view is given\(over).")
        }
        // iOS 7–10's topLayoutGuide/bottomLayoutGuide (`_UILayoutGuide`): its length is the bars'
        // height, which the developer's constraints assumed to be another.
        if let length = used.first(where: { $0.second == nil && $0.first.attribute.standard?.isSize == true && system.item($0.first.item)?.kind == .legacyLayoutGuide }) {
            let isBottom = isPinnedToSuperviewBottom(length.first.item)
            let bars = isBottom ? "a tab bar or a toolbar below the view" : "the status bar and a navigation bar above the view"
            return (.margins, "The view controller's \(isBottom ? "bottomLayoutGuide" : "topLayoutGuide") is \(valueText(length)) pt tall here (\(length.id): as tall as \(bars), so it changes with the device, the orientation and the presentation), but the constraints that use it assume another height\(over).")
        }
        if used.contains(where: { $0.origin == .layoutGuide || usesMarginsOrSafeArea($0) }) {
            return (.margins, "The layout margins or safe area leave less room than the constraints need\(over).")
        }
        // A size that follows another view's, capped by a limit on the same size: the first fix
        // lets the proportion yield (`FixCandidates`' rule), so the headline names both.
        if let id = firstFix, let follower = used.first(where: { $0.id == id }), let second = follower.second,
            follower.origin == .developer, follower.relation == .equal, second.item != follower.first.item,
            let attribute = follower.first.attribute.standard, attribute.isSize, second.attribute.standard?.isSize == true,
            let limit = used.first(where: {
                $0.origin == .developer && $0.second == nil && $0.relation != .equal && $0.first.item == follower.first.item
                    && $0.first.attribute.standard == attribute
            })
        {
            let word = attributeWord(follower)
            return (.fixedSizeVsContainer, "The \(word) of \(name(follower.first.item)) follows \(name(second.item))'s (\(follower.id)) past its \(limit.relation == .lessThanOrEqual ? "maximum" : "minimum") \(word) (\(limit.id): \(limit.relation == .lessThanOrEqual ? "≤" : "≥") \(valueText(limit)))\(over).")
        }
        let fixedSizes = used.filter { $0.origin == .developer && $0.second == nil && $0.first.attribute.standard?.isSize == true }
        // A size the presenter sets (a view controller's root, a keyboard extension's input view):
        // say who sets it, and which of the developer's sizes asks for another.
        if let given = used.first(where: {
            $0.origin == .encapsulatedLayout && $0.second == nil && !SelfSizing.sizesItself($0, in: system) && $0.constant != nil
        }) {
            let word = attributeWord(given)
            let own = ownSize(of: given, among: used).map { " \($0.id) \($0.relation == .equal ? "sets it to" : $0.relation == .greaterThanOrEqual ? "asks for at least" : "allows at most") \(valueText($0))" }
            let axis = given.first.attribute.standard?.axis
            let across = fixedSizes.filter { $0.first.item != given.first.item && $0.first.attribute.standard?.axis == axis }
            // The first fix drops the pin at the far edge of a view its fixed size and near pin
            // place already (a banner 50 tall pinned 20 from the top): the headline says so, the
            // same story as the fix, instead of blaming the size the fix keeps.
            if own == nil, let axis, let farPin = used.first(where: { $0.id == firstFix && $0.origin == .developer }),
                let fixed = across.first(where: { $0.relation == .equal && RuleContext.placesEdge(of: $0.first.item, axis: axis, far: true, farPin) }),
                !RuleContext.placesEdge(of: fixed.first.item, axis: axis, far: false, farPin),
                let nearPin = used.first(where: { $0.origin == .developer && RuleContext.placesEdge(of: fixed.first.item, axis: axis, far: false, $0) })
            {
                let near = axis == .horizontal ? "leading edge" : "top"
                let far = axis == .horizontal ? "trailing edge" : "bottom edge"
                return (.fixedSizeVsContainer, "\(name(fixed.first.item)) has a fixed \(word) (\(fixed.id), \(valueText(fixed)) pt) and its \(near) is pinned (\(nearPin.id)), which place it already: the pin of its \(far) (\(farPin.id)) cannot also hold in the \(valueText(given))-pt \(word) \(name(given.first.item)) is given by the view or controller that hosts it (\(given.identifier ?? "encapsulated layout"))\(over).")
            }
            if own == nil, let fixed = across.first(where: { $0.id == firstFix }) ?? across.first {
                let adjective = fixed.relation == .equal ? "fixed" : fixed.relation == .greaterThanOrEqual ? "minimum" : "maximum"
                return (.fixedSizeVsContainer, "The \(adjective) \(word) of \(name(fixed.first.item)) (\(fixed.id)) does not fit the \(valueText(given))-pt \(word) \(name(given.first.item)) is given by the view or controller that hosts it (\(given.identifier ?? "encapsulated layout"))\(over).")
            }
            let zero = own == nil && isZeroSize(given)
            let rest = own ?? (zero ? " the views inside it need room" : " the constraints inside it do not fit that \(word)")
            return (zero ? .zeroSizeContainer : .fixedSizeVsContainer, "\(name(given.first.item)) is given a \(word) of \(valueText(given)) by the view or controller that hosts it (\(given.identifier ?? "encapsulated layout")), but\(rest)\(over).")
        }
        // The fixed size the first fix gives up, when it is one: the headline names what the fix
        // changes; else a size set on a view that holds the others ("the content of the bar does
        // not fit its fixed height"), else the first fixed size.
        let usedItems = Set(used.flatMap(\.itemIDs))
        if fixedSizes.first(where: { $0.id == firstFix }) == nil,
            let container = fixedSizes.first(where: { fixed in
                fixed.relation == .equal && usedItems.contains { system.item($0)?.superviewID == fixed.first.item }
            })
        {
            return (.fixedSizeVsContainer, "The content of \(name(container.first.item)) does not match its fixed \(attributeWord(container)) of \(valueText(container)) (\(container.id))\(over).")
        }
        if let fixed = fixedSizes.first(where: { $0.id == firstFix }) ?? fixedSizes.first {
            let adjective = fixed.relation == .equal ? "fixed" : fixed.relation == .greaterThanOrEqual ? "minimum" : "maximum"
            return (.fixedSizeVsContainer, "The \(adjective) \(attributeWord(fixed)) of \(name(fixed.first.item)) (\(fixed.id)) does not fit the space its other constraints leave\(over).")
        }
        return (.other, conflict.explanation)
    }

    /// A multiplier as the ratio it stands for (0.5625 = 9/16), or as a decimal.
    static func ratio(_ multiplier: Double) -> String {
        for denominator in 2...32 {
            let numerator = (multiplier * Double(denominator)).rounded()
            if abs(multiplier * Double(denominator) - numerator) < 1e-4, numerator > 0, numerator < 1e6 {
                return "\(Int(numerator))/\(denominator)"
            }
        }
        return LayoutNumber.format(multiplier)
    }

    /// The developer's own constant size on the same view and axis as `size` (a frame's or a
    /// presenter's), among the constraints of a conflict.
    private func ownSize(of size: LayoutConstraint, among used: [LayoutConstraint]) -> LayoutConstraint? {
        let axis = size.first.attribute.standard?.axis
        return used.first { own in
            own.origin == .developer && own.second == nil && own.first.item == size.first.item && own.constant != nil
                && own.first.attribute.standard?.isSize == true && own.first.attribute.standard?.axis == axis
        }
    }

    /// The developer's constraint sizing the same view along the same axis from another view's
    /// size of that axis (`photo.width == 0.9 × contentView.width`).
    private func relativeSize(of size: LayoutConstraint, among used: [LayoutConstraint]) -> LayoutConstraint? {
        let attribute = size.first.attribute.standard
        return used.first { own in
            guard own.origin == .developer, own.first.item == size.first.item, own.first.attribute.standard == attribute,
                let second = own.second, second.item != size.first.item, second.attribute.standard == attribute
            else { return false }
            return attribute?.isSize == true
        }
    }

    private func isZeroSize(_ constraint: LayoutConstraint) -> Bool {
        constraint.second == nil && constraint.first.attribute.standard?.isSize == true && constraint.constant?.value == 0
    }

    private func attributeWord(_ constraint: LayoutConstraint) -> String {
        constraint.first.attribute.standard?.axis == .horizontal ? "width" : "height"
    }

    private func valueText(_ constraint: LayoutConstraint) -> String {
        guard let constant = constraint.constant else { return "unknown" }
        return Self.points(constant.value)
    }

    /// Decimals as decimals, except a rounded thirds-like number (80.3333 → 80⅓), which is what a
    /// developer's layout (a third of a width) meant.
    static func points(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let thirds = (value * 3).rounded()
        if abs(value * 3 - thirds) < 0.002, abs(thirds) < 1e12, let whole = Int(exactly: thirds) {
            return Rational(whole, 3).formatted()
        }
        return LayoutNumber.format((value * 100).rounded() / 100)
    }

    private func isAspectRatio(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.origin == .developer, let second = constraint.second, constraint.multiplier.value != 1,
            let a = constraint.first.attribute.standard, let b = second.attribute.standard
        else { return false }
        return a.isSize && b.isSize && a.axis != b.axis
    }

    /// Whether a constraint of the system ties the item's bottom to its superview's bottom (a
    /// bottom layout guide's `V:[guide]-(0)-|`).
    private func isPinnedToSuperviewBottom(_ item: String) -> Bool {
        guard let superview = system.item(item)?.superviewID else { return false }
        return system.constraints.contains { constraint in
            guard let second = constraint.second, constraint.first.attribute.standard == .bottom, second.attribute.standard == .bottom else { return false }
            return (constraint.first.item == item && second.item == superview) || (constraint.first.item == superview && second.item == item)
        }
    }

    private func usesKeyboard(_ constraint: LayoutConstraint) -> Bool {
        constraint.itemIDs.contains { system.item($0)?.kind == .keyboardGuide }
    }

    private func usesMarginsOrSafeArea(_ constraint: LayoutConstraint) -> Bool {
        constraint.itemIDs.contains { [.marginsGuide, .safeAreaGuide].contains(system.item($0)?.kind) }
    }
}

/// Views whose size is imposed while their content should follow it: cells, headers and footers,
/// views measured at a fitting size, hidden arranged subviews. A view controller's root sized by
/// its presentation is not one: there a fixed size inside it is what gives.
enum SelfSizing {
    static func sizesItself(_ constraint: LayoutConstraint, in system: ConstraintSystem) -> Bool {
        if constraint.origin != .encapsulatedLayout { return true }
        // A view known only by its printed name (a library's description override) is judged by it.
        let item = system.item(constraint.first.item)
        let name = item?.className ?? item?.name ?? ""
        return ["Cell", "ContentView", "Header", "Footer", "ReusableView"].contains { name.contains($0) }
    }
}
