import ConstraintModel
import SwiftSyntax

/// Views held by an object of a class no file read declares: `parts.banner` where `private var
/// parts = ResultsParts.shared` (a "view holder" made in another file), added to the layout
/// (`view.addSubview(parts.banner)`) or given subviews (`parts.banner.addSubview(parts.title)`).
/// What is added as a view, or has views added to it, is a view: from there on `parts.banner` is
/// one item, of the class its name says (`…Label` a label, `…Button` a button, else a view), its
/// mask taken as off (the file that makes it is not read), with a note. Before, the whole layout
/// of such a controller was lost without a word.
extension Interpreter {
    /// The item `expression` stands for when it is such a member, made when `create` says the
    /// code uses it as a view here.
    func holderMemberView(_ expression: ExprSyntax, create: Bool) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            // `guard let child = container.view else { return }; view.addSubview(child)`.
            let name = reference.baseName.text
            guard let text = holderAliases[name], create || holderViews[text] != nil, let bound = lookup(name), Self.isUnfollowed(bound) else { return nil }
            let key = holderViews[text] ?? makeHolderView(text, at: expression)
            _ = assignLocal(name, .item(key))
            return key
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), let text = Self.holderMemberText(access) else { return nil }
        if let key = holderViews[text] { return key }
        // The holder is unknown, or a static member of a type not read (`ResultsParts.shared`),
        // which reads as a bare name.
        guard create, let base = access.base, Self.isUnfollowed(evaluate(base)) else { return nil }
        return makeHolderView(text, at: expression)
    }

    /// `let child = container.view` (or `if let`, `guard let`) of such a member: remembered, so
    /// that the local is that view once the code adds it as one.
    func noteHolderAlias(_ name: String, initializer: ExprSyntax, value: SourceValue) {
        guard Self.isUnfollowed(value), let access = initializer.as(MemberAccessExprSyntax.self), let text = Self.holderMemberText(access) else { return }
        holderAliases[name] = text
    }

    private func makeHolderView(_ text: String, at expression: ExprSyntax) -> String {
        let member = text.split(separator: ".").last.map(String.init) ?? text
        var className = Self.holderMemberKinds.first { member.hasSuffix($0.suffix) }?.className ?? "UIView"
        // In AppKit code (an NSView root: an NSViewController's, an NSView subclass) it is AppKit's.
        let rootClass = recorder[rootKey]?.className.map { index.uikitBase(of: $0) ?? $0 }
        if rootClass?.hasPrefix("NS") == true { className = Self.appKitHolderClasses[className] ?? className }
        let key = recorder.makeItem(className: className, name: text, location: location(of: expression))
        recorder.update(key) { $0.translatesAutoresizingMask = false }
        recorder.name(key, text, strong: true)
        holderViews[text] = key
        note("'\(text)' is made in a file not read: read as a \(className) (as its name says) with its autoresizing mask off", at: expression, code: "swift-assumed-helper")
        return key
    }

    static func isUnfollowed(_ value: SourceValue) -> Bool {
        switch value {
        case .unknown, .name: return true
        default: return false
        }
    }

    /// `self.parts.banner` and `parts.banner` alike; nil unless it is a chain of plain names whose
    /// last starts lowercase.
    static func holderMemberText(_ access: MemberAccessExprSyntax) -> String? {
        var text = access.trimmedDescription
        if text.hasPrefix("self.") { text.removeFirst("self.".count) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ part in !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
            parts.last?.first?.isLowercase == true, parts.first?.first?.isLowercase == true
        else { return nil }
        return text
    }

    /// The AppKit class of each kind, for AppKit code.
    private static let appKitHolderClasses: [String: String] = [
        "UIView": "NSView", "UITextField": "NSTextField", "UIImageView": "NSImageView", "UIStackView": "NSStackView",
        "UILabel": "NSTextField", "UIButton": "NSButton",
    ]

    private static let holderMemberKinds: [(suffix: String, className: String)] = [
        ("TextField", "UITextField"), ("ImageView", "UIImageView"), ("StackView", "UIStackView"), ("Label", "UILabel"),
        ("Button", "UIButton"), ("Image", "UIImageView"),
    ]
}
