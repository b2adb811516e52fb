import ConstraintModel

/// Short labels for model values in reports.
enum ModelWording {
    /// Who made a constraint, in a few words; nil for the developer's own constraints, which
    /// are the normal case and need no label.
    static func originLabel(_ origin: ConstraintOrigin) -> String? {
        switch origin {
        case .developer: return nil
        case .autoresizingMask: return "from an autoresizing mask"
        case .encapsulatedLayout: return "encapsulated layout size"
        case .stackView: return "made by a stack view"
        case .temporaryFittingSize: return "temporary fitting size"
        case .layoutGuide: return "layout guide constraint"
        case .interfaceBuilderPrototyping: return "Interface Builder prototype"
        case .contentSize: return "intrinsic content size"
        case .systemView: return "belongs to a system view"
        }
    }

    /// "iOS console log", "equation set".
    static func systemKind(_ system: ConstraintSystem) -> String {
        switch system.format {
        case .consoleLog:
            switch system.platform {
            case .iOS: return "iOS console log"
            case .macOS: return "macOS console log"
            case .unknown: return "console log"
            }
        case .constraintList: return "constraint list"
        case .equations: return "equation set"
        case .code: return "constraints built in code"
        case .swiftSource: return "Swift layout code"
        case .interfaceBuilder: return "Interface Builder scene"
        }
    }

    /// What kind of guide an item is; nil for views.
    static func itemKind(_ kind: ItemKind) -> String? {
        switch kind {
        case .view: return nil
        case .window: return "window"
        case .layoutGuide: return "layout guide"
        case .marginsGuide: return "margins guide"
        case .safeAreaGuide: return "safe-area guide"
        case .keyboardGuide: return "keyboard guide"
        case .legacyLayoutGuide: return "top/bottom layout guide"
        case .stackSpacer: return "stack view spacer"
        }
    }

    /// The framework that breaks constraints on the system's platform.
    static func layoutFramework(_ platform: Platform) -> String {
        platform == .macOS ? "AppKit" : "UIKit"
    }

    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// `1,969`: thousands grouped with commas, the same in every locale (reports are English).
    static func grouped(_ number: Int) -> String { NumberWording.grouped(number) }

    /// "standard input" for `-`, the path otherwise.
    static func fileName(_ file: String) -> String { file == "-" ? "standard input" : file }

    /// `'crash.log'` or `standard input`, for messages.
    static func quotedFileName(_ file: String) -> String { file == "-" ? "standard input" : "'\(file)'" }

    /// "line 3" or "lines 3–17"; nil when the line is unknown.
    static func lineRange(_ source: SourceInfo) -> String? {
        guard source.firstLine > 0 else { return nil }
        if source.lastLine <= source.firstLine { return "line \(source.firstLine)" }
        return "lines \(source.firstLine)\u{2013}\(source.lastLine)"
    }
}
