import ConstraintModel

/// Reads an equation set in three passes:
///
/// 1. every line in order: constraints become `LayoutConstraint`s at once, names are interned
///    in order of first appearance, declarations are recorded, and VFL and autoresizing lines
///    (which need the finished hierarchy) are kept for later;
/// 2. the hierarchy is checked and the root chosen, now that every declaration is known;
/// 3. VFL and autoresizing lines are translated and slotted in at their lines, so the
///    constraints stay in input order.
struct EquationSetAssembler {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let attributes = AttributeNames.shared
    private var directory = ItemDirectory()
    private var constraints: [LayoutConstraint] = []
    private var diagnostics: [Diagnostic] = []
    private var later: [Postponed] = []
    private var metrics: [String: LayoutNumber] = [:]
    private var platform: (Platform, SourcePoint)?
    private var direction: (LayoutDirection, SourcePoint)?
    private var lineCount = 0
    private var hasIdentifiers = false

    /// A line translated in pass 3, and where its constraints go among the others.
    private struct Postponed {
        enum Statement {
            case visualFormat(VisualFormatSyntax, names: [Int: Int])
            /// The constraints sit at the declaration; a note about them points at the name.
            case autoresizing(item: Int, declaration: SourcePoint, name: SourcePoint)
        }

        var statement: Statement
        var insertionIndex: Int
        var line: Int
        var lineStart: Int
        var lineEnd: Int
    }

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func read() -> ConstraintSystem {
        readLines()
        directory.resolveHierarchy(into: &diagnostics)
        translatePostponed()
        return assemble()
    }

    // MARK: Pass 1

    private mutating func readLines() {
        constraints.reserveCapacity(min(bytes.count / 40, 1 << 22))
        var offset = 0
        // A byte-order mark is not part of the first line's text.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        let count = bytes.count
        while offset < count {
            lineCount += 1
            var lineEnd = offset
            while lineEnd < count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let contentEnd = lineEnd > offset && bytes[lineEnd - 1] == 0x0D ? lineEnd - 1 : lineEnd
            var scanner = LineScanner(bytes: bytes, lineStart: offset, end: contentEnd)
            if !scanner.isAtStatementEnd() { readStatement(&scanner, line: lineCount) }
            offset = lineEnd + 1
        }
    }

    private mutating func readStatement(_ scanner: inout LineScanner, line: Int) {
        do {
            if VisualFormatParser.startsVisualFormat(scanner) {
                try readVisualFormat(&scanner, line: line)
            } else if DeclarationParser.startsDeclaration(scanner) {
                try readDeclaration(&scanner, line: line)
            } else {
                try readEquation(&scanner, line: line)
            }
        } catch {
            diagnostics.append(
                Diagnostic(severity: .error, line: line, column: scanner.column(of: error.offset), message: error.message, code: error.code))
        }
    }

    private mutating func readEquation(_ scanner: inout LineScanner, line: Int) throws(ReadError) {
        let syntax = try EquationParser.parse(&scanner, attributes: attributes)
        let first = item(for: syntax.first, scanner: scanner, line: line)
        let second = syntax.second.map { item(for: $0, scanner: scanner, line: line) }
        let identifier = syntax.identifier.map { scanner.text($0) }
        if identifier != nil { hasIdentifiers = true }
        constraints.append(
            LayoutConstraint(
                id: EquationSetAssembler.constraintID(constraints.count), line: line, column: scanner.column(of: syntax.start),
                text: scanner.statementText(from: syntax.start), className: "NSLayoutConstraint", identifier: identifier,
                first: Anchor(item: directory.id(of: first), syntax.first.attribute), relation: syntax.relation,
                // Without a second item the multiplier multiplies nothing (`0.0 * NotAnAttribute`).
                multiplier: second == nil ? 1 : syntax.multiplier ?? 1,
                second: second.map { Anchor(item: directory.id(of: $0), syntax.second!.attribute) },
                constant: syntax.constant ?? 0, priority: syntax.priority ?? .required))
    }

    static func constraintID(_ index: Int) -> String { "c" + String(index + 1) }

    /// The item an anchor names; `Owner.safeAreaLayoutGuide` finds the guide declared for
    /// that owner, or makes one and warns.
    private mutating func item(for anchor: AnchorSyntax, scanner: LineScanner, line: Int) -> Int {
        let owner = directory.intern(scanner.slice(anchor.item), at: SourcePoint(line: line, column: scanner.column(of: anchor.item.lowerBound)))
        guard let (kind, path) = anchor.guidePath else { return owner }
        if let guide = directory.pathGuide(of: owner, kind: kind) { return guide }
        let point = SourcePoint(line: line, column: scanner.column(of: path.lowerBound))
        let guide = directory.intern(scanner.slice(path), at: point)
        directory[guide].role = .guide(kind)
        directory[guide].owner = owner
        directory[guide].declaredAt = point
        directory[guide].isImplicitGuide = true
        directory.registerPathGuide(guide, of: owner, kind: kind)
        let keyword = kind == .safeAreaGuide ? "safeArea" : kind == .marginsGuide ? "margins" : "keyboard"
        diagnostics.append(
            Diagnostic(
                severity: .warning, line: line, column: point.column,
                message: "the guide '\(scanner.excerpt(path))' is not declared; it is read as the \(keyword) guide of '\(directory[owner].name)' (declare it above with 'guide NAME \(keyword) of \(directory[owner].name)')",
                code: "undeclared-guide"))
        return guide
    }

    // MARK: Declarations

    private mutating func readDeclaration(_ scanner: inout LineScanner, line: Int) throws(ReadError) {
        scanner.skipBlanks()
        let start = scanner.position
        let syntax = try DeclarationParser.parse(&scanner)
        func point(_ range: Range<Int>) -> SourcePoint { SourcePoint(line: line, column: scanner.column(of: range.lowerBound)) }
        switch syntax {
        case .root(let name, let details, let size):
            if let root = directory.explicitRoot {
                throw ReadError(
                    at: name.lowerBound,
                    "a second root: '\(scanner.excerpt(name))' (the root is already '\(directory[root].name)', line \(directory[root].declaredAt?.line ?? 0))",
                    code: "second-root")
            }
            try checkNotDeclared(name, as: "root", scanner: scanner)
            let index = directory.intern(scanner.slice(name), at: point(name))
            declare(index, .root, at: point(name), details: details, scanner: scanner)
            if let size { directory[index].frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
            directory.declareRoot(index)
        case .view(let name, let details, let superview):
            try checkNotDeclared(name, as: "view", scanner: scanner)
            let index = directory.intern(scanner.slice(name), at: point(name))
            declare(index, .view, at: point(name), details: details, scanner: scanner)
            if let superview { setSuperview(of: index, superview, at: point(superview), scanner: scanner) }
        case .guide(let name, let kind, let owner, let frame):
            try checkNotDeclared(name, as: "guide", scanner: scanner)
            if ItemDirectory.hasPathForm(kind), let ownerIndex = directory.lookup(scanner.slice(owner)),
                let existing = directory.pathGuide(of: ownerIndex, kind: kind)
            {
                let record = directory[existing]
                throw ReadError(
                    at: name.lowerBound,
                    record.isImplicitGuide
                        ? "'\(record.name)' is used on line \(record.firstSeen.line) before this declaration; declare the guide above its first use"
                        : "'\(directory[ownerIndex].name)' already has this kind of guide: '\(record.name)' (line \(record.declaredAt?.line ?? 0))",
                    code: "duplicate-declaration")
            }
            let index = directory.intern(scanner.slice(name), at: point(name))
            let ownerIndex = directory.intern(scanner.slice(owner), at: point(owner))
            declare(index, .guide(kind), at: point(name), details: ViewDetails(), scanner: scanner)
            directory[index].owner = ownerIndex
            directory[index].frame = frame
            if ItemDirectory.hasPathForm(kind) { directory.registerPathGuide(index, of: ownerIndex, kind: kind) }
        case .intrinsic(let name, let size):
            if let existing = directory.lookup(scanner.slice(name)), let at = directory[existing].intrinsicAt {
                throw ReadError(
                    at: name.lowerBound, "the intrinsic size of '\(scanner.excerpt(name))' is already declared on line \(at.line)",
                    code: "duplicate-declaration")
            }
            let index = directory.intern(scanner.slice(name), at: point(name))
            directory[index].intrinsic = size
            directory[index].intrinsicAt = point(name)
        case .autoresizing(let name, let frame, let mask, let superview):
            try checkNotDeclared(name, as: "autoresizing", scanner: scanner)
            let index = directory.intern(scanner.slice(name), at: point(name))
            declare(index, .autoresizing, at: point(name), details: ViewDetails(), scanner: scanner)
            directory[index].frame = frame
            directory[index].mask = mask
            if let superview { setSuperview(of: index, superview, at: point(superview), scanner: scanner) }
            postpone(.autoresizing(item: index, declaration: point(start..<start), name: point(name)), line: line, scanner: scanner)
        case .direction(let value):
            if let (_, at) = direction { throw ReadError(at: start, "the direction is already set on line \(at.line)", code: "duplicate-declaration") }
            direction = (value, point(start..<start))
        case .platform(let value):
            if let (_, at) = platform { throw ReadError(at: start, "the platform is already set on line \(at.line)", code: "duplicate-declaration") }
            platform = (value, point(start..<start))
        case .metrics(let entries):
            var seen = Set<String>()
            for (name, _) in entries {
                let text = scanner.text(name)
                guard metrics[text] == nil, seen.insert(text).inserted else {
                    throw ReadError(at: name.lowerBound, "the metric '\(scanner.excerpt(name))' is already declared", code: "duplicate-declaration")
                }
            }
            for (name, value) in entries { metrics[scanner.text(name)] = value }
        }
    }

    /// A name takes one of `root`, `view`, `guide` or `autoresizing`, once.
    private func checkNotDeclared(_ name: Range<Int>, as keyword: String, scanner: LineScanner) throws(ReadError) {
        guard let existing = directory.lookup(scanner.slice(name)), let role = directory[existing].role else { return }
        let record = directory[existing]
        let place = record.isImplicitGuide ? "used as a guide on line \(record.firstSeen.line)" : "declared with '\(role.keyword)' on line \(record.declaredAt?.line ?? 0)"
        throw ReadError(at: name.lowerBound, "'\(record.name)' is already \(place)", code: "duplicate-declaration")
    }

    private mutating func declare(_ index: Int, _ role: DeclaredRole, at point: SourcePoint, details: ViewDetails, scanner: LineScanner) {
        directory[index].role = role
        directory[index].declaredAt = point
        if let className = details.className { directory[index].className = scanner.text(className) }
        if let text = details.text { directory[index].text = scanner.text(text) }
    }

    private mutating func setSuperview(of index: Int, _ superview: Range<Int>, at point: SourcePoint, scanner: LineScanner) {
        directory[index].superview = directory.intern(scanner.slice(superview), at: point)
        directory[index].superviewAt = point
    }

    // MARK: VFL

    private mutating func readVisualFormat(_ scanner: inout LineScanner, line: Int) throws(ReadError) {
        let metrics = self.metrics
        let bytes = self.bytes
        let syntax = try VisualFormatParser.parse(&scanner) { range in
            metrics[String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)]
        }
        var names: [Int: Int] = [:]
        for range in syntax.mentionedNames {
            names[range.lowerBound] = directory.intern(scanner.slice(range), at: SourcePoint(line: line, column: scanner.column(of: range.lowerBound)))
        }
        postpone(.visualFormat(syntax, names: names), line: line, scanner: scanner)
    }

    private mutating func postpone(_ statement: Postponed.Statement, line: Int, scanner: LineScanner) {
        later.append(Postponed(statement: statement, insertionIndex: constraints.count, line: line, lineStart: scanner.lineStart, lineEnd: scanner.end))
    }

    // MARK: Pass 3

    private mutating func translatePostponed() {
        guard !later.isEmpty else { return }
        var merged: [LayoutConstraint] = []
        merged.reserveCapacity(constraints.count)
        var next = 0
        for postponed in later {
            while next < postponed.insertionIndex {
                merged.append(constraints[next])
                next += 1
            }
            merged += translate(postponed)
        }
        merged += constraints[next...]
        for index in merged.indices { merged[index].id = EquationSetAssembler.constraintID(index) }
        constraints = merged
    }

    private mutating func translate(_ postponed: Postponed) -> [LayoutConstraint] {
        let scanner = LineScanner(bytes: bytes, lineStart: postponed.lineStart, end: postponed.lineEnd)
        switch postponed.statement {
        case .visualFormat(let syntax, let names):
            let directory = self.directory
            let items = VisualFormatTranslation.Items(
                index: { names[$0.lowerBound] ?? 0 }, id: { directory[$0].id }, name: { directory[$0].name },
                superview: { directory.superview(of: $0) }, isGuide: { directory[$0].isGuide },
                isRoot: { $0 == directory.rootIndex })
            do {
                return try VisualFormatTranslation.constraints(for: syntax, scanner: scanner, line: postponed.line, items: items)
            } catch {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, line: postponed.line, column: scanner.column(of: error.offset), message: error.message,
                        code: error.code))
                return []
            }
        case .autoresizing(let index, let declaration, let at):
            let record = directory[index]
            guard let frame = record.frame, let mask = record.mask else { return [] }
            let superview = directory.superview(of: index).map { superview in
                AutoresizingTranslation.Superview(
                    id: directory[superview].id, name: directory[superview].name, size: directory.declaredSize(of: superview))
            }
            let translation = AutoresizingTranslation.translate(
                AutoresizingTranslation.View(id: record.id, name: record.name, frame: frame, mask: mask), in: superview,
                line: declaration.line, column: declaration.column)
            if !translation.axesMissingSuperviewSize.isEmpty {
                let axes = translation.axesMissingSuperviewSize.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(separator: " and ")
                let cause = superview.map { "the size of '\($0.name)' is not declared (give it one with 'root \($0.name) WxH' or 'autoresizing … frame')" }
                    ?? "'\(record.name)' has no superview"
                diagnostics.append(
                    Diagnostic(
                        severity: .note, line: at.line, column: at.column,
                        message: "only the fixed parts of the \(axes) mask of '\(record.name)' became constraints: \(cause)",
                        code: "unknown-superview-size"))
            }
            return translation.constraints
        }
    }

    // MARK: Assembly

    private mutating func assemble() -> ConstraintSystem {
        var items = directory.layoutItems()
        let root = directory.rootIndex.map { directory[$0].id }
        let classified = hasIdentifiers || items.contains { $0.className != nil }
        let classNames = classified ? Dictionary(uniqueKeysWithValues: items.compactMap { item in item.className.map { (item.id, $0) } }) : [:]
        if classified {
            for index in constraints.indices where constraints[index].origin == .developer {
                let constraint = constraints[index]
                constraints[index].origin = ConstraintOrigin.classify(
                    className: constraint.className, identifier: constraint.identifier,
                    itemClassNames: constraint.itemIDs.compactMap { classNames[$0] })
            }
        }
        let finished = constraints
        for index in finished.indices {
            let problems = AttributeRules.check(finished[index], firstItemIsRoot: finished[index].first.item == root)
            if !problems.isEmpty { diagnostics += problems }
        }
        reportGuideLikeNames()
        if directory.rootIndex == nil, let first = directory.records.first {
            diagnostics.append(
                Diagnostic(
                    severity: .note, line: first.firstSeen.line, column: first.firstSeen.column,
                    message: "there is no root: add 'root NAME WxH' or call the outermost view Superview, Root, Window or RootView; views without a superview are placed relative to each other only",
                    code: "no-root"))
        }
        DisplayNames.assign(to: &items)
        var system = ConstraintSystem(
            source: SourceInfo(file: file, firstLine: 1, lastLine: max(1, lineCount)), platform: platform?.0 ?? .unknown,
            format: .equations, items: items, constraints: constraints, diagnostics: [], isComplete: true,
            layoutDirection: direction?.0 ?? .leftToRight)
        system.diagnostics = EquationSetAssembler.inSourceOrder(diagnostics)
        return system
    }

    /// An undeclared `safeAreaLayoutGuide` or `contentGuide` is most likely a guide the set
    /// forgot to declare; it is read as a plain view, which changes the layout.
    private mutating func reportGuideLikeNames() {
        for record in directory.records where record.role == nil && (record.name.hasSuffix("Guide") || record.name.hasSuffix("guide")) {
            diagnostics.append(
                Diagnostic(
                    severity: .warning, line: record.firstSeen.line, column: record.firstSeen.column,
                    message: "'\(record.name)' looks like a layout guide but is not declared, so it is read as a plain view; declare it with 'guide \(record.name) safeArea|margins|keyboard|layout of VIEW'",
                    code: "undeclared-guide"))
        }
    }

    /// Line order, then column; messages about the same spot keep the order they were made in.
    static func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            (lhs.element.line, lhs.element.column, lhs.offset) < (rhs.element.line, rhs.element.column, rhs.offset)
        }.map(\.element)
    }
}
