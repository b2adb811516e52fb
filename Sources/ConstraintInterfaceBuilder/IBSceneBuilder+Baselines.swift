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
        let followers = naming(placedVerticallyOnlyBy(views))
        let following = followers.isEmpty ? "" : ", and \(followers.joined(separator: ", ")) \(followers.count == 1 ? "is" : "are") placed vertically only through them"
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
