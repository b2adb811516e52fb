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
private struct RandomLayoutBuilder {
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

    // MARK: Constraints

    mutating func addRandomConstraint() {
        let required = chance(0.75)
        let priority: Priority = required ? .required : Priority(Double(pick([999, 750, 500, 251, 250])))
        // Optional constraints never change satisfiability, so they may be anything.
        let planted = shape != .mixed && required
        let roll = draw(0...9)
        if roll < 6 {
            addPositionConstraint(priority: priority, planted: planted)
        } else if roll < 8 {
            addConstantSize(priority: priority, planted: planted)
        } else {
            addRelativeSize(priority: priority, planted: planted)
        }
    }

    func isAllowed(_ item: ItemHandle, _ axis: Axis, position: Bool) -> Bool {
        guard let unpinned, position else { return true }
        return !(unpinned.item == item.id && unpinned.axis == axis)
    }

    mutating func addPositionConstraint(priority: Priority, planted: Bool) {
        let axis = pick(Axis.allCases)
        let candidates = views.filter { isAllowed($0, axis, position: true) }
        guard !candidates.isEmpty else { return }
        let view = pick(candidates)
        let others = ([layout.root] + views).filter { $0 != view && isAllowed($0, axis, position: true) }
        let other = pick(others)
        // Apple rejects a constraint relating leading/trailing to left/right, so one family per constraint.
        let horizontal: [LayoutAttribute] = chance(0.8) ? [.leading, .trailing, .centerX] : [.left, .right, .centerX]
        let attributes = axis == .horizontal ? horizontal : [.top, .bottom, .centerY]
        var first = (item: view, attribute: pick(attributes))
        var second = (item: other, attribute: pick(attributes))
        if chance(0.3) { swap(&first, &second) }
        let relation = pick([Relation.equal, .equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        let difference = value(first.item, first.attribute) - value(second.item, second.attribute)
        let constant = planted ? plantedConstant(difference, relation) : Double(draw(-20...40) * 2)
        add(first.item.anchor(first.attribute), relation, (second.item.anchor(second.attribute), 1), constant, priority)
    }

    mutating func addConstantSize(priority: Priority, planted: Bool) {
        let view = pick(views)
        let axis = pick(Axis.allCases)
        let relation = pick([Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        let size = Double(frames[view.id]!.size(axis))
        let constant = planted ? plantedConstant(size, relation) : Double(draw(0...80) * 2)
        add(view.anchor(axis == .horizontal ? .width : .height), relation, nil, constant, priority)
    }

    mutating func addRelativeSize(priority: Priority, planted: Bool) {
        let view = pick(views)
        let other = pick(([layout.root] + views).filter { $0 != view })
        let axis = pick(Axis.allCases)
        let multiplier = pick([1.0, 1.0, 2.0, 0.5])
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        let relation = pick([Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        let difference = Double(frames[view.id]!.size(axis)) - multiplier * Double(frames[other.id]!.size(axis))
        let constant = planted ? plantedConstant(difference, relation) : Double(draw(-10...30) * 2)
        add(view.anchor(attribute), relation, (other.anchor(attribute), multiplier), constant, priority)
    }

    /// Two required constraints that fix `view` on `axis` (an edge or centre against the root or
    /// an earlier view, and the size or the other edge), or sometimes an edge and a tie: the size
    /// pulled to two values at one priority, so any size between them is optimal.
    mutating func pin(_ view: ItemHandle, on axis: Axis, after earlier: [ItemHandle]) {
        let (near, far, centre, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            axis == .horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
        func placeAgainst(_ attribute: LayoutAttribute, _ builder: inout RandomLayoutBuilder) {
            let other = builder.pick([builder.layout.root] + earlier)
            let otherAttribute = builder.pick([near, far, centre])
            let difference = builder.value(view, attribute) - builder.value(other, otherAttribute)
            builder.add(view.anchor(attribute), .equal, (other.anchor(otherAttribute), 1), difference, .required)
        }
        let plantedSize = Double(frames[view.id]!.size(axis))
        switch draw(0...4) {
        case 0:
            placeAgainst(near, &self)
            placeAgainst(far, &self)
        case 1:
            placeAgainst(centre, &self)
            add(view.anchor(size), .equal, nil, plantedSize, .required)
        case 2:
            placeAgainst(pick([near, far]), &self)
            let spread = Double(draw(1...20))
            let priority = Priority(Double(pick([250, 500, 750])))
            add(view.anchor(size), .equal, nil, max(0, plantedSize - spread), priority)
            add(view.anchor(size), .equal, nil, plantedSize + spread, priority)
        default:
            placeAgainst(pick([near, far, centre]), &self)
            add(view.anchor(size), .equal, nil, plantedSize, .required)
        }
    }

    /// The constant that makes `difference REL constant`-style constraints hold at the planted frames,
    /// with slack for inequalities (`first ≤ second + c` needs c ≥ difference).
    mutating func plantedConstant(_ difference: Double, _ relation: Relation) -> Double {
        switch relation {
        case .equal: return difference
        case .lessThanOrEqual: return difference + Double(draw(0...10))
        case .greaterThanOrEqual: return difference - Double(draw(0...10))
        }
    }

    func value(_ item: ItemHandle, _ attribute: LayoutAttribute) -> Double {
        let frame = frames[item.id]!
        switch attribute {
        case .leading, .left: return Double(frame.x)
        case .trailing, .right: return Double(frame.x + frame.width)
        case .centerX: return Double(frame.x) + Double(frame.width) / 2
        case .top: return Double(frame.y)
        case .bottom: return Double(frame.y + frame.height)
        case .centerY: return Double(frame.y) + Double(frame.height) / 2
        default: preconditionFailure("no planted value for \(attribute)")
        }
    }

    @discardableResult
    mutating func add(
        _ first: AnchorReference, _ relation: Relation, _ second: (AnchorReference, Double)?, _ constant: Double,
        _ priority: Priority, origin: ConstraintOrigin = .developer
    ) -> String {
        requests.append(Request(first: first, relation: relation, second: second, constant: constant, priority: priority))
        let draft: ConstraintDraft
        if let (anchor, multiplier) = second {
            let right = multiplier * anchor + constant
            switch relation {
            case .equal: draft = first == right
            case .lessThanOrEqual: draft = first <= right
            case .greaterThanOrEqual: draft = first >= right
            }
        } else {
            switch relation {
            case .equal: draft = first == constant
            case .lessThanOrEqual: draft = first <= constant
            case .greaterThanOrEqual: draft = first >= constant
            }
        }
        return layout.add(draft.priority(priority).origin(origin))
    }

    /// A frame turned into constraints (as `translatesAutoresizingMaskIntoConstraints` does): the
    /// planted position and size, or a shifted one in `mixed`, so the fixes may disable it.
    mutating func addAutoresizingPair() {
        let view = pick(views)
        let axis = pick(Axis.allCases)
        guard isAllowed(view, axis, position: true) else { return }
        let frame = frames[view.id]!
        let shift = shape == .mixed ? Double(draw(-2...2) * 10) : 0
        let edge: LayoutAttribute = axis == .horizontal ? .left : .top
        add(view.anchor(edge), .equal, (layout.root.anchor(edge), 1), Double(frame.position(axis)) + shift, .required, origin: .autoresizingMask)
        add(view.anchor(axis == .horizontal ? .width : .height), .equal, nil, Double(frame.size(axis)), .required, origin: .autoresizingMask)
    }

    /// One required constraint the planted frames cannot meet: a repeated equality with another
    /// constant, a size below zero, or a size squeezed between crossing bounds.
    mutating func addContradiction() {
        let view = pick(views)
        let axis = pick(Axis.allCases)
        let gap = Double(draw(1...15) * 2)
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        let planted = Double(frames[view.id]!.size(axis))
        switch draw(0...2) {
        case 0:
            let equalities = requests.filter { $0.relation == .equal && $0.priority.isRequired }
            if !equalities.isEmpty {
                let repeated = pick(equalities)
                contradiction = add(repeated.first, .equal, repeated.second, repeated.constant + gap, .required)
                return
            }
            fallthrough
        case 1:
            let (near, far): (LayoutAttribute, LayoutAttribute) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
            contradiction = add(view.anchor(far), .lessThanOrEqual, (view.anchor(near), 1), -gap, .required)
        default:
            add(view.anchor(size), .greaterThanOrEqual, nil, planted, .required)
            contradiction = add(view.anchor(size), .lessThanOrEqual, nil, planted - gap, .required)
        }
    }
}
