@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import Foundation
import TestSupport
import Testing

/// The ownership pass decides each item's facts once and prepares each catalogue entry once
/// (a 100,000-view layout has half a million constraints). Its sides, entry and recognised
/// constraints must be exactly those of the per-constraint decision it replaced, kept here as
/// written before, on every Corpus log and on logs whose classes, kinds, identifiers and origins
/// are shuffled at random (so that every catalogue entry and every branch is reached).
@Suite struct ConstraintOwnershipTests {
    /// The decision as it was: every constraint against every entry, items looked up by id.
    struct Reference {
        var sides: [ConstraintSide]
        var entryID: String?
        var recognised: Set<Int>

        init(system: ConstraintSystem, catalogue: KnownIssueCatalogue = .standard) {
            let items = ItemTable(system)
            var sides = system.constraints.map { Self.side(of: $0, in: items, catalogue: catalogue) }
            var found: KnownIssueCatalogue.Entry?
            var recognised: Set<Int> = []
            for entry in catalogue.issues {
                let hits = system.constraints.indices.filter {
                    Self.entry(entry, recognises: system.constraints[$0], in: items, platform: system.platform)
                }
                if !hits.isEmpty {
                    found = entry
                    recognised = Set(hits)
                    break
                }
            }
            if let found, found.owner == .system {
                for index in recognised
                where sides[index] != .system && !ConstraintOwnership.mentionsDeveloperClass(system.constraints[index], in: items, catalogue: catalogue) {
                    sides[index] = .system
                }
                if found.claimsPlainViewSizes == true {
                    let recognisedItems = Set(recognised.flatMap { system.constraints[$0].itemIDs })
                    for index in system.constraints.indices
                    where KnownIssueCatalogue.isPlainViewSize(index, in: system.constraints, recognisedItems: recognisedItems, items: items) {
                        sides[index] = .system
                    }
                }
                if found.claimsNestedPlainViews == true {
                    for index in catalogue.nestedPlainViewConstraints(found, in: system, sides: sides) { sides[index] = .system }
                }
            }
            // A log a system process printed is that process's, whatever its classes (stop 20).
            if let processEntry = catalogue.issues.first(where: { entry in
                entry.owner == .system && system.source.process.map { (entry.recognise.processes ?? []).contains($0) } == true
            }) {
                sides = sides.map { _ in .system }
                if found == nil {
                    found = processEntry
                    recognised = Set(system.constraints.indices)
                }
            }
            self.sides = sides
            self.entryID = found?.id
            self.recognised = recognised
        }

        static func entry(_ entry: KnownIssueCatalogue.Entry, recognises constraint: LayoutConstraint, in system: ItemTable, platform: Platform) -> Bool {
            if let identifier = constraint.identifier, entry.recognise.identifiers.contains(where: { identifier.hasPrefix($0) }) {
                return true
            }
            let classes = constraint.itemIDs.compactMap { system.item($0)?.className }
            if classes.contains(where: { name in entry.recognise.classes.contains { name.hasPrefix($0) } }) { return true }
            if let parts = entry.recognise.classNameParts, platform == .unknown || entry.platforms.contains(platform.rawValue),
                classes.contains(where: { name in parts.contains { name.contains($0) } })
            {
                return true
            }
            return entry.recognise.shapes.contains { shape in
                let parts = shape.split(separator: " ").map(String.init)
                guard parts.count == 3, constraint.second == nil, constraint.expression == nil,
                    let attribute = constraint.first.attribute.standard, attribute.rawValue == parts[0],
                    Relation(symbol: parts[1]) == constraint.relation,
                    let expected = Double(parts[2]), let constant = constraint.constant
                else { return false }
                return constant.value == expected
            }
        }

        static func side(of constraint: LayoutConstraint, in system: ItemTable, catalogue: KnownIssueCatalogue) -> ConstraintSide {
            if constraint.origin == .systemView || catalogue.isSystemIdentifier(constraint.identifier) { return .system }
            let items = constraint.itemIDs.compactMap { system.item($0) }
            let views = items.filter { !$0.kind.isGuide }
            // A guide stands for the view that owns it, when the log names that view (stop 20).
            let ownersOfGuides = items.filter(\.kind.isGuide).compactMap { guide in
                guide.owningViewID.flatMap { system.item($0) }.flatMap { $0.kind.isGuide ? nil : $0 }
            }
            let placing = views + ownersOfGuides
            let systemViews = placing.filter { catalogue.isSystemClass($0.className) }
            switch constraint.origin {
            case .developer, .contentSize:
                if !placing.isEmpty, systemViews.count == placing.count { return .system }
                if views.isEmpty || items.allSatisfy({ item in item.kind.isGuide || items.contains { guide in guide.owningViewID == item.id } }) {
                    if items.contains(where: { [.keyboardGuide, .safeAreaGuide, .marginsGuide, .legacyLayoutGuide].contains($0.kind) }) {
                        return .generated
                    }
                }
                return .developer
            default:
                let first = system.item(constraint.first.item)
                if let first, !first.kind.isGuide, catalogue.isSystemClass(first.className) { return .system }
                return .generated
            }
        }
    }

    static func expectSame(_ system: ConstraintSystem, _ label: String) {
        let ownership = ConstraintOwnership(system: system)
        let reference = Reference(system: system)
        #expect(ownership.sides == reference.sides, "\(label): sides")
        #expect(ownership.entry?.id == reference.entryID, "\(label): entry")
        #expect(ownership.recognised == reference.recognised, "\(label): recognised")
    }

    static func corpusSystems() throws -> [(String, ConstraintSystem)] {
        let root = PackagePaths.root.appendingPathComponent("Corpus")
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
            .filter { $0.hasSuffix(".log") || $0.hasSuffix(".constraints") }.sorted()
        return try files.flatMap { file in
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            return Ingest.read(text, file: file).systems.enumerated().map { ("\(file) #\($0.offset + 1)", $0.element) }
        }
    }

    @Test func sameAsPerConstraintDecisionOnTheCorpus() throws {
        let systems = try Self.corpusSystems()
        #expect(systems.count > 50)
        for (label, system) in systems { Self.expectSame(system, label) }
        let recognisedEntries = Set(systems.compactMap { ConstraintOwnership(system: $0.1).entry?.id })
        #expect(recognisedEntries.count >= 5, "the Corpus logs recognise only \(recognisedEntries.sorted())")
    }

    /// Corpus logs with their classes, kinds, guide owners, identifiers and origins drawn at
    /// random from what the catalogue names, so that entries are recognised by class, class-name
    /// part, identifier and shape, and items are duplicated or missing.
    @Test(arguments: 0..<30)
    func sameAsPerConstraintDecisionOnShuffledLogs(_ seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed + 1))
        let catalogue = KnownIssueCatalogue.standard
        let classes: [String?] =
            [nil, "UIView", "UILabel", "MyApp.CardView", "WifiMenuItemView", "_UIAlertControllerView", "UIInputSetHostView"]
            + catalogue.issues.flatMap { $0.recognise.classes + ($0.recognise.classNameParts ?? []).map { "App.\($0)" } }
        let identifiers: [String?] =
            [nil, nil, "mine", "UISV-spacing", "UIView-Encapsulated-Layout-Width"] + catalogue.issues.flatMap(\.recognise.identifiers)
        let kinds: [ItemKind] = [.view, .view, .view, .window, .keyboardGuide, .safeAreaGuide, .marginsGuide, .legacyLayoutGuide]
        let systems = try Self.corpusSystems().filter { $0.0.hasSuffix(".log #1") }
        var (label, system) = try #require(systems.randomElement(using: &random))
        system.platform = [Platform.iOS, .macOS, .unknown].randomElement(using: &random)!
        let ids = system.items.map(\.id)
        for index in system.items.indices {
            system.items[index].className = classes.randomElement(using: &random)!
            system.items[index].kind = kinds.randomElement(using: &random)!
            system.items[index].owningViewID = Bool.random(using: &random) ? ids.randomElement(using: &random) : nil
        }
        if let first = system.items.first, Bool.random(using: &random) { system.items.append(first) }
        if !system.items.isEmpty, Bool.random(using: &random) { system.items.removeLast() }
        for index in system.constraints.indices {
            system.constraints[index].identifier = identifiers.randomElement(using: &random)!
            system.constraints[index].origin = ConstraintOrigin.allCases.randomElement(using: &random)!
        }
        Self.expectSame(system, "\(label), seed \(seed)")
    }
}
