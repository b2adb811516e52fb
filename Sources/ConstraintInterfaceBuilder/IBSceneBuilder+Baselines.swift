import ConstraintIngest
import ConstraintModel

/// A baseline sits an offset above its view's bottom edge that depends on the control and its
/// font. The file does not save it, and the analysis assumes one offset for every view, which is
/// exact only between views that draw their text alike. A baseline constraint between views whose
/// offsets may differ places one of them by that assumption, so the misplacement check leaves
/// both out (a false flag is worse than a missing one); conflicts and ambiguity do not depend on
/// the offset's value.
extension IBSceneBuilder {
    func noteUnknownBaselines() {
        var views: [String] = []
        for constraint in constraints {
            // First and last baselines alike: a first baseline hung below another view's last
            // baseline is placed by the same assumed offsets (a tvOS county view: a body label
            // 40 below a headline's last baseline, Xcode 11, clean).
            guard let first = constraint.first.attribute.standard, first.isBaseline, let second = constraint.second,
                second.attribute.standard?.isBaseline == true, second.item != constraint.first.item,
                let firstNode = nodeForItem[constraint.first.item], let secondNode = nodeForItem[second.item],
                baselineKey(of: firstNode) != baselineKey(of: secondNode)
            else { continue }
            for item in [constraint.first.item, second.item] where !views.contains(item) { views.append(item) }
        }
        func naming(_ ids: [String]) -> [String] {
            ids.compactMap { id -> String? in
                guard let item = items.first(where: { $0.id == id }), let source = item.sourceID else { return nil }
                return namingNotJudged(item.displayName, id: source)
            }
        }
        let named = naming(views)
        guard !named.isEmpty else { return }
        let followerIDs = placedVerticallyOnlyBy(views)
        let followers = naming(followerIDs)
        let stretched = naming(stretchedBetween(views + followerIDs))
        var following = followers.isEmpty ? "" : ", and \(followers.joined(separator: ", ")) \(followers.count == 1 ? "is" : "are") placed vertically only through them"
        if !stretched.isEmpty {
            following += "; \(stretched.joined(separator: ", ")) \(stretched.count == 1 ? "takes its" : "take their") height from a chain through them"
        }
        diagnostics.append(
            Diagnostic(
                severity: .note, line: root.line, column: 1,
                message: "baselines are placed at one assumed offset above each view's bottom edge; \(named.joined(separator: ", ")) align baselines with views whose text is drawn differently\(following), so misplacement is not checked for them (not judged: baseline offset unknown)",
                code: MisplacedViewsNote.unknownBaselineCode))
    }

    /// The views whose vertical position comes only from `views`: each of their active vertical
    /// position constraints (edges, centres, baselines, margins) ties them to one of those views
    /// or to a view already found, so an assumed baseline offset moves them too. A button centred
    /// on another that is aligned by baseline with a label (iina's FreeSelectingViewController.xib,
    /// Xcode 8.3: Cancel centred on Done, Done on the label's baseline, saved clean) is as unsure
    /// as the one it follows. A view with a vertical tie to anything else keeps its judgement.
    private func placedVerticallyOnlyBy(_ views: [String]) -> [String] {
        var placed = Set(views)
        var found: [String] = []
        var grew = true
        while grew {
            grew = false
            for item in items where !placed.contains(item.id) && !item.isRoot && !item.kind.isGuide {
                let ties = constraints.compactMap { constraint -> String? in
                    guard constraint.isActive != false, let second = constraint.second else { return nil }
                    let ends = [(constraint.first, second), (second, constraint.first)]
                    guard let (own, other) = ends.first(where: { $0.0.item == item.id }), own.item != other.item,
                        own.attribute.standard.map({ $0.axis == .vertical && $0.isPosition }) == true
                    else { return nil }
                    return other.item
                }
                guard !ties.isEmpty, ties.allSatisfy(placed.contains) else { continue }
                placed.insert(item.id)
                found.append(item.id)
                grew = true
            }
        }
        return found
    }

    /// The views tied vertically both to one of `unsure` and to something else, with no height of
    /// their own fixed by a constant: in a chain closed through an assumed baseline offset such a
    /// view's height takes up whatever the assumption is off by (NetNewsWire's AccountsDelete.xib,
    /// Xcode 10.2: a 32-point title pinned 20 below the top, a 34-high text 8 below it whose
    /// baseline a button 20 above the bottom follows; the title's saved 39 is what the real
    /// offsets leave, the assumed one gives 42). Its height is then as unsure as their positions.
    private func stretchedBetween(_ unsure: [String]) -> [String] {
        let unsureSet = Set(unsure)
        return items.compactMap { item -> String? in
            guard !unsureSet.contains(item.id), !item.isRoot, !item.kind.isGuide else { return nil }
            var toUnsure = false
            var elsewhere = false
            var fixedHeight = false
            for constraint in constraints where constraint.isActive != false {
                guard let second = constraint.second else {
                    if constraint.first.item == item.id, constraint.first.attribute.standard == .height, constraint.relation == .equal,
                        constraint.priority == .required
                    {
                        fixedHeight = true
                    }
                    continue
                }
                let ends = [(constraint.first, second), (second, constraint.first)]
                guard let (own, other) = ends.first(where: { $0.0.item == item.id }), own.item != other.item,
                    own.attribute.standard.map({ $0.axis == .vertical && $0.isPosition }) == true
                else { continue }
                if unsureSet.contains(other.item) { toUnsure = true } else { elsewhere = true }
            }
            return toUnsure && elsewhere && !fixedHeight ? item.id : nil
        }
    }

    /// Views with the same key draw their baselines equally far above their bottom edges: the
    /// same element and cell style, font and saved height.
    private func baselineKey(of node: XMLElementNode) -> [String] {
        let cell = node.children.first { $0.key == "cell" }
        let font = (cell ?? node).children.first { $0.name == "font" || $0.name == "fontDescription" }
        let attributes: [String?] = [
            node.name, cell?["type"], cell?["bezelStyle"], cell?["controlSize"], font?["metaFont"], font?["name"], font?["size"],
            font?["type"], font?["pointSize"], font?["style"], Self.frame(of: node).map { "\($0.height.value)" },
        ]
        return attributes.map { $0 ?? "" }
    }
}
