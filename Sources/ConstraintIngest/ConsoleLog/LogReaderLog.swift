import ConstraintModel

/// One log while it is being read: what its header, list and trailer said, its items and its
/// constraints so far.
final class LogInProgress {
    enum ListState {
        case none
        case open
        case closed
    }

    let registry = ItemRegistry()
    /// Scanned-text offsets of the log's first and last events.
    var start: Int
    var end: Int
    var hasHeader = false
    var hasWillAttempt = false
    var hasTrailer = false
    var listState = ListState.none
    /// Platforms the header and trailer sentences point to, in order.
    var platformHints: [Platform] = []
    var hasListedEntries = false
    var hasBrokenEntry = false
    var brokenWasRedacted = false
    /// Redacted, emptied or unreadable entries: the log had a body even without constraints.
    var hasDamagedEntries = false
    var reportedRepairs: UInt8 = 0
    /// Whether an entry was read as a third-party description override (noted once per log).
    var hasDescriptionOverride = false
    /// Whether the list passed `ReadingLimits.standard` (its later entries are not kept).
    var reachedReadingLimit = false

    var constraints: [LayoutConstraint] = []
    var brokenConstraint: String?
    var diagnostics: [Diagnostic] = []
    /// Per constraint: the registry number of its `|`, or -1.
    var superviewBars: [Int] = []
    /// The items of constraint `i` are `participants[participantStarts[i]..<participantStarts[i + 1]]`.
    var participants: [Int] = []
    var participantStarts: [Int] = [0]
    /// Addresses of the constraints, to find repeated and broken entries; searched linearly
    /// while the log is small.
    private var addresses: [String?] = []
    private var constraintByAddress: [String: Int] = [:]
    private static let linearLimit = 32

    init(start: Int) {
        self.start = start
        self.end = start
    }

    /// The log's messages, with a note for those the cap did not keep.
    func finishDiagnostics() -> [Diagnostic] {
        diagnostics + (cap.summary.map { [$0] } ?? [])
    }

    /// Whether anything after the header has been seen, so that a new header starts a new log.
    var hasBody: Bool {
        hasListedEntries || hasBrokenEntry || hasWillAttempt || hasTrailer || listState != .none || hasDamagedEntries
    }

    /// Messages past the first thousand of a log are counted, not kept (`finishDiagnostics`).
    private var cap = DiagnosticCap()

    func report(_ severity: Severity, at location: (line: Int, column: Int), _ message: String, code: String, constraintID: String? = nil) {
        guard cap.admits(line: location.line, column: location.column, kept: diagnostics.count) else { return }
        diagnostics.append(Diagnostic(
            severity: severity, line: location.line, column: location.column, message: message, code: code, constraintID: constraintID))
    }

    /// The listed constraint with this address, if any.
    func constraintNumber(withAddress address: String) -> Int? {
        if addresses.count > Self.linearLimit { return constraintByAddress[address] }
        for (number, existing) in addresses.enumerated() where existing == address { return number }
        return nil
    }

    @discardableResult
    func append(_ printed: consuming PrintedConstraint, at location: (line: Int, column: Int)) -> String {
        let number = constraints.count
        let id = number < Self.firstIDs.count ? Self.firstIDs[number] : "c\(number + 1)"
        let items = registry.items
        func anchor(_ printed: PrintedAnchor) -> Anchor { Anchor(item: items[printed.item].id, attribute: printed.attribute) }
        var expression: ExpressionForm?
        if let printedExpression = printed.expression {
            func terms(_ printed: [PrintedTerm]) -> [LinearTerm] {
                printed.map { LinearTerm(coefficient: $0.coefficient, anchor: anchor($0.anchor)) }
            }
            expression = ExpressionForm(
                left: terms(printedExpression.left), leftConstant: printedExpression.leftConstant,
                right: terms(printedExpression.right), rightConstant: printedExpression.rightConstant)
        }
        constraints.append(LayoutConstraint(
            id: id, line: location.line, column: location.column, text: printed.text, className: printed.className,
            address: printed.address, identifier: printed.identifier, first: anchor(printed.first),
            relation: printed.relation, multiplier: printed.multiplier, second: printed.second.map(anchor),
            constant: printed.constant, constantIsSystemSpacing: printed.constantIsSystemSpacing,
            priority: printed.priority, expression: expression, autoresizingMask: printed.autoresizingMask,
            sourceLocation: printed.sourceLocation, isActive: printed.isActive, layoutDirection: printed.layoutDirection,
            contentSize: printed.contentSize, measuredIn: printed.measuredIn.map { items[$0].id }))
        addresses.append(printed.address)
        if number == Self.linearLimit {
            for (earlier, address) in addresses.enumerated().reversed() {
                if let address { constraintByAddress[address] = earlier }
            }
        } else if number > Self.linearLimit, let address = printed.address, constraintByAddress[address] == nil {
            constraintByAddress[address] = number
        }
        superviewBars.append(printed.superviewBar ?? -1)
        recordParticipants(of: printed)
        return id
    }

    /// The items a constraint mentions, in order, without repeats.
    private func recordParticipants(of printed: PrintedConstraint) {
        let start = participants.count
        func add(_ number: Int) {
            var index = start
            while index < participants.count {
                if participants[index] == number { return }
                index += 1
            }
            participants.append(number)
        }
        if let expression = printed.expression {
            for term in expression.left { add(term.anchor.item) }
            for term in expression.right { add(term.anchor.item) }
        } else {
            add(printed.first.item)
            if let second = printed.second { add(second.item) }
        }
        if let measuredIn = printed.measuredIn { add(measuredIn) }
        if let bar = printed.superviewBar { add(bar) }
        participantStarts.append(participants.count)
    }

    /// Hands the log's items and constraints over to the system being built.
    func takeItemsAndConstraints() -> ([LayoutItem], [LayoutConstraint]) {
        var items: [LayoutItem] = []
        registry.update { swap(&items, &$0) }
        var taken: [LayoutConstraint] = []
        swap(&taken, &constraints)
        return (items, taken)
    }

    func participants(of number: Int) -> ArraySlice<Int> {
        participants[participantStarts[number]..<participantStarts[number + 1]]
    }

    private static let firstIDs: [String] = (0..<64).map { "c\($0 + 1)" }
}
