import ConstraintModel

/// Turns one log's entries into a `ConstraintSystem`: merges items by identity, numbers items and
/// constraints in order of appearance, drops repeated entries, finds the broken constraint, and
/// records what the log reveals about items (kind, superview, guide owner, autoresizing).
struct SystemAssembler {
    private let draft: LogDraft
    private let entries: [ScannedEntry]
    private let file: String
    private let locate: (Int) -> (line: Int, column: Int)
    private var items: [LayoutItem] = []
    private var itemIndex: [String: Int] = [:]
    private var constraints: [LayoutConstraint] = []
    /// The printed form and the item numbers of each constraint, for the facts pass.
    private var printed: [(constraint: PrintedConstraint, items: [Int])] = []
    private var constraintByAddress: [String: Int] = [:]
    private var diagnostics: [Diagnostic] = []

    init(draft: LogDraft, entries: [ScannedEntry], file: String, locate: @escaping (Int) -> (line: Int, column: Int)) {
        self.draft = draft
        self.entries = entries
        self.file = file
        self.locate = locate
    }

    mutating func assemble(originalStart: Int, originalEnd: Int) -> ConstraintSystem {
        for diagnostic in draft.diagnostics { report(diagnostic.severity, at: diagnostic.offset, diagnostic.message, code: diagnostic.code) }
        for index in draft.entryIndices { addListed(entries[index]) }
        var broken: String?
        if let index = draft.brokenEntry { broken = addBroken(entries[index]) }
        if draft.hasWillAttempt, draft.brokenEntry == nil, !draft.brokenWasRedacted {
            report(.warning, at: originalEnd, "the \"Will attempt to recover by breaking constraint\" line names no readable constraint", code: "no-broken-constraint")
        }
        if draft.entryIndices.isEmpty, draft.brokenEntry == nil, !draft.hasDamagedEntries {
            report(.warning, at: originalStart, "this log lists no constraints", code: "empty-log")
        }
        recordFacts()
        for index in constraints.indices {
            // Items without a class are unknown, so they never make a constraint a system view's.
            let numbers = Set(printed[index].items).sorted()
            constraints[index].origin = ConstraintOrigin.classify(
                className: constraints[index].className, identifier: constraints[index].identifier,
                itemClassNames: numbers.map { items[$0].className ?? "" })
        }
        DisplayNames.assign(to: &items)
        diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        for (index, constraint) in constraints.enumerated() {
            let firstIsRoot = items[printed[index].items[printed[index].constraint.first.item]].isRoot
            diagnostics += AttributeRules.check(constraint, firstItemIsRoot: firstIsRoot)
        }
        let first = locate(originalStart).line
        let last = max(first, locate(originalEnd).line)
        return ConstraintSystem(
            source: SourceInfo(file: file, firstLine: first, lastLine: last), platform: platform(),
            format: draft.hasHeader || draft.hasWillAttempt ? .consoleLog : .constraintList, items: items,
            constraints: constraints, brokenConstraint: broken, diagnostics: diagnostics, isComplete: false,
            layoutDirection: constraints.contains { $0.layoutDirection == .rightToLeft } ? .rightToLeft : .leftToRight)
    }

    // MARK: Constraints

    private mutating func addListed(_ entry: ScannedEntry) {
        switch entry.result {
        case .failure(let error):
            for note in entry.notes { report(note.severity, at: note.offset, note.message, code: note.code) }
            report(.error, at: error.offset, error.message, code: error.code)
        case .success(let constraint):
            if let address = constraint.address, let existing = constraintByAddress[address] {
                let first = constraints[existing]
                if printed[existing].constraint.text == constraint.text {
                    report(
                        .note, at: entry.originalOffset,
                        "this entry repeats \(first.id) (line \(first.line)) with the same address; it is read once",
                        code: "duplicate-entry", constraintID: first.id)
                    return
                }
                report(
                    .warning, at: entry.originalOffset,
                    "this entry has the address of \(first.id) (line \(first.line)) but a different description; both are kept",
                    code: "duplicate-address")
            }
            let id = append(constraint, at: entry.originalOffset)
            for note in entry.notes { report(note.severity, at: note.offset, note.message, code: note.code, constraintID: id) }
        }
    }

    /// The constraint UIKit broke: the listed one with its address, or a new one when the list
    /// does not have it.
    private mutating func addBroken(_ entry: ScannedEntry) -> String? {
        switch entry.result {
        case .failure(let error):
            for note in entry.notes { report(note.severity, at: note.offset, note.message, code: note.code) }
            report(.error, at: error.offset, error.message, code: error.code)
            return nil
        case .success(let constraint):
            if let address = constraint.address, let existing = constraintByAddress[address] { return constraints[existing].id }
            if constraint.address == nil, let existing = printed.firstIndex(where: { $0.constraint.text == constraint.text }) {
                return constraints[existing].id
            }
            let id = append(constraint, at: entry.originalOffset)
            for note in entry.notes { report(note.severity, at: note.offset, note.message, code: note.code, constraintID: id) }
            report(
                .note, at: entry.originalOffset,
                "the constraint UIKit broke is not in the list above; it was added as \(id)", code: "broken-not-listed",
                constraintID: id)
            return id
        }
    }

    @discardableResult
    private mutating func append(_ constraint: PrintedConstraint, at offset: Int) -> String {
        let id = "c\(constraints.count + 1)"
        let numbers = register(constraint.items)
        func anchor(_ printed: PrintedAnchor) -> Anchor {
            Anchor(item: items[numbers[printed.item]].id, attribute: printed.attribute)
        }
        let location = locate(offset)
        var expression: ExpressionForm?
        if let printedExpression = constraint.expression {
            func terms(_ printed: [PrintedTerm]) -> [LinearTerm] {
                printed.map { LinearTerm(coefficient: $0.coefficient, anchor: anchor($0.anchor)) }
            }
            expression = ExpressionForm(
                left: terms(printedExpression.left), leftConstant: printedExpression.leftConstant,
                right: terms(printedExpression.right), rightConstant: printedExpression.rightConstant)
        }
        let built = LayoutConstraint(
            id: id, line: location.line, column: location.column, text: constraint.text, className: constraint.className,
            address: constraint.address, identifier: constraint.identifier, first: anchor(constraint.first),
            relation: constraint.relation, multiplier: constraint.multiplier, second: constraint.second.map(anchor),
            constant: constraint.constant, constantIsSystemSpacing: constraint.constantIsSystemSpacing,
            priority: constraint.priority, expression: expression, autoresizingMask: constraint.autoresizingMask,
            sourceLocation: constraint.sourceLocation, isActive: constraint.isActive, layoutDirection: constraint.layoutDirection,
            contentSize: constraint.contentSize, measuredIn: constraint.measuredIn.map { items[numbers[$0]].id })
        if let address = constraint.address, constraintByAddress[address] == nil { constraintByAddress[address] = constraints.count }
        constraints.append(built)
        printed.append((constraint, numbers))
        return id
    }

    // MARK: Items

    /// Merges the entry's items into the log's items and returns their numbers.
    private mutating func register(_ printedItems: [PrintedItem]) -> [Int] {
        let anchorIdentity = printedItems.first { !$0.isSuperviewBar }?.identity ?? ""
        return printedItems.map { item in
            // An unnamed `|` is the superview of this entry's view only.
            let identity = item.isSuperviewBar && item.address == nil ? "|" + anchorIdentity : item.identity
            if let number = itemIndex[identity] {
                if items[number].className == nil { items[number].className = item.className }
                if items[number].text == nil { items[number].text = item.text }
                if items[number].name == nil { items[number].name = item.name }
                return number
            }
            let number = items.count
            items.append(LayoutItem(id: "item\(number + 1)", className: item.className, address: item.address, text: item.text, name: item.name))
            itemIndex[identity] = number
            return number
        }
    }

    /// Kinds, superviews, guide owners, autoresizing and intrinsic sizes.
    private mutating func recordFacts() {
        for index in items.indices {
            items[index].kind = ItemFacts.kind(className: items[index].className, text: items[index].text)
            if items[index].kind == .window { items[index].isRoot = true }
        }
        for (constraint, numbers) in printed {
            let participants = Set(numbers).sorted()
            if let bar = constraint.superviewBar.map({ numbers[$0] }) {
                for number in participants where number != bar { place(number, in: bar) }
            }
            if ItemFacts.isGuideConstraint(constraint.identifier), participants.count == 2 {
                let guides = participants.filter { items[$0].kind.isGuide }
                let views = participants.filter { !items[$0].kind.isGuide }
                if guides.count == 1, views.count == 1, items[guides[0]].owningViewID == nil {
                    items[guides[0]].owningViewID = items[views[0]].id
                }
            }
            if constraint.className == "NSAutoresizingMaskLayoutConstraint" {
                let bar = constraint.superviewBar.map { numbers[$0] }
                for number in participants where number != bar { items[number].translatesAutoresizingMask = true }
            }
            if let contentSize = constraint.contentSize, let attribute = constraint.first.attribute.standard, attribute.isSize {
                recordIntrinsicSize(of: numbers[constraint.first.item], attribute, constraint.constant, contentSize)
            }
        }
    }

    private mutating func place(_ number: Int, in bar: Int) {
        let barID = items[bar].id
        if items[number].kind.isGuide && items[number].kind != .legacyLayoutGuide {
            if items[number].owningViewID == nil { items[number].owningViewID = barID }
        } else if items[number].superviewID == nil {
            items[number].superviewID = barID
        }
    }

    private mutating func recordIntrinsicSize(
        of number: Int, _ attribute: LayoutAttribute, _ constant: LayoutNumber?, _ priorities: ContentSizePriorities
    ) {
        var size = items[number].intrinsicContentSize ?? IntrinsicContentSize()
        if attribute == .width {
            size.width = constant
            size.horizontalHugging = priorities.hugging
            size.horizontalCompressionResistance = priorities.compressionResistance
        } else {
            size.height = constant
            size.verticalHugging = priorities.hugging
            size.verticalCompressionResistance = priorities.compressionResistance
        }
        items[number].intrinsicContentSize = size
    }

    /// The header or trailer decides; otherwise the classes of the items and the classes and
    /// identifiers of the constraints, by majority.
    private func platform() -> Platform {
        if let hint = draft.platformHints.first { return hint }
        var appKit = 0
        var uiKit = 0
        func count(_ platform: Platform?) {
            switch platform {
            case .macOS?: appKit += 1
            case .iOS?: uiKit += 1
            default: break
            }
        }
        for item in items { count(item.className.flatMap(ItemFacts.platform(ofClass:))) }
        for constraint in constraints {
            count(ItemFacts.platform(ofConstraintClass: constraint.className, identifier: constraint.identifier))
        }
        if appKit > uiKit { return .macOS }
        if uiKit > appKit { return .iOS }
        return .unknown
    }

    // MARK: Diagnostics

    private mutating func report(_ severity: Severity, at offset: Int, _ message: String, code: String, constraintID: String? = nil) {
        let location = locate(offset)
        diagnostics.append(Diagnostic(severity: severity, line: location.line, column: location.column, message: message, code: code, constraintID: constraintID))
    }
}
