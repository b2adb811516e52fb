import SwiftSyntax

/// A function (method, extension method, global function or initializer) with the file it is
/// written in, so that constraints made inside it are located in that file.
struct FunctionDefinition {
    var name: String
    /// Argument labels as a caller writes them (`_` for none).
    var labels: [String]
    /// Parameter names inside the body, with their default values.
    var parameters: [(name: String, defaultValue: ExprSyntax?)]
    var body: CodeBlockItemListSyntax
    var file: SourceFileIndex
    var isStatic: Bool
    var isConvenience = false
    /// `override func`: a method of a superclass, which the superclass may call itself.
    var isOverride = false
    /// Positions of variadic parameters (`views: UIView...`), which take every argument up to the next label.
    var variadic: Set<Int> = []
    /// The declared result type as written (`SliderRow`, `(stack: NSStackView, slider: NSSlider)`),
    /// for the labels of a tuple it returns.
    var resultType: TypeSyntax?
}

/// A stored or computed property of a type.
struct PropertyDefinition {
    var name: String
    var typeName: String?
    var initializer: ExprSyntax?
    /// A computed property's getter body (`override var intrinsicContentSize: CGSize { … }`).
    var getter: CodeBlockItemListSyntax?
    var isStatic: Bool
    var node: Syntax
    var file: SourceFileIndex
    /// `weak var anchorView: UIView?` (not an `@IBOutlet`): a view another object owns and sets.
    var isWeakReference = false
}

/// A class, struct or enum declared in the sources, with its extensions merged in.
final class TypeDefinition {
    let name: String
    var superclassName: String?
    var conformances: [String] = []
    var properties: [String: PropertyDefinition] = [:]
    var propertyOrder: [String] = []
    var methods: [String: [FunctionDefinition]] = [:]
    var methodOrder: [String] = []
    var initializers: [FunctionDefinition] = []
    /// The methods each `extension Type: SomeProtocol { … }` declares, in order, with the
    /// protocols it adds: what a protocol's default implementation may call
    /// (`Interpreter.runUnreadProtocolTemplate`).
    var conformanceExtensions: [(protocols: [String], methods: [String])] = []
    /// The file and position of the declaration, for the system's name and lines.
    let file: SourceFileIndex
    let node: Syntax

    init(name: String, file: SourceFileIndex, node: Syntax) {
        self.name = name
        self.file = file
        self.node = node
    }

    func add(method: FunctionDefinition) {
        if methods[method.name] == nil { methodOrder.append(method.name) }
        methods[method.name, default: []].append(method)
    }

    func add(property: PropertyDefinition) {
        if properties[property.name] == nil { propertyOrder.append(property.name) }
        properties[property.name] = property
    }
}

/// One parsed file and the converter that turns positions into lines and columns.
final class SourceFileIndex {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.tree = tree
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// 1-based line and column of the node's first character (leading trivia skipped).
    func position(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return (location.line, location.column)
    }
}

/// Every type, extension and global function of all the files read together.
struct SourceIndex {
    var types: [String: TypeDefinition] = [:]
    var typeOrder: [String] = []
    /// Global functions and functions from extensions of types not declared in the sources
    /// (`extension UIView { func pinEdges(to:) }`), by name.
    var helpers: [String: [FunctionDefinition]] = [:]
    /// Global `let` constants.
    var globals: [String: PropertyDefinition] = [:]
    /// The case names of every enum declared in the sources (`compressed`), without backticks.
    var enumCaseNames: Set<String> = []
    /// The element labels of tuple types the sources name (`typealias SliderRow = (stack:
    /// NSStackView, slider: NSSlider)`), by alias.
    var tupleAliases: [String: [String]] = [:]
    /// Other names for types (`private typealias Constants = UserInfoView_Constants`), by alias.
    var typeAliases: [String: String] = [:]
    /// Files whose top-level statements do layout work (playgrounds, scripts), as pseudo-types.
    var topLevelCode: [TypeDefinition] = []

    init(files: [SourceFileIndex]) {
        for file in files {
            if collect(statements: file.tree.statements, in: file) {
                // Playground pages and scripts: the whole file runs top to bottom, its `let`s are locals.
                let code = TypeDefinition(name: Self.topLevelName, file: file, node: Syntax(file.tree))
                code.add(method: FunctionDefinition(
                    name: "main", labels: [], parameters: [], body: file.tree.statements, file: file, isStatic: false))
                topLevelCode.append(code)
            }
        }
    }

    static let topLevelName = "top-level code"

    /// Collects a file's declarations, those in the `#if` clause read included; whether the
    /// statements hold code that runs (a playground's).
    private mutating func collect(statements: CodeBlockItemListSyntax, in file: SourceFileIndex) -> Bool {
        var hasCode = false
        for statement in statements {
            guard case .decl(let declaration) = statement.item else {
                hasCode = true
                continue
            }
            if let block = declaration.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = CompilationConditions.activeClause(of: block)?.elements {
                    hasCode = collect(statements: inner, in: file) || hasCode
                }
                continue
            }
            collect(declaration, in: file, enclosingType: nil)
        }
        return hasCode
    }

    /// The declarations of a member block, with those of the `#if` clauses read in their place.
    static func declarations(in members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let block = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            guard case .decls(let inner)? = CompilationConditions.activeClause(of: block)?.elements else { return [] }
            return declarations(in: inner)
        }
    }

    func type(named name: String) -> TypeDefinition? { types[name] ?? typeAliases[name].flatMap { types[$0] } }

    /// The chain `name`, its superclass, its superclass' superclass… as far as the sources and
    /// the names go (the last one usually a UIKit class).
    func ancestry(of name: String) -> [String] {
        var chain = [name]
        var current = name
        while let parent = types[current]?.superclassName, !chain.contains(parent) {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    private mutating func definition(named name: String, file: SourceFileIndex, node: Syntax) -> TypeDefinition {
        if let existing = types[name] { return existing }
        let definition = TypeDefinition(name: name, file: file, node: node)
        types[name] = definition
        typeOrder.append(name)
        return definition
    }

    private mutating func collect(_ declaration: DeclSyntax, in file: SourceFileIndex, enclosingType: TypeDefinition?) {
        if let classDecl = declaration.as(ClassDeclSyntax.self) {
            let type = definition(named: classDecl.name.text, file: file, node: Syntax(classDecl))
            let inherited = classDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            // `Cell<T>` → `Cell`: generic arguments do not name another class.
            type.superclassName = inherited.first.map { String($0.prefix { $0 != "<" }) }
            type.conformances = Array(inherited.dropFirst())
            collectMembers(classDecl.memberBlock, of: type, in: file)
        } else if let structDecl = declaration.as(StructDeclSyntax.self) {
            let type = definition(named: structDecl.name.text, file: file, node: Syntax(structDecl))
            // A struct has no superclass: what it inherits are protocols (`UIViewRepresentable`).
            type.conformances = structDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            collectMembers(structDecl.memberBlock, of: type, in: file)
        } else if let enumDecl = declaration.as(EnumDeclSyntax.self) {
            for member in Self.declarations(in: enumDecl.memberBlock.members) {
                for element in member.as(EnumCaseDeclSyntax.self)?.elements ?? [] { enumCaseNames.insert(element.name.text.filter { $0 != "`" }) }
            }
            collectMembers(enumDecl.memberBlock, of: definition(named: enumDecl.name.text, file: file, node: Syntax(enumDecl)), in: file)
        } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            let name = extensionDecl.extendedType.trimmedDescription
            if let type = types[name] ?? types[Self.lastComponent(of: name)] {
                collectMembers(extensionDecl.memberBlock, of: type, in: file)
                let protocols = extensionDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                if !protocols.isEmpty {
                    let methods = Self.declarations(in: extensionDecl.memberBlock.members).compactMap { $0.as(FunctionDeclSyntax.self)?.name.text }
                    type.conformanceExtensions.append((protocols, methods))
                }
            } else {
                // An extension of a UIKit type: its methods are helpers any view can call. An
                // extension of a namespace not read (`extension Input.Table { class ImagesView … }`)
                // declares its nested types, found by their own names.
                for declaration in Self.declarations(in: extensionDecl.memberBlock.members) {
                    if let function = declaration.as(FunctionDeclSyntax.self), let made = Self.function(function, in: file) {
                        helpers[made.name, default: []].append(made)
                    } else if declaration.is(ClassDeclSyntax.self) || declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) {
                        collect(declaration, in: file, enclosingType: nil)
                    }
                }
            }
        } else if let function = declaration.as(FunctionDeclSyntax.self), let made = Self.function(function, in: file) {
            helpers[made.name, default: []].append(made)
        } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
            collect(alias)
        } else if let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let" {
            for property in Self.properties(variable, in: file) { globals[property.name] = property }
        }
    }

    private mutating func collectMembers(_ block: MemberBlockSyntax, of type: TypeDefinition, in file: SourceFileIndex) {
        for declaration in Self.declarations(in: block.members) {
            if let function = declaration.as(FunctionDeclSyntax.self), let made = Self.function(function, in: file) {
                type.add(method: made)
            } else if let initializer = declaration.as(InitializerDeclSyntax.self), let body = initializer.body {
                let parameters = initializer.signature.parameterClause.parameters
                var made = FunctionDefinition(
                    name: "init", labels: parameters.map { $0.firstName.text },
                    parameters: parameters.map { (($0.secondName ?? $0.firstName).text, $0.defaultValue?.value) },
                    body: body.statements, file: file, isStatic: false)
                made.isConvenience = initializer.modifiers.contains { $0.name.text == "convenience" }
                made.variadic = Self.variadicPositions(parameters)
                type.initializers.append(made)
            } else if let variable = declaration.as(VariableDeclSyntax.self) {
                for property in Self.properties(variable, in: file) { type.add(property: property) }
            } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
                collect(alias)
            } else if declaration.is(ClassDeclSyntax.self) || declaration.is(StructDeclSyntax.self)
                || declaration.is(EnumDeclSyntax.self)
            {
                // Nested metric holders (`enum Layout { static let padding = 16 }`) are found by name.
                collect(declaration, in: file, enclosingType: type)
            }
        }
    }

    private mutating func collect(_ alias: TypeAliasDeclSyntax) {
        if let labels = Self.tupleLabels(of: alias.initializer.value) { tupleAliases[alias.name.text] = labels }
        if let named = alias.initializer.value.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil {
            typeAliases[alias.name.text] = named.name.text
        }
    }

    /// The labels of a tuple type whose elements are all labelled (`(stack: NSStackView, slider: NSSlider)`).
    static func tupleLabels(of type: TypeSyntax) -> [String]? {
        guard let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count > 1 else { return nil }
        let labels = tuple.elements.compactMap { $0.firstName?.text }
        return labels.count == tuple.elements.count ? labels : nil
    }

    /// The labels of the tuple a function returns, its result type written as a tuple or an alias of one.
    func resultLabels(of function: FunctionDefinition) -> [String]? {
        guard let type = function.resultType else { return nil }
        if let labels = Self.tupleLabels(of: type) { return labels }
        return tupleAliases[type.trimmedDescription]
    }

    static func function(_ function: FunctionDeclSyntax, in file: SourceFileIndex) -> FunctionDefinition? {
        guard let body = function.body else { return nil }
        let parameters = function.signature.parameterClause.parameters
        var made = FunctionDefinition(
            name: function.name.text,
            labels: parameters.map { $0.firstName.text },
            parameters: parameters.map { (($0.secondName ?? $0.firstName).text, $0.defaultValue?.value) },
            body: body.statements, file: file,
            isStatic: function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" })
        made.isOverride = function.modifiers.contains { $0.name.text == "override" }
        made.variadic = variadicPositions(parameters)
        made.resultType = function.signature.returnClause?.type
        return made
    }

    static func variadicPositions(_ parameters: FunctionParameterListSyntax) -> Set<Int> {
        Set(parameters.enumerated().filter { $0.element.ellipsis != nil }.map(\.offset))
    }

    static func properties(_ variable: VariableDeclSyntax, in file: SourceFileIndex) -> [PropertyDefinition] {
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let isWeakReference = variable.modifiers.contains { $0.name.text == "weak" }
            && !variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            var getter: CodeBlockItemListSyntax?
            if let accessors = binding.accessorBlock?.accessors {
                switch accessors {
                case .getter(let statements): getter = statements
                case .accessors(let list):
                    getter = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
                }
            }
            return PropertyDefinition(
                name: name, typeName: binding.typeAnnotation.map { Self.plainTypeName($0.type) },
                initializer: binding.initializer?.value, getter: getter, isStatic: isStatic, node: Syntax(binding), file: file,
                isWeakReference: isWeakReference)
        }
    }

    /// `Input.Table.ImagesView` → `ImagesView`: types are found by their own names.
    static func lastComponent(of name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// `UILabel!`, `UILabel?`, `UIKit.UILabel` → `UILabel`.
    static func plainTypeName(_ type: TypeSyntax) -> String {
        var text = type.trimmedDescription
        while text.hasSuffix("!") || text.hasSuffix("?") { text.removeLast() }
        if let dot = text.lastIndex(of: "."), !text.hasPrefix("[") { text = String(text[text.index(after: dot)...]) }
        return text
    }
}
