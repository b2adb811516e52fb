import ConstraintModel

/// Masonry's debug category replaces every constraint's description, UIKit's own included, with
/// one that prints neither the identifier nor `(active)`: a table view cell's
/// `'UIView-Encapsulated-Layout-Height'` then reads as a plain `NSLayoutConstraint`
/// `UITableViewCellContentView:0x….height == 107.5`. In a log that shows Masonry's descriptions,
/// the one constant height set on a cell's content view by a plain `NSLayoutConstraint` is that
/// size: the developer's Masonry constraints print as `MASLayoutConstraint`.
enum MasonryDescriptions {
    static func recoverCellHeights(_ constraints: inout [LayoutConstraint], items: [LayoutItem], log: LogInProgress) {
        guard constraints.contains(where: { $0.className == "MASLayoutConstraint" }) else { return }
        let classByID = Dictionary(items.map { ($0.id, $0.className ?? "") }, uniquingKeysWith: { first, _ in first })
        var candidatesByItem: [String: [Int]] = [:]
        var heightsByItem: [String: Int] = [:]
        for index in constraints.indices {
            let constraint = constraints[index]
            guard constraint.second == nil, constraint.expression == nil, constraint.first.attribute == .standard(.height),
                classByID[constraint.first.item] == "UITableViewCellContentView"
            else { continue }
            heightsByItem[constraint.first.item, default: 0] += 1
            if constraint.className == "NSLayoutConstraint", constraint.identifier == nil, constraint.relation == .equal,
                constraint.origin == .developer
            {
                candidatesByItem[constraint.first.item, default: []].append(index)
            }
        }
        for (item, candidates) in candidatesByItem.sorted(by: { $0.key < $1.key }) where candidates.count == 1 && heightsByItem[item] == 1 {
            let index = candidates[0]
            constraints[index].origin = .encapsulatedLayout
            log.report(
                .note, at: (constraints[index].line, constraints[index].column),
                "read as the cell's 'UIView-Encapsulated-Layout-Height': Masonry's descriptions print no identifiers, and the developer's own constraints here are Masonry's",
                code: "masonry-encapsulated-height", constraintID: constraints[index].id)
        }
    }
}
