import ConstraintModel

/// What the reader knows about UIKit and AppKit classes and constants. Plain tables, so that a
/// class or a named value is added by a line, not by a branch.
enum UIKitCatalog {
    /// How a view class sizes itself.
    enum ContentKind {
        case none
        /// Text decides the size (labels, buttons, text fields).
        case text
        /// A fixed size the class always reports (switches, activity indicators); a width of 0
        /// is none (a progress view's, a slider's, a page control's, which its page count sets:
        /// a page control is 26 high, the height Interface Builder's library object has since
        /// Xcode 12 / iOS 14, as the Interface Builder reader's elements.json says).
        case fixed(width: Double, height: Double)
        /// Content the code does not show (an image): an unknown size.
        case unknownContent
    }

    /// View classes by name, with how they size themselves.
    static let viewClasses: [String: ContentKind] = [
        "UIView": .none, "NSView": .none, "UIScrollView": .none, "NSScrollView": .none,
        "UITableView": .none, "UICollectionView": .none, "UIVisualEffectView": .none,
        "UIStackView": .none, "NSStackView": .none, "UIControl": .none,
        "UILabel": .text, "UIButton": .text, "UITextField": .text, "NSTextField": .text, "NSButton": .text,
        "UITextView": .none, "UISegmentedControl": .text,
        "UISwitch": .fixed(width: 51, height: 31), "UIActivityIndicatorView": .fixed(width: 20, height: 20),
        "UIProgressView": .fixed(width: 0, height: 4), "UIPageControl": .fixed(width: 0, height: 26), "UISlider": .fixed(width: 0, height: 31),
        "NSTableCellView": .none, "NSTableRowView": .none, "NSControl": .none, "NSProgressIndicator": .none,
        "NSBox": .none, "NSVisualEffectView": .none, "NSClipView": .none, "NSSplitView": .none,
        "UIImageView": .unknownContent, "NSImageView": .unknownContent, "UIStepper": .fixed(width: 94, height: 32),
        "NSComboBox": .text, "NSSearchField": .text, "NSSecureTextField": .text, "NSTextView": .none,
        "UISearchBar": .fixed(width: 0, height: 56),
    ]

    /// How the names of view classes end, for classes declared in files that were not read.
    static let viewNameSuffixes = [
        "View", "Label", "Button", "Control", "Field", "Line", "Switch", "Slider", "Indicator", "Separator", "Bar",
    ]

    /// The UIKit (AppKit, for an `NS` name) class a class no file read declares extends, by how
    /// its name ends (`StyledLabel` is a label, `NSPopUpButton` a button): it sizes itself as that
    /// class does. The longer ending first.
    static let unreadClassBases: [(suffix: String, base: String, appKitBase: String)] = [
        ("TextField", "UITextField", "NSTextField"), ("Label", "UILabel", "NSTextField"), ("Button", "UIButton", "NSButton"),
    ]

    /// Types whose `view` (or `self`, or `contentView`) is the root of the layout they build.
    static let controllerClasses: Set<String> = [
        "UIViewController", "NSViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UIPageViewController",
    ]
    /// AppKit's controllers, whose root is a window's content (`WindowContentSize`).
    static let appKitControllerClasses: Set<String> = ["NSViewController"]
    /// Controllers whose `view` is a view of their own they also name by another property
    /// (`tableView` in a `UITableViewController`), with that view's class.
    static let controllerRootViews: [String: (property: String, className: String)] = [
        "UITableViewController": ("tableView", "UITableView"),
        "UICollectionViewController": ("collectionView", "UICollectionView"),
    ]
    static let cellClasses: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
    ]

    /// `UILayoutPriority` and SnapKit `ConstraintPriority` names.
    static let priorities: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
        "dragThatCanResizeScene": 510, "sceneSizeStaysPutPriority": 500, "dragThatCannotResizeScene": 490,
        "windowSizeStayPut": 500, "dragThatCanResizeWindow": 510, "dragThatCannotResizeWindow": 490,
        "high": 750, "medium": 500, "low": 250,
    ]

    /// Dynamic-type text styles and their default point sizes (the Large content size).
    static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]

    /// UIKit's default font sizes: a label's is 17, a button's title 15 (system buttons, iOS 7–14).
    static let defaultFontSize: [String: Double] = [
        "UIButton": 15, "NSButton": 13, "NSTextField": 13, "NSComboBox": 13, "NSSearchField": 13, "NSSecureTextField": 13,
    ]
    static let standardFontSize: Double = 17

    /// AppKit's single-line controls hug their content vertically at defaultHigh (750), above the
    /// window's size (500), as Interface Builder's macOS library objects also show them: a window
    /// shrinks to fit its text fields and buttons instead of stretching them. UIKit's hug at 250.
    static let defaultVerticalHugging: [String: Priority] = [
        "NSTextField": 750, "NSButton": 750, "NSComboBox": 750, "NSSearchField": 750, "NSSecureTextField": 750,
    ]

    /// UIKit's controls of a fixed size hug it at defaultHigh (750) where UIView's 250 would let
    /// them stretch, as UIKit reports for controls made in code (`UISwitch()`,
    /// `UIStepper()`, `UIActivityIndicatorView()`: 750 on both axes; `UIProgressView()`: 750
    /// vertically, 250 horizontally); Interface Builder's library objects show the same values.
    /// A switch beside a label in a row therefore keeps its 51 points and the label takes the rest.
    static let fixedSizeHugging: [String: [Axis: Priority]] = [
        "UISwitch": [.horizontal: 750, .vertical: 750], "UIStepper": [.horizontal: 750, .vertical: 750],
        "UIActivityIndicatorView": [.horizontal: 750, .vertical: 750], "UIProgressView": [.vertical: 750],
    ]

    /// Anchor properties and the attribute each stands for.
    static let anchors: [String: LayoutAttribute] = [
        "leadingAnchor": .leading, "trailingAnchor": .trailing, "leftAnchor": .left, "rightAnchor": .right,
        "topAnchor": .top, "bottomAnchor": .bottom, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY,
        "firstBaselineAnchor": .firstBaseline, "lastBaselineAnchor": .lastBaseline,
    ]

    /// Anchors of the safe area a project's own extension usually names (`safeTopAnchor`,
    /// `safeRightAnchor`: `safeAreaLayoutGuide.topAnchor` on iOS 11 and later, the view's own
    /// anchor before): read as the safe area's when no file read declares them.
    static let conventionalSafeAreaAnchors: [String: String] = [
        "safeTopAnchor": "topAnchor", "safeBottomAnchor": "bottomAnchor", "safeLeadingAnchor": "leadingAnchor",
        "safeTrailingAnchor": "trailingAnchor", "safeLeftAnchor": "leftAnchor", "safeRightAnchor": "rightAnchor",
        "safeCenterXAnchor": "centerXAnchor", "safeCenterYAnchor": "centerYAnchor", "safeWidthAnchor": "widthAnchor",
        "safeHeightAnchor": "heightAnchor",
    ]

    /// Stevia's capitalised attributes (`title.Top == image.Bottom + 8`), which it relates with `==`.
    static let steviaAttributes: [String: LayoutAttribute] = [
        "Top": .top, "Bottom": .bottom, "Left": .left, "Right": .right, "Leading": .leading, "Trailing": .trailing,
        "Width": .width, "Height": .height, "CenterX": .centerX, "CenterY": .centerY,
        "FirstBaseline": .firstBaseline, "LastBaseline": .lastBaseline,
    ]

    /// `NSLayoutConstraint.Attribute` case names.
    static let attributes: [String: LayoutAttribute] = {
        var table: [String: LayoutAttribute] = [:]
        for attribute in LayoutAttribute.allCases { table[attribute.rawValue] = attribute }
        table["notAnAttribute"] = .notAnAttribute
        table["baseline"] = .lastBaseline
        return table
    }()

    /// The guides every view has, with the kind of item each is.
    static let guides: [String: ItemKind] = [
        "safeAreaLayoutGuide": .safeAreaGuide, "layoutMarginsGuide": .marginsGuide,
        "readableContentGuide": .marginsGuide, "keyboardLayoutGuide": .keyboardGuide,
        "contentLayoutGuide": .layoutGuide, "frameLayoutGuide": .layoutGuide,
        "topLayoutGuide": .legacyLayoutGuide, "bottomLayoutGuide": .legacyLayoutGuide,
    ]

    /// What a conventional view helper does (`addSubviews(a, b)`) when no file read declares it.
    enum ConventionalHelper {
        case addSubview
        case addArrangedSubview
    }

    /// Helpers nearly every project declares somewhere, by name: each view passed (variadic or an
    /// array) is added as the name says.
    static let conventionalHelpers: [String: ConventionalHelper] = [
        "addSubviews": .addSubview, "addSubViews": .addSubview,
        "addArrangedSubviews": .addArrangedSubview, "addArrangedSubViews": .addArrangedSubview,
    ]

    /// How the setup hooks of a project's own base classes are named (`setupViews()`,
    /// `configureUI()`, `makeConstraints()`): a subclass overrides them, the base calls them from
    /// its initializer or `viewDidLoad`.
    /// `prepareLayout()` as well (a base `BaseView` calling `configureAppearance()`,
    /// `prepareLayout()`, `linkInteractors()` from its initializer).
    /// `setLayouts()`, `setConstraints()`, `setViews()` too (ChannelIO's `BaseView`), but not every
    /// `set…`: a parameterless `setSelected()` is a change, not the layout.
    static let setupHookPrefixes = [
        "setup", "setUp", "configure", "build", "make", "add", "layout", "create", "init", "commonInit", "install", "style", "prepare",
        "setLayout", "setConstraint", "setView", "setSubview", "setUI", "setAutoLayout", "define",
    ]

    /// The system spacing `equalToSystemSpacingAfter:` stands for between siblings.
    static let systemSpacing: LayoutNumber = 8
}
