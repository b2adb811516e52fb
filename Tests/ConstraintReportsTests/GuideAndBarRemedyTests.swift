import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import TestSupport
import Testing

/// The footnote under a constraint says the remedy for what made it: the top and bottom layout
/// guides of iOS 7–10 (`_UILayoutSupportConstraint`) are as tall as the bars around the view, not
/// the view's layout margins or safe area; a navigation bar's content view sized by UIKit is a
/// bar's, not a table cell's (its class name holds "ContentView" too).
@Suite struct GuideAndBarRemedyTests {
    @Test func aLayoutSupportConstraintsFootnoteSpeaksOfTheBars() {
        let text = TextReport().render(AnalysedSamples.report(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<_UILayoutSupportConstraint:0x6601 V:[_UILayoutGuide:0x7a01(20)]>",
                "<_UILayoutSupportConstraint:0x6602 V:|-(0)-[_UILayoutGuide:0x7a01]   (Names: '|':UIView:0x7a00 )>",
                "<NSLayoutConstraint:0x6603 V:[_UILayoutGuide:0x7a01]-(0)-[UILabel:0x7a02]>",
                "<NSLayoutConstraint:0x6604 V:|-(8)-[UILabel:0x7a02]   (Names: '|':UIView:0x7a00 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6603 V:[_UILayoutGuide:0x7a01]-(0)-[UILabel:0x7a02]>
            """))
        #expect(text.contains("[1] the top and bottom layout guides are as tall as the bars"), "\(text)")
        #expect(!text.contains("layoutMargins / safeAreaInsets"))
    }

    @Test func aNavigationBarsContentViewGetsTheBarsRemedy() {
        let text = TextReport().render(AnalysedSamples.report(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6701 H:|-(16)-[Shop.CartButton:0x7b01]   (active, names: '|':_UINavigationBarContentView:0x7b00 )>",
                "<NSLayoutConstraint:0x6702 Shop.CartButton:0x7b01.width == 44   (active)>",
                "<NSLayoutConstraint:0x6703 'UIView-Encapsulated-Layout-Width' _UINavigationBarContentView:0x7b00.width == 0   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6702 Shop.CartButton:0x7b01.width == 44   (active)>
            """))
        #expect(!text.contains("the table/collection view sets the cell's size"), "\(text)")
    }
}
