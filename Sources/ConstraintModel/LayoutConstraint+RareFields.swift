/// The parts of a constraint that only some inputs give: a log's address, an identifier, an
/// expression form, an autoresizing mask, a source location, and the like.
///
/// Why out of line: an equation set or generated layout of 100,000 views has half a million
/// constraints and none of these, and kept inline they made each constraint 432 bytes, so
/// that reading, copying and freeing the model took a large share of a full analysis.
struct RareConstraintFields: Hashable, Sendable {
    var address: String?
    var identifier: String?
    var expression: ExpressionForm?
    var autoresizingMask: AutoresizingMask?
    var sourceLocation: SourceFileLocation?
    var layoutDirection: LayoutDirection?
    var contentSize: ContentSizePriorities?
    var measuredIn: String?
    var constantSymbol: String?
    var sourceID: String?

    /// Field by field: comparing with an empty value cost a thousand instructions per
    /// constraint made (millions are read). Every stored field must be here
    /// (`LayoutConstraintCodingTests.eachRareFieldAloneIsKept` counts them).
    var isEmpty: Bool {
        address == nil && identifier == nil && expression == nil && autoresizingMask == nil && sourceLocation == nil
            && layoutDirection == nil && contentSize == nil && measuredIn == nil && constantSymbol == nil && sourceID == nil
    }
}

/// `RareConstraintFields` in one heap box with value semantics (an indirect case is never
/// changed in place: a change makes a new box).
enum RareFieldStorage: Hashable, Sendable {
    indirect case fields(RareConstraintFields)

    /// nil when every field is nil, so that equal constraints store equal values.
    init?(_ fields: RareConstraintFields) {
        guard !fields.isEmpty else { return nil }
        self = .fields(fields)
    }

    var fields: RareConstraintFields {
        switch self {
        case .fields(let fields): return fields
        }
    }
}

extension LayoutConstraint {
    /// Changes one rare field (a new box, or none when every field is then nil). Reads go
    /// straight to the box: the lowering reads three of these for every constraint.
    private mutating func setRare<Value>(_ field: WritableKeyPath<RareConstraintFields, Value?>, _ value: Value?) {
        var fields = rare?.fields ?? RareConstraintFields()
        fields[keyPath: field] = value
        rare = RareFieldStorage(fields)
    }

    public var address: String? { get { rare?.fields.address } set { setRare(\.address, newValue) } }

    public var identifier: String? { get { rare?.fields.identifier } set { setRare(\.identifier, newValue) } }

    /// Set for expression-form constraints; `first`/`second` then name the first term of each side.
    public var expression: ExpressionForm? { get { rare?.fields.expression } set { setRare(\.expression, newValue) } }

    public var autoresizingMask: AutoresizingMask? { get { rare?.fields.autoresizingMask } set { setRare(\.autoresizingMask, newValue) } }

    /// Where the constraint was made: the Swift call, the Interface Builder element, or
    /// SnapKit's `File.swift#88` tag in a log.
    public var sourceLocation: SourceFileLocation? { get { rare?.fields.sourceLocation } set { setRare(\.sourceLocation, newValue) } }

    public var layoutDirection: LayoutDirection? { get { rare?.fields.layoutDirection } set { setRare(\.layoutDirection, newValue) } }

    public var contentSize: ContentSizePriorities? { get { rare?.fields.contentSize } set { setRare(\.contentSize, newValue) } }

    /// For bare-constant positions printed by autoresizing constraints (`minX == 0` with
    /// `names: '|':Superview`): the item the position is measured in.
    public var measuredIn: String? { get { rare?.fields.measuredIn } set { setRare(\.measuredIn, newValue) } }

    /// A constant written as a name (`IntrinsicHeight` in the Auto Layout Guide's
    /// `View.height >= 0.0 * NotAnAttribute + IntrinsicHeight`); `constant` then holds its value
    /// when the input gives one, else nil.
    public var constantSymbol: String? { get { rare?.fields.constantSymbol } set { setRare(\.constantSymbol, newValue) } }

    /// The id the source gave the constraint (an Interface Builder object id).
    public var sourceID: String? { get { rare?.fields.sourceID } set { setRare(\.sourceID, newValue) } }
}

/// The same keys as before the rare fields moved out of line (a system's fingerprint and any
/// saved model read them), every optional written only when present.
extension LayoutConstraint: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, line, column, text, className, address, identifier, origin, first, relation, multiplier, second, constant
        case constantIsSystemSpacing, priority, expression, autoresizingMask, sourceLocation, isActive, layoutDirection
        case contentSize, measuredIn, constantSymbol, sourceID
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column), text: try container.decode(String.self, forKey: .text),
            className: try container.decodeIfPresent(String.self, forKey: .className),
            address: try container.decodeIfPresent(String.self, forKey: .address),
            identifier: try container.decodeIfPresent(String.self, forKey: .identifier),
            origin: try container.decode(ConstraintOrigin.self, forKey: .origin), first: try container.decode(Anchor.self, forKey: .first),
            relation: try container.decode(Relation.self, forKey: .relation),
            multiplier: try container.decode(LayoutNumber.self, forKey: .multiplier),
            second: try container.decodeIfPresent(Anchor.self, forKey: .second),
            constant: try container.decodeIfPresent(LayoutNumber.self, forKey: .constant),
            constantIsSystemSpacing: try container.decode(Bool.self, forKey: .constantIsSystemSpacing),
            priority: try container.decode(Priority.self, forKey: .priority),
            expression: try container.decodeIfPresent(ExpressionForm.self, forKey: .expression),
            autoresizingMask: try container.decodeIfPresent(AutoresizingMask.self, forKey: .autoresizingMask),
            sourceLocation: try container.decodeIfPresent(SourceFileLocation.self, forKey: .sourceLocation),
            isActive: try container.decodeIfPresent(Bool.self, forKey: .isActive),
            layoutDirection: try container.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection),
            contentSize: try container.decodeIfPresent(ContentSizePriorities.self, forKey: .contentSize),
            measuredIn: try container.decodeIfPresent(String.self, forKey: .measuredIn),
            sourceID: try container.decodeIfPresent(String.self, forKey: .sourceID))
        constantSymbol = try container.decodeIfPresent(String.self, forKey: .constantSymbol)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(text, forKey: .text)
        try container.encodeIfPresent(className, forKey: .className)
        try container.encodeIfPresent(address, forKey: .address)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encode(origin, forKey: .origin)
        try container.encode(first, forKey: .first)
        try container.encode(relation, forKey: .relation)
        try container.encode(multiplier, forKey: .multiplier)
        try container.encodeIfPresent(second, forKey: .second)
        try container.encodeIfPresent(constant, forKey: .constant)
        try container.encode(constantIsSystemSpacing, forKey: .constantIsSystemSpacing)
        try container.encode(priority, forKey: .priority)
        try container.encodeIfPresent(expression, forKey: .expression)
        try container.encodeIfPresent(autoresizingMask, forKey: .autoresizingMask)
        try container.encodeIfPresent(sourceLocation, forKey: .sourceLocation)
        try container.encodeIfPresent(isActive, forKey: .isActive)
        try container.encodeIfPresent(layoutDirection, forKey: .layoutDirection)
        try container.encodeIfPresent(contentSize, forKey: .contentSize)
        try container.encodeIfPresent(measuredIn, forKey: .measuredIn)
        try container.encodeIfPresent(constantSymbol, forKey: .constantSymbol)
        try container.encodeIfPresent(sourceID, forKey: .sourceID)
    }
}
