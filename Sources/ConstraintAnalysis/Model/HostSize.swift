import ConstraintModel
import LayoutMath

/// The size a root view gets from whatever hosts it — a window, a view controller, a cell — when
/// the input itself leaves that size open.
///
/// The Auto Layout Guide calls a two-view layout pinned 20 points inside its superview "neither
/// ambiguous nor unsatisfiable": the superview's size is a given, not something the constraints
/// decide. An equation set without `root NAME WxH` is read the same way: the analysis sizes the
/// root by its host, on each axis where the constraints do not already decide it.
public struct HostSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// An iPhone in portrait, in points (iPhone 12 to 16: 390 × 844): the most common host of a
    /// view controller's root view. `--param root=WxH` gives another one.
    public static let defaultSize = HostSize(width: 390, height: 844)

    public func value(on axis: Axis) -> Double { axis == .horizontal ? width : height }

    /// `390x844`, `390 x 844`, `390×844`.
    static func parse(_ text: String) -> HostSize? {
        let separators: Set<Character> = ["x", "X", "×"]
        let parts = text.split(whereSeparator: { separators.contains($0) }).map { String($0).trimmingWhitespace() }
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width >= 0, height >= 0
        else { return nil }
        return HostSize(width: width, height: height)
    }
}

extension LayoutParameters {
    /// The names of symbolic constants an equation set may use in place of a number (the Auto
    /// Layout Guide writes intrinsic content sizes this way).
    public static let symbolNames: Set<String> = ["IntrinsicWidth", "IntrinsicHeight"]

    /// `root=WxH`, `root.width=W`, `root.height=H`, `IntrinsicHeight=21`, `Label.IntrinsicHeight=21`;
    /// `.notHandled` when `name` is none of these (the caller reads it).
    mutating func applyHostOrSymbol(name: String, value text: String) -> ParameterOutcome {
        let path = name.split(separator: ".").map(String.init)
        if path == ["root"] {
            guard let size = HostSize.parse(text) else { return .invalid("expected root=WIDTHxHEIGHT, e.g. root=390x844, got '\(text)'") }
            hostSize = size
            return .applied
        }
        if path.first == "root", path.count == 2, path[1] == "width" || path[1] == "height" {
            guard let value = Double(text), value.isFinite, value >= 0 else {
                return .invalid("expected a size of at least 0 for \(name), got '\(text)'")
            }
            if path[1] == "width" { hostSize.width = value } else { hostSize.height = value }
            return .applied
        }
        if let last = path.last, Self.symbolNames.contains(last), path.count <= 2 {
            guard let value = Double(text), value.isFinite, value >= 0 else {
                return .invalid("expected a size of at least 0 for \(name), got '\(text)'")
            }
            symbols[name] = value
            return .applied
        }
        return .notHandled
    }

    enum ParameterOutcome {
        case notHandled
        case applied
        case invalid(String)
    }

    /// The value given for `symbol` of the item with this display name or file name, if any.
    func symbolValue(_ symbol: String, itemNames: [String]) -> Double? {
        for name in itemNames { if let value = symbols["\(name).\(symbol)"] { return value } }
        return symbols[symbol]
    }
}

extension LayoutProblem {
    /// Sizes every root of a complete layout whose size the input leaves open by its host, one
    /// axis at a time: an assumption row `root.size = host size`, which a conflict names
    /// ("assumed") and a note announces. A size the constraints already decide (`Superview.width
    /// == 320`, or content pinned edge to edge with fixed sizes) is left to them, unless what they
    /// decide is 0 through other views (a view's zero autoresizing frame and a multiplier on the
    /// root), which no host gives; a size the host's own row holds at a priority (an AppKit
    /// window's, at 500) is left to that row; so is every root
    /// of a layout whose required constraints conflict, where the range cannot be computed.
    ///
    /// A table view cell's content view (`UITableViewCellContentView`) is as wide as its table,
    /// the host's width, but as tall as its content needs: UIKit measures a self-sizing cell
    /// (`UITableView.automaticDimension`, the default) at its fitting size, its height pulled
    /// toward 0 at `fittingSizeLevel` (50), below every hugging and compression resistance.
    /// Sizing it at a screen's height instead makes every stack of labels a priority tie.
    func addHostSizes() {
        guard system.isComplete else { return }
        // `--param root=WxH` first, then the host the reader knows (an AppKit view's window), then
        // the default, an iPhone.
        let byParameter = options.parameters.hostSize != HostSize.defaultSize
        let given = system.hostSize.flatMap { byParameter ? nil : $0 }
        let host = given.map { HostSize(width: $0.width, height: $0.height) } ?? options.parameters.hostSize
        let hostSaid = byParameter ? "--param root" : given?.host ?? "an iPhone in portrait, the default"
        for (item, layoutItem) in system.items.enumerated() where layoutItem.isRoot && layoutItem.frame == nil {
            var sized: [String] = []
            var onlyZero: [String] = []
            var zeroHostRows: Set<Int> = []
            var fitsContent = false
            for axis in Axis.allCases {
                guard let size = existingVariable(VariableKey(item: item, axis: axis, role: .size)),
                    !isPinnedAlone(size), !isHeldByHost(size)
                else { continue }
                let objective = SparseVector(terms: [(size, 1)])
                // The host's size just given to a zero-only width makes the rows conflict: the
                // height is then judged without it, as the constraints alone leave it.
                guard let range = RangeFinder.range(of: objective, in: self, selection: RowSelection())
                    ?? (zeroHostRows.isEmpty ? nil : RangeFinder.range(of: objective, in: self, selection: RowSelection(excluded: zeroHostRows)))
                else { continue }
                // A size the constraints decide is theirs, but for a zero that only a view's
                // autoresizing frame makes: no host gives a view it shows a size of 0 (a collection
                // cell gets its layout's item size), so a layout that holds only at 0 × 0 (a
                // multiplier on the root through a view whose frame is .zero) conflicts at the
                // size the host gives it. A zero the developer's own constants make (a collapsed
                // row, `height == 0` until a state opens it) stays theirs.
                let decidedAtZero = range.lower != nil && range.lower == range.upper && range.lower?.isZero == true
                    && !isZeroWithoutAutoresizing(objective)
                guard range.lower == nil || range.lower != range.upper || decidedAtZero else { continue }
                let axisName = axis == .horizontal ? "width" : "height"
                if decidedAtZero { onlyZero.append(axisName) }
                // A host size given with --param root is a fixed row height.
                if axis == .vertical, options.parameters.hostSize == HostSize.defaultSize,
                    Self.selfSizingContentClasses.contains(layoutItem.className ?? "")
                {
                    addFittingSize(size, item: item, axis: axis)
                    fitsContent = true
                    continue
                }
                let value = host.value(on: axis)
                if decidedAtZero { zeroHostRows.insert(rows.count) }
                addAssumption(size, equals: value)
                sized.append("\(axisName) \(Rational.snapped(double: value).value.formatted())")
            }
            guard !sized.isEmpty || fitsContent else { continue }
            let mention = system.constraints.first { $0.itemIDs.contains(layoutItem.id) }
            if fitsContent {
                let width = sized.isEmpty ? "" : " as wide as its table (\(sized.joined(separator: ", ")), \(hostSaid)) and"
                addNote(
                    Diagnostic(
                        severity: .note, line: layoutItem.sourceLocation?.line ?? mention?.line ?? 1,
                        column: layoutItem.sourceLocation?.column ?? mention?.column ?? 1,
                        message: "\(layoutItem.displayName) is a table view cell's content view, so it is analysed as a self-sizing cell:\(width) as tall as its content needs (its fitting height, as UITableView.automaticDimension measures it); for a fixed row height pass --param root=WxH",
                        code: "host-size"))
                continue
            }
            addNote(
                Diagnostic(
                    severity: .note, line: layoutItem.sourceLocation?.line ?? mention?.line ?? 1,
                    column: layoutItem.sourceLocation?.column ?? mention?.column ?? 1,
                    message: "\(Self.sizeSaid(displayPossessive(layoutItem.displayName), onlyZero: onlyZero)), so it is analysed at the size its host (a window, a view controller, a cell) gives it: \(sized.joined(separator: ", ")) (\(hostSaid)); what the report says about its size depends on that value (declare `root \(layoutItem.name ?? layoutItem.displayName) WxH` or pass --param root=WxH)",
                    code: "host-size"))
        }
    }

    private func displayPossessive(_ name: String) -> String { name.hasSuffix("s") ? "\(name)'" : "\(name)'s" }

    /// What the input says of the root's size: nothing, or only zero on some axes.
    private static func sizeSaid(_ possessive: String, onlyZero: [String]) -> String {
        guard !onlyZero.isEmpty else { return "nothing in the input gives \(possessive) size" }
        return "the required constraints allow \(possessive) \(onlyZero.joined(separator: " and ")) only at 0, a size no host gives a view it shows"
    }

    /// Whether the required rows still allow `objective` only 0 without the autoresizing masks' rows.
    private func isZeroWithoutAutoresizing(_ objective: SparseVector) -> Bool {
        let masks = rows.indices.filter { row in
            guard case .constraint(let index) = rows[row].origin else { return false }
            return system.constraints[index].origin == .autoresizingMask
        }
        guard !masks.isEmpty else { return true }
        guard let range = RangeFinder.range(of: objective, in: self, selection: RowSelection(excluded: Set(masks))) else { return false }
        return range.lower != nil && range.lower == range.upper
    }

    /// A size row of the host's own at a priority (an AppKit window's current size, held at
    /// `windowSizeStayPut`, 500) already says what the host gives: no assumption overrides it.
    private func isHeldByHost(_ variable: Int) -> Bool {
        rows.contains { row in
            guard case .constraint(let index) = row.origin, system.constraints[index].origin == .systemView,
                row.relation == .equal
            else { return false }
            let terms = row.coefficients.terms
            return terms.count == 1 && terms[0].index == variable
        }
    }

    /// Content views UIKit measures at their fitting height (self-sizing table view cells).
    static let selfSizingContentClasses: Set<String> = ["UITableViewCellContentView"]

    /// A required constraint on this unknown alone (`Superview.width == 320`) decides it without
    /// solving anything; large generated layouts pin their root this way.
    private func isPinnedAlone(_ variable: Int) -> Bool {
        rows.contains { row in
            guard case .constraint = row.origin, row.priority == .required, row.relation == .equal else { return false }
            let terms = row.coefficients.terms
            return terms.count == 1 && terms[0].index == variable
        }
    }
}

extension LayoutProblem {
    /// The value `--param` gives a constraint's named constant (`IntrinsicHeight`), by the first
    /// item's name or for every item.
    func symbolValue(of constraint: LayoutConstraint) -> Double? {
        guard let symbol = constraint.constantSymbol else { return nil }
        let item = itemIndex[constraint.first.item].map { system.items[$0] }
        let names = [item?.name, item?.displayName].compactMap { $0 }
        return options.parameters.symbolValue(symbol, itemNames: names)
    }

    /// A named constant without a value is one unknown per item and name, shared by every
    /// constraint that uses it (the guide's hugging and compression-resistance pair).
    func symbolKey(of constraint: LayoutConstraint) -> VariableKey? {
        guard let symbol = constraint.constantSymbol, let item = itemIndex[constraint.first.item] else { return nil }
        return VariableKey(item: item, axis: symbol == "IntrinsicWidth" ? .horizontal : .vertical, role: .parameter(symbol))
    }
}
