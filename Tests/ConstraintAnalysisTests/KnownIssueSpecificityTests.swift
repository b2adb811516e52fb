@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import Testing

/// Which catalogue entry names a conflict. Entries are tried in file order and the first that
/// recognises a constraint names it, so a more specific entry must come before a broader one and
/// must not be shadowed by it (Docs/known-issues.md). The logs below carry the facts of real
/// logs from public issue threads (URL with each); whether they conflict is checked against the
/// printed numbers.
struct KnownIssueSpecificityTests {
    static func analysed(_ text: String) throws -> (ConstraintSystem, Diagnosis) {
        try RealLogVerdictTests.analysed(text)
    }

    /// Whether `later` can ever name a constraint by its classes or identifiers: not when every
    /// prefix it looks for starts with one an earlier entry looks for (the earlier one then
    /// recognises every such constraint first). Shapes and class-name parts are not prefixes.
    static func isShadowed(_ later: KnownIssueCatalogue.Entry, by earlier: KnownIssueCatalogue.Entry) -> Bool {
        let laterPrefixes = later.recognise.classes.map { ("class", $0) } + later.recognise.identifiers.map { ("identifier", $0) }
        let earlierPrefixes = earlier.recognise.classes.map { ("class", $0) } + earlier.recognise.identifiers.map { ("identifier", $0) }
        guard !laterPrefixes.isEmpty, later.recognise.shapes.isEmpty, (later.recognise.classNameParts ?? []).isEmpty else { return false }
        return laterPrefixes.allSatisfy { kind, prefix in earlierPrefixes.contains { $0.0 == kind && prefix.hasPrefix($0.1) } }
    }

    /// A prefix one entry looks for, which an earlier entry also matches, never names the later
    /// entry: the evidence belongs to the first. Each such prefix must be deliberate (a toolbar's
    /// `_UIToolbarContentView` holds the shortcut bar's `_UIButtonBarStackView`, and the toolbar,
    /// more specific, comes first), so the catalogue lists none an earlier entry already takes.
    @Test func noEntryLooksForWhatAnEarlierEntryAlreadyTakes() {
        let issues = KnownIssueCatalogue.standard.issues
        for (index, later) in issues.enumerated() {
            for earlier in issues[..<index] {
                #expect(!Self.isShadowed(later, by: earlier), "\(later.id) can never be named: \(earlier.id) comes first and takes all it looks for")
                let taken = later.recognise.classes.filter { prefix in earlier.recognise.classes.contains { prefix.hasPrefix($0) } }
                    + later.recognise.identifiers.filter { prefix in earlier.recognise.identifiers.contains { prefix.hasPrefix($0) } }
                #expect(taken.isEmpty, "\(later.id) looks for \(taken), which \(earlier.id), earlier, already takes")
            }
        }
    }

    /// gemwalletcom/gem-ios#1795 (a swap screen, 2026): UIKit's placeholder for the input
    /// accessory view is pinned 17 pt above the keyboard's input view by `accessoryView.bottom`
    /// and right on it by `inputView.top`; no assistant bar is in the conflict. It is the
    /// placeholder's known issue, not the assistant bar's.
    @Test func theKeyboardPlaceholderPinnedTwiceIsThePlaceholders() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600002437200 'accessoryView.bottom' _UIRemoteKeyboardPlaceholderView:0x10a046970.bottom == _UIKBCompatInputView:0x101b84710.top - 17   (active)>",
                "<NSLayoutConstraint:0x60000237ec60 'inputView.top' V:[_UIRemoteKeyboardPlaceholderView:0x10a046970]-(0)-[_UIKBCompatInputView:0x101b84710]   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x60000237ec60 'inputView.top' V:[_UIRemoteKeyboardPlaceholderView:0x10a046970]-(0)-[_UIKBCompatInputView:0x101b84710]   (active)>
            """)
        // placeholder.bottom = input.top − 17 and input.top = placeholder.bottom: 17 = 0.
        #expect(system.constraints.map { $0.constant?.value } == [-17, 0])
        #expect(diagnosis.conflicts.count == 1)
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.kind == .keyboard)
        #expect(diagnosis.verdict.knownIssue?.id == "keyboard-accessory-placeholder")
        #expect(diagnosis.fixes.isEmpty)
    }

    /// hackiftekhar/IQKeyboardManager#1616 (a secure text field on iOS 13): the assistant bar's
    /// 45 pt (`assistantHeight`) between the placeholder and the input view, which
    /// `accessoryView.bottom` pins together. The bar is in the conflict and its height is what
    /// cannot fit: the assistant bar's known issue, as before.
    @Test func thePlaceholderWithTheAssistantBarBetweenIsTheAssistantBars() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x281b94b90 'accessoryView.bottom' _UIRemoteKeyboardPlaceholderView:0x104ffa200.bottom == _UIKBCompatInputView:0x108707890.top   (active)>",
                "<NSLayoutConstraint:0x281b7f840 'assistantHeight' TUISystemInputAssistantView:0x108531590.height == 45   (active)>",
                "<NSLayoutConstraint:0x281b919a0 'assistantView.bottom' TUISystemInputAssistantView:0x108531590.bottom == _UIKBCompatInputView:0x108707890.top   (active)>",
                "<NSLayoutConstraint:0x281b91680 'assistantView.top' V:[_UIRemoteKeyboardPlaceholderView:0x104ffa200]-(0)-[TUISystemInputAssistantView:0x108531590]   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x281b91680 'assistantView.top' V:[_UIRemoteKeyboardPlaceholderView:0x104ffa200]-(0)-[TUISystemInputAssistantView:0x108531590]   (active)>
            """)
        #expect(system.constraints.count == 4)
        #expect(diagnosis.conflicts.count == 1)
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.knownIssue?.id == "keyboard-assistant-bar")
        #expect(diagnosis.fixes.isEmpty)
    }

    /// gscalzo/Swift2ByExample#7 (the Simulator's system log, 2018): SpringBoard's Spotlight
    /// header (`SPUISearchTableHeaderView`) laid out at width 0 with its label and "Show More"
    /// button inside. Nothing of the developer's app: SpringBoard's own views, no fix offered.
    /// The label and the button print no superview (no `|` in their constraints), so they are
    /// SpringBoard's because every constraint they are in ties them only to its header and to
    /// each other. Tied as well to a view of a developer's class, they stay the developer's —
    /// in a paste that lost the console prefix (with `SpringBoard[…]` on it the whole log is the
    /// system's, whatever its classes: `aLogPrintedByASystemProcessIsNotTheApps`).
    @Test func spotlightsHeaderInSpringBoardsLogIsNotTheDevelopers() throws {
        func log(_ extra: String = "", prefix: String = "Mar  4 18:25:38 Lawrences-MBP SpringBoard[10567]: ") -> String {
            """
            \(prefix)Unable to simultaneously satisfy constraints.
            \t(
            \t    "<NSLayoutConstraint:0x7fd94cca9b10 UILabel:0x7fd94ccacfa0' '.leading == SPUISearchTableHeaderView:0x7fd94ccb3030.leadingMargin>",
            \t    "<NSLayoutConstraint:0x7fd94ccb0ff0 H:[UILabel:0x7fd94ccacfa0' ']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'Show More']>",
            \t    "<NSLayoutConstraint:0x7fd94ccb1040 SPUISearchTableHeaderView:0x7fd94ccb3030.trailingMargin == UIButton:0x7fd94ccb1800'Show More'.trailing>",\(extra)
            \t    "<NSLayoutConstraint:0x7fd94ccb86e0 'UIView-Encapsulated-Layout-Width' H:[SPUISearchTableHeaderView:0x7fd94ccb3030(0)]>"
            \t)
            \tWill attempt to recover by breaking constraint
            \t<NSLayoutConstraint:0x7fd94ccb0ff0 H:[UILabel:0x7fd94ccacfa0' ']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'Show More']>
            """
        }
        let (system, diagnosis) = try Self.analysed(log())
        #expect(system.constraints.count == 4)
        #expect(system.items.allSatisfy { $0.superviewID == nil })
        // 8 (margin) + label + 8 + button + 8 (margin) ≥ 24 in a header 0 wide.
        #expect(diagnosis.conflicts.count == 1)
        let ownership = ConstraintOwnership(system: system)
        #expect(ownership.sides == [.system, .system, .system, .system])
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.knownIssue?.id == "spotlight-search-ui")
        #expect(diagnosis.fixes.isEmpty)

        let (mineSystem, _) = try Self.analysed(log(
            "\n\t    \"<NSLayoutConstraint:0x7fd94ccb2000 UIButton:0x7fd94ccb1800'Show More'.trailing <= Tips.BadgeView:0x7fd94cce0000.leading>\",",
            prefix: ""))
        let mine = ConstraintOwnership(system: mineSystem)
        #expect(mineSystem.constraints.map(\.address) == ["0x7fd94cca9b10", "0x7fd94ccb0ff0", "0x7fd94ccb1040", "0x7fd94ccb2000", "0x7fd94ccb86e0"])
        #expect(mine.sides[1] == .developer, "the label and the button are placed against the developer's badge too")
        #expect(mine.sides[3] == .developer)
    }
}
