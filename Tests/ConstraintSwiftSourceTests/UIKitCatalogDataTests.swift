import ConstraintModel
import Foundation
@testable import ConstraintSwiftSource
import Testing

/// The reader's UIKit and AppKit facts are data, `Sources/ConstraintSwiftSource/UIKitCatalog.json`,
/// embedded in the code at build time. A file that does not decode would leave the reader knowing
/// no class (a warning, not a crash), so these tests decode it and check every entry, and check a
/// few of its values against Apple's documentation, independently of the file.
struct UIKitCatalogDataTests {
    static var data: UIKitCatalogData { UIKitCatalog.file.data }

    /// The file as plain JSON, to see keys the decoder would silently ignore (a misspelt `"widht"`).
    static func rawSection(_ name: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(PackageResources.UIKitCatalog_json))
        let top = try #require(object as? [String: Any])
        return try #require(top[name] as? [String: Any], "no section \(name)")
    }

    static func unique(_ names: [String], _ table: String) {
        var seen: Set<String> = []
        for name in names {
            #expect(!name.isEmpty, "\(table): an empty name")
            #expect(seen.insert(name).inserted, "\(table): \(name) twice (only the first would be used)")
        }
    }

    @Test func theEmbeddedFileDecodes() {
        #expect(UIKitCatalog.loadFailure == nil)
        #expect(Self.data.version == 1)
        #expect(SwiftSourceReader.catalogueWarning(UIKitCatalog.loadFailure) == nil)
    }

    @Test func everySectionAndEntryKeyIsOneTheReaderReads() throws {
        let object = try JSONSerialization.jsonObject(with: Data(PackageResources.UIKitCatalog_json))
        let top = try #require(object as? [String: Any])
        let sections: [String: (list: String, keys: Set<String>)] = [
            "viewClasses": ("entries", ["class", "kind", "width", "height", "fontSize", "hugging", "why"]),
            "textStyles": ("entries", ["style", "size"]),
            "priorities": ("entries", ["name", "value", "source"]),
            "controllerClasses": ("entries", ["class", "appKit", "rootView"]),
            "guides": ("entries", ["property", "kind", "why"]),
            "unreadClassBases": ("entries", ["suffix", "uikit", "appKit"]),
            "conventionalSafeAreaAnchors": ("entries", ["name", "anchor"]),
            "conventionalHelpers": ("entries", ["name", "adds"]),
            "setupHookPrefixes": ("entries", ["prefix", "why"]),
            "cellClasses": ("classes", []),
            "viewNameSuffixes": ("suffixes", []),
            "standardFontSize": ("", []),
            "systemSpacing": ("", []),
        ]
        #expect(Set(top.keys) == Set(sections.keys).union(["version", "about", "appKitHostSize"]))
        let host = try Self.rawSection("appKitHostSize")
        #expect(Set(host.keys) == ["width", "height", "why"])
        for (name, expected) in sections {
            let section = try Self.rawSection(name)
            guard !expected.list.isEmpty else {
                #expect(Set(section.keys) == ["value", "why"], "\(name)")
                continue
            }
            #expect(Set(section.keys) == [expected.list, "about"], "\(name)")
            guard !expected.keys.isEmpty else { continue }
            let entries = try #require(section[expected.list] as? [[String: Any]], "\(name)")
            for entry in entries {
                #expect(Set(entry.keys).isSubset(of: expected.keys), "\(name): \(entry.keys.sorted()) not all read")
                if let why = entry["why"] { #expect((why as? String)?.isEmpty == false, "\(name): an empty why") }
            }
        }
        for entry in try #require(Self.rawSection("viewClasses")["entries"] as? [[String: Any]]) {
            if let hugging = entry["hugging"] as? [String: Any] {
                #expect(Set(hugging.keys).isSubset(of: ["horizontal", "vertical"]), "\(entry["class"] ?? "")")
            }
        }
    }

    @Test func everyViewClassIsWellFormed() {
        let classes = Self.data.viewClasses.entries
        #expect(classes.count >= 30)
        Self.unique(classes.map(\.name), "viewClasses")
        for entry in classes {
            #expect(entry.name.hasPrefix("UI") || entry.name.hasPrefix("NS"), "\(entry.name) is not a UIKit or AppKit class")
            switch entry.kind {
            case .fixed:
                // UIKit reports a size ≥ 0; a height the class fixes is never 0.
                let height = entry.height ?? -1
                #expect(height > 0, "\(entry.name): a fixed class needs its height")
                #expect((entry.width ?? 0) >= 0, "\(entry.name): a negative width")
            case .none, .text, .unknownContent:
                #expect(entry.width == nil && entry.height == nil, "\(entry.name): a size on a class of kind \(entry.kind)")
            }
            if let size = entry.fontSize {
                #expect(entry.kind == .text && size > 0, "\(entry.name): a font size on a class without text")
            }
            if let hugging = entry.hugging {
                // The estimate uses hugging only where it sizes the class: both axes of a fixed
                // size, the height of a text.
                #expect(entry.kind == .fixed || (entry.kind == .text && hugging.horizontal == nil), "\(entry.name): hugging unused")
                for priority in [hugging.horizontal, hugging.vertical].compactMap({ $0 }) {
                    #expect((1...1000).contains(priority.value), "\(entry.name): hugging \(priority)")
                }
            }
        }
    }

    @Test func everyOtherTableIsWellFormed() {
        let data = Self.data
        Self.unique(data.priorities.entries.map(\.name), "priorities")
        for entry in data.priorities.entries {
            #expect((1...1000).contains(entry.value), "\(entry.name): \(entry.value) is not a priority")
            #expect(entry.source?.isEmpty == false, "\(entry.name): no source")
        }
        Self.unique(data.textStyles.entries.map(\.style), "textStyles")
        #expect(data.textStyles.entries.allSatisfy { $0.size > 0 })
        #expect(data.standardFontSize.value > 0 && data.systemSpacing.value > 0)
        #expect((data.appKitHostSize?.width ?? 0) > 0 && (data.appKitHostSize?.height ?? 0) > 0)

        Self.unique(data.controllerClasses.entries.map(\.name), "controllerClasses")
        for entry in data.controllerClasses.entries {
            if let root = entry.rootView {
                #expect(UIKitCatalog.viewClasses[root.className] != nil, "\(entry.name): root view class \(root.className) unknown")
            }
            if entry.appKit == true { #expect(entry.name.hasPrefix("NS"), "\(entry.name)") }
        }
        Self.unique(data.cellClasses.classes, "cellClasses")
        Self.unique(data.guides.entries.map(\.property), "guides")
        #expect(data.guides.entries.allSatisfy { $0.kind.isGuide })

        // A class no file read declares sizes itself as a text class of the catalogue, and an
        // earlier ending never hides a later one (`Field` before `TextField` would).
        let bases = data.unreadClassBases.entries
        Self.unique(bases.map(\.suffix), "unreadClassBases")
        for (position, entry) in bases.enumerated() {
            for base in [entry.uikit, entry.appKit] {
                if case .text? = UIKitCatalog.viewClasses[base] {} else { Issue.record("\(entry.suffix): \(base) is not a text class") }
            }
            #expect(entry.appKit.hasPrefix("NS") && entry.uikit.hasPrefix("UI"), "\(entry.suffix)")
            for later in bases.dropFirst(position + 1) {
                #expect(!later.suffix.hasSuffix(entry.suffix), "\(entry.suffix) comes before \(later.suffix), which it hides")
            }
        }
        Self.unique(data.viewNameSuffixes.suffixes, "viewNameSuffixes")
        Self.unique(data.conventionalSafeAreaAnchors.entries.map(\.name), "conventionalSafeAreaAnchors")
        for entry in data.conventionalSafeAreaAnchors.entries {
            #expect(UIKitCatalog.anchors[entry.anchor] != nil, "\(entry.name): \(entry.anchor) is not an anchor")
        }
        Self.unique(data.conventionalHelpers.entries.map(\.name), "conventionalHelpers")
        Self.unique(data.setupHookPrefixes.entries.map(\.prefix), "setupHookPrefixes")
    }

    /// Values from Apple's documentation, written here, not read from the file: UISwitch's
    /// size, 51 × 31 (every switch UIKit makes, `init(frame:)` ignoring the frame's size), `UILayoutPriority`'s
    /// constants (required 1000, defaultHigh 750, defaultLow 250, fittingSizeLevel 50),
    /// `NSLayoutConstraint.Priority.windowSizeStayPut` (500), the Human Interface Guidelines'
    /// Dynamic Type sizes at the default (Large) size (body 17, large title 34, caption 2 11) and
    /// `UIFont.labelFontSize` (17).
    @Test func valuesAgreeWithApplesDocumentation() {
        if case .fixed(let width, let height)? = UIKitCatalog.viewClasses["UISwitch"] {
            #expect(width == 51 && height == 31)
        } else {
            Issue.record("UISwitch is not a fixed-size class")
        }
        #expect(UIKitCatalog.priorities["required"] == 1000)
        #expect(UIKitCatalog.priorities["defaultHigh"] == 750)
        #expect(UIKitCatalog.priorities["defaultLow"] == 250)
        #expect(UIKitCatalog.priorities["fittingSizeLevel"] == 50)
        #expect(UIKitCatalog.priorities["windowSizeStayPut"] == 500)
        #expect(UIKitCatalog.textStyleSizes["body"] == 17)
        #expect(UIKitCatalog.textStyleSizes["largeTitle"] == 34)
        #expect(UIKitCatalog.textStyleSizes["caption2"] == 11)
        #expect(UIKitCatalog.standardFontSize == 17)
        if case .text? = UIKitCatalog.viewClasses["UILabel"] {} else { Issue.record("UILabel is not sized by its text") }
        #expect(UIKitCatalog.guides["safeAreaLayoutGuide"] == .safeAreaGuide)
        #expect(UIKitCatalog.controllerRootViews["UITableViewController"]?.property == "tableView")
    }

    /// A file that does not decode is a reason, empty tables and a reader warning, not a crash.
    @Test func aFileThatDoesNotDecodeLeavesEmptyTables() throws {
        let unknownKind = #"{"version": 1, "viewClasses": {"entries": [{"class": "UIView", "kind": "round"}]}}"#
        for text in ["{", "[]", unknownKind] {
            let loaded = UIKitCatalog.load(Array(text.utf8))
            let failure = try #require(loaded.failure, "\(text) decoded")
            #expect(failure.hasPrefix("UIKitCatalog.json cannot be read"))
            #expect(loaded.data.viewClasses.entries.isEmpty && loaded.data.priorities.entries.isEmpty)
            let warning = try #require(SwiftSourceReader.catalogueWarning(failure))
            #expect(warning.severity == .warning && warning.code == "swift-catalogue-unreadable")
        }
        #expect(UIKitCatalog.load(PackageResources.UIKitCatalog_json).failure == nil)
    }
}
