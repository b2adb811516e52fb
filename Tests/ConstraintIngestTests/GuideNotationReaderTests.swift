import ConstraintIngest
import ConstraintModel
import Testing

/// The Auto Layout Guide's and Cookbook's spellings, read as printed.
@Suite("Equation notation: the guide's and the cookbook's spellings")
struct GuideNotationReaderTests {
    private func read(_ text: String) -> ConstraintSystem { EquationTesting.read(text) }

    private func errors(_ system: ConstraintSystem) -> [String] {
        system.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column) \($0.message)" }
    }

    @Test func namesWithSpacesAndCapitalisedAttributes() {
        let system = read("Long Button.Leading = Short Button.Trailing + 8.0\nShort Button.Leading = Superview.LeadingMargin\n")
        #expect(errors(system).isEmpty, "\(errors(system))")
        #expect(system.items.map(\.name) == ["Long Button", "Short Button", "Superview"])
        #expect(EquationTesting.describe(system.constraints[0], in: system) == "Long Button.leading == 1 × Short Button.trailing + 8 @1000")
        #expect(system.constraints[1].second?.attribute == .standard(.leadingMargin))
        #expect(system.constraints[0].text == "Long Button.Leading = Short Button.Trailing + 8.0", "the text stays as written")
    }

    @Test func aNameDoesNotSwallowTheRestOfTheLine() {
        let system = read("Red.width = 0.5 * Blue.width\nRed View.Height = 0.0 * NotAnAttribute + 40.0\n")
        #expect(errors(system).isEmpty, "\(errors(system))")
        #expect(system.items.map(\.name) == ["Red", "Blue", "Red View"])
        #expect(system.constraints[1].second == nil)
    }

    @Test func standardSpacingIsEightBetweenSiblingsAndTwentyToTheSuperview() {
        let system = read("root Superview 320x480\nB.Leading = A.Trailing + Standard\nA.Leading = Superview.Leading + Standard\nC.Top = B.Bottom - standard\n")
        #expect(errors(system).isEmpty, "\(errors(system))")
        #expect(system.constraints.map { $0.constant?.value } == [8, 20, -8])
        #expect(system.constraints.allSatisfy { $0.constantIsSystemSpacing })
    }

    @Test func layoutGuidesAreTheRootsSafeArea() throws {
        let system = read("Red View.Top = Top Layout Guide.Bottom + 20.0\nBottom Layout Guide.Top = Red View.Bottom + 20.0\n")
        #expect(errors(system).isEmpty, "\(errors(system))")
        let top = try #require(EquationTesting.item("Top Layout Guide", in: system))
        let bottom = try #require(EquationTesting.item("Bottom Layout Guide", in: system))
        #expect(top.kind == .safeAreaGuide && bottom.kind == .safeAreaGuide)
        #expect(system.constraints[0].second?.attribute == .standard(.top), "the top guide's bottom is the safe area's top")
        #expect(system.constraints[1].first.attribute == .standard(.bottom), "the bottom guide's top is the safe area's bottom")
    }

    @Test func layoutGuidesOwnedByTheRoot() throws {
        let system = read("Red.Leading = Superview.Leading\nRed.Top = Top Layout Guide.Bottom\n")
        let guide = try #require(EquationTesting.item("Top Layout Guide", in: system))
        let root = try #require(system.items.first { $0.isRoot })
        #expect(guide.owningViewID == root.id)
    }

    @Test func otherEdgesOfALayoutGuideAreLocatedErrors() {
        let system = read("Red.Top = Top Layout Guide.Top + 20.0\n")
        #expect(system.constraints.isEmpty)
        #expect(system.diagnostics.first?.column == 28, "\(system.diagnostics)")
    }

    @Test func multipliersWrittenWithXAndPrioritiesInParentheses() {
        let system = read("Purple View.Width = 0.5 x Orange View.Width\nA.Height = 34.0 (Priority 999)\nB.Height = 20 (priority: low)\n")
        #expect(errors(system).isEmpty, "\(errors(system))")
        #expect(system.constraints[0].multiplier.value == 0.5)
        #expect(system.constraints[0].second?.item == EquationTesting.item("Orange View", in: system)?.id)
        #expect(system.constraints[1].priority == Priority(999))
        #expect(system.constraints[2].priority == .defaultLow)
    }

    @Test func intrinsicSizesByName() throws {
        let text = """
            View.height >= 0.0 * NotAnAttribute + IntrinsicHeight
            View.width <= 0.0 * NotAnAttribute + IntrinsicWidth
            Other.height >= 0.0 * NotAnAttribute + IntrinsicHeight
            intrinsic View 120x21
            """
        let system = read(text)
        #expect(errors(system).isEmpty, "\(errors(system))")
        #expect(system.constraints.map(\.constantSymbol) == ["IntrinsicHeight", "IntrinsicWidth", "IntrinsicHeight"])
        #expect(system.constraints[0].constant?.value == 21, "declared below, still used")
        #expect(system.constraints[1].constant?.value == 120)
        #expect(system.constraints[2].constant == nil, "no value: an unknown")
    }

    @Test func unknownNamedConstantsAreLocatedErrors() {
        let system = read("View.height = 0.0 * NotAnAttribute + IntrinsicDepth\n")
        #expect(system.constraints.isEmpty)
        #expect(system.diagnostics.first?.column == 38, "\(system.diagnostics)")
        #expect(system.diagnostics.first?.message.contains("IntrinsicHeight") == true)
    }

    @Test func declarationsTakeNamesWithSpaces() throws {
        let system = read("intrinsic Short Button 60x30 hugging 250\nview Name Label : UILabel 'Name' in Superview\nShort Button.Top = Name Label.Bottom\n")
        #expect(errors(system).isEmpty, "\(errors(system))")
        #expect(EquationTesting.item("Short Button", in: system)?.intrinsicContentSize?.width?.value == 60)
        #expect(EquationTesting.item("Name Label", in: system)?.className == "UILabel")
    }
}
