import ConstraintIngest
import ConstraintModel
import Testing

@Suite("Equation notation: declarations")
struct EquationDeclarationTests {
    private func item(_ name: String, _ system: ConstraintSystem) -> LayoutItem {
        EquationTesting.item(name, in: system) ?? LayoutItem(id: "missing \(name)")
    }

    @Test("root with a size, class and text")
    func root() {
        let system = EquationTesting.read("root Main : UIView 'Home' 375x667\nRed.width = 100")
        let root = item("Main", system)
        #expect(root.isRoot)
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.className == "UIView")
        #expect(root.text == "Home")
        #expect(root.superviewID == nil)
        #expect(item("Red", system).superviewID == root.id)
        #expect(system.diagnostics.isEmpty)
    }

    @Test("root sizes: blanks and the multiplication sign", arguments: ["375x667", "375 x 667", "375×667", "375X667", "375.0x667.0"])
    func rootSizes(size: String) {
        let system = EquationTesting.read("root Main \(size)")
        #expect(item("Main", system).frame?.width.value == 375)
        #expect(item("Main", system).frame?.height.value == 667)
        #expect(system.diagnostics.isEmpty, "\(system.diagnostics.map(\.message))")
    }

    @Test("without a root line, the first conventional name becomes the root", arguments: ["Superview", "Root", "Window", "RootView"])
    func conventionalRoot(name: String) {
        let system = EquationTesting.read("Red.leading = \(name).leading + 8\nBlue.leading = Red.trailing")
        #expect(item(name, system).isRoot)
        #expect(item(name, system).frame == nil, "a root named by convention has no declared frame")
        #expect(item("Red", system).superviewID == item(name, system).id)
        #expect(item("Blue", system).superviewID == item(name, system).id)
        #expect(system.items.filter(\.isRoot).count == 1)
    }

    @Test("the first conventional name mentioned wins; a root line overrides the convention")
    func rootChoice() {
        let both = EquationTesting.read("A.top = Window.top\nB.top = Superview.top")
        #expect(item("Window", both).isRoot)
        #expect(!item("Superview", both).isRoot)
        #expect(item("Superview", both).superviewID == item("Window", both).id)

        let declared = EquationTesting.read("A.top = Superview.top\nroot Canvas 100x100")
        #expect(item("Canvas", declared).isRoot)
        #expect(!item("Superview", declared).isRoot)

        let inside = EquationTesting.read("view Superview in Card\nA.top = Superview.top")
        #expect(!item("Superview", inside).isRoot, "a view declared inside another is not the root")
        #expect(inside.diagnostics.map(\.code) == ["no-root"])
    }

    @Test("a second root is an error and is skipped")
    func secondRoot() {
        let system = EquationTesting.read("root A 100x100\nroot B 200x200")
        #expect(system.diagnostics.map(\.code) == ["second-root"])
        #expect(system.diagnostics.first?.line == 2)
        #expect(system.diagnostics.first?.column == 6)
        #expect(system.diagnostics.first?.message.contains("'A'") == true)
        #expect(item("A", system).isRoot)
        #expect(EquationTesting.item("B", in: system) == nil, "the skipped line adds nothing")
    }

    @Test("view: class, text and superview in any order")
    func view() {
        let system = EquationTesting.read(
            """
            root Superview 320x480
            view Card : Proto.CardView
            view Title : UILabel 'Hello, world' in Card
            view Icon in Card 'star' : UIImageView
            view Window2 : UIWindow
            """)
        #expect(item("Card", system).className == "Proto.CardView")
        #expect(item("Card", system).superviewID == item("Superview", system).id)
        #expect(item("Title", system).className == "UILabel")
        #expect(item("Title", system).text == "Hello, world")
        #expect(item("Title", system).superviewID == item("Card", system).id)
        #expect(item("Icon", system).text == "star")
        #expect(item("Icon", system).superviewID == item("Card", system).id)
        #expect(item("Title", system).displayName == "Label 'Hello, world'")
        #expect(item("Card", system).displayName == "Card")
        #expect(item("Window2", system).kind == .window)
        #expect(item("Title", system).translatesAutoresizingMask == false)
        #expect(item("Superview", system).translatesAutoresizingMask == nil)
        #expect(system.diagnostics.isEmpty)
    }

    @Test("guide kinds, owner and frame")
    func guides() {
        let system = EquationTesting.read(
            """
            root Superview 375x812
            guide Safe safeArea of Superview frame 0,44,375,734
            guide Margins margins of Superview
            guide Keys keyboard of Superview
            guide Content layout of Card
            Red.top = Safe.top
            """)
        let expected: [(String, ItemKind, String?)] = [
            ("Safe", .safeAreaGuide, "UIViewSafeAreaLayoutGuide"), ("Margins", .marginsGuide, "UIViewLayoutMarginsGuide"),
            ("Keys", .keyboardGuide, "UIKeyboardLayoutGuide"), ("Content", .layoutGuide, "Content"),
        ]
        for (name, kind, text) in expected {
            #expect(item(name, system).kind == kind, "\(name)")
            #expect(item(name, system).text == text, "\(name)")
            #expect(item(name, system).superviewID == nil, "\(name): guides have an owner, not a superview")
        }
        #expect(item("Safe", system).owningViewID == item("Superview", system).id)
        #expect(item("Content", system).owningViewID == item("Card", system).id)
        #expect(item("Safe", system).frame == Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(item("Safe", system).displayName == "SafeArea(Superview)")
        #expect(item("Content", system).displayName == "Content(Card)")
        #expect(system.diagnostics.isEmpty)
    }

    @Test("a guide reached through its owner finds the declared guide")
    func guidePath() {
        let system = EquationTesting.read(
            """
            root Superview 375x812
            guide Safe safeArea of Superview
            Red.top = Superview.safeAreaLayoutGuide.top + 8
            Red.leading = Superview.layoutMarginsGuide.leading
            """)
        #expect(system.constraints[0].second == Anchor(item: item("Safe", system).id, .top))
        let margins = system.items.first { $0.kind == .marginsGuide }
        #expect(margins?.owningViewID == item("Superview", system).id)
        #expect(system.constraints[1].second?.item == margins?.id)
        #expect(system.diagnostics.map(\.code) == ["undeclared-guide"], "only the margins guide was not declared")
        #expect(system.diagnostics.first?.line == 4)
        #expect(system.diagnostics.first?.column == 15)
    }

    @Test("names that look like guides but are not declared are warned about")
    func guideLikeNames() {
        let system = EquationTesting.read("root Superview 100x100\nRed.top = safeAreaLayoutGuide.top")
        #expect(system.diagnostics.map(\.code) == ["undeclared-guide"])
        #expect(item("safeAreaLayoutGuide", system).kind == .view)
    }

    @Test("intrinsic sizes: both, one, priorities")
    func intrinsic() {
        let system = EquationTesting.read(
            """
            intrinsic Title 120x21
            intrinsic Body 120x-
            intrinsic Tall -x40 hugging 251/252 compression 749/required
            intrinsic Badge 9x16 compression 1000 hugging high
            """)
        let title = item("Title", system).intrinsicContentSize
        #expect(title == IntrinsicContentSize(width: 120, height: 21))
        #expect(title?.horizontalHugging == 250 && title?.verticalCompressionResistance == 750)
        #expect(item("Body", system).intrinsicContentSize?.width?.value == 120)
        #expect(item("Body", system).intrinsicContentSize?.height == nil)
        let tall = item("Tall", system).intrinsicContentSize
        #expect(tall?.width == nil && tall?.height?.value == 40)
        #expect(tall?.horizontalHugging == 251 && tall?.verticalHugging == 252)
        #expect(tall?.horizontalCompressionResistance == 749 && tall?.verticalCompressionResistance == 1000)
        let badge = item("Badge", system).intrinsicContentSize
        #expect(badge?.horizontalHugging == 750 && badge?.verticalHugging == 750)
        #expect(badge?.horizontalCompressionResistance == 1000 && badge?.verticalCompressionResistance == 1000)
        #expect(system.constraints.isEmpty, "intrinsic sizes are item facts, not constraints")
    }

    @Test("direction, platform and metrics")
    func settings() {
        let system = EquationTesting.read("direction RTL\nplatform macOS\nmetrics pad = 12, third = 1/3\nH:[A]-pad-[B]-(third)-[C]")
        #expect(system.layoutDirection == .rightToLeft)
        #expect(system.platform == .macOS)
        #expect(system.constraints.map(\.constant?.value) == [12, 1.0 / 3.0])
        #expect(system.constraints.last?.constant?.literal == "1/3")
        let defaults = EquationTesting.read("A.width = 1")
        #expect(defaults.layoutDirection == .leftToRight)
        #expect(defaults.platform == .unknown)
    }

    @Test("duplicate declarations are errors on the later line")
    func duplicates() {
        let lines = [
            "view Red : UIView", "view Red : UILabel", "autoresizing Red frame 0,0,1,1", "guide Red layout of Superview",
            "intrinsic Red 1x1", "intrinsic Red 2x2", "direction rtl", "direction ltr", "platform ios", "platform macos",
            "metrics a = 1", "metrics b = 2, a = 3", "guide S safeArea of Superview", "guide T safeArea of Superview",
        ]
        let system = EquationTesting.read(lines.joined(separator: "\n"))
        #expect(system.diagnostics.filter { $0.code == "duplicate-declaration" }.map(\.line) == [2, 3, 4, 6, 8, 10, 12, 14])
        #expect(item("Red", system).className == "UIView", "the first declaration stands")
        #expect(item("Red", system).intrinsicContentSize?.width?.value == 1)
        #expect(system.layoutDirection == .rightToLeft)
        #expect(system.platform == .iOS)
        #expect(EquationTesting.item("T", in: system) == nil)
    }

    @Test("hierarchy errors: a view in a guide, a cycle, a guide owned by a guide, intrinsic on a guide")
    func hierarchyErrors() {
        let system = EquationTesting.read(
            """
            root Superview 100x100
            guide Safe safeArea of Superview
            view Red in Safe
            view A in B
            view B in A
            guide Inner layout of Safe
            intrinsic Safe 10x10
            view Self in Self
            """)
        let problems = system.diagnostics.map { "\($0.line):\($0.code)" }
        #expect(problems == ["3:invalid-superview", "5:invalid-superview", "6:invalid-owner", "7:invalid-intrinsic", "8:invalid-superview"])
        #expect(item("Red", system).superviewID == item("Superview", system).id, "a dropped superview falls back to the root")
        #expect(item("A", system).superviewID == item("B", system).id)
        #expect(item("B", system).superviewID == item("Superview", system).id)
        #expect(item("Inner", system).kind == .view, "a guide with an invalid owner is read as a plain view")
        #expect(item("Safe", system).intrinsicContentSize == nil)
    }

    @Test("declarations may come after the names are used")
    func declarationsLater() {
        let system = EquationTesting.read("Red.top = Card.top\nroot Superview 320x480\nview Card in Superview\nview Red : UILabel in Card")
        #expect(system.items.map(\.name) == ["Red", "Card", "Superview"])
        #expect(item("Red", system).className == "UILabel")
        #expect(item("Red", system).superviewID == item("Card", system).id)
        #expect(item("Superview", system).isRoot)
    }

    @Test("no root at all is a note, and views then have no superview")
    func noRoot() {
        let system = EquationTesting.read("\nRed.width = Blue.width")
        #expect(system.diagnostics.map { "\($0.line):\($0.column):\($0.code):\($0.severity)" } == ["2:1:no-root:note"])
        #expect(system.items.allSatisfy { $0.superviewID == nil && !$0.isRoot })
    }
}
