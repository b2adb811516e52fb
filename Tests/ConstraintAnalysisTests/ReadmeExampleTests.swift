import ConstraintDoctor
import Testing

/// The library example in the README, verbatim: it must keep compiling and keep holding.
@Suite struct ReadmeExampleTests {
    @Test func profileHeaderLayoutHolds() {
        var layout = LayoutBuilder(rootWidth: 375, rootHeight: 812)
        let avatar = layout.view("Avatar")
        let name = layout.view("Name", intrinsicContentSize: IntrinsicContentSize(width: 120, height: 20))
        layout.add(avatar.leading == layout.root.leading + 16)
        layout.add(avatar.top == layout.root.top + 16)
        layout.add(avatar.width == 48)
        layout.add(avatar.height == avatar.width)
        layout.add(name.leading == avatar.trailing + 12)
        layout.add(name.centerY == avatar.centerY)
        layout.add((name.trailing <= layout.root.trailing - 16).priority(999))

        let diagnosis = Analyzer().analyze(layout.system)
        #expect(diagnosis.conflicts.isEmpty)
        #expect(diagnosis.isUnambiguous)
    }

    /// The same layout with the name's vertical position forgotten is caught.
    @Test func forgettingAPositionIsReported() {
        var layout = LayoutBuilder(rootWidth: 375, rootHeight: 812)
        let avatar = layout.view("Avatar")
        let name = layout.view("Name", intrinsicContentSize: IntrinsicContentSize(width: 120, height: 20))
        layout.add(avatar.leading == layout.root.leading + 16)
        layout.add(avatar.top == layout.root.top + 16)
        layout.add(avatar.width == 48)
        layout.add(avatar.height == avatar.width)
        layout.add(name.leading == avatar.trailing + 12)
        let diagnosis = Analyzer().analyze(layout.system)
        #expect(!diagnosis.isUnambiguous)
        #expect(diagnosis.ambiguousItems.contains { $0.item == "item3" && $0.axis == .vertical && $0.positionIsFree })
    }
}
