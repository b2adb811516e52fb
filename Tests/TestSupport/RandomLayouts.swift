import ConstraintModel

/// How a random layout is made, and so what is known about it before any solver runs.
public enum RandomLayoutShape: String, CaseIterable, Sendable {
    /// Random constants: anything can happen.
    case mixed
    /// Every required constraint holds at frames chosen first: satisfiable by construction.
    case planted
    /// A planted layout plus one constraint that contradicts it outright: unsatisfiable.
    case contradicted
    /// A planted layout where one view's position on one axis is never mentioned: that position
    /// is free whatever else happens.
    case unpinned
    /// Every view placed and sized on both axes by required constraints read off planted frames,
    /// except that now and then one size is left to two optional constraints of equal priority
    /// pulling apart (a priority tie); then a few more planted constraints.
    case determined
}

/// A small random constraint system (2–4 views in a root with a frame, 3–10 constraints) with
/// what its construction guarantees.
public struct RandomLayout: Sendable {
    public var seed: UInt64
    public var shape: RandomLayoutShape
    public var system: ConstraintSystem
    /// Satisfiability known by construction (nil for `mixed`).
    public var knownSatisfiable: Bool?
    /// A view and axis whose position nothing constrains (for `unpinned`).
    public var knownFreePosition: (item: String, axis: Axis)?
    /// The constraint that contradicts the planted layout (for `contradicted`).
    public var contradiction: String?

    public var label: String { "seed \(seed) \(shape.rawValue)" }

    public init(seed: UInt64, shape: RandomLayoutShape) {
        let random = SeededGenerator(seed: seed &* 0x2545_F491_4F6C_DD1D &+ UInt64(shape.hashSeed))
        var builder = RandomLayoutBuilder(random: random, shape: shape)
        builder.build()
        self.seed = seed
        self.shape = shape
        system = builder.layout.system
        knownSatisfiable = shape == .mixed ? nil : shape != .contradicted
        knownFreePosition = builder.unpinned
        contradiction = builder.contradiction
    }
}

extension RandomLayoutShape {
    fileprivate var hashSeed: Int {
        switch self {
        case .mixed: return 1
        case .planted: return 2
        case .contradicted: return 3
        case .unpinned: return 4
        case .determined: return 5
        }
    }
}

/// Integer frames first, then constraints read off them (planted shapes) or drawn at random.
struct RandomLayoutBuilder {
    struct Frame {
        var x: Int
        var y: Int
        var width: Int
        var height: Int

        func position(_ axis: Axis) -> Int { axis == .horizontal ? x : y }
        func size(_ axis: Axis) -> Int { axis == .horizontal ? width : height }
    }

    var random: SeededGenerator
    let shape: RandomLayoutShape
    var layout: LayoutBuilder
    var views: [ItemHandle] = []
    var frames: [String: Frame] = [:]
    var unpinned: (item: String, axis: Axis)?
    var contradiction: String?
    /// Every constraint added, as it was asked for, so one can be repeated with another constant.
    var requests: [Request] = []

    struct Request {
        var first: AnchorReference
        var relation: Relation
        var second: (AnchorReference, Double)?
        var constant: Double
        var priority: Priority
    }

    init(random: SeededGenerator, shape: RandomLayoutShape) {
        self.random = random
        self.shape = shape
        var random = random
        let width = [320, 375, 414].randomElement(using: &random)!
        let height = [480, 667].randomElement(using: &random)!
        layout = LayoutBuilder(rootWidth: Double(width), rootHeight: Double(height))
        frames[layout.root.id] = Frame(x: 0, y: 0, width: width, height: height)
        self.random = random
    }

    mutating func draw(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }

    mutating func build() {
        for index in 1...draw(2...4) {
            let frame = Frame(x: draw(0...200), y: draw(0...300), width: draw(0...150), height: draw(0...100))
            let intrinsic = chance(0.35) ? intrinsicSize(for: frame) : nil
            let view = layout.view("V\(index)", intrinsicContentSize: intrinsic)
            views.append(view)
            frames[view.id] = frame
        }
        if shape == .unpinned { unpinned = (pick(views).id, pick(Axis.allCases)) }
        if shape == .determined {
            for (index, view) in views.enumerated() {
                for axis in Axis.allCases { pin(view, on: axis, after: Array(views[..<index])) }
            }
        }
        for _ in 0..<draw(shape == .determined ? 0...3 : 3...10) { addRandomConstraint() }
        if chance(0.15) { addAutoresizingPair() }
        if shape == .contradicted { addContradiction() }
    }

    // MARK: Intrinsic sizes

    /// Priorities include 1000 now and then, so that required content sizes take part; in planted
    /// shapes a required side is made to hold at the planted size.
    mutating func intrinsicSize(for frame: Frame) -> IntrinsicContentSize {
        let hugging = Priority(Double(pick([250, 251, 750, 1000])))
        let compression = Priority(Double(pick([750, 751, 250, 1000])))
        func value(_ planted: Int, _ random: inout SeededGenerator) -> LayoutNumber {
            let offset = Int.random(in: 0...30, using: &random)
            guard shape != .mixed else { return LayoutNumber(Double(max(0, planted + offset - 15))) }
            switch (hugging.isRequired, compression.isRequired) {
            case (true, true): return LayoutNumber(Double(planted))
            case (true, false): return LayoutNumber(Double(planted + offset))
            case (false, true): return LayoutNumber(Double(max(0, planted - offset)))
            case (false, false): return LayoutNumber(Double(max(0, planted + offset - 15)))
            }
        }
        return IntrinsicContentSize(
            width: chance(0.8) ? value(frame.width, &random) : nil, height: chance(0.5) ? value(frame.height, &random) : nil,
            horizontalHugging: hugging, verticalHugging: hugging, horizontalCompressionResistance: compression,
            verticalCompressionResistance: compression)
    }
}
