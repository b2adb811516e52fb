import ConstraintDoctor
import Foundation
import Testing
import TestSupport

/// Fix-ranking rules for a size a host imposes, over generated console logs (self-written; the
/// shapes are those of real pastes): a fixed-size view pinned at both edges in a view
/// controller's root gives at its far edge; a column's width lets the content's own minimum give;
/// in a self-sizing cell the cell's last constraint comes before the gap beyond a thin view.
/// Each first fix is applied by its meaning and re-solved by the
/// Fourier–Motzkin oracle, which shares no code with the analysis.
@Suite struct HostSizeRankingTests {
    // The log reading and the oracle checks are those of the other verdict and ranking suites,
    // written once there.
    static func analysed(_ text: String) throws -> (ConstraintSystem, Diagnosis) {
        try RealLogVerdictTests.analysed(text)
    }

    static func holdsAfter(_ fix: Fix, _ system: ConstraintSystem) -> Bool {
        SizeRankingRuleTests.holdsAfter(fix, system)
    }

    static func conflicts(_ system: ConstraintSystem) -> Bool {
        !RealLogVerdictRound2Tests.holdsAsPrinted(system)
    }

    /// A console log of the entries; an entry without its own `( names: … )` part gets `(active)`.
    static func log(header: String = "[LayoutConstraints] Unable to simultaneously satisfy constraints.", _ entries: [String]) -> String {
        "\(header)\n(\n" + entries.map { "    \"<\($0.hasSuffix(" )") ? $0 : $0 + "   (active)")>\"" }.joined(separator: ",\n") + "\n)\n"
    }

    /// A view controller's root of `root` points (its presentation sets it) holding a `size`-pt
    /// strip pinned `top` from the top and at the bottom: c3 is the bottom pin.
    @Test(arguments: [(568, 50, 20), (667, 60, 0), (844, 90, 44), (480, 50, 20)])
    func aFixedSizeViewInAHostSizedRootGivesAtItsFarEdge(root: Int, size: Int, top: Int) throws {
        let text = Self.log([
            "NSLayoutConstraint:0x6000011a0a00 Shop.PromoStrip:0x7f81a0c04e10.height == \(size)",
            "NSLayoutConstraint:0x6000011a0a50 V:|-(\(top))-[Shop.PromoStrip:0x7f81a0c04e10]   (active, names: '|':UIView:0x7f81a0c02b20 )",
            "NSLayoutConstraint:0x6000011a0aa0 Shop.PromoStrip:0x7f81a0c04e10.bottom == UIView:0x7f81a0c02b20.bottom",
            "NSLayoutConstraint:0x6000011a1b40 'UIView-Encapsulated-Layout-Height' UIView:0x7f81a0c02b20.height == \(root)",
        ])
        let (system, diagnosis) = try Self.analysed(text)
        #expect(Self.conflicts(system))
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .lowerPriority && first.constraintID == "c3", "\(root)/\(size): \(first)")
        #expect(Self.holdsAfter(first, system))
    }

    /// Squeezed instead of stretched (a 700-pt view in a 568-pt root), or across the width (a
    /// label pinned leading and trailing, which views routinely span): the fixed size gives (c1).
    @Test(arguments: [("V", "height", 568, 700), ("H", "width", 375, 40), ("H", "width", 320, 400)])
    func aSqueezedOrSpanningViewGivesItsSize(axis: String, size: String, root: Int, fixed: Int) throws {
        let text = Self.log([
            "NSLayoutConstraint:0x6000011a0a00 UILabel:0x7f81a0c04e10.\(size) == \(fixed)",
            "NSLayoutConstraint:0x6000011a0a50 \(axis):|-(20)-[UILabel:0x7f81a0c04e10]   (active, names: '|':UIView:0x7f81a0c02b20 )",
            "NSLayoutConstraint:0x6000011a0aa0 \(axis):[UILabel:0x7f81a0c04e10]-(0)-|   (active, names: '|':UIView:0x7f81a0c02b20 )",
            "NSLayoutConstraint:0x6000011a1b40 'UIView-Encapsulated-Layout-\(size == "width" ? "Width" : "Height")' UIView:0x7f81a0c02b20.\(size) == \(root)",
        ])
        let (system, diagnosis) = try Self.analysed(text)
        #expect(Self.conflicts(system))
        let first = try #require(diagnosis.fixes.first)
        #expect(first.constraintID == "c1", "\(axis) \(root)/\(fixed): \(first)")
        #expect(Self.holdsAfter(first, system))
    }

    /// Without a host (the container's height is the developer's own), the rule does not apply:
    /// which of the strip's constraints gives is the developer's design, and the size stays first.
    @Test func aDeveloperSizedContainerKeepsTheSizeRule() throws {
        let text = Self.log([
            "NSLayoutConstraint:0x6000011a0a00 Shop.PromoStrip:0x7f81a0c04e10.height == 50",
            "NSLayoutConstraint:0x6000011a0a50 V:|-(20)-[Shop.PromoStrip:0x7f81a0c04e10]   (active, names: '|':Shop.Panel:0x7f81a0c02b20 )",
            "NSLayoutConstraint:0x6000011a0aa0 Shop.PromoStrip:0x7f81a0c04e10.bottom == Shop.Panel:0x7f81a0c02b20.bottom",
            "NSLayoutConstraint:0x6000011a1b40 Shop.Panel:0x7f81a0c02b20.height == 120",
        ])
        let (_, diagnosis) = try Self.analysed(text)
        #expect(diagnosis.fixes.first?.constraintID == "c1")
    }

    /// A cell `cellWidth` wide by its column (macOS) or collection layout (iOS), holding
    /// 8 + icon 20 + 4 + text (≥ minimum) + 8: the text's minimum (c4) gives first.
    @Test(arguments: [
        ("NS", "Files.FileRowCell", "NSTextField", 180, 150),
        ("NS", "FileCell", "NSTextField", 120, 100),
        ("UI", "Tags.TagCell", "UILabel", 90, 60),
    ])
    func aColumnWidthLetsTheContentsMinimumGive(kit: String, cell: String, text: String, cellWidth: Int, minimum: Int) throws {
        let image = "\(kit)ImageView:0x7fb1c2d04a10"
        let header = kit == "NS" ? "Unable to simultaneously satisfy constraints:" : "[LayoutConstraints] Unable to simultaneously satisfy constraints."
        let log = Self.log(header: header, [
            "NSLayoutConstraint:0x600003b10a00 H:|-(8)-[\(image)]   (active, names: '|':\(cell):0x7fb1c2d04100 )",
            "NSLayoutConstraint:0x600003b10a50 \(image).width == 20",
            "NSLayoutConstraint:0x600003b10aa0 H:[\(image)]-(4)-[\(text):0x7fb1c2d04c30]",
            "NSLayoutConstraint:0x600003b10af0 \(text):0x7fb1c2d04c30.width >= \(minimum)",
            "NSLayoutConstraint:0x600003b10b40 H:[\(text):0x7fb1c2d04c30]-(8)-|   (active, names: '|':\(cell):0x7fb1c2d04100 )",
            "NSLayoutConstraint:0x600003b11c00 '\(kit)View-Encapsulated-Layout-Width' \(cell):0x7fb1c2d04100.width == \(cellWidth)",
        ])
        let (system, diagnosis) = try Self.analysed(log)
        #expect(Self.conflicts(system))
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .lowerPriority && first.constraintID == "c4", "\(cell): \(first)")
        #expect(Self.holdsAfter(first, system))
    }

    /// Along a self-sizing cell's height a minimum is part of the design and the cell grows:
    /// the cell's last vertical constraint (c3) still gives first.
    @Test func aSelfSizingHeightStillGivesAtTheCellsBottom() throws {
        let log = Self.log([
            "NSLayoutConstraint:0x600003b10a00 V:|-(10)-[UIImageView:0x7fb1c2d04a10]   (active, names: '|':UITableViewCellContentView:0x7fb1c2d04100 )",
            "NSLayoutConstraint:0x600003b10a50 UIImageView:0x7fb1c2d04a10.height >= 120",
            "NSLayoutConstraint:0x600003b10aa0 V:[UIImageView:0x7fb1c2d04a10]-(10)-|   (active, names: '|':UITableViewCellContentView:0x7fb1c2d04100 )",
            "NSLayoutConstraint:0x600003b11c00 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fb1c2d04100.height == 100",
        ])
        let (system, diagnosis) = try Self.analysed(log)
        let first = try #require(diagnosis.fixes.first)
        #expect(first.constraintID == "c3", "\(first)")
        #expect(Self.holdsAfter(first, system))
    }

    /// A self-sizing cell (estimated `estimate` tall) with a `thin`-pt separator in its chain:
    /// the cell's last vertical constraint (c7) gives first, the gap below the separator (c5)
    /// after it.
    @Test(arguments: [(44, "1"), (32, "0.5"), (60, "2")])
    func aSelfSizingCellOutranksAThinView(estimate: Int, thin: String) throws {
        let log = Self.log([
            "NSLayoutConstraint:0x600002c10a00 V:|-(12)-[UILabel:0x7fd2e3f05a10'Title']   (active, names: '|':UITableViewCellContentView:0x7fd2e3f05100 )",
            "NSLayoutConstraint:0x600002c10a50 UILabel:0x7fd2e3f05a10'Title'.height == 21",
            "NSLayoutConstraint:0x600002c10aa0 V:[UILabel:0x7fd2e3f05a10'Title']-(8)-[UIView:0x7fd2e3f05c30]",
            "NSLayoutConstraint:0x600002c10af0 UIView:0x7fd2e3f05c30.height == \(thin)",
            "NSLayoutConstraint:0x600002c10b40 V:[UIView:0x7fd2e3f05c30]-(8)-[UIButton:0x7fd2e3f05e50]",
            "NSLayoutConstraint:0x600002c10b90 UIButton:0x7fd2e3f05e50.height == 40",
            "NSLayoutConstraint:0x600002c10be0 V:[UIButton:0x7fd2e3f05e50]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7fd2e3f05100 )",
            "NSLayoutConstraint:0x600002c11c00 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fd2e3f05100.height == \(estimate)",
        ])
        let (system, diagnosis) = try Self.analysed(log)
        #expect(Self.conflicts(system))
        let fixes = diagnosis.fixes.prefix(2).map { $0.constraintID ?? "" }
        #expect(fixes == ["c7", "c5"], "\(estimate)/\(thin): \(diagnosis.fixes)")
        #expect(Self.holdsAfter(try #require(diagnosis.fixes.first), system))
    }
}
