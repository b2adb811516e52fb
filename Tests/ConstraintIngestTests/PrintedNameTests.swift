import ConstraintIngest
import ConstraintModel
import Testing

/// UIKit prints some views by a name cut short (`CapsuleNavigationBar?isSe...`, Safari's address
/// bar in a device log), both as a key of the `names:` list and as the superview's value
/// (`'|':CapsuleNavigationBar?isSe...:0x…`). The value is that name, not an unreadable class:
/// the superview is the one named view, and its guide belongs to it.
struct PrintedNameTests {
    @Test func aNameCutShortIsTheSuperviewsValue() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x61 V:|-(>=4)-[UILayoutGuide:0x71'TextGuide']   (active, names: TitleBar?isSe...:0x81, '|':TitleBar?isSe...:0x81 )>",
                "<NSLayoutConstraint:0x62 '_UITemporaryLayoutHeight' TitleBar?isSe....height == 0   (active, names: TitleBar?isSe...:0x81 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x61 V:|-(>=4)-[UILayoutGuide:0x71'TextGuide']   (active, names: TitleBar?isSe...:0x81, '|':TitleBar?isSe...:0x81 )>
            """
        let system = try #require(ConsoleLogReader.read(text, file: "x").systems.first)
        #expect(!system.diagnostics.contains { $0.code == "unreadable-names" }, "\(system.diagnostics)")
        #expect(system.items.count == 2, "\(system.items.map(\.displayName))")
        let bar = try #require(system.items.first { $0.address == "0x81" })
        let guide = try #require(system.items.first { $0.address == "0x71" })
        #expect(guide.owningViewID == bar.id)
    }
}
