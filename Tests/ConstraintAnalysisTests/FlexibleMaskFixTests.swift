import ConstraintDoctor
import Foundation
import Testing
import TestSupport

/// Autoresizing fixes for views placed by their frames, over generated console logs
/// (self-written, shaped like an iOS 6 paste): a flexible size that goes below zero is turned off
/// first, and a root exactly as long as the screen (`windowLengths` in KnownIssues.json) is not
/// offered for re-sizing, while a root of the developer's own length still is. Each first fix is
/// applied by its meaning and re-solved by the Fourier–Motzkin oracle.
@Suite struct FlexibleMaskFixTests {
    typealias Logs = HostSizeRankingTests

    /// An iOS 6 root placed by its frame at a screen's height (480, 460, 568), a scroll view
    /// between a 44-pt top inset and a toolbar, and inside it a view whose flexible height
    /// follows the scroll view's less `less`: that view's translation is turned off first, and
    /// the root, sized by its window, is never offered for re-sizing.
    @Test(arguments: [(480, 400), (460, 380), (568, 500)])
    func aFlexibleHeightBelowZeroIsTurnedOffNotTheWindowSizedRoot(height: Int, less: Int) throws {
        let log = Logs.log([
            "NSLayoutConstraint:0x9d41a20 V:|-(44)-[UIScrollView:0x9d40b90]   (Names: '|':AgendaView:0x9d3e6e0 )",
            "NSLayoutConstraint:0x9d41b60 UIScrollView:0x9d40b90.bottom == UIToolbar:0x9d41f10.top",
            "NSLayoutConstraint:0x9d41c40 V:[UIToolbar:0x9d41f10]-(0)-|   (Names: '|':AgendaView:0x9d3e6e0 )",
            "NSLayoutConstraint:0x9d41d10 V:[UIToolbar:0x9d41f10(44)]",
            "NSAutoresizingMaskLayoutConstraint:0x9d45e80 h=-&- v=-&- WeekStripView:0x9d43c30.height == UIScrollView:0x9d40b90.height - \(less)",
            "NSAutoresizingMaskLayoutConstraint:0x9d46a10 h=--& v=--& V:[AgendaView:0x9d3e6e0(\(height))]",
        ])
        let (system, diagnosis) = try Logs.analysed(log)
        #expect(Logs.conflicts(system))
        let first = try #require(diagnosis.fixes.first)
        let strip = system.items.first { $0.className == "WeekStripView" }?.id
        let root = system.items.first { $0.className == "AgendaView" }?.id
        #expect(first.action == .disableAutoresizingMask && first.item == strip, "\(height): \(first)")
        #expect(Logs.holdsAfter(first, system))
        #expect(!diagnosis.fixes.contains { $0.item == root }, "\(diagnosis.fixes)")
        #expect(diagnosis.verdict.headline.contains("follows its superview's"), "\(diagnosis.verdict.headline)")
    }

    /// A root placed by its frame at a length no screen has (a status item's view, 24 wide) is
    /// the developer's size: its translation is still turned off first, at the width it needs.
    @Test func aDeveloperSizedRootIsStillResized() throws {
        let log = Logs.log([
            "NSLayoutConstraint:0x600001c10a00 H:|-(10)-[UIImageView:0x7fe1a2b04a10]   (active, names: '|':Meter.GaugeView:0x7fe1a2b04100 )",
            "NSLayoutConstraint:0x600001c10a50 UIImageView:0x7fe1a2b04a10.width == 18",
            "NSLayoutConstraint:0x600001c10aa0 H:[UIImageView:0x7fe1a2b04a10]-(10)-|   (active, names: '|':Meter.GaugeView:0x7fe1a2b04100 )",
            "NSAutoresizingMaskLayoutConstraint:0x600001c11c00 h=--& v=--& Meter.GaugeView:0x7fe1a2b04100.width == 26",
        ])
        let (system, diagnosis) = try Logs.analysed(log)
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .disableAutoresizingMask && first.constraintText == "GaugeView.width == 38", "\(first)")
        #expect(Logs.holdsAfter(first, system))
    }
}
