import ConstraintIngest
import ConstraintModel
import Testing

/// The system constraints and special forms of the Corpus logs, decoded field by field. Expected
/// values are written from reading each log.
struct CorpusConstraintTests {
    @Test func encapsulatedCellHeight() throws {
        let system = try #require(try Fixtures.corpus("encapsulated-cell-height.log").systems.first)
        #expect(system.equations == [
            "0x7fd8e3c0f2a0.top == 0x7fd8e3c0e9b0.top + 16",
            "0x7fd8e3c0f2a0.height == 20",
            "0x7fd8e3c0f5d0.top == 0x7fd8e3c0f2a0.bottom + 8",
            "0x7fd8e3c0f5d0.height == 18",
            "0x7fd8e3c0e9b0.bottom == 0x7fd8e3c0f5d0.bottom + 16",
            "0x7fd8e3c0e9b0.height == 44",
        ])
        #expect(system.item(address: "0x7fd8e3c0f5d0")?.text == "5.2 km \u{00B7} 28 min")
        #expect(system.constraints[5].origin == .encapsulatedLayout)
        // The "Will attempt" line prints the text unescaped; it is matched by address.
        #expect(system.brokenConstraint == "c4")
        #expect(system.diagnostics.isEmpty)
    }

    @Test func stackViewHiding() throws {
        let result = try Fixtures.corpus("stack-view-hiding.log")
        #expect(result.systems.map(\.constraints.count) == [2, 3])
        let hiding = try #require(result.systems[0].constraint("c2"))
        #expect(hiding.identifier == "UISV-hiding")
        #expect(hiding.origin == .stackView)
        #expect(result.systems[0].constraint("c1")?.origin == .developer)
        #expect(result.systems[1].brokenConstraint == "c2")
        #expect(result.systems[1].item(address: "0x7fc3a8d16e90")?.superviewID == result.systems[1].item(address: "0x7fc3a8d17c20")?.id)
    }

    @Test func autoresizingMaskPositions() throws {
        let system = try #require(try Fixtures.corpus("autoresizing-mask.log").systems.first)
        #expect(system.equations == [
            "0x7fa7f2e0b6d0.minX == 0",
            "0x7fa7f2e0b6d0.width == 0",
            "0x7fa7f2e0b6d0.leading == 0x7fa7f2e09d40.leading + 16",
            "0x7fa7f2e0b6d0.width == 120",
        ])
        let promo = try #require(system.item(address: "0x7fa7f2e0b6d0"))
        let superview = try #require(system.item(address: "0x7fa7f2e09d40"))
        #expect(system.constraints[0].measuredIn == superview.id)
        #expect(system.constraints[1].measuredIn == nil)
        #expect(promo.translatesAutoresizingMask == true)
        #expect(superview.translatesAutoresizingMask == nil)
        #expect(promo.superviewID == superview.id)
        #expect(system.constraints[0].autoresizingMask?.description == "h=--& v=--&")
        #expect(system.constraints.prefix(2).allSatisfy { $0.origin == .autoresizingMask })
        #expect(system.brokenConstraint == "c4")
        // A bare position measured in its superview is not a rule violation.
        #expect(system.diagnostics.isEmpty)
    }

    @Test func temporaryFittingSize() throws {
        let system = try #require(try Fixtures.corpus("temporary-fitting-size.log").systems.first)
        #expect(system.constraints[3].identifier == "_UITemporaryLayoutWidth")
        #expect(system.constraints[3].origin == .temporaryFittingSize)
        #expect(system.equations[2] == "0x7fe0d4c1a8b0.width >= 100")
    }

    @Test func safeAreaAndMarginsGuides() throws {
        let system = try #require(try Fixtures.corpus("safe-area-and-margins.log").systems.first)
        let view = try #require(system.item(address: "0x7f8b10822b10"))
        let safeArea = try #require(system.item(address: "0x600001f24a80"))
        let margins = try #require(system.item(address: "0x600001f24b60"))
        #expect(safeArea.kind == .safeAreaGuide)
        #expect(margins.kind == .marginsGuide)
        #expect(safeArea.owningViewID == view.id)
        #expect(margins.owningViewID == view.id)
        #expect(safeArea.superviewID == nil)
        #expect(safeArea.displayName == "SafeArea(View)")
        #expect(system.equations[4] == "0x600001f24a80.top == 0x7f8b10822b10.top + 47")
        #expect(system.equations[5] == "0x7f8b10822b10.bottom == 0x600001f24b60.bottom + 42")
        #expect(system.constraints[4].origin == .layoutGuide)
        #expect(system.constraints[5].origin == .layoutGuide)
        #expect(system.constraints[0].origin == .developer)
    }

    @Test func interfaceBuilderPrototyping() throws {
        let system = try #require(try Fixtures.corpus("ib-prototyping.log").systems.first)
        #expect(system.constraints[0].className == "NSIBPrototypingLayoutConstraint")
        #expect(system.constraints[0].identifier == "IB auto generated at build time for view with fixed frame")
        #expect(system.constraints.prefix(2).allSatisfy { $0.origin == .interfaceBuilderPrototyping })
        #expect(system.equations == [
            "0x7f93e1d0c9a0.leading == 0x7f93e1d0b3f0.leading + 16",
            "0x7f93e1d0c9a0.width == 343",
            "0x7f93e1d0c9a0.leading == 0x7f93e1d0b3f0.leading + 24",
        ])
    }

    @Test func keyboardSystemViewsAndKeyboardGuide() throws {
        let result = try Fixtures.corpus("keyboard-system-view.log")
        #expect(result.systems.count == 2)
        let keyboard = result.systems[0]
        #expect(keyboard.constraint("c1")?.identifier == "assistantHeight")
        #expect(keyboard.constraint("c1")?.origin == .systemView)
        #expect(keyboard.constraint("c3")?.origin == .systemView)
        #expect(keyboard.brokenConstraint == "c2")
        let guides = result.systems[1]
        let view = try #require(guides.item(address: "0x7fbd7c40e5c0"))
        let keyboardGuide = try #require(guides.item(address: "0x7fbd7c410aa0"))
        #expect(keyboardGuide.kind == .keyboardGuide)
        #expect(keyboardGuide.owningViewID == view.id)
        #expect(guides.item(address: "0x600003f1c2a0")?.kind == .safeAreaGuide)
        #expect(guides.equations[0] == "0x7fbd7c40f8e0.bottom == 0x7fbd7c410aa0.top")
        #expect(guides.brokenConstraint == "c2")
    }

    @Test func snapKitAndMasonryInOneLog() throws {
        let system = try #require(try Fixtures.corpus("snapkit-masonry.log").systems.first)
        #expect(system.constraints.map(\.className) == [
            "SnapKit.LayoutConstraint", "SnapKit.LayoutConstraint", "SnapKit.LayoutConstraint", "MASLayoutConstraint",
        ])
        #expect(system.constraints[0].sourceLocation == SourceFileLocation(file: "ProfileHeader+Layout.swift", line: 41))
        #expect(system.equations[2] == "0x7fa9d8e12c30.bottom == 0x7fa9d8e11f90.bottom - 12.0")
        #expect(system.equations[3] == "0x7fa9d8e11f90.height == 80")
        #expect(system.item(address: "0x7fa9d8e12c30")?.className == "Lumen.AvatarView")
        #expect(system.brokenConstraint == "c1")
    }

    @Test func poDumpWithPriorities() throws {
        let result = try Fixtures.corpus("po-view-constraints.log")
        let system = try #require(result.systems.first)
        #expect(result.systems.count == 1)
        #expect(system.format == .constraintList)
        #expect(system.equations == [
            "0x600002dc4a80.centerY == 0x7fc1e8d0f250.centerY",
            "0x600002dc4a80.leading == 0x7fc1e8d0f250.leading",
            "0x600002dc4a80.trailing == 0x7fc1e8d0f250.trailing",
            "0x600002dc4a80.top >= 0x7fc1e8d0f250.top",
            "0x600002dc4a80.top == 0x7fc1e8d0f250.top @250",
            "0x600002dc4a80.height == 28 @750",
        ])
        #expect(system.constraints[5].identifier == "price-height")
        let guide = try #require(system.item(address: "0x600002dc4a80"))
        #expect(guide.text == nil)
        #expect(guide.kind == .layoutGuide)
        #expect(guide.owningViewID == system.item(address: "0x7fc1e8d0f250")?.id)
        #expect((system.constraints[0].line, system.constraints[0].column) == (3, 9))
        let skipped = system.diagnostics("skipped-text")
        #expect(skipped.count == 1)
        #expect((skipped.first?.line, skipped.first?.column) == (1, 1))
        #expect(skipped.first?.message.contains("2 lines") == true)
    }

    @Test func swiftPrintedArray() throws {
        let system = try #require(try Fixtures.corpus("swift-print-constraints.log").systems.first)
        #expect(system.constraints.map(\.line) == [1, 1, 1])
        #expect(system.constraints.map(\.column) == [2, 85, 200])
        #expect(system.equations[1] == "0x7f8e4bc0a9e0.height == 0.5625*0x7f8e4bc0a9e0.width")
        #expect(system.diagnostics.isEmpty)
    }

    @Test func unquotedMasonryListWithKeys() throws {
        let system = try #require(try Fixtures.corpus("masonry-unquoted-list.log").systems.first)
        #expect(system.items.count == 2)
        let title = try #require(system.item(named: "titleLabel"))
        #expect(title.className == "UILabel")
        #expect(title.address == nil)
        #expect(system.item(named: "cv")?.className == "UITableViewCellContentView")
        #expect(system.equations == [
            "titleLabel.left == cv.left + 15",
            "titleLabel.right == cv.right - 15",
            "titleLabel.width == 300",
            "cv.width == 320",
            "titleLabel.height >= 20 @750",
        ])
        #expect(system.constraints[2].address == nil)
        #expect(system.constraints[2].identifier == "TitleWidth")
        #expect(system.diagnostics.isEmpty)
    }

    @Test func bareListWithoutHeader() throws {
        let system = try #require(try Fixtures.corpus("bare-list.log").systems.first)
        #expect(system.format == .constraintList)
        #expect(system.platform == .iOS)
        #expect(system.equations[1] == "0x7b6a31e0.leading == 0x7b6a2f10.leadingMargin")
        #expect(system.equations[3] == "0x7b6a4d20.left == 0x7b6a2f10.left + 16")
        #expect(system.brokenConstraint == nil)
    }

    @Test func contentSizeConstraints() throws {
        let system = try #require(try Fixtures.corpus("content-size.log").systems.first)
        let hug = system.constraints[0]
        #expect(hug.className == "NSContentSizeLayoutConstraint")
        #expect(hug.origin == .contentSize)
        #expect(hug.contentSize == ContentSizePriorities(hugging: 250, compressionResistance: 750))
        #expect(system.equations[0] == "0x7c3592c0.width == 102")
        let size = try #require(system.item(address: "0x7c3592c0")?.intrinsicContentSize)
        #expect(size.width?.value == 102)
        #expect(size.height?.value == 30)
        #expect(size.horizontalHugging == 250)
        #expect(size.verticalHugging == 750)
        #expect(size.horizontalCompressionResistance == 750)
    }

    @Test func lostConstantIsKeptWithAWarning() throws {
        let system = try #require(try Fixtures.corpus("lost-constant.log").systems.first)
        #expect(system.constraints.count == 3)
        let width = try #require(system.constraint("c3"))
        #expect(width.constant == nil)
        #expect(width.identifier == "UIView-Encapsulated-Layout-Width")
        #expect(system.equations[2] == "0x7fb05a80f6e0.width == ?")
        let warning = try #require(system.diagnostics("lost-constant").first)
        #expect(warning.severity == .warning)
        #expect(warning.constraintID == "c3")
        #expect((warning.line, warning.column) == (9, 126))
        #expect(system.brokenConstraint == "c2")
    }
}
