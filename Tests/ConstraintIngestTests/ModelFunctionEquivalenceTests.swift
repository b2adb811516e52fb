import ConstraintIngest
import ConstraintModel
import Foundation
import Testing
import TestSupport

/// `DisplayNames.assign` and `ConstraintOrigin.classify` were rewritten for speed; they must give
/// exactly what the previous versions (`ReferenceModelFunctions.swift`) give, on every real input
/// and on generated items and constraints with the awkward cases (non-ASCII text, mangled names,
/// combining marks right after a prefix, more items than the small-system path handles).
struct ModelFunctionEquivalenceTests {
    static func allSystems() throws -> [ConstraintSystem] {
        var inputs: [(name: String, text: String)] = []
        for name in Fixtures.logNames(in: Fixtures.corpusFolder) { inputs.append((name, try Fixtures.text(ofCorpusLog: name))) }
        if Fixtures.peerLogsAvailable {
            for name in Fixtures.logNames(in: Fixtures.peerFolder) { inputs.append((name, try Fixtures.text(ofPeerLog: name))) }
        }
        for folder in ["Corpus/equations", "Corpus/examples"] {
            let url = Fixtures.packageRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            where name.hasSuffix(".constraints") || name.hasSuffix(".log") {
                inputs.append((name, try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)))
            }
        }
        return inputs.flatMap { Ingest.read($0.text, file: $0.name).systems }
    }

    static func namesAgree(_ items: [LayoutItem]) -> Bool {
        var current = items
        var reference = items
        DisplayNames.assign(to: &current)
        ReferenceDisplayNames.assign(to: &reference)
        return current.map(\.displayName) == reference.map(\.displayName)
            && current.map(\.displayName).elementsEqual(reference.map(\.displayName)) { Array($0.utf8) == Array($1.utf8) }
    }

    @Test func displayNamesOfEveryCorpusAndPeerSystem() throws {
        let systems = try Self.allSystems()
        // The Corpus alone has over 50 systems; the peer logs, when they are next to the package, 27 more.
        #expect(systems.count > (Fixtures.peerLogsAvailable ? 75 : 50))
        for system in systems {
            var unnamed = system.items
            for index in unnamed.indices { unnamed[index].displayName = "" }
            #expect(Self.namesAgree(unnamed), "\(system.source.file):\(system.source.firstLine)")
            // Named again, every other item's name is taken.
            #expect(Self.namesAgree(system.items), "\(system.source.file):\(system.source.firstLine), named twice")
        }
    }

    @Test func originsOfEveryCorpusAndPeerConstraint() throws {
        var checked = 0
        for system in try Self.allSystems() {
            for constraint in system.constraints {
                let classes = constraint.itemIDs.map { system.item($0)?.className ?? "" }
                #expect(
                    ConstraintOrigin.classify(className: constraint.className, identifier: constraint.identifier, itemClassNames: classes)
                        == ReferenceOrigin.classify(className: constraint.className, identifier: constraint.identifier, itemClassNames: classes),
                    "\(system.source.file) \(constraint.id)")
                checked += 1
            }
        }
        #expect(checked > 300)
    }

    static let classNames: [String?] = [
        nil, "", "UIView", "UILabel", "UIImageView", "NSView", "NSTextField", "NSview", "UI", "NS", "_", "__UIView", "_UIView",
        "_UILayoutGuide", "_UILayoutSpacer", "UILayoutGuide", "NSKVONotifying_UIView", "NSKVONotifying_LQRoundedCornerView",
        "Proto.HeaderView", "MyApp.Box<MyApp.Thing>", "A.B.C", ".", "Shop.", "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_",
        "_TtC5MyApp8CardView", "_Tt", "UIWindow", "UIKeyboardLayoutGuide", "UIInputSetHostView", "_UIButtonBarStackView",
        "TUISystemInputAssistantView", "UIKBKeyView", "\u{212A}View", "UIVie\u{301}w", "U\u{301}IView", "Ünïcode.Vïew", "UI\u{0308}Label",
        "MyView", "NSLayoutConstraint", "NSAutoresizingMaskLayoutConstraint", "NSContentSizeLayoutConstraint",
        "NSIBPrototypingLayoutConstraint", "_UILayoutSupportConstraint", "_UISystemBaselineConstraint", "SnapKit.LayoutConstraint",
        "NSAutoresizingMaskLayoutConstraint\u{301}",
    ]

    static let texts: [String?] = [
        nil, "", "Hello", "Set lunch", "a\nb", "\r\n", "line one\r\nline two", "UISV-alignment-spanner", "UIViewSafeAreaLayoutGuide",
        "UIViewLayoutMarginsGuide", "x.y.z", "é", "e\u{301}", "A very long label text that goes on and on",
        // Around `DisplayNames.maximumTextLength` (28) characters and bytes.
        String(repeating: "x", count: 27), String(repeating: "x", count: 28), String(repeating: "x", count: 29),
        String(repeating: "x", count: 26) + "\r\n", String(repeating: "é", count: 20), String(repeating: "e\u{301}", count: 28), "👩‍👩‍👧 family", "trailing dot.",
    ]

    static let identifiers: [String?] = [
        nil, "", "IB auto generated at build time for view with fixed frame", "UIView-Encapsulated-Layout-Height",
        "NSView-Encapsulated-Layout-Width", "UISV-spacing", "UISV-\u{301}spacing", "NSStackView", "_NSStackViewSpacing",
        "_UITemporaryLayoutWidth", "NSWindow-current-width", "UIViewSafeAreaLayoutGuide-top", "UIView-topMargin-guide-constraint",
        "UIView-leftMargin-guide-constraint\u{301}", "UIView-bottom-guide-constraint", "UIView-guide", "UIViewLayoutMarginsGuide-leading",
        "UIViewReadableContentGuide-left", "UIKeyboardLayoutGuide-top", "NSLayoutGuide-1", "UIIBSystemGenerated", "price-height",
        "UIView-\u{212A}-guide-constraint", "\u{212A}", "UISV", "IB auto",
    ]

    @Test(arguments: 0..<6)
    func displayNamesOfGeneratedItems(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let kinds: [ItemKind] = [.view, .view, .view, .window, .layoutGuide, .marginsGuide, .safeAreaGuide, .keyboardGuide, .legacyLayoutGuide, .stackSpacer]
        for round in 0..<150 {
            let count = round % 10 == 0 ? 30 + random.below(40) : 1 + random.below(12)
            var items: [LayoutItem] = []
            for number in 0..<count {
                var item = LayoutItem(
                    id: "item\(number + 1)", className: random.pick(Self.classNames), address: random.below(3) == 0 ? nil : "0x\(number)",
                    text: random.pick(Self.texts), name: random.below(4) == 0 ? random.pick(["a", "View", "label", "superview", ""]) : nil,
                    kind: random.pick(kinds))
                if random.below(3) == 0 { item.owningViewID = "item\(1 + random.below(count + 1))" }
                if random.below(5) == 0 { item.displayName = random.pick(["View", "Label 'Hello'", "View1", "", "Margins(View)"]) }
                items.append(item)
            }
            #expect(Self.namesAgree(items), "seed \(seed), round \(round): \(items.map { ($0.className ?? "-", $0.text ?? "-", $0.kind) })")
        }
    }

    /// Systems with many items whose names are all ASCII take their own path for finding names
    /// that occur more than once.
    @Test(arguments: 0..<4)
    func displayNamesOfManyASCIIItems(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let asciiClasses = Self.classNames.filter { $0?.utf8.allSatisfy { $0 < 0x80 } ?? true }
        let asciiTexts = Self.texts.filter { $0?.utf8.allSatisfy { $0 < 0x80 } ?? true }
        let kinds: [ItemKind] = [.view, .view, .view, .window, .layoutGuide, .marginsGuide, .safeAreaGuide, .stackSpacer]
        for round in 0..<40 {
            let count = 33 + random.below(round % 4 == 0 ? 400 : 60)
            var items: [LayoutItem] = []
            for number in 0..<count {
                var item = LayoutItem(
                    id: "item\(number + 1)", className: random.pick(asciiClasses), address: random.below(3) == 0 ? nil : "0x\(number)",
                    text: random.pick(asciiTexts), name: random.below(4) == 0 ? random.pick(["a", "View", "label", "View1", ""]) : nil,
                    kind: random.pick(kinds))
                if random.below(3) == 0 { item.owningViewID = "item\(1 + random.below(count + 1))" }
                if random.below(6) == 0 { item.displayName = random.pick(["View", "Label 'Hello'", "View1", "View2", "", "Margins(View)"]) }
                items.append(item)
            }
            #expect(Self.namesAgree(items), "seed \(seed), round \(round)")
        }
    }

    @Test func shortClassNamesOfGeneratedNames() {
        for case let name? in Self.classNames + Self.texts {
            #expect(DisplayNames.shortClassName(name) == ReferenceDisplayNames.shortClassName(name), "\(name)")
        }
    }

    @Test(arguments: 0..<4)
    func originsOfGeneratedConstraints(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let className = random.pick(Self.classNames)
            let identifier = random.pick(Self.identifiers)
            let items = (0..<random.below(4)).map { _ in random.pick(Self.classNames) ?? "" }
            #expect(
                ConstraintOrigin.classify(className: className, identifier: identifier, itemClassNames: items)
                    == ReferenceOrigin.classify(className: className, identifier: identifier, itemClassNames: items),
                "\(String(describing: className)) \(String(describing: identifier)) \(items)")
        }
        for case let name? in Self.classNames {
            #expect(SystemViewClasses.isSystemView(name) == ReferenceSystemViewClasses.isSystemView(name), "\(name)")
        }
    }
}

extension SeededGenerator {
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}
