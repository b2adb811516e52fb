import ConstraintModel
import Foundation

/// The catalogue of conflicts UIKit and AppKit are known to log, read from `KnownIssues.json`
/// (documented in Docs/known-issues.md). Knowledge that grows lives in that file, not in code.
public struct KnownIssueCatalogue: Sendable, Decodable {
    public struct Recognition: Sendable, Decodable, Hashable {
        /// Constraint shapes such as `width == -16`: a size set to a constant.
        public var shapes: [String]
        /// Prefixes of an item's class name.
        public var classes: [String]
        /// Prefixes of a constraint's identifier.
        public var identifiers: [String]
        /// Parts of a developer's class name that say what the view is for (`MenuItemView` in
        /// `WifiMenuItemView`), when no framework class does: weaker evidence, so only on the
        /// entry's own platforms (or when the platform is unknown).
        public var classNameParts: [String]?
        /// Names of system processes (`SpringBoard`, `MobileSafari`) whose console prefix on a
        /// log says the layout is that process's, not the app's: every constraint of such a log
        /// is the system's.
        public var processes: [String]?
    }

    public struct Entry: Sendable, Decodable, Hashable {
        public var id: String
        public var title: String
        public var kind: VerdictKind
        /// Who the catalogue says owns it when it is recognised.
        public var owner: VerdictOwner
        public var platforms: [String]
        public var osVersions: String
        public var workaround: String
        public var reference: String
        public var recognise: Recognition
        /// Whether a constant size on a plain `UIView`/`NSView` that a recognised constraint relates
        /// is the framework's too (an alert's content views are plain `UIView`s): only for entries
        /// whose private views are known to be built that way.
        public var claimsPlainViewSizes: Bool?
        /// Whether plain `UIView`/`UILabel`/`NSView`… views inside the framework's private views
        /// (a view controller the framework builds from public view classes, as AVKit's controls
        /// or a share sheet are) are the framework's too: a constraint relating only such views
        /// and private ones is claimed. A developer adds nothing inside a private view.
        public var claimsNestedPlainViews: Bool?

        public var knownIssue: KnownIssue {
            KnownIssue(id: id, title: title, platforms: platforms, osVersions: osVersions, workaround: workaround, reference: reference)
        }
    }

    public var version: Int
    /// Class-name prefixes of views the framework creates and lays out itself.
    public var systemClassPrefixes: [String]
    /// Identifier prefixes the framework gives its own constraints.
    public var systemIdentifierPrefixes: [String]
    /// Private-looking classes the developer places with their own constraints (SwiftUI's hosting views).
    public var developerPlacedClassPrefixes: [String]
    /// In order of precedence: the first entry that recognises a conflict names it.
    public var issues: [Entry]
    /// By platform, the lengths in points of its screens (portrait and landscape, and without
    /// the 20-pt status bar of iOS 6 and earlier): a log's root view of exactly such a length was
    /// sized by its window, not by the developer.
    public var windowLengths: [String: [Double]]?

    /// Whether a view of this length along an axis is as long as a screen of the platform.
    public func isWindowLength(_ length: Double, on platform: Platform) -> Bool {
        windowLengths?[platform.rawValue]?.contains(length) ?? false
    }

    /// The catalogue shipped with the package (embedded at build time); empty (with `loadFailure`
    /// set) if it cannot be decoded, so that a broken file degrades the verdict instead of crashing.
    public static let standard: KnownIssueCatalogue = load()
    public private(set) var loadFailure: String?

    enum CodingKeys: String, CodingKey { case version, systemClassPrefixes, systemIdentifierPrefixes, developerPlacedClassPrefixes, issues, windowLengths }

    public init(
        version: Int = 1, systemClassPrefixes: [String] = [], systemIdentifierPrefixes: [String] = [],
        developerPlacedClassPrefixes: [String] = [], issues: [Entry] = []
    ) {
        self.version = version
        self.developerPlacedClassPrefixes = developerPlacedClassPrefixes
        self.systemClassPrefixes = systemClassPrefixes
        self.systemIdentifierPrefixes = systemIdentifierPrefixes
        self.issues = issues
    }

    static func load() -> KnownIssueCatalogue {
        do {
            return try JSONDecoder().decode(KnownIssueCatalogue.self, from: Data(PackageResources.KnownIssues_json))
        } catch {
            var empty = KnownIssueCatalogue()
            empty.loadFailure = "KnownIssues.json cannot be read: \(error)"
            return empty
        }
    }

    // MARK: Recognition

    /// The framework's base view classes, which its private views use as plain containers.
    static let plainViewClasses: Set<String> = ["UIView", "NSView"]

    /// Whether `constraints[index]` is a constant size on a plain framework view that one of the
    /// `recognisedItems` is: what an entry with `claimsPlainViewSizes` claims as the framework's.
    static func isPlainViewSize(_ index: Int, in constraints: [LayoutConstraint], recognisedItems: Set<String>, items: ItemTable) -> Bool {
        guard constraints[index].second == nil, constraints[index].expression == nil, constraints[index].constant != nil,
            constraints[index].first.attribute.standard?.isSize == true, recognisedItems.contains(constraints[index].first.item),
            let name = items.item(constraints[index].first.item)?.className
        else { return false }
        return plainViewClasses.contains(name)
    }

    /// The constraints (not already the framework's by `sides`) that relate only views of the
    /// framework inside a recognised entry's views: private views, views of a class the entry
    /// names, and plain framework views (`UILabel`, `UIView`, `NSView`…, no module) whose
    /// superview is one of those, however deep; a guide counts when its view does. A plain view
    /// whose superview the log does not print joins too when every constraint it is in relates it
    /// only to such views (or to other plain views of unknown superview that do), and one of them
    /// ties it to a view already in: a developer's view it is placed against keeps it out.
    public func nestedPlainViewConstraints(_ entry: Entry, in system: ConstraintSystem, sides: [ConstraintSide]) -> [Int] {
        var framework: Set<String> = []
        for item in system.items where !item.kind.isGuide {
            guard let name = item.className else { continue }
            if isSystemClass(name) || entry.recognise.classes.contains(where: { name.hasPrefix($0) }) { framework.insert(item.id) }
        }
        guard !framework.isEmpty else { return [] }
        let plain = system.items.filter { item in
            guard !item.kind.isGuide, !framework.contains(item.id), let name = item.className else { return false }
            return !name.contains(".") && (name.hasPrefix("UI") || name.hasPrefix("NS"))
                && !developerPlacedClassPrefixes.contains(where: { name.hasPrefix($0) })
        }
        // Inside-out: a plain view joins once its superview has (the list is short, so a few passes).
        var grew = true
        while grew {
            grew = false
            for item in plain where !framework.contains(item.id) {
                if let superview = item.superviewID, framework.contains(superview) {
                    framework.insert(item.id)
                    grew = true
                }
            }
        }
        let table = ItemTable(system)
        framework.formUnion(plainViewsOfUnknownSuperview(plain, tiedTo: framework, in: system, table: table))
        return system.constraints.indices.filter { index in
            guard sides.indices.contains(index), sides[index] != .system else { return false }
            var views = 0
            for id in system.constraints[index].itemIDs {
                guard let item = table.item(id) else { return false }
                if item.kind.isGuide {
                    guard let owner = item.owningViewID, framework.contains(owner) else { return false }
                } else {
                    guard framework.contains(id) else { return false }
                    views += 1
                }
            }
            return views > 0
        }
    }

    /// The plain views among `plain` whose superview is not printed and whose constraints relate
    /// them only to `framework` views (guides of those included) and to each other, reached from
    /// `framework` through those constraints.
    private func plainViewsOfUnknownSuperview(_ plain: [LayoutItem], tiedTo framework: Set<String>, in system: ConstraintSystem, table: ItemTable) -> Set<String> {
        var candidates = Set(plain.filter { $0.superviewID == nil && !framework.contains($0.id) }.map(\.id))
        guard !candidates.isEmpty else { return [] }
        func isFramework(_ id: String) -> Bool {
            guard let item = table.item(id) else { return false }
            if item.kind.isGuide { return item.owningViewID.map(framework.contains) ?? false }
            return framework.contains(id)
        }
        let mentioning = system.constraints.filter { constraint in constraint.itemIDs.contains(where: candidates.contains) }
        // A candidate placed against anything else (a developer's view, a guide of one) is out;
        // its going out can put others out, so repeat until nothing changes.
        var changed = true
        while changed {
            changed = false
            for constraint in mentioning {
                let ids = constraint.itemIDs
                guard ids.contains(where: candidates.contains), !ids.allSatisfy({ candidates.contains($0) || isFramework($0) }) else { continue }
                for id in ids where candidates.remove(id) != nil { changed = true }
            }
        }
        // Reached from the framework's views through the candidates' own constraints.
        var joined: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for constraint in mentioning {
                let ids = constraint.itemIDs
                guard ids.contains(where: { isFramework($0) || joined.contains($0) }) else { continue }
                for id in ids where candidates.contains(id) && joined.insert(id).inserted { grew = true }
            }
        }
        return joined
    }

    public func isSystemClass(_ className: String?) -> Bool {
        guard let className, !className.isEmpty,
            !developerPlacedClassPrefixes.contains(where: { className.hasPrefix($0) })
        else { return false }
        return SystemViewClasses.isSystemView(className) || systemClassPrefixes.contains { className.hasPrefix($0) }
    }

    /// The entry that names the process a log was printed by as a system process, if any.
    public func systemProcessEntry(_ process: String?) -> Entry? {
        guard let process, !process.isEmpty else { return nil }
        return issues.first { $0.owner == .system && ($0.recognise.processes ?? []).contains(process) }
    }

    public func isSystemIdentifier(_ identifier: String?) -> Bool {
        guard let identifier, !identifier.isEmpty else { return false }
        return systemIdentifierPrefixes.contains { identifier.hasPrefix($0) }
    }

    /// Whether the entry recognises this constraint (by an item's class, its identifier or its shape).
    public func entry(_ entry: Entry, recognises constraint: LayoutConstraint, in system: ItemTable, platform: Platform = .unknown) -> Bool {
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
        return entry.recognise.shapes.contains { Self.shape($0, matches: constraint) }
    }

    /// `attribute relation constant`, such as `width == -16`, for a constraint on one item.
    static func shape(_ shape: String, matches constraint: LayoutConstraint) -> Bool {
        Shape(shape)?.matches(constraint) ?? false
    }

    /// A shape parsed once, to test many constraints; nil when the text is not a shape (it then
    /// matches nothing).
    struct Shape {
        let attribute: String
        let relation: Relation
        let constant: Double

        init?(_ text: String) {
            let parts = text.split(separator: " ").map(String.init)
            guard parts.count == 3, let relation = Relation(symbol: parts[1]), let constant = Double(parts[2]) else { return nil }
            attribute = parts[0]
            self.relation = relation
            self.constant = constant
        }

        func matches(_ constraint: LayoutConstraint) -> Bool { matches(constraintAt: 0, in: [constraint]) }

        /// Whether `constraints[index]` has this shape, read in place (see `ConstraintOwnership`).
        func matches(constraintAt index: Int, in constraints: [LayoutConstraint]) -> Bool {
            guard constraints[index].second == nil, constraints[index].expression == nil, constraints[index].relation == relation,
                let standard = constraints[index].first.attribute.standard, standard.rawValue == attribute,
                let value = constraints[index].constant
            else { return false }
            return value.value == constant
        }
    }
}
