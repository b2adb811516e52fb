import ConstraintModel

/// Constraints written in the Auto Layout Guide's own spellings whose meaning depends on the
/// finished hierarchy (`Standard`, the top and bottom layout guides) or on declarations that may
/// come later (`IntrinsicHeight` and an `intrinsic` line).
struct GuideNotationPending {
    var standardSpacings: [(constraint: Int, sign: Int)] = []
    var symbols: [(constraint: Int, symbol: String)] = []
    var legacyGuides: [LegacyLayoutGuide: Int] = [:]
}

extension EquationSetAssembler {
    mutating func noteGuideNotation(_ syntax: EquationSyntax, constraintIndex: Int, line: Int, scanner: LineScanner) {
        if let sign = syntax.standardSpacingSign { guideNotation.standardSpacings.append((constraintIndex, sign)) }
        if let symbol = syntax.constantSymbol { guideNotation.symbols.append((constraintIndex, symbol)) }
    }

    /// One item per legacy guide, owned by the root once it is known: a safe-area guide, which
    /// is what `topLayoutGuide.bottomAnchor` and `bottomLayoutGuide.topAnchor` became in iOS 11.
    mutating func legacyGuide(_ guide: LegacyLayoutGuide, at point: SourcePoint) -> Int {
        if let index = guideNotation.legacyGuides[guide] { return index }
        let name: StaticString = guide == .top ? "Top Layout Guide" : "Bottom Layout Guide"
        let index = directory.intern(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), at: point)
        directory[index].role = .guide(.safeAreaGuide)
        directory[index].declaredAt = point
        directory[index].isImplicitGuide = true
        guideNotation.legacyGuides[guide] = index
        return index
    }

    mutating func resolveGuideNotation() {
        for (_, guide) in guideNotation.legacyGuides.sorted(by: { $0.value < $1.value }) {
            guard let root = directory.rootIndex else {
                let at = directory[guide].firstSeen
                diagnostics.append(
                    Diagnostic(
                        severity: .warning, line: at.line, column: at.column,
                        message: "'\(directory[guide].name)' belongs to the root view, and there is none: it is read as a guide of its own (declare 'root NAME WxH')",
                        code: "undeclared-guide"))
                continue
            }
            directory[guide].owner = root
        }
        for (index, sign) in guideNotation.standardSpacings {
            let constraint = constraints[index]
            let items = [constraint.first.item, constraint.second?.item].compactMap { $0 }.compactMap(directory.index(ofID:))
            // Apple's standard spacing: 20 points to the superview's edge, 8 between siblings.
            let toSuperview = items.count == 2
                && (directory.superview(of: items[0]) == items[1] || directory.superview(of: items[1]) == items[0])
            let value: LayoutNumber = toSuperview ? LayoutNumber(20, literal: "20") : LayoutNumber(8, literal: "8")
            constraints[index].constant = sign < 0 ? value.negated : value
            constraints[index].constantIsSystemSpacing = true
        }
        for (index, symbol) in guideNotation.symbols {
            constraints[index].constantSymbol = symbol
            let constraint = constraints[index]
            let axis: Axis = symbol == "IntrinsicWidth" ? .horizontal : .vertical
            guard let item = directory.index(ofID: constraint.first.item),
                let declared = directory[item].intrinsic?.size(on: axis)
            else {
                constraints[index].constant = nil
                continue
            }
            constraints[index].constant = declared
        }
    }
}

extension ItemDirectory {
    /// The index of an item from its id (`item3` → 2).
    func index(ofID id: String) -> Int? {
        guard id.hasPrefix("item"), let number = Int(id.dropFirst(4)), number >= 1, number <= count else { return nil }
        return number - 1
    }
}
