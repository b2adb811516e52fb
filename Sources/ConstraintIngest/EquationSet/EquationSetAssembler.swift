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
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let attributes = AttributeNames.shared
    var directory = ItemDirectory()
    var constraints: [LayoutConstraint] = []
    var diagnostics: [Diagnostic] = []
    var later: [Postponed] = []
    var metrics: [String: LayoutNumber] = [:]
    var platform: (Platform, SourcePoint)?
    var direction: (LayoutDirection, SourcePoint)?
    var lineCount = 0
    var hasIdentifiers = false
    /// What the Auto Layout Guide's own spellings leave to decide once the hierarchy is known.
    var guideNotation = GuideNotationPending()
    /// A large set is read in parts of about this many bytes on all cores (`readLinesInParts`).
    var partLength = EquationSetAssembler.defaultPartLength
    /// Past `limits.constraintsPerSystem` constraints the rest of the set is not read.
    var limits = ReadingLimits.standard
    /// Lines that do not read: the first thousand are reported, the rest counted.
    private var lineErrors = DiagnosticCap()
    /// Where the first constraint not kept is (the warning goes there).
    private var firstNotKept: SourcePoint?

    /// A line translated in pass 3, and where its constraints go among the others.
    struct Postponed {
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
        resolveGuideNotation()
        translatePostponed()
        return assemble()
    }

    // MARK: Pass 1

    private mutating func readLines() {
        if limits == .unlimited, readLinesInParts(partLength: partLength) { return }
        constraints.reserveCapacity(min(bytes.count / 40, 1 << 22, limits.constraintsPerSystem))
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
            if !scanner.isAtStatementEnd() {
                if directory.count >= limits.itemsPerSystem {
                    diagnostics.append(limits.itemWarning(line: lineCount, column: scanner.column(of: scanner.lineStart)))
                    return
                }
                // A VFL line waiting in `later` makes at least one constraint.
                if constraints.count + later.count >= limits.constraintsPerSystem, !DeclarationParser.startsDeclaration(scanner) {
                    noteNotKept(SourcePoint(line: lineCount, column: scanner.column(of: scanner.lineStart)))
                    return
                }
                readStatement(&scanner, line: lineCount)
            }
            offset = lineEnd + 1
        }
    }

    /// The reading limit is reached at `point`: the earliest such point gets the warning.
    private mutating func noteNotKept(_ point: SourcePoint) {
        if let earlier = firstNotKept, (earlier.line, earlier.column) <= (point.line, point.column) { return }
        firstNotKept = point
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
            let column = scanner.column(of: error.offset)
            guard lineErrors.admits(line: line, column: column, kept: diagnostics.count) else { return }
            diagnostics.append(Diagnostic(severity: .error, line: line, column: column, message: error.message, code: error.code))
        }
    }

    private mutating func readEquation(_ scanner: inout LineScanner, line: Int) throws(ReadError) {
        let syntax = try EquationParser.parse(&scanner, attributes: attributes)
        // Interned before their ids are read: interning may add the item.
        let firstItem = item(for: syntax.first, scanner: scanner, line: line)
        let first = Anchor(item: directory.id(of: firstItem), syntax.first.attribute)
        var second: Anchor?
        if let anchor = syntax.second {
            let secondItem = item(for: anchor, scanner: scanner, line: line)
            second = Anchor(item: directory.id(of: secondItem), anchor.attribute)
        }
        let identifier = syntax.identifier.map { scanner.text($0) }
        if identifier != nil { hasIdentifiers = true }
        if !syntax.isPlain { noteGuideNotation(syntax, constraintIndex: constraints.count, line: line, scanner: scanner) }
        constraints.append(
            LayoutConstraint(
                id: EquationSetAssembler.constraintID(constraints.count), line: line, column: scanner.column(of: syntax.start),
                text: scanner.statementText(from: syntax.start), className: "NSLayoutConstraint", identifier: identifier,
                first: first, relation: syntax.relation,
                // Without a second item the multiplier multiplies nothing (`0.0 * NotAnAttribute`).
                multiplier: second == nil ? 1 : syntax.multiplier ?? 1, second: second,
                constant: syntax.constant ?? 0, priority: syntax.priority ?? .required))
    }

    /// `c1`, `c2`, …: written digit by digit into one small string. Made for every constraint of a
    /// set, where concatenating `"c"` with a formatted number cost about 300 instructions, a
    /// twentieth of reading a plain constraint line.
    static func constraintID(_ index: Int) -> String {
        guard index >= 0, index < Int.max else { return "c" + String(index &+ 1) }
        let number = index + 1
        var digitCount = 1
        var probe = number
        while probe >= 10 {
            probe /= 10
            digitCount += 1
        }
        return String(unsafeUninitializedCapacity: digitCount + 1) { buffer in
            buffer[0] = UInt8(ascii: "c")
            var rest = number
            for position in stride(from: digitCount, through: 1, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            return digitCount + 1
        }
    }

    /// The item an anchor names; `Owner.safeAreaLayoutGuide` finds the guide declared for
    /// that owner, or makes one and warns.
    private mutating func item(for anchor: AnchorSyntax, scanner: LineScanner, line: Int) -> Int {
        if let legacy = anchor.legacyGuide {
            return legacyGuide(legacy, at: SourcePoint(line: line, column: scanner.column(of: anchor.item.lowerBound)))
        }
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

    mutating func postpone(_ statement: Postponed.Statement, line: Int, scanner: LineScanner) {
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
        // VFL lines make several constraints each: the last kept line may pass the limit.
        if merged.count > limits.constraintsPerSystem {
            let firstDropped = merged[limits.constraintsPerSystem]
            merged.removeLast(merged.count - limits.constraintsPerSystem)
            noteNotKept(SourcePoint(line: firstDropped.line, column: firstDropped.column))
        }
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
        if let summary = lineErrors.summary { diagnostics.append(summary) }
        if let point = firstNotKept { diagnostics.append(limits.warning(line: point.line, column: point.column, what: "this set has")) }
        diagnostics += AttributeChecks.problems(of: constraints) { $0 == root }
        reportGuideLikeNames()
        if directory.rootIndex == nil, let first = directory.firstItem {
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
        for index in 0..<directory.count where EquationSetAssembler.looksLikeGuide(directory.name(of: index)) {
            let record = directory[index]
            guard record.role == nil else { continue }
            diagnostics.append(
                Diagnostic(
                    severity: .warning, line: record.firstSeen.line, column: record.firstSeen.column,
                    message: "'\(record.name)' looks like a layout guide but is not declared, so it is read as a plain view; declare it with 'guide \(record.name) safeArea|margins|keyboard|layout of VIEW'",
                    code: "undeclared-guide"))
        }
    }

    private static func looksLikeGuide(_ name: String) -> Bool {
        let ending = name.utf8.suffix(5)
        return ending.elementsEqual("Guide".utf8) || ending.elementsEqual("guide".utf8)
    }

    /// Line order, then column; messages about the same spot keep the order they were made in.
    static func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            (lhs.element.line, lhs.element.column, lhs.offset) < (rhs.element.line, rhs.element.column, rhs.offset)
        }.map(\.element)
    }
}
