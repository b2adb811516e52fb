import ConstraintModel

/// Finishes a log into a `ConstraintSystem`: item kinds and what the log reveals about them
/// (superview, guide owner, autoresizing, intrinsic size), origins, platform, display names,
/// and the attribute-rule checks.
enum SystemBuilder {
    static func build(_ log: LogInProgress, file: String, start: Int, end: Int, locator: Locator) -> ConstraintSystem {
        if log.hasWillAttempt, !log.hasBrokenEntry, !log.brokenWasRedacted {
            log.report(
                .warning, at: locator.location(ofOriginal: end),
                "the \"Will attempt to recover by breaking constraint\" line names no readable constraint", code: "no-broken-constraint")
        }
        TruncationCheck.report(log, end: end, locator: locator)
        if !log.hasListedEntries, !log.hasBrokenEntry, !log.hasDamagedEntries {
            log.report(.warning, at: locator.location(ofOriginal: start), "this log lists no constraints", code: "empty-log")
        }
        var (items, constraints) = log.takeItemsAndConstraints()
        recordFacts(log, constraints, &items)
        for index in constraints.indices {
            // Items without a class are unknown, so they never make a constraint a system view's.
            let classNames = log.participants(of: index).map { items[$0].className ?? "" }
            constraints[index].origin = ConstraintOrigin.classify(
                className: constraints[index].className, identifier: constraints[index].identifier, itemClassNames: classNames)
        }
        AutoresizingOrientation.putTranslatedViewFirst(&constraints, items: items, superviewBars: log.superviewBars)
        measureAutoresizingPositionsInSuperviews(&constraints, items: items)
        MasonryDescriptions.recoverCellHeights(&constraints, items: items, log: log)
        let platform = platform(of: log, items: items, constraints: constraints)
        DisplayNames.assign(to: &items)
        var diagnostics = log.finishDiagnostics()
        diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        for index in constraints.indices {
            // The first item is the first participant.
            let firstIsRoot = log.participants(of: index).first.map { items[$0].isRoot } ?? false
            let problems = AttributeRules.check(constraints[index], firstItemIsRoot: firstIsRoot)
            if !problems.isEmpty { diagnostics += problems }
        }
        let firstLine = locator.location(ofOriginal: start).line
        let lastLine = max(firstLine, locator.location(ofOriginal: end).line)
        return ConstraintSystem(
            source: SourceInfo(file: file, firstLine: firstLine, lastLine: lastLine), platform: platform,
            format: log.hasHeader || log.hasWillAttempt ? .consoleLog : .constraintList, items: items,
            constraints: constraints, brokenConstraint: log.brokenConstraint, diagnostics: diagnostics, isComplete: false,
            layoutDirection: constraints.contains { $0.layoutDirection == .rightToLeft } ? .rightToLeft : .leftToRight)
    }

    private static func recordFacts(_ log: LogInProgress, _ constraints: [LayoutConstraint], _ items: inout [LayoutItem]) {
        for index in items.indices {
            items[index].kind = ItemFacts.kind(className: items[index].className, text: items[index].text)
            if items[index].kind == .window { items[index].isRoot = true }
        }
        for index in constraints.indices {
            let participants = log.participants(of: index)
            let bar = log.superviewBars[index]
            if bar >= 0 {
                for number in participants where number != bar { place(number, in: bar, &items) }
            }
            if ItemFacts.isGuideConstraint(constraints[index].identifier), participants.count == 2 {
                let (a, b) = (participants[participants.startIndex], participants[participants.startIndex + 1])
                let (guide, view) = items[a].kind.isGuide ? (a, b) : (b, a)
                if items[guide].kind.isGuide, !items[view].kind.isGuide, items[guide].owningViewID == nil {
                    items[guide].owningViewID = items[view].id
                }
            }
            if constraints[index].className == "NSAutoresizingMaskLayoutConstraint" {
                for number in participants where number != bar { items[number].translatesAutoresizingMask = true }
            }
            if let contentSize = constraints[index].contentSize, let attribute = constraints[index].first.attribute.standard,
                attribute.isSize, let number = participants.first
            {
                recordIntrinsicSize(of: &items[number], attribute, constraints[index].constant, contentSize)
            }
        }
    }

    /// Logs before iOS 9 print an autoresizing constraint's position with no `names:` list
    /// (`UIView:0x….midX == + 187.5`), yet a frame is always measured in the view's superview.
    /// When another entry reveals that superview (the view's `'|'`), the position is measured in
    /// it; read from the window's origin instead, the superview could slide to absorb the
    /// difference and hide the conflict UIKit reported.
    private static func measureAutoresizingPositionsInSuperviews(_ constraints: inout [LayoutConstraint], items: [LayoutItem]) {
        var superviewOf: [String: String] = [:]
        for item in items where superviewOf[item.id] == nil {
            if let superview = item.superviewID { superviewOf[item.id] = superview }
        }
        guard !superviewOf.isEmpty else { return }
        for index in constraints.indices {
            let constraint = constraints[index]
            guard constraint.origin == .autoresizingMask, constraint.measuredIn == nil, constraint.second == nil,
                constraint.expression == nil, constraint.first.attribute.standard?.isPosition == true,
                let superview = superviewOf[constraint.first.item]
            else { continue }
            constraints[index].measuredIn = superview
        }
    }

    /// A view's `|` is its superview; a guide's `|` is the view that owns it.
    private static func place(_ number: Int, in bar: Int, _ items: inout [LayoutItem]) {
        let barID = items[bar].id
        if items[number].kind.isGuide && items[number].kind != .legacyLayoutGuide {
            if items[number].owningViewID == nil { items[number].owningViewID = barID }
        } else if items[number].superviewID == nil {
            items[number].superviewID = barID
        }
    }

    private static func recordIntrinsicSize(
        of item: inout LayoutItem, _ attribute: LayoutAttribute, _ constant: LayoutNumber?, _ priorities: ContentSizePriorities
    ) {
        var size = item.intrinsicContentSize ?? IntrinsicContentSize()
        if attribute == .width {
            size.width = constant
            size.horizontalHugging = priorities.hugging
            size.horizontalCompressionResistance = priorities.compressionResistance
        } else {
            size.height = constant
            size.verticalHugging = priorities.hugging
            size.verticalCompressionResistance = priorities.compressionResistance
        }
        item.intrinsicContentSize = size
    }

    /// The header or trailer decides; otherwise the classes of the items and the classes and
    /// identifiers of the constraints, by majority.
    private static func platform(of log: LogInProgress, items: [LayoutItem], constraints: [LayoutConstraint]) -> Platform {
        if let hint = log.platformHints.first { return hint }
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
}
