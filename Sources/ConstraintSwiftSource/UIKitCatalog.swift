import ConstraintModel
import Foundation

/// What the reader knows about UIKit and AppKit classes and constants, as tables, so that a
/// class or a named value is added by a line, not by a branch.
///
/// The facts that grow (which classes there are and how each sizes itself, named priorities, font
/// sizes, the conventions projects name their helpers by) are data: `UIKitCatalog.json`, embedded
/// in the code at build time (`.embedInCode`, no `Bundle` lookup) and decoded once, the first time
/// a table is used (Docs/swift-source.md, "The UIKit catalogue"). What stays here is Swift's and
/// UIKit's own spelling, which changes only with the `ConstraintModel` types it maps to: the anchor
/// properties (`anchors`), `NSLayoutConstraint.Attribute`'s case names (`attributes`, built from
/// `LayoutAttribute`) and Stevia's capitalised attributes (`steviaAttributes`).
enum UIKitCatalog {
    /// How a view class sizes itself.
    enum ContentKind {
        case none
        /// Text decides the size (labels, buttons, text fields).
        case text
        /// A fixed size the class always reports (switches, activity indicators); a width of 0
        /// is none (a progress view's, a slider's, a page control's, which its page count sets).
        case fixed(width: Double, height: Double)
        /// Content the code does not show (an image): an unknown size.
        case unknownContent
    }

    /// The decoded `UIKitCatalog.json`; when it cannot be decoded (never, as long as
    /// `UIKitCatalogDataTests` passes), empty tables, with `loadFailure` saying why and the reader
    /// a warning, rather than a crash.
    static let file: (data: UIKitCatalogData, failure: String?) = load(PackageResources.UIKitCatalog_json)
    static var loadFailure: String? { file.failure }

    static func load(_ bytes: [UInt8]) -> (data: UIKitCatalogData, failure: String?) {
        do {
            return (try JSONDecoder().decode(UIKitCatalogData.self, from: Data(bytes)), nil)
        } catch {
            return (UIKitCatalogData(), "UIKitCatalog.json cannot be read: \(error)")
        }
    }

    /// View classes by name, with how they size themselves.
    static let viewClasses: [String: ContentKind] = table(file.data.viewClasses.entries.map { ($0.name, $0.contentKind) })

    /// How the names of view classes end, for classes declared in files that were not read.
    static let viewNameSuffixes: [String] = file.data.viewNameSuffixes.suffixes

    /// The UIKit (AppKit, for an `NS` name) class a class no file read declares extends, by how
    /// its name ends (`StyledLabel` is a label, `NSPopUpButton` a button): it sizes itself as that
    /// class does. The longer ending first.
    static let unreadClassBases: [(suffix: String, base: String, appKitBase: String)] =
        file.data.unreadClassBases.entries.map { ($0.suffix, $0.uikit, $0.appKit) }

    /// Types whose `view` (or `self`, or `contentView`) is the root of the layout they build.
    static let controllerClasses: Set<String> = Set(file.data.controllerClasses.entries.map(\.name))
    /// AppKit's controllers, whose root is a window's content (`WindowContentSize`).
    static let appKitControllerClasses: Set<String> =
        Set(file.data.controllerClasses.entries.filter { $0.appKit == true }.map(\.name))
    /// Controllers whose `view` is a view of their own they also name by another property
    /// (`tableView` in a `UITableViewController`), with that view's class.
    static let controllerRootViews: [String: (property: String, className: String)] =
        table(file.data.controllerClasses.entries.compactMap { entry in entry.rootView.map { (entry.name, ($0.property, $0.className)) } })
    static let cellClasses: Set<String> = Set(file.data.cellClasses.classes)

    /// `UILayoutPriority`, `NSLayoutConstraint.Priority` and SnapKit `ConstraintPriority` names.
    static let priorities: [String: Double] = table(file.data.priorities.entries.map { ($0.name, $0.value) })

    /// Dynamic-type text styles and their default point sizes (the Large content size).
    static let textStyleSizes: [String: Double] = table(file.data.textStyles.entries.map { ($0.style, $0.size) })

    /// The default font sizes of classes whose text is not in the standard size (a system
    /// button's title, AppKit's controls).
    static let defaultFontSize: [String: Double] =
        table(file.data.viewClasses.entries.compactMap { entry in entry.fontSize.map { (entry.name, $0) } })
    /// A label's font size, and that of a font whose size the code does not give.
    static let standardFontSize: Double = file.data.standardFontSize.value

    /// The vertical hugging of text classes that hug above UIView's 250 (AppKit's single-line
    /// controls, 750: a window shrinks to fit its text fields and buttons).
    static let defaultVerticalHugging: [String: Priority] = table(file.data.viewClasses.entries.compactMap { entry in
        guard case .text = entry.contentKind else { return nil }
        return entry.hugging?.vertical.map { (entry.name, $0) }
    })

    /// The hugging of controls of a fixed size that hug it above UIView's 250 (a switch, 750 on
    /// both axes: beside a label in a row it keeps its 51 points and the label takes the rest).
    static let fixedSizeHugging: [String: [Axis: Priority]] = table(file.data.viewClasses.entries.compactMap { entry in
        guard case .fixed = entry.contentKind, let hugging = entry.hugging else { return nil }
        var axes: [Axis: Priority] = [:]
        axes[.horizontal] = hugging.horizontal
        axes[.vertical] = hugging.vertical
        return (entry.name, axes)
    })

    /// Anchor properties and the attribute each stands for (UIKit's API, not a fact that grows).
    static let anchors: [String: LayoutAttribute] = [
        "leadingAnchor": .leading, "trailingAnchor": .trailing, "leftAnchor": .left, "rightAnchor": .right,
        "topAnchor": .top, "bottomAnchor": .bottom, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY,
        "firstBaselineAnchor": .firstBaseline, "lastBaselineAnchor": .lastBaseline,
    ]

    /// Anchors of the safe area a project's own extension usually names (`safeTopAnchor`,
    /// `safeRightAnchor`: `safeAreaLayoutGuide.topAnchor` on iOS 11 and later, the view's own
    /// anchor before): read as the safe area's when no file read declares them.
    static let conventionalSafeAreaAnchors: [String: String] =
        table(file.data.conventionalSafeAreaAnchors.entries.map { ($0.name, $0.anchor) })

    /// Stevia's capitalised attributes (`title.Top == image.Bottom + 8`), which it relates with
    /// `==` (Stevia's API, which maps to `LayoutAttribute`).
    static let steviaAttributes: [String: LayoutAttribute] = [
        "Top": .top, "Bottom": .bottom, "Left": .left, "Right": .right, "Leading": .leading, "Trailing": .trailing,
        "Width": .width, "Height": .height, "CenterX": .centerX, "CenterY": .centerY,
        "FirstBaseline": .firstBaseline, "LastBaseline": .lastBaseline,
    ]

    /// `NSLayoutConstraint.Attribute` case names (the model's own attributes, spelled as UIKit does).
    static let attributes: [String: LayoutAttribute] = {
        var table: [String: LayoutAttribute] = [:]
        for attribute in LayoutAttribute.allCases { table[attribute.rawValue] = attribute }
        table["notAnAttribute"] = .notAnAttribute
        table["baseline"] = .lastBaseline
        return table
    }()

    /// The guides every view has, with the kind of item each is.
    static let guides: [String: ItemKind] = table(file.data.guides.entries.map { ($0.property, $0.kind) })

    /// What a conventional view helper does (`addSubviews(a, b)`) when no file read declares it.
    enum ConventionalHelper: String, Sendable, Decodable {
        case addSubview = "subview"
        case addArrangedSubview = "arrangedSubview"
    }

    /// Helpers nearly every project declares somewhere, by name: each view passed (variadic or an
    /// array) is added as the name says.
    static let conventionalHelpers: [String: ConventionalHelper] =
        table(file.data.conventionalHelpers.entries.map { ($0.name, $0.adds) })

    /// How the setup hooks of a project's own base classes are named (`setupViews()`,
    /// `configureUI()`, `makeConstraints()`): a subclass overrides them, the base calls them from
    /// its initializer or `viewDidLoad`.
    static let setupHookPrefixes: [String] = file.data.setupHookPrefixes.entries.map(\.prefix)

    /// The size an AppKit view is analysed at when the code gives it no frame (a window's content
    /// in Xcode's macOS app template, 480 × 270): a view controller's root is held at it at
    /// `windowSizeStayPut` (`WindowContentSize`), an `NSView` subclass's root is sized to it as a
    /// host sizes a root (`ConstraintSystem.hostSize`). Nil when the catalogue cannot be read.
    static let appKitHostSize: (width: Double, height: Double)? = file.data.appKitHostSize.map { ($0.width, $0.height) }

    /// The system spacing `equalToSystemSpacingAfter:` stands for between siblings.
    static let systemSpacing: LayoutNumber = LayoutNumber(file.data.systemSpacing.value)

    /// A table by name; the first of two entries with one name is kept (`UIKitCatalogDataTests`
    /// allows none).
    private static func table<Value>(_ pairs: [(String, Value)]) -> [String: Value] {
        Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }
}

/// `UIKitCatalog.json` as decoded: each table with what it is about, each entry with the
/// source or reason (`why`) for its values where one is known.
struct UIKitCatalogData: Decodable, Sendable {
    struct Section<Entry: Decodable & Sendable>: Decodable, Sendable {
        var about: String?
        var entries: [Entry]
    }

    struct Value: Decodable, Sendable {
        var value: Double
        var why: String?
    }

    struct ViewClass: Decodable, Sendable {
        enum Kind: String, Decodable, Sendable, CaseIterable {
            case none, text, fixed, unknownContent
        }

        struct Hugging: Decodable, Sendable {
            var horizontal: Priority?
            var vertical: Priority?
        }

        var name: String
        var kind: Kind
        /// A fixed class's size; no width is none (set by its superview or its content).
        var width: Double?
        var height: Double?
        var fontSize: Double?
        var hugging: Hugging?
        var why: String?

        enum CodingKeys: String, CodingKey { case name = "class", kind, width, height, fontSize, hugging, why }

        var contentKind: UIKitCatalog.ContentKind {
            switch kind {
            case .none: .none
            case .text: .text
            case .fixed: .fixed(width: width ?? 0, height: height ?? 0)
            case .unknownContent: .unknownContent
            }
        }
    }

    struct TextStyle: Decodable, Sendable {
        var style: String
        var size: Double
    }

    struct NamedPriority: Decodable, Sendable {
        var name: String
        var value: Double
        var source: String?
    }

    struct Controller: Decodable, Sendable {
        struct RootView: Decodable, Sendable {
            var property: String
            var className: String
            enum CodingKeys: String, CodingKey { case property, className = "class" }
        }

        var name: String
        var appKit: Bool?
        var rootView: RootView?
        enum CodingKeys: String, CodingKey { case name = "class", appKit, rootView }
    }

    struct Classes: Decodable, Sendable {
        var about: String?
        var classes: [String]
    }

    struct Guide: Decodable, Sendable {
        var property: String
        var kind: ItemKind
        var why: String?
    }

    struct UnreadClassBase: Decodable, Sendable {
        var suffix: String
        var uikit: String
        var appKit: String
    }

    struct Suffixes: Decodable, Sendable {
        var about: String?
        var suffixes: [String]
    }

    struct SafeAreaAnchor: Decodable, Sendable {
        var name: String
        var anchor: String
    }

    struct Helper: Decodable, Sendable {
        var name: String
        var adds: UIKitCatalog.ConventionalHelper
    }

    struct Size: Decodable, Sendable {
        var width: Double
        var height: Double
        var why: String?
    }

    struct SetupHookPrefix: Decodable, Sendable {
        var prefix: String
        var why: String?
    }

    var version = 0
    var about: String?
    var viewClasses = Section<ViewClass>(entries: [])
    var standardFontSize = Value(value: 0)
    var textStyles = Section<TextStyle>(entries: [])
    var priorities = Section<NamedPriority>(entries: [])
    var systemSpacing = Value(value: 0)
    var appKitHostSize: Size?
    var controllerClasses = Section<Controller>(entries: [])
    var cellClasses = Classes(classes: [])
    var guides = Section<Guide>(entries: [])
    var unreadClassBases = Section<UnreadClassBase>(entries: [])
    var viewNameSuffixes = Suffixes(suffixes: [])
    var conventionalSafeAreaAnchors = Section<SafeAreaAnchor>(entries: [])
    var conventionalHelpers = Section<Helper>(entries: [])
    var setupHookPrefixes = Section<SetupHookPrefix>(entries: [])

    /// Empty tables: what the reader has when the file cannot be decoded.
    init() {}
}
