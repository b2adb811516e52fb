import ConstraintModel

public struct JSONConstraint: Encodable, Sendable, Hashable {
    public struct Anchor: Encodable, Sendable, Hashable {
        public var item: String
        public var attribute: String
    }

    public struct Term: Encodable, Sendable, Hashable {
        @Nullable public var coefficient: Double?
        public var item: String
        public var attribute: String
    }

    public struct Expression: Encodable, Sendable, Hashable {
        public var left: [Term]
        @Nullable public var leftConstant: Double?
        public var right: [Term]
        @Nullable public var rightConstant: Double?
    }

    public struct AutoresizingMask: Encodable, Sendable, Hashable {
        /// `--&`: leading margin, size, trailing margin; `-` fixed, `&` flexible.
        public var horizontal: String
        public var vertical: String
        public var explanation: String
    }

    public struct ContentSize: Encodable, Sendable, Hashable {
        @Nullable public var hugging: Double?
        @Nullable public var compressionResistance: Double?
    }

    public var id: String
    public var line: Int
    public var column: Int
    public var text: String
    @Nullable public var className: String?
    @Nullable public var address: String?
    @Nullable public var identifier: String?
    public var origin: String
    @Nullable public var remedy: String?
    public var first: Anchor
    /// `==`, `<=` or `>=`.
    public var relation: String
    @Nullable public var multiplier: Double?
    @Nullable public var second: Anchor?
    @Nullable public var constant: Double?
    public var constantIsSystemSpacing: Bool
    @Nullable public var priority: Double?
    @Nullable public var expression: Expression?
    @Nullable public var autoresizingMask: AutoresizingMask?
    @Nullable public var sourceLocation: JSONSourceLocation?
    @Nullable public var isActive: Bool?
    @Nullable public var layoutDirection: String?
    @Nullable public var contentSize: ContentSize?
    @Nullable public var measuredIn: String?
    /// The constraint in symbols with display names, as the text report shows it.
    public var equation: String
    /// The constraint as a plain-English sentence, as the text report shows it.
    public var sentence: String

    init(_ constraint: LayoutConstraint, in system: ConstraintSystem) {
        id = constraint.id
        line = constraint.line
        column = constraint.column
        text = constraint.text
        className = constraint.className
        address = constraint.address
        identifier = constraint.identifier
        origin = constraint.origin.rawValue
        remedy = constraint.origin.remedy
        first = Anchor(constraint.first)
        relation = constraint.relation.rawValue
        multiplier = finiteOrNil(constraint.multiplier.value)
        second = constraint.second.map(Anchor.init)
        constant = constraint.constant.flatMap { finiteOrNil($0.value) }
        constantIsSystemSpacing = constraint.constantIsSystemSpacing
        priority = finiteOrNil(constraint.priority.value)
        expression = constraint.expression.map(Expression.init)
        autoresizingMask = constraint.autoresizingMask.map {
            AutoresizingMask(horizontal: $0.horizontal.printed, vertical: $0.vertical.printed, explanation: $0.explanation)
        }
        sourceLocation = constraint.sourceLocation.map(JSONSourceLocation.init)
        isActive = constraint.isActive
        layoutDirection = constraint.layoutDirection?.rawValue
        contentSize = constraint.contentSize.map {
            ContentSize(hugging: finiteOrNil($0.hugging.value), compressionResistance: finiteOrNil($0.compressionResistance.value))
        }
        measuredIn = constraint.measuredIn
        equation = ConstraintEquation(system: system).text(for: constraint)
        sentence = ConstraintSentence(system: system).text(for: constraint)
    }
}

extension JSONConstraint.Anchor {
    init(_ anchor: ConstraintModel.Anchor) {
        self.init(item: anchor.item, attribute: anchor.attribute.description)
    }
}

extension JSONConstraint.Expression {
    init(_ expression: ExpressionForm) {
        func terms(_ terms: [LinearTerm]) -> [JSONConstraint.Term] {
            terms.map {
                JSONConstraint.Term(
                    coefficient: finiteOrNil($0.coefficient.value), item: $0.anchor.item, attribute: $0.anchor.attribute.description)
            }
        }
        self.init(
            left: terms(expression.left), leftConstant: finiteOrNil(expression.leftConstant.value),
            right: terms(expression.right), rightConstant: finiteOrNil(expression.rightConstant.value))
    }
}
