import Foundation
import ConstraintModel

/// A device Interface Builder lays scenes out for: its portrait size and safe-area insets.
public struct IBDevice: Sendable, Hashable, Decodable {
    public var id: String
    public var names: [String]
    public var width: Double
    public var height: Double
    /// Top, left, bottom, right.
    public var portrait: [Double]
    public var landscape: [Double]
    /// The insets IB simulated for this device in files older than `toolsVersionBelow`.
    var earlierInsets: EarlierInsets?
    /// The gap of a UIKit stack with standard spacing on this device, where it is not the
    /// table's `stackStandardSpacing` (Apple TV).
    var stackStandardSpacing: Double?

    struct EarlierInsets: Sendable, Hashable, Decodable {
        var toolsVersionBelow: Double
        var portrait: [Double]
        var landscape: [Double]
    }

    /// The safe-area insets IB gave the device in a file of this `toolsVersion` (nil = the
    /// current ones).
    func insets(landscape: Bool, toolsVersion: Double?) -> [Double] {
        if let earlier = earlierInsets, let version = toolsVersion, version < earlier.toolsVersionBelow {
            return landscape ? earlier.landscape : earlier.portrait
        }
        return landscape ? self.landscape : portrait
    }
}

/// What an element name stands for (`label` → `UILabel` / `NSTextField`) and where its
/// intrinsic content size comes from.
struct IBElementKind: Sendable, Hashable, Decodable {
    enum Intrinsic: String, Sendable, Decodable {
        case none, text, fixed, image, frame, frameHeight, separator
    }

    var uikit: String?
    var appkit: String?
    var intrinsic: Intrinsic
    var width: Double?
    var height: Double?
    /// The AppKit control's fixed metrics where they are not the UIKit one's (`NSSwitch`).
    var appkitWidth: Double?
    var appkitHeight: Double?
    /// Extra width and height around a control's title.
    var padding: [Double]?
    /// Default layout margins (top, left, bottom, right) where they are not 8; nil entries are 8.
    var margins: [Double?]?
    /// The left and right margins are the system minimum a view controller's root has (16, or
    /// 20 on views 414 points wide or more).
    var systemSideMargins: Bool?
    /// `margins` and `systemSideMargins` hold from this `toolsVersion` on; files of older Xcodes
    /// (and those whose version cannot be read) have UIView's 8 all round.
    var marginsFromToolsVersion: Double?
    /// In files older than `marginsFromToolsVersion`, the left and right margins of such a view
    /// when it preserves its superview's layout margins (a cell's content view takes the cell's).
    var olderPreservedSideMargins: Double?
    /// On iOS the saved frame reaches beyond the alignment rectangle by insets not known here.
    var uikitAlignmentInsetsUnknown: Bool?
    /// On iOS the saved frame reaches beyond the alignment rectangle by these insets (top, left,
    /// bottom, right); `width` and `height` are the alignment rectangle's.
    var uikitAlignmentInsets: [Double]?
    /// The UIKit view's intrinsic width and height when it holds no text (a UILabel: 0 × 0).
    var uikitEmptyTextSize: [Double]?
    /// The UIKit control keeps its own size whatever frame it is given (a UISwitch is always
    /// 51 × 31): where constraints decide its size, its frame is not what they solve.
    var uikitKeepsOwnSize: Bool?
    /// The text Interface Builder drops the element with ("Label"): a view still showing it is
    /// named by its outline label when it has one.
    var placeholderText: String?
}

/// One rule of `Data/alignment-insets.json`: which AppKit controls it covers and their insets.
struct IBAlignmentInsetRule: Sendable, Decodable {
    var element: String
    var type: String?
    var bezelStyle: String?
    var controlSize: String?
    /// The cell has a border or bezel (a text field that is not a label).
    var bordered: Bool?
    /// The cell draws its background (`drawsBackground="YES"`).
    var drawsBackground: Bool?
    /// A box's `boxType` (absent in the file = `primary`).
    var boxType: String?
    /// A progress indicator's `style` (absent in the file = `bar`).
    var style: String?
    /// An image cell's `imageFrameStyle` (absent in the file = `none`).
    var frameStyle: String?
    /// A box shows its title (`titlePosition` is not `noTitle`).
    var titled: Bool?
    /// The saved frame is wider than high (a horizontal separator).
    var horizontal: Bool?
    /// The metrics era the rule holds in (`eras`); nil = every era.
    var era: String?
    /// Top, left, bottom, right; nil = not known.
    var insets: [Double?]
}

/// A range of `toolsVersion`s whose Xcode measured controls with the same AppKit metrics.
struct IBMetricsEra: Sendable, Decodable {
    var name: String
    var toolsVersionFrom: Double?
    var toolsVersionBelow: Double?

    func contains(_ toolsVersion: Double) -> Bool {
        toolsVersion >= (toolsVersionFrom ?? -Double.infinity) && toolsVersion < (toolsVersionBelow ?? Double.infinity)
    }
}

/// The data files of this target (`Data/devices.json`, `Data/elements.json`,
/// `Data/alignment-insets.json`), read once.
enum IBDataTables {
    private struct DeviceFile: Decodable {
        var devices: [IBDevice]
        var bottomBars: [String: Double]?
        var statusBar: Double?
        var navigationBar: NavigationBar?
        var landscapeRegularWidthMinimum: Double?
        var anyCanvasSideMargin: Double?
        var rowHeightDefault: Double?
        var appKitSafeArea: AppKitSafeArea?
        var stackStandardSpacing: Double?
        var appKitStackAlignmentPriority: Double?
        var appKitStackEqualSizingPriority: Double?
    }

    /// The top safe-area inset of an AppKit view controller's root view, in the files of the
    /// Xcodes that simulate it (`fromToolsVersion` up to, not including, `belowToolsVersion`).
    struct AppKitSafeArea: Decodable, Sendable {
        var top: Double
        var fromToolsVersion: Double
        var belowToolsVersion: Double

        func top(toolsVersion: Double?) -> Double {
            guard let version = toolsVersion, version >= fromToolsVersion, version < belowToolsVersion else { return 0 }
            return top
        }
    }

    /// A phone's navigation bar: upright (regular height) and on its side (compact height).
    struct NavigationBar: Decodable, Sendable {
        var regularHeight: Double?
        var compactHeight: Double?
    }
    private struct ElementFile: Decodable { var elements: [String: IBElementKind] }
    private struct InsetFile: Decodable {
        var eras: [IBMetricsEra]
        var rules: [IBAlignmentInsetRule]
    }

    private static let deviceFile = load("devices", as: DeviceFile.self)
    static let devices: [IBDevice] = deviceFile?.devices ?? []
    /// Simulated bottom-bar heights by metrics element name (`tabBar` for an inferred tab bar).
    static let bottomBars: [String: Double] = deviceFile?.bottomBars ?? [:]
    /// The status bar of phones and iPads without a sensor housing (and of files naming no device).
    static let statusBarHeight: Double = deviceFile?.statusBar ?? 20
    static let navigationBar: NavigationBar = deviceFile?.navigationBar ?? NavigationBar()
    static let appKitSafeArea: AppKitSafeArea? = deviceFile?.appKitSafeArea
    /// The gap a UIKit stack with `spacingType="standard"` (system spacing) leaves between views.
    static let stackStandardSpacing: Double = deviceFile?.stackStandardSpacing ?? 8
    /// The priority at which an NSStackView holds its views at its alignment line (required when
    /// the data file does not say).
    static let appKitStackAlignmentPriority: Priority = deviceFile?.appKitStackAlignmentPriority.map { Priority($0) } ?? .required
    /// The priority at which a fillEqually NSStackView holds its views at one length (required
    /// when the data file does not say).
    static let appKitStackEqualSizingPriority: Priority = deviceFile?.appKitStackEqualSizingPriority.map { Priority($0) } ?? .required
    /// Screens this wide (or high) or more have a regular size class on that axis (`isRegularWidth`).
    static let regularSizeClassMinimum: Double = 600
    /// Phones at least this wide upright are regular wide on their side (`sizeClass`).
    static let landscapeRegularWidthMinimum: Double = deviceFile?.landscapeRegularWidthMinimum ?? 414
    /// The root's side margins on the Any canvas of Xcode 6 and 7 size-class documents.
    static let anyCanvasSideMargin: Double = deviceFile?.anyCanvasSideMargin ?? 16
    /// A table view's row height when neither the cell nor the table saves one.
    static let rowHeightDefault: Double = deviceFile?.rowHeightDefault ?? 44
    static let elements: [String: IBElementKind] = load("elements", as: ElementFile.self)?.elements ?? [:]
    private static let insetFile = load("alignment-insets", as: InsetFile.self)
    static let alignmentInsets: [IBAlignmentInsetRule] = insetFile?.rules ?? []
    static let metricsEras: [IBMetricsEra] = insetFile?.eras ?? []

    /// The kind of an element: an `element[attribute=value]` entry whose attribute matches, else
    /// the element's own entry.
    static func kind(of node: XMLElementNode) -> IBElementKind? {
        for styled in styledElements where styled.element == node.name && node[styled.attribute] == styled.value { return styled.kind }
        return elements[node.name]
    }

    private static let styledElements: [(element: String, attribute: String, value: String, kind: IBElementKind)] = elements.compactMap { entry in
        guard let open = entry.key.firstIndex(of: "["), entry.key.hasSuffix("]"), let equals = entry.key.firstIndex(of: "=") else { return nil }
        let element = String(entry.key[..<open])
        let attribute = String(entry.key[entry.key.index(after: open)..<equals])
        let value = String(entry.key[entry.key.index(after: equals)..<entry.key.index(before: entry.key.endIndex)])
        return (element, attribute, value, entry.value)
    }.sorted { $0.element + $0.attribute + $0.value < $1.element + $1.attribute + $1.value }

    private static func load<T: Decodable>(_ name: String, as type: T.Type) -> T? {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }
}

/// Devices by IB id or marketing name, and `--device` values.
public enum IBDevices {
    public static var all: [IBDevice] { IBDataTables.devices }

    public static func device(id: String) -> IBDevice? { all.first { $0.id == id } }

    /// A `--device` value: an IB device id, a device name (`iPhone SE`, `iPad`), either followed
    /// by `landscape` or `portrait`, or `WxH` points. Nil when it names nothing known.
    public static func configuration(named text: String) -> IBDeviceConfiguration? {
        var name = text.trimmingCharacters(in: .whitespaces)
        var landscape = false
        for suffix in [" landscape", " portrait"] where name.lowercased().hasSuffix(suffix) {
            landscape = suffix == " landscape"
            name = String(name.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
        }
        let parts = name.lowercased().split(separator: "x")
        if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
            width.isFinite, height.isFinite
        {
            return IBDeviceConfiguration(label: "\(LayoutText.number(width))x\(LayoutText.number(height))", width: width, height: height, safeArea: [0, 0, 0, 0])
        }
        let lower = name.lowercased()
        guard let device = all.first(where: { $0.id.lowercased() == lower || $0.names.contains { $0.lowercased() == lower } })
        else { return nil }
        return IBDeviceConfiguration(device: device, landscape: landscape)
    }
}

/// The size and safe area one scene is solved at.
public struct IBDeviceConfiguration: Sendable, Hashable {
    /// `retina6_12`, `retina6_12 landscape`, `390x844`.
    public var label: String
    public var width: Double
    public var height: Double
    /// Top, left, bottom, right.
    public var safeArea: [Double]
    /// The gap of a UIKit stack with standard spacing (`Data/devices.json`).
    var stackStandardSpacing: Double = IBDataTables.stackStandardSpacing

    public init(label: String, width: Double, height: Double, safeArea: [Double]) {
        self.label = label
        self.width = width
        self.height = height
        self.safeArea = safeArea.count == 4 ? safeArea : [0, 0, 0, 0]
    }

    /// The device as IB showed it in a file of `toolsVersion` (nil = today's Xcode).
    init(device: IBDevice, landscape: Bool, toolsVersion: Double? = nil) {
        self.init(
            label: landscape ? "\(device.id) landscape" : device.id,
            width: landscape ? device.height : device.width, height: landscape ? device.width : device.height,
            safeArea: device.insets(landscape: landscape, toolsVersion: toolsVersion))
        stackStandardSpacing = device.stackStandardSpacing ?? IBDataTables.stackStandardSpacing
    }

    /// Compact width below 600 points wide is how UIKit's phones (and iPad split views) behave.
    public var isRegularWidth: Bool { width >= IBDataTables.regularSizeClassMinimum }

    /// The horizontal and vertical size classes the device shows a scene in (`Data/devices.json`,
    /// `sizeClassComment`): regular is true.
    var sizeClass: (regularWidth: Bool, regularHeight: Bool) {
        let shortSide = min(width, height)
        if shortSide >= IBDataTables.regularSizeClassMinimum { return (true, true) }
        if height >= width { return (false, true) }
        return (shortSide >= IBDataTables.landscapeRegularWidthMinimum, false)
    }
}

enum LayoutText {
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
