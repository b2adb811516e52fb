import ConstraintDoctor
import Testing

/// The headline of a view that keeps the zero frame it was created with names what asks for its
/// size. A size given as a fraction of another view's (`width == 0.9 × contentView.width`) is
/// the view's own constraint, not "the views inside it": the view here holds none. A container
/// whose subviews need room keeps the old sentence.
@Suite struct ZeroFrameHeadlineTests {
    typealias Logs = HostSizeRankingTests

    @Test(arguments: [("width", "0.9", 390), ("height", "0.75", 844)])
    func aFractionOfAnotherViewsSizeIsNamed(attribute: String, multiplier: String, hostSize: Int) throws {
        let axis = attribute == "width" ? "Width" : "Height"
        let log = Logs.log([
            "NSLayoutConstraint:0x600001c10a00 UIImageView:0x7fe1a2b04a10.\(attribute) == \(multiplier)*UIView:0x7fe1a2b04100.\(attribute)",
            "NSLayoutConstraint:0x600001c10a50 'UIView-Encapsulated-Layout-\(axis)' UIView:0x7fe1a2b04100.\(attribute) == \(hostSize)",
            "NSAutoresizingMaskLayoutConstraint:0x600001c11c00 h=--& v=--& UIImageView:0x7fe1a2b04a10.\(attribute) == 0",
        ])
        let (system, diagnosis) = try Logs.analysed(log)
        #expect(Logs.conflicts(system))
        let headline = diagnosis.verdict.headline
        #expect(headline.contains("so its \(attribute) is 0, but c1 makes it \(multiplier) × "), "\(headline)")
        #expect(!headline.contains("views inside it"), "\(headline)")
    }

    @Test func aContainerWhoseSubviewsNeedRoomKeepsItsSentence() throws {
        let log = Logs.log([
            "NSLayoutConstraint:0x600001c10a00 H:|-(16)-[UILabel:0x7fe1a2b04a10]   (active, names: '|':Cards.BadgeView:0x7fe1a2b04100 )",
            "NSLayoutConstraint:0x600001c10a50 H:[UILabel:0x7fe1a2b04a10]-(16)-|   (active, names: '|':Cards.BadgeView:0x7fe1a2b04100 )",
            "NSAutoresizingMaskLayoutConstraint:0x600001c11c00 h=--& v=--& Cards.BadgeView:0x7fe1a2b04100.width == 0",
        ])
        let (_, diagnosis) = try Logs.analysed(log)
        #expect(diagnosis.verdict.headline.contains("but the views inside it need room"), "\(diagnosis.verdict.headline)")
    }
}
