import ConstraintIngest
import ConstraintModel
import Testing

/// The 27 peer logs (`../shared/corpus/peer-logs/`). Every expected value was written from reading
/// the log text; the counts are of the entries each log lists.
@Suite(.enabled(if: Fixtures.peerLogsAvailable, Fixtures.peerLogsMissing))
struct PeerLogTests {
    struct Expectation: CustomTestStringConvertible, Sendable {
        var file: String
        var constraints: Int
        var items: Int
        var format: InputFormat = .constraintList
        var platform: Platform = .iOS
        var brokenConstraint: String?
        var testDescription: String { file }
    }

    static let expectations: [Expectation] = [
        Expectation(file: "peer-001.log", constraints: 4, items: 2),
        Expectation(file: "peer-002.log", constraints: 3, items: 3, platform: .unknown),
        Expectation(file: "peer-003.log", constraints: 5, items: 3),
        Expectation(file: "peer-004.log", constraints: 6, items: 3),
        Expectation(file: "peer-005.log", constraints: 4, items: 2),
        Expectation(file: "peer-006.log", constraints: 11, items: 5),
        Expectation(file: "peer-007.log", constraints: 4, items: 2),
        Expectation(file: "peer-008.log", constraints: 1, items: 1, platform: .unknown),
        Expectation(file: "peer-009.log", constraints: 11, items: 6, format: .consoleLog, brokenConstraint: "c8"),
        Expectation(file: "peer-010.log", constraints: 1, items: 1, platform: .unknown),
        Expectation(file: "peer-011.log", constraints: 7, items: 3),
        Expectation(file: "peer-012.log", constraints: 8, items: 5),
        Expectation(file: "peer-013.log", constraints: 9, items: 6),
        Expectation(file: "peer-014.log", constraints: 15, items: 9),
        Expectation(file: "peer-015.log", constraints: 5, items: 3),
        Expectation(file: "peer-016.log", constraints: 1, items: 2),
        Expectation(file: "peer-017.log", constraints: 8, items: 5),
        Expectation(file: "peer-018.log", constraints: 3, items: 2),
        Expectation(file: "peer-019.log", constraints: 5, items: 5),
        Expectation(file: "peer-020.log", constraints: 6, items: 3),
        Expectation(file: "peer-021.log", constraints: 3, items: 2),
        Expectation(file: "peer-022.log", constraints: 3, items: 2),
        // 14 entries, of which 3 repeat earlier ones with the same address and text.
        Expectation(file: "peer-023.log", constraints: 11, items: 6),
        Expectation(file: "peer-024.log", constraints: 0, items: 0, platform: .unknown),
        Expectation(file: "peer-025.log", constraints: 2, items: 1, platform: .unknown),
        Expectation(file: "peer-026.log", constraints: 3, items: 2),
        Expectation(file: "peer-027.log", constraints: 2, items: 3, format: .consoleLog),
    ]

    @Test(arguments: expectations)
    func readsEveryListedConstraint(_ expected: Expectation) throws {
        let result = try Fixtures.peer(expected.file)
        #expect(result.systems.count == 1)
        #expect(result.diagnostics.isEmpty)
        let system = try #require(result.systems.first)
        #expect(system.constraints.count == expected.constraints)
        #expect(system.items.count == expected.items)
        #expect(system.format == expected.format)
        #expect(system.platform == expected.platform)
        #expect(system.brokenConstraint == expected.brokenConstraint)
        #expect(system.source.file == expected.file)
        #expect(system.isComplete == false)
        #expect(system.constraints.map(\.id) == (0..<expected.constraints).map { "c\($0 + 1)" })
        #expect(system.items.map(\.id) == (0..<expected.items).map { "item\($0 + 1)" })
        if expected.file != "peer-024.log" {
            #expect(system.errors.isEmpty, "\(system.errors)")
            // A paste that stops after the list is flagged (issue 8): that is the only warning allowed.
            #expect(system.warnings.allSatisfy { $0.code == "missing-will-attempt" }, "\(system.warnings)")
            #expect(system.warnings.isEmpty == (expected.file != "peer-027.log"), "only peer-027 stops after its list")
        }
    }

    @Test func exponentConstantAndVFLToTheSuperview() throws {
        let system = try #require(try Fixtures.peer("peer-001.log").systems.first)
        #expect(system.equations == [
            "0x7fa4d0dece70.height == 24",
            "0x7fa4d0dece70.top == 0x7fa4d0df1370.top + 21",
            "0x7fa4d0df1370.bottom == 0x7fa4d0dece70.bottom + 9",
            "0x7fa4d0df1370.height == 2.22507e-308",
        ])
        let encapsulated = system.constraints[3]
        #expect(encapsulated.identifier == "UIView-Encapsulated-Layout-Height")
        #expect(encapsulated.origin == .encapsulatedLayout)
        #expect(encapsulated.constant?.value == 2.22507e-308)
        #expect(encapsulated.constant?.literal == "2.22507e-308")
        #expect(system.item(address: "0x7fa4d0dece70")?.superviewID == system.item(address: "0x7fa4d0df1370")?.id)
        #expect(system.item(address: "0x7fa4d0df1370")?.className == "Proto.HeaderView")
        #expect(system.constraints[0].line == 2)
        #expect(system.constraints[0].column == 2)
        #expect(system.constraints[0].text == "NSLayoutConstraint:0x6080004835c0 UIStackView:0x7fa4d0dece70.height == 24   (active)")
        #expect(system.constraints[0].isActive == true)
    }

    @Test func namesOnlyItemsResolveThroughTheNamesList() throws {
        let system = try #require(try Fixtures.peer("peer-002.log").systems.first)
        let label = try #require(system.item(address: "0x7fa4d0e9e480"))
        #expect(label.name == "name_label")
        #expect(label.className == nil)
        // `'|':OverViewFactorLabel:0x…` prints the same identifier the list maps to that address.
        let bar = try #require(system.item(address: "0x7fa4d0e8b450"))
        #expect(bar.name == "OverViewFactorLabel")
        #expect(bar.className == nil)
        #expect(system.equations == [
            "0x7fa4d0e8b8e0.leading == 0x7fa4d0e9e480.leading",
            "0x7fa4d0e8b8e0.leading == 0x7fa4d0e8b450.leading + 6",
            "0x7fa4d0e9e480.leading == 0x7fa4d0e8b450.leading",
        ])
        #expect(label.superviewID == bar.id)
    }

    @Test func truncatedNamesAreKeysToo() throws {
        let system = try #require(try Fixtures.peer("peer-003.log").systems.first)
        let label = try #require(system.item(address: "0x7fa4d60764b0"))
        #expect(label.name == "VeryLargeLabelWithBorder...")
        #expect(system.equations[0] == "0x7fa4d6079490.bottom == 0x7fa4d60764b0.bottom + 3")
        #expect(system.equations[1] == "0x7fa4d60764b0.top == 0x7fa4d6079490.top + 3")
    }

    @Test func layoutSupportAndOldNamesSuffix() throws {
        let system = try #require(try Fixtures.peer("peer-004.log").systems.first)
        #expect(system.equations == [
            "0x1271a5500.height == 0",
            "0x1271a5500.bottom == 0x128321830.bottom",
            "0x126963e00.height == 230",
            "0x1271a5500.top == 0x126963e00.bottom + 87",
            "0x128321830.height == 568",
            // The autoresizing constraint translates the UIView's frame: that view comes first.
            "0x128321830.bottom == 0x126963e00.bottom",
        ])
        #expect(system.item(address: "0x1271a5500")?.kind == .legacyLayoutGuide)
        #expect(system.constraints[0].origin == .layoutGuide)
        let autoresizing = system.constraints[5]
        #expect(autoresizing.className == "NSAutoresizingMaskLayoutConstraint")
        #expect(autoresizing.autoresizingMask?.description == "h=--- v=---")
        #expect(autoresizing.identifier == "UIView-Encapsulated-Layout-Top")
        #expect(autoresizing.origin == .autoresizingMask)
        #expect(autoresizing.isActive == nil)
        #expect(system.item(address: "0x128321830")?.translatesAutoresizingMask == true)
        #expect(system.item(address: "0x128321830")?.superviewID == system.item(address: "0x126963e00")?.id)
    }

    @Test func negativeVFLSpacingAndAutoresizingMask() throws {
        let system = try #require(try Fixtures.peer("peer-005.log").systems.first)
        #expect(system.equations == [
            "0x7f95000e5ac0.width == 70",
            "0x7f95000e5e50.width == 54",
            "0x7f95000e5e50.centerX == 0x7f95000e5ac0.centerX",
            "0x7f95000e5ac0.trailing == 0x7f95000e5e50.trailing - 2",
        ])
        let mask = try #require(system.constraints[0].autoresizingMask)
        #expect(mask.horizontal.flexibleTrailingMargin && !mask.horizontal.flexibleSize && !mask.horizontal.flexibleLeadingMargin)
        #expect(mask.vertical.flexibleTrailingMargin)
    }

    @Test func prefixMultipliers() throws {
        let system = try #require(try Fixtures.peer("peer-006.log").systems.first)
        #expect(system.equations[0] == "0x7f950028efe0.width == 1.574*0x7f950028efe0.height")
        #expect(system.equations[5] == "0x7f950028efe0.width == 0.4*0x7f94fa4d7d10.width")
        #expect(system.equations[7] == "0x7f9500290110.top >= 0x7f95002902c0.bottom + 11")
        #expect(system.constraints[9].constant?.literal == "123.5")
        #expect(system.constraints.filter { $0.origin == .encapsulatedLayout }.map(\.id) == ["c10", "c11"])
    }

    @Test func duplicateKeysInNamesTakeTheLast() throws {
        let system = try #require(try Fixtures.peer("peer-008.log").systems.first)
        #expect(system.equations == ["0x7f950028e5b0.top == 0x7f950028e5b0.bottom + 7"])
    }

    @Test func fullLogWithBrokenConstraint() throws {
        let system = try #require(try Fixtures.peer("peer-009.log").systems.first)
        #expect(system.source.firstLine == 1)
        #expect(system.source.lastLine == 24)
        let broken = try #require(system.constraint("c8"))
        #expect(broken.address == "0x7f83b85cf8e0")
        #expect(broken.identifier == "UISV-alignment")
        #expect(broken.origin == .stackView)
        #expect(system.equations[7] == "0x7f83b9a05e80.trailing == 0x7f83b9a06c70.trailing")
        #expect(system.item(address: "0x7f83b9a05e80")?.text == "Set lunch")
        #expect(system.item(address: "0x7f83b9a06c70")?.text == "Added at 10:26")
        #expect(system.item(address: "0x7f83b9a05e80")?.displayName == "Label 'Set lunch'")
        #expect(system.constraints[10].constant?.literal == "94.3333")
        // In order of first appearance; the `|` of c3 comes before its view in the text.
        #expect(system.items.map(\.address) == [
            "0x7f83b8171210", "0x7f83b9a08580", "0x7f83b8171010", "0x7f83b9a05c70", "0x7f83b9a05e80", "0x7f83b9a06c70",
        ])
        #expect(system.constraints.map(\.line) == Array(7...17))
    }

    @Test func nameWithASpace() throws {
        let system = try #require(try Fixtures.peer("peer-010.log").systems.first)
        #expect(system.item(address: "0x1089a5290")?.name == "progress background")
        #expect(system.equations == ["0x1089a5290.height == 5"])
    }

    @Test func postfixMultiplierAndAutoresizingWithoutFlags() throws {
        let system = try #require(try Fixtures.peer("peer-011.log").systems.first)
        #expect(system.equations[1] == "0x4db3270.width == 0.384615*0x4db3270.height")
        #expect(system.constraints[0].origin == .autoresizingMask)
        #expect(system.constraints[0].autoresizingMask == nil)
        #expect(system.item(address: "0x4dbb090")?.translatesAutoresizingMask == true)
    }

    @Test func snapKitLocationsAndBaselines() throws {
        let system = try #require(try Fixtures.peer("peer-012.log").systems.first)
        #expect(system.constraints.map { $0.sourceLocation.map { "\($0.file)#\($0.line)" } } == [
            "CCBaseCell.swift#88", "CCBaseCell.swift#91", "CCBaseCell.swift#97", "CCBaseCell.swift#100",
            "CCTargetCells.swift#43", "CCTargetCells.swift#44", "CCTargetCells.swift#142", "CCTargetCells.swift#143",
        ])
        #expect(system.constraints.allSatisfy { $0.className == "SnapKit.LayoutConstraint" })
        #expect(system.equations[0] == "0x7ff92c7ec1f0.height >= 44.0")
        #expect(system.equations[6] == "0x7ff92c74c9e0.top == 0x7ff92e29e6f0.topMargin")
        #expect(system.equations[7] == "0x7ff92c74c9e0.firstBaseline == 0x7ff92e29e6f0.bottomMargin")
        #expect(system.item(address: "0x7ff92c7ec1f0")?.className == "NSKVONotifying_LQRoundedCornerView")
    }

    @Test func leftRightMarginsAndSpacers() throws {
        let system = try #require(try Fixtures.peer("peer-013.log").systems.first)
        #expect(system.equations[0] == "0x1241d1200.left == 0x123ed1070.left")
        #expect(system.equations[2] == "0x123ed1070.left == 0x123d8da90.leftMargin")
        #expect(system.equations[4] == "0x123d8e1f0.width == 0.25*0x123d8da90.width")
        #expect(system.equations[8] == "0x1743a0620.trailing >= 0x123d8e1f0.trailing")
        #expect(system.item(address: "0x1743a0620")?.kind == .stackSpacer)
    }

    @Test func stackViewSpacingAndMarginsGuide() throws {
        let system = try #require(try Fixtures.peer("peer-014.log").systems.first)
        #expect(system.constraints[0].column == 6)
        let spacing = system.constraints[10]
        #expect(spacing.className == "_UISystemBaselineConstraint")
        #expect(system.equations[10] == "0x7fa67350bf50.top == 0x7fa67350c680.bottom + 8 (system spacing)")
        #expect(spacing.origin == .stackView)
        let guide = try #require(system.item(address: "0x600002e401c0"))
        #expect(guide.kind == .marginsGuide)
        #expect(guide.owningViewID == system.item(address: "0x7fa67350b050")?.id)
        #expect(system.constraints[12].origin == .layoutGuide)
        #expect(system.equations[12] == "0x7fa67350b050.bottom == 0x600002e401c0.bottom + 8")
        #expect(system.item(address: "0x60000284c1e0")?.text == "UISV-alignment-spanner")
        #expect(system.item(address: "0x60000284c1e0")?.displayName == "AlignmentSpanner")
        #expect(system.item(address: "0x7fa67350bf50")?.text == "E-posta adresini mi unutt...")
    }

    @Test func systemSpacingAfterAnEquationAndNoParentheses() throws {
        let system = try #require(try Fixtures.peer("peer-015.log").systems.first)
        #expect(system.equations[3] == "0x2826f9880.bottom == 0x10f755100.bottom (system spacing)")
        #expect(system.constraints[3].constant?.value == 0)
        #expect(system.constraints[0].autoresizingMask?.description == "h=-&- v=&--")
        #expect(system.constraints[0].line == 1)
        #expect(system.constraints[0].column == 6)
    }

    @Test func snapKitFileNameWithPlus() throws {
        let system = try #require(try Fixtures.peer("peer-016.log").systems.first)
        #expect(system.constraints[0].sourceLocation == SourceFileLocation(file: "PViewController+Ext.swift", line: 21))
        #expect(system.equations == ["0x7feb4e8d58b0.leading == 0x7feb50d2aa70.leading + 10.0"])
        #expect(system.item(address: "0x7feb50d2aa70")?.kind == .layoutGuide)
    }

    @Test func mangledGenericClassAndLTRMarginGuides() throws {
        let system = try #require(try Fixtures.peer("peer-017.log").systems.first)
        let card = try #require(system.item(address: "0x7fed43476280"))
        #expect(card.className == "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_")
        #expect(card.displayName == "CardView<RecoveryKeyView>")
        #expect(system.equations[6] == "0x600000d7ea00.left == 0x7fed434775c0.left + 22")
        #expect(system.equations[7] == "0x7fed434775c0.right == 0x600000d7ea00.right + 22")
        #expect(system.constraints[6].layoutDirection == .leftToRight)
        #expect(system.constraints[0].layoutDirection == nil)
        #expect(system.item(address: "0x600000d7ea00")?.owningViewID == system.item(address: "0x7fed434775c0")?.id)
        #expect(system.item(address: "0x7fed2355f060")?.text == "Please keep this key in a...")
    }

    @Test func inequalitySystemSpacingInVFL() throws {
        let system = try #require(try Fixtures.peer("peer-018.log").systems.first)
        #expect(system.equations[0] == "0x111b35c20.top >= 0x111b35a60.top + 8 (system spacing)")
    }

    @Test func keyboardWindowAndSafeArea() throws {
        let system = try #require(try Fixtures.peer("peer-019.log").systems.first)
        #expect(system.equations[0] == "0x7fceff1c07a0.bottom <= 0x60000306d340.bottom + 8 (system spacing)")
        #expect(system.constraints[1].origin == .systemView)
        #expect(system.constraints[3].origin == .developer)
        let window = try #require(system.item(address: "0x7fcefa227a00"))
        #expect(window.kind == .window)
        #expect(window.isRoot)
        let safeArea = try #require(system.item(address: "0x60000306d340"))
        #expect(safeArea.kind == .safeAreaGuide)
        #expect(safeArea.owningViewID == window.id)
        #expect(system.constraints[4].origin == .layoutGuide)
    }

    @Test func apostropheInsideALabelText() throws {
        let system = try #require(try Fixtures.peer("peer-020.log").systems.first)
        #expect(system.item(address: "0x7f95b5653eb0")?.text == "YOU'RE OK")
        #expect(system.item(address: "0x7f95b5653310")?.text == "Mate")
        #expect(system.equations[2] == "0x7f95b5653eb0.bottom == 0x7f95b5653310.bottom")
        #expect(system.equations[1] == "0x7f95b56530e0.height == 0.9*0x7f95b5653310.height")
    }

    @Test func buttonBarIsASystemView() throws {
        let system = try #require(try Fixtures.peer("peer-021.log").systems.first)
        #expect(system.equations[0] == "0x7fb573cebf90.width <= 0")
        #expect(system.constraints[0].origin == .systemView)
        #expect(system.constraints[1].identifier == "UIView-leftMargin-guide-constraint")
    }

    @Test func signedSnapKitConstants() throws {
        let system = try #require(try Fixtures.peer("peer-022.log").systems.first)
        #expect(system.equations[1] == "0x103850290.right == 0x10384fed0.right - 13.0")
        #expect(system.constraints[1].constant?.literal == "-13.0")
    }

    @Test func repeatedEntriesAreReadOnce() throws {
        let system = try #require(try Fixtures.peer("peer-023.log").systems.first)
        let repeats = system.diagnostics("duplicate-entry")
        #expect(repeats.map(\.line) == [11, 12, 13])
        #expect(repeats.map(\.constraintID) == ["c7", "c8", "c9"])
        #expect(repeats.allSatisfy { $0.severity == .note && $0.column == 2 })
        #expect(system.constraints.map(\.line) == [2, 3, 4, 5, 6, 7, 8, 9, 10, 14, 15])
        #expect(system.item(address: "0x7fe16cd5a1d0")?.text == "0")
    }

    @Test func badHexDigitIsAPreciseError() throws {
        let result = try Fixtures.peer("peer-024.log")
        let system = try #require(result.systems.first)
        #expect(system.constraints.isEmpty)
        #expect(result.isUnreadable)
        let error = try #require(system.errors.first)
        #expect(system.errors.count == 1)
        #expect(error.line == 2)
        // `"<NSLayoutConstraint:0x61h…`: the `h` is the 26th character.
        #expect(error.column == 26)
        #expect(error.code == "expected-hex-digit")
        #expect(error.message.hasPrefix("expected a hexadecimal digit"))
    }

    @Test func singleSpaceBeforeInfo() throws {
        let system = try #require(try Fixtures.peer("peer-025.log").systems.first)
        #expect(system.equations == ["0x104590.height == 25", "0x104590.height >= 50"])
    }

    @Test func oneParagraphHeaderAndTrailingComma() throws {
        let system = try #require(try Fixtures.peer("peer-027.log").systems.first)
        #expect(system.equations == ["0x1f5a2f70.height == 460", "0x1f5a3120.bottom == 0x1f5a31b0.bottom + 385"])
        #expect(system.constraints[0].origin == .autoresizingMask)
        #expect(system.source.firstLine == 1)
        #expect(system.source.lastLine == 5)
    }
}
