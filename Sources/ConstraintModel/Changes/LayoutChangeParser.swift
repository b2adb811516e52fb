/// Reads changes written as short statements — the `--what-if` option and the lines of an
/// equation set's `state` block (Docs/equations.md, "States"):
///
/// `activate c7, c8` · `deactivate c3` · `c3 priority 999` · `c3.priority = 999` ·
/// `c2 constant 20` · `c2.constant = 20` · `c4.isActive = false` · `hide Detail` · `show Detail` ·
/// `remove Detail` · `Label intrinsic 120x20` · `root 390x844`.
///
/// Several statements separated by `;` are several steps. Constraints are named by id, identifier
/// or address; items by name, id, display name or address.
public struct LayoutChangeParser: Sendable {
    public let system: ConstraintSystem

    public init(system: ConstraintSystem) {
        self.system = system
    }

    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Every `;`-separated statement of `text` as its own step.
    public func steps(_ text: String, sourceLocation: SourceFileLocation? = nil) -> Result<[ChangeStep], Failure> {
        var steps: [ChangeStep] = []
        for statement in text.split(separator: ";") where !statement.allSatisfy(\.isWhitespace) {
            switch step(String(statement), sourceLocation: sourceLocation) {
            case .success(let step): steps.append(step)
            case .failure(let failure): return .failure(failure)
            }
        }
        guard !steps.isEmpty else { return .failure(Failure(message: "no change is written in '\(text)'")) }
        return .success(steps)
    }

    /// One statement as one step (`activate c1, c2` is one `NSLayoutConstraint.activate` call).
    public func step(_ statement: String, sourceLocation: SourceFileLocation? = nil) -> Result<ChangeStep, Failure> {
        let text = statement.trimmingBlanks
        do {
            return .success(ChangeStep(changes: try changes(Self.words(text), text: text), text: text, sourceLocation: sourceLocation))
        } catch {
            return .failure(error)
        }
    }

    /// Splits at blanks, commas and `=`, and separates a trailing `.property` from its owner.
    static func words(_ text: String) -> [String] {
        let properties: Set<String> = ["priority", "constant", "isActive", "active", "isHidden", "hidden", "intrinsic", "intrinsicContentSize", "relation"]
        var words: [String] = []
        for raw in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "=" }) {
            let word = String(raw)
            if let dot = word.lastIndex(of: "."), properties.contains(String(word[word.index(after: dot)...])) {
                words.append(String(word[..<dot]))
                words.append(String(word[word.index(after: dot)...]))
            } else {
                words.append(word)
            }
        }
        return words
    }

    private func changes(_ words: [String], text: String) throws(Failure) -> [LayoutChange] {
        guard let first = words.first else { throw Failure(message: "an empty change") }
        let rest = Array(words.dropFirst())
        switch first {
        case "activate", "deactivate":
            guard !rest.isEmpty else { throw Failure(message: "'\(first)' needs the constraints to \(first)") }
            let ids = try rest.map { (word: String) throws(Failure) in try constraintID(word) }
            return ids.map { first == "activate" ? .activate(constraintID: $0) : .deactivate(constraintID: $0) }
        case "hide", "show", "unhide", "remove":
            guard rest.count == 1 else { throw Failure(message: "'\(first)' takes one view, in '\(text)'") }
            let id = try itemID(rest[0])
            return first == "remove" ? [.removeItem(itemID: id)] : [.setHidden(itemID: id, hidden: first == "hide")]
        case "root":
            let (width, height) = try size(rest, text: text)
            guard let width, let height else { throw Failure(message: "the root needs a width and a height, in '\(text)'") }
            return [.setRootSize(width: width, height: height)]
        case "intrinsic":
            guard rest.count >= 2 else { throw Failure(message: "'intrinsic' takes a view and a size, in '\(text)'") }
            return [try intrinsic(itemID(rest[0]), Array(rest.dropFirst()), text: text)]
        default:
            guard rest.count >= 2 else { throw Failure(message: "cannot read '\(text)' as a change (see Docs/equations.md, \"States\")") }
            return [try property(rest[0], of: first, values: Array(rest.dropFirst()), text: text)]
        }
    }

    private func property(_ name: String, of subject: String, values: [String], text: String) throws(Failure) -> LayoutChange {
        switch name {
        case "priority":
            return .setPriority(constraintID: try constraintID(subject), priority: try priority(values, text: text))
        case "constant":
            guard values.count == 1, let number = LayoutNumber(parsing: values[0]) else {
                throw Failure(message: "a constant is one number, in '\(text)'")
            }
            return .setConstant(constraintID: try constraintID(subject), constant: number)
        case "isActive", "active":
            let id = try constraintID(subject)
            return try flag(values, text: text) ? .activate(constraintID: id) : .deactivate(constraintID: id)
        case "isHidden", "hidden":
            return .setHidden(itemID: try itemID(subject), hidden: try flag(values, text: text))
        case "intrinsic", "intrinsicContentSize":
            return try intrinsic(itemID(subject), values, text: text)
        case "relation":
            let id = try constraintID(subject)
            guard var constraint = system.constraint(id) else { throw Failure(message: "there is no constraint '\(id)'") }
            constraint.relation = try relation(values, text: text)
            return .replace(constraintID: id, with: constraint)
        default:
            throw Failure(message: "unknown property '\(name)' in '\(text)' (priority, constant, isActive, isHidden, intrinsic, relation)")
        }
    }

    /// `>=`, `<=` or `==` (the split at `=` leaves `>`, `<` or nothing), `≥`, `≤`, or the words.
    private func relation(_ values: [String], text: String) throws(Failure) -> Relation {
        switch values {
        case [">"], ["≥"], ["greaterThanOrEqual"]: return .greaterThanOrEqual
        case ["<"], ["≤"], ["lessThanOrEqual"]: return .lessThanOrEqual
        case ["equal"]: return .equal
        default: throw Failure(message: "a relation is >=, <= or equal, in '\(text)'")
        }
    }

    private func intrinsic(_ id: String, _ values: [String], text: String) throws(Failure) -> LayoutChange {
        if values == ["none"] { return .setIntrinsicContentSize(itemID: id, size: nil) }
        let (width, height) = try size(values, text: text)
        var size = system.item(id)?.intrinsicContentSize ?? IntrinsicContentSize()
        size.width = width
        size.height = height
        return .setIntrinsicContentSize(itemID: id, size: size)
    }

    /// `390x844`, `390 x 844`, `390×844`; `-` for a dimension without a value.
    private func size(_ values: [String], text: String) throws(Failure) -> (LayoutNumber?, LayoutNumber?) {
        let joined = values.joined()
        let parts = joined.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
        func dimension(_ part: Substring) throws(Failure) -> LayoutNumber? {
            if part == "-" { return nil }
            guard let number = LayoutNumber(parsing: part), number.value >= 0 else {
                throw Failure(message: "a size is WIDTHxHEIGHT with numbers at least 0, in '\(text)'")
            }
            return number
        }
        guard parts.count == 2 else { throw Failure(message: "a size is WIDTHxHEIGHT, in '\(text)'") }
        return (try dimension(parts[0]), try dimension(parts[1]))
    }

    private func priority(_ values: [String], text: String) throws(Failure) -> Priority {
        let words: [String: Priority] = [
            "required": .required, "high": .defaultHigh, "defaultHigh": .defaultHigh, "low": .defaultLow,
            "defaultLow": .defaultLow, "fittingSizeLevel": .fittingSizeLevel,
        ]
        guard values.count == 1 else { throw Failure(message: "a priority is one number or word, in '\(text)'") }
        if let word = words[values[0]] { return word }
        guard let number = LayoutNumber(parsing: values[0].hasPrefix("@") ? String(values[0].dropFirst()) : values[0]),
            Priority(number.value).isValid
        else { throw Failure(message: "a priority is a number from 1 to 1000 or required/high/low, in '\(text)'") }
        return Priority(number.value)
    }

    private func flag(_ values: [String], text: String) throws(Failure) -> Bool {
        switch values {
        case ["true"], ["YES"], ["yes"]: return true
        case ["false"], ["NO"], ["no"]: return false
        default: throw Failure(message: "expected true or false, in '\(text)'")
        }
    }

    func constraintID(_ word: String) throws(Failure) -> String {
        let name = word.unquoted
        if system.constraint(name) != nil { return name }
        if let match = system.constraints.first(where: { $0.identifier == name || $0.address == name }) { return match.id }
        throw Failure(message: "there is no constraint '\(name)' (name it by id such as c3, identifier or address)")
    }

    func itemID(_ word: String) throws(Failure) -> String {
        let name = word.unquoted
        if system.item(name) != nil { return name }
        let lookups: [(LayoutItem) -> String?] = [\.name, \.displayName, \.sourceID, \.address]
        for lookup in lookups {
            if let match = system.items.first(where: { lookup($0) == name }) { return match.id }
        }
        throw Failure(message: "there is no view or guide '\(name)'")
    }
}

/// Shared with the equation-set reader's state blocks (`package`: not part of the library's API).
extension String {
    package var trimmingBlanks: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }

    package var unquoted: String {
        if count >= 2, let first, let last, first == last, first == "'" || first == "\"" { return String(dropFirst().dropLast()) }
        return self
    }
}
