import SwiftSyntax

extension Interpreter {
    /// `setupView()` called on the type itself, declared in no file read, in a type that adopts a
    /// protocol in an extension (`extension Screen: ViewCode { func buildViewHierarchy() … }`):
    /// the "view code" convention, whose protocol (in a file not read) gives `setupView()` a
    /// default implementation that calls the hooks the type implements. The extension's methods
    /// whose names say they set something up, take no parameters and have not run yet, run here
    /// in the order written, with a note that says what was assumed; before, nothing of them was
    /// read and the type had no layout at all.
    func runUnreadProtocolTemplate(_ name: String, call: FunctionCallExprSyntax) -> SourceValue? {
        guard call.arguments.isEmpty, call.trailingClosure == nil, Self.isSetupHookName(name),
            index.helpers[name] == nil, type.methods[name] == nil
        else { return nil }
        var protocols: [String] = []
        var hooks: [FunctionDefinition] = []
        for conformance in type.conformanceExtensions {
            let found = conformance.methods.flatMap { type.methods[$0] ?? [] }.filter { method in
                !method.isStatic && method.parameters.isEmpty && Self.isSetupHookName(method.name)
                    && !calledFunctions.contains(Self.identity(of: method))
                    && !hooks.contains { Self.identity(of: $0) == Self.identity(of: method) }
            }
            guard !found.isEmpty else { continue }
            hooks += found
            protocols += conformance.protocols
        }
        guard !hooks.isEmpty else { return nil }
        let names = hooks.map { "\($0.name)()" }.joined(separator: ", ")
        note(
            "'\(name)()' is declared in no file read: the default implementation of \(protocols.joined(separator: ", ")) is taken to call the methods this type declares for it, \(names), which run here in that order",
            at: call, code: "swift-assumed-helper")
        for hook in hooks {
            _ = invoke(hook, arguments: call.arguments, trailingClosure: nil, selfValue: selfValue)
        }
        return .void
    }

    /// `setupViews`, `buildViewHierarchy`, `configureUI`: the names of setup hooks
    /// (`UIKitCatalog.setupHookPrefixes`).
    static func isSetupHookName(_ name: String) -> Bool {
        UIKitCatalog.setupHookPrefixes.contains(where: name.hasPrefix)
    }
}
