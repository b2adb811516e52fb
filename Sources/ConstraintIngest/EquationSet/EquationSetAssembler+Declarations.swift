import ConstraintModel

/// Declarations are recorded as they are read; what depends on the whole file (the root, the
/// hierarchy's validity) is settled by `ItemDirectory.resolveHierarchy` afterwards.
extension EquationSetAssembler {
    mutating func readDeclaration(_ scanner: inout LineScanner, line: Int) throws(ReadError) {
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
        let superviewIndex = directory.intern(scanner.slice(superview), at: point)
        directory[index].superview = superviewIndex
        directory[index].superviewAt = point
    }
}
