import ConstraintModel
import SwiftSyntax

/// Views made by builders and factories declared in no file read, whose names say what they make.
extension Interpreter {
    /// `UIStackViewBuilder().axis(.vertical).spacing(8).build()` (MobilliumBuilders and its kind):
    /// a builder named after a view class, a chain of setters named after its properties, and
    /// `build()`. Read as that view with each setter's value assigned to the property of its name
    /// (those the reader knows: text, font, axis, spacing, alignment, distribution, isHidden, …),
    /// with a note; before, the view was unknown and its place in the layout was lost.
    func fluentViewBuilder(_ call: FunctionCallExprSyntax) -> SourceValue? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "build",
            call.arguments.isEmpty, index.helpers["build"] == nil
        else { return nil }
        var setters: [(name: String, call: FunctionCallExprSyntax)] = []
        var current = access.base
        while let step = current?.as(FunctionCallExprSyntax.self) {
            if let member = step.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                setters.append((member.declName.baseName.text, step))
                current = base
                continue
            }
            guard let builder = step.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, builder.hasSuffix("Builder"),
                index.type(named: builder) == nil
            else { return nil }
            let className = String(builder.dropLast("Builder".count))
            guard role.isViewClass(className, index: index), case .item(let key) = construct(className, arguments: [], at: step) else { return nil }
            var applied: [String] = []
            for setter in setters.reversed() {
                guard setter.call.arguments.count == 1, let argument = setter.call.arguments.first else { continue }
                let value = evaluate(argument.expression)
                if Self.arrangingSetters.contains(setter.name) {
                    for view in value.elements ?? [value] { if let child = view.itemKey { arrange(child, in: key, at: nil) } }
                    applied.append(setter.name)
                } else if assignItemProperty(setter.name, of: key, value, at: setter.call) {
                    applied.append(setter.name)
                }
            }
            let said = applied.isEmpty ? "" : " with the settings its chain names (\(applied.joined(separator: ", ")))"
            note("'\(builder)' is declared in no file read: '\(builder)()….build()' is read as a new \(className)\(said); its other settings are not read",
                 at: call, code: "swift-assumed-helper")
            return .item(key)
        }
        return nil
    }

    private static let arrangingSetters: Set<String> = ["addArrangedSubviews", "arrangedSubviews", "addArrangedSubview"]

    /// `ButtonFactory.createPrimaryButton(style: .medium)`, `ThemeViewFactory.textField()`: a
    /// static method of a type no file read declares whose name ends in a view's kind makes such
    /// a view (a `UIButton`, a `UITextField`); its configuration is not known, which the note says.
    /// Only where the code keeps the result as a view (a property or a `let` without a declared
    /// type); nil when the name says no view.
    func viewFromUnreadFactory(_ expression: ExprSyntax, name: String, at node: some SyntaxProtocol) -> SourceValue? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let owner = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, owner.first?.isUppercase == true,
            index.type(named: owner) == nil, lookup(owner) == nil
        else { return nil }
        let method = access.declName.baseName.text
        // `UILabel.with(text: …)`, `UIButton.make(…)`: a project's static factory in an extension of
        // a UIKit view class makes a view of that class.
        if UIKitCatalog.viewClasses[owner] != nil, index.helpers[method] == nil, !Self.staticViewMethods.contains(method) {
            let key = recorder.makeItem(className: owner, name: name, location: location(of: node))
            note("'\(owner).\(method)' is declared in no file read: read as a new \(owner); how it configures the view is not read",
                 at: node, code: "swift-assumed-helper")
            return .item(key)
        }
        let lowered = method.lowercased()
        // A bar button item (`doneStyleBarButton`) is no view.
        guard !lowered.hasSuffix("barbutton"), let kind = Self.factoryViewKinds.first(where: { lowered.hasSuffix($0.suffix.lowercased()) }) else { return nil }
        let isAppKit = index.ancestry(of: type.name).contains { $0.hasPrefix("NS") }
        let className = isAppKit ? kind.appKit : kind.uiKit
        let key = recorder.makeItem(className: className, name: name, location: location(of: node))
        note("'\(owner).\(method)' is declared in no file read: read as a new \(className), as its name says; how it configures the view is not read",
             at: node, code: "swift-assumed-helper")
        return .item(key)
    }

    /// UIKit's own static members of view classes, which make no view.
    private static let staticViewMethods: Set<String> = [
        "animate", "transition", "performWithoutAnimation", "animateKeyframes", "addKeyframe", "appearance", "setAnimationsEnabled",
        "userInterfaceLayoutDirection", "perform", "modifyAnimations", "layerClass", "requiresConstraintBasedLayout",
    ]

    /// What a factory method's name ends with, and the view class it makes; the longer first.
    private static let factoryViewKinds: [(suffix: String, uiKit: String, appKit: String)] = [
        ("TextField", "UITextField", "NSTextField"), ("TextView", "UITextView", "NSTextView"), ("ImageView", "UIImageView", "NSImageView"),
        ("StackView", "UIStackView", "NSStackView"), ("ScrollView", "UIScrollView", "NSScrollView"), ("TableView", "UITableView", "NSTableView"),
        ("CollectionView", "UICollectionView", "NSCollectionView"), ("Label", "UILabel", "NSTextField"), ("Button", "UIButton", "NSButton"),
        ("Switch", "UISwitch", "NSSwitch"), ("Separator", "UIView", "NSBox"), ("View", "UIView", "NSView"),
    ]
}
