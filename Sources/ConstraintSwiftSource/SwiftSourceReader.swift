import ConstraintIngest
import ConstraintModel
import SwiftParser
import SwiftSyntax

/// Reads layout code from Swift sources with swift-syntax: one constraint system per type that
/// builds a layout (a view controller's `view`, a view, a cell's `contentView`), named
/// `TypeName (File.swift)`, every constraint located at the call that made it. All files are
/// read together, so a helper or extension in one file is followed from another.
/// See Docs/swift-source.md for what is read and the limits.
public struct SwiftSourceReader: ConstraintReader {
    public init() {}
    public var format: InputFormatHint { .swift }
    public var fileExtensions: [String] { ["swift"] }

    /// Methods UIKit calls to build a layout; what they (and the methods they call) do is the
    /// base layout. Other methods that change constraints become states.
    static let entryMethods = [
        "loadView", "viewDidLoad", "awakeFromNib", "viewWillAppear", "willMove", "didMoveToSuperview", "didMoveToWindow",
        "prepareForReuse", "updateViewConstraints", "updateConstraints",
        // Called in the first layout pass, once the window gives the view its safe area.
        "viewSafeAreaInsetsDidChange", "safeAreaInsetsDidChange",
        "viewWillLayoutSubviews", "viewWillLayout", "layoutSubviews", "viewDidLayoutSubviews", "viewDidLayout",
    ]

    /// The most Swift source one input may hold. Every file's syntax tree stays in memory (a
    /// helper in one file is followed from another), about 60 MB per MB of source, so this keeps
    /// a run under 1 GB; files past it are not read, and a warning names them.
    public static let largestInput = 12 << 20

    public func read(_ files: [SourceFile]) -> IngestResult {
        var total = 0
        let kept = files.prefix { file in
            total += file.text.utf8.count
            return total <= Self.largestInput
        }
        var diagnostics: [Diagnostic] = []
        if let warning = Self.catalogueWarning(UIKitCatalog.loadFailure) { diagnostics.append(warning) }
        if kept.count < files.count {
            let first = files[kept.count].path
            let count = files.count - kept.count
            diagnostics.append(Diagnostic(
                severity: .warning, line: 1, column: 1,
                message: "not read: \(count) Swift file\(count == 1 ? "" : "s") from '\(first)' on, which would take this input past \(Self.largestInput >> 20) MB of source, the most one input may hold; read each module's folder on its own",
                code: "input-too-large"))
        }
        // A file whose square brackets nest deeper than real code does would keep swift-syntax's
        // parser busy for ever (`SquareBracketNesting`): it is left out, with its place.
        var parsable: [SourceFile] = []
        for file in kept {
            guard let place = SquareBracketNesting.firstTooDeep(in: file.text) else {
                parsable.append(file)
                continue
            }
            diagnostics.append(Diagnostic(
                severity: .warning, line: place.line, column: place.column,
                message: place.depth > SquareBracketNesting.largestDepth
                    ? "not read: square brackets nest \(place.depth) deep here; real layout code nests a few, and Swift's parser (swift-syntax) takes time that doubles with each level"
                    : "not read: the file nests square brackets so often (here, \(place.depth) deep) that Swift's parser (swift-syntax), whose time doubles with each level, would not finish in reasonable time",
                code: "nesting-too-deep", file: file.path))
        }
        // Files are parsed, and types run, on all cores: each is independent of the others once
        // the index of all files is built (the index is only read after that).
        let parsed = ParallelMap.map(parsable) { SourceFileIndex(path: $0.path, tree: Parser.parse(source: $0.text)) }
        let index = SourceIndex(files: parsed)
        var layoutTypes: [(type: TypeDefinition, role: TypeRole)] = []
        for name in index.typeOrder {
            guard let type = index.type(named: name) else { continue }
            let role = TypeRole(typeName: name, index: index)
            if role != .other { layoutTypes.append((type, role)) }
        }
        layoutTypes += index.topLevelCode.map { ($0, TypeRole.other) }
        let results = ParallelMap.map(layoutTypes) { Self.system(for: $0.type, role: $0.role, index: index) }
        let systems = results.compactMap(\.system)
        // What the reader could not follow in a type it found no layout in is said too: the notes
        // are why ("'scrollView' is made by code the reader cannot follow").
        let unplaced = results.flatMap(\.notesWithoutLayout)
        return IngestResult(systems: systems, diagnostics: diagnostics + parsed.flatMap { SyntaxErrors.diagnostics(in: $0) } + unplaced)
    }

    /// The embedded `UIKitCatalog.json` is tested to decode; should it not, the reader still reads,
    /// knowing no UIKit class, and says so in a warning instead of failing.
    static func catalogueWarning(_ failure: String?) -> Diagnostic? {
        guard let failure else { return nil }
        return Diagnostic(
            severity: .warning, line: 1, column: 1,
            message: "the reader's UIKit catalogue is missing (\(failure)): no UIKit or AppKit class, size or priority is known, so the layout is read without intrinsic sizes and the report may be wrong",
            code: "swift-catalogue-unreadable")
    }

    static func system(for type: TypeDefinition, role: TypeRole, index: SourceIndex) -> (system: ConstraintSystem?, notesWithoutLayout: [Diagnostic]) {
        let made = system(for: type, role: role, index: index, fromCoder: false)
        // A view whose only layout is in `init(coder:)` (its `init()` builds none) is made from a
        // storyboard or nib: that initializer is its layout, said in a note.
        guard made.system == nil, let coder = type.initializers.first(where: { $0.labels == ["coder"] }),
            entryFunctions(of: type, index: index, fromCoder: false).first?.labels != ["coder"]
        else { return made }
        var fromCoder = system(for: type, role: role, index: index, fromCoder: true)
        guard fromCoder.system != nil else { return made }
        let position = coder.file.position(of: coder.body.first.map(Syntax.init) ?? Syntax(coder.body))
        fromCoder.system?.diagnostics.append(Diagnostic(
            severity: .note, line: position.line, column: position.column,
            message: "\(SystemAssembly.fileName(coder.file.path)):\(position.line): the layout is built only in init(coder:), which a storyboard or nib calls (the initializer code would call builds none): read as a view made from one",
            code: "swift-entry", file: coder.file.path))
        return fromCoder
    }

    private static func system(for type: TypeDefinition, role: TypeRole, index: SourceIndex, fromCoder: Bool)
        -> (system: ConstraintSystem?, notesWithoutLayout: [Diagnostic])
    {
        let interpreter = Interpreter(index: index, type: type, role: role)
        // Stored properties first, so views are named after them whichever method makes them.
        for name in type.propertyOrder where type.properties[name]?.isStatic == false && type.properties[name]?.getter == nil {
            _ = interpreter.property(name, at: type.node)
        }
        let isTopLevel = type.name == SourceIndex.topLevelName
        let entries = isTopLevel ? type.methods["main"] ?? [] : entryFunctions(of: type, index: index, fromCoder: fromCoder)
        let isRepresentable = index.isViewRepresentable(type.name)
        for function in entries {
            let madeBefore = interpreter.recorder.constraints.count
            defer { interpreter.noteRemadeEveryPass(function, madeSince: madeBefore) }
            let made = interpreter.invokeEntry(function)
            // `func makeUIView(context:) -> MDCButton { let row = MDCButton(…); …; return row }`.
            if isRepresentable, SourceIndex.representableMakers.values.contains(function.name) { interpreter.adoptAsRoot(made) }
        }
        let hooks = isTopLevel ? [] : setupHooks(of: type)
        for function in hooks where !interpreter.calledFunctions.contains(Interpreter.identity(of: function)) {
            _ = interpreter.invokeEntry(function)
        }
        if entries.isEmpty, hooks.isEmpty {
            for name in type.methodOrder { for function in type.methods[name] ?? [] where !function.isStatic { _ = interpreter.invokeEntry(function) } }
        }
        interpreter.readIntrinsicContentSizeOverride()
        interpreter.markImagesGivenElsewhere()
        let base = interpreter.recorder
        let hasLayout = !base.constraints.isEmpty || base.items.values.contains { $0.superview != nil && !$0.isRoot }
        guard hasLayout else {
            guard role != .other else { return (nil, []) }
            // With no entry point or hook of its own (a `UITableView` subclass overriding
            // `contentSize`), all its methods were run to find a layout: a `while` loop in one of
            // them (walking the responder chain) is no reason for a layout it never builds.
            let ranEverything = entries.isEmpty && hooks.isEmpty
            var notes: [Diagnostic] = []
            for (location, message, code) in base.notes where !(ranEverything && message.hasPrefix(Interpreter.whileLoopNote)) {
                let diagnostic = Diagnostic(
                    severity: .note, line: location?.line ?? 0, column: location?.column ?? 0,
                    message: "\(location.map { "\(SystemAssembly.fileName($0.file)):\($0.line): " } ?? "")\(type.name) has no layout the reader could read: \(message)",
                    code: code, file: location?.file)
                // A method run twice (called by another and by itself) says the same once.
                if !notes.contains(diagnostic) { notes.append(diagnostic) }
            }
            return (nil, notes)
        }
        let (states, stateNotes) = entries.isEmpty && hooks.isEmpty ? ([], []) : LayoutStateRecorder.states(of: type, interpreter: interpreter, base: base, index: index)
        let start = type.file.position(of: type.node).line
        let end = type.file.converter.location(for: type.node.endPositionBeforeTrailingTrivia).line
        var assembly = SystemAssembly(recorder: base, index: index)
        let source = SourceInfo(file: "\(type.name) (\(SystemAssembly.fileName(type.file.path)))", firstLine: start, lastLine: end)
        var system = assembly.build(source: source, extraNotes: (base.notes + stateNotes).map { ($0.location, $0.message, $0.code) })
        system.states = states.map { $0.resolved(with: &assembly, baseCount: system.constraints.count) }
        return (system, [])
    }

    /// The first initializer (the others usually call the same setup) and UIKit's entry methods;
    /// `fromCoder`: `init(coder:)` instead, for a view made from a storyboard or nib.
    static func entryFunctions(of type: TypeDefinition, index: SourceIndex, fromCoder: Bool) -> [FunctionDefinition] {
        var entries: [FunctionDefinition] = []
        // The designated initializer made in code (`init(frame:)`, `init(style:reuseIdentifier:)`);
        // `init(coder:)` is for storyboards and convenience initializers call a designated one.
        let designated = type.initializers.filter { !$0.isConvenience }
        // An initializer called with no arguments (`KeyValueRow()`) is how code makes the view, and
        // what it passes on to `self.init(…)` is then known (`hasValueImage: false`).
        let withoutArguments = type.initializers.first { $0.labels != ["coder"] && $0.parameters.allSatisfy { $0.defaultValue != nil } }
        let coder = type.initializers.first { $0.labels == ["coder"] }
        var initializer = fromCoder
            ? coder : withoutArguments ?? designated.first(where: { $0.labels != ["coder"] }) ?? designated.first ?? type.initializers.first
        // `override init(frame:) { super.init(frame: frame) }` beside `convenience init(type:) {
        // self.init(frame: …); initialize(with: type) }`: the convenience initializer is how code
        // makes the view, and it runs the designated one too.
        // Failing that, a designated initializer of the type's own that builds (`init(title:)`
        // beside an `init(frame:)` or `init()` that only calls `super`, or nothing at all).
        if !fromCoder, let chosen = initializer, Self.onlyCallsSuper(chosen) {
            let builders = type.initializers.filter { $0.labels != ["coder"] && !Self.onlyCallsSuper($0) }
            if let building = builders.first(where: \.isConvenience) ?? builders.first { initializer = building }
        }
        if let initializer { entries.append(initializer) }
        for name in entryMethods { if let function = type.methods[name]?.first { entries.append(function) } }
        // AppKit's layout pass of an NSView subclass (`override func layout()`), as UIKit's
        // `layoutSubviews`; a method of that name elsewhere is the type's own.
        if index.ancestry(of: type.name).contains(where: { $0.hasPrefix("NS") }),
            let layout = type.methods["layout"]?.first(where: { $0.isOverride && $0.parameters.isEmpty })
        {
            entries.append(layout)
        }
        if index.isViewRepresentable(type.name) {
            for maker in SourceIndex.representableMakers.values.sorted() { if let function = type.methods[maker]?.first { entries.append(function) } }
        }
        return entries
    }
}

extension SwiftSourceReader {
    /// An initializer whose body is nothing but `super.init(…)`: it builds no layout.
    static func onlyCallsSuper(_ function: FunctionDefinition) -> Bool {
        function.body.allSatisfy { item in
            guard case .expr(let expression) = item.item, let call = expression.as(FunctionCallExprSyntax.self),
                let access = call.calledExpression.as(MemberAccessExprSyntax.self)
            else { return false }
            return access.base?.is(SuperExprSyntax.self) == true
        }
    }

    /// The setup hooks a subclass overrides (`override func setupViews()`) when its superclass is
    /// the project's own (`BaseTableCell`), whose initializer or `viewDidLoad` calls them: run
    /// after the entry methods, unless the subclass's own code called them already.
    static func setupHooks(of type: TypeDefinition) -> [FunctionDefinition] {
        guard let superclass = type.superclassName, UIKitCatalog.viewClasses[superclass] == nil,
            !UIKitCatalog.controllerClasses.contains(superclass), !UIKitCatalog.cellClasses.contains(superclass)
        else { return [] }
        return type.methodOrder.flatMap { name -> [FunctionDefinition] in
            guard !entryMethods.contains(name), UIKitCatalog.setupHookPrefixes.contains(where: name.hasPrefix) else { return [] }
            return (type.methods[name] ?? []).filter { $0.isOverride && !$0.isStatic && $0.parameters.isEmpty }
        }
    }
}

extension Interpreter {
    func invokeEntry(_ function: FunctionDefinition) -> SourceValue {
        var bindings: [String: SourceValue] = [:]
        for parameter in function.parameters { bindings[parameter.name] = .unknown(parameter.name) }
        let identity = Self.identity(of: function)
        calledFunctions.insert(identity)
        callStack.append(identity)
        defer { callStack.removeLast() }
        return inFile(function.file) { runFunctionBody(function.body, bindings: bindings, selfValue: role == .view ? .item(rootKey) : .owner) }
    }

    /// An image view the type's other methods give an image (`configure(with:)`) shows one at run
    /// time, whose size the code does not say: noted as such, as one given an image in the layout is.
    func markImagesGivenElsewhere() {
        for name in index.propertiesGivenAnImage(in: type.name) {
            guard let key = properties[name]?.itemKey else { continue }
            recorder.update(key) { $0.showsImage = true }
        }
    }

    /// `override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 44) }` on the root.
    func readIntrinsicContentSizeOverride() {
        guard let getter = type.properties["intrinsicContentSize"]?.getter else { return }
        if case .size(let width, let height) = runFunctionBody(getter, bindings: [:], selfValue: selfValue) {
            recorder.update(rootKey) { $0.declaredIntrinsicSize = (width, height) }
        }
    }
}
