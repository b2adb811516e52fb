import ConstraintIngest
import ConstraintModel
import Testing

@Suite("Autoresizing masks as constraints")
struct AutoresizingTranslationTests {
    /// A frame, in whole points so that the exact check below stays in integers.
    private struct Frame {
        var x: Int, y: Int, width: Int, height: Int
    }

    private static let masks = ["---", "--&", "-&-", "-&&", "&--", "&-&", "&&-", "&&&"]

    /// The value an attribute has for a view at `frame` (in its superview's coordinates), and
    /// a size of the superview: plain arithmetic, exactly as the frame states it.
    private func value(of attribute: LayoutAttribute, frame: Frame, superview: (width: Int, height: Int)) -> Fraction {
        switch attribute {
        case .minX: return Fraction(frame.x)
        case .maxX: return Fraction(frame.x + frame.width)
        case .midX: return Fraction(2 * frame.x + frame.width, 2)
        case .width: return Fraction(frame.width)
        case .minY: return Fraction(frame.y)
        case .maxY: return Fraction(frame.y + frame.height)
        case .midY: return Fraction(2 * frame.y + frame.height, 2)
        case .height: return Fraction(frame.height)
        default: return Fraction(-999_999)
        }
    }

    /// Every mask on both axes, at several frames: each generated constraint holds exactly
    /// at the declared frame and superview size, and has the shape the mask calls for.
    @Test("the constraints reproduce the declared frame at the declared superview size")
    func roundTrip() {
        let cases: [(Frame, (width: Int, height: Int))] = [
            (Frame(x: 10, y: 20, width: 200, height: 44), (375, 667)),
            (Frame(x: 0, y: 0, width: 320, height: 480), (320, 480)),
            (Frame(x: -30, y: 100, width: 17, height: 3), (1024, 768)),
            (Frame(x: 7, y: 11, width: 0, height: 0), (99, 101)),
        ]
        for (frame, superview) in cases {
            for horizontal in Self.masks {
                for vertical in Self.masks {
                    let text = "root Superview \(superview.width)x\(superview.height)\nautoresizing Banner frame \(frame.x),\(frame.y),\(frame.width),\(frame.height) mask h=\(horizontal) v=\(vertical)"
                    let system = EquationTesting.read(text)
                    let banner = EquationTesting.item("Banner", in: system)
                    let root = EquationTesting.item("Superview", in: system)
                    #expect(system.diagnostics.isEmpty, "\(horizontal) \(vertical): \(system.diagnostics.map(\.message))")
                    #expect(system.constraints.count == 4)
                    #expect(banner?.translatesAutoresizingMask == true)
                    #expect(banner?.superviewID == root?.id)
                    for constraint in system.constraints {
                        guard let attribute = constraint.first.attribute.standard, let multiplier = Fraction(literal: constraint.multiplier),
                            let constant = constraint.constant.flatMap(Fraction.init(literal:))
                        else {
                            Issue.record("unreadable numbers in \(constraint.text)")
                            continue
                        }
                        var right = constant
                        if let second = constraint.second?.attribute.standard {
                            right = multiplier * Fraction(second == .width ? superview.width : superview.height) + constant
                        }
                        #expect(value(of: attribute, frame: frame, superview: superview) == right, "\(constraint.text) at \(frame)")
                        #expect(constraint.relation == .equal && constraint.priority == .required)
                        #expect(constraint.origin == .autoresizingMask && constraint.className == "NSAutoresizingMaskLayoutConstraint")
                        #expect(constraint.autoresizingMask?.description == "h=\(horizontal) v=\(vertical)")
                        #expect(constraint.text.hasPrefix("h=\(horizontal) v=\(vertical) Banner.\(attribute.rawValue) == "))
                        #expect(constraint.line == 2 && constraint.column == 1)
                    }
                    let attributes = system.constraints.compactMap(\.first.attribute.standard)
                    #expect(attributes == expectedAttributes(horizontal: horizontal, vertical: vertical), "\(horizontal) \(vertical)")
                }
            }
        }
    }

    /// Position then size, for x then y: `min` when the leading margin is fixed, else `max`
    /// when the trailing one is, else `mid`.
    private func expectedAttributes(horizontal: String, vertical: String) -> [LayoutAttribute] {
        func position(_ mask: String, _ min: LayoutAttribute, _ max: LayoutAttribute, _ mid: LayoutAttribute) -> LayoutAttribute {
            mask.first == "-" ? min : mask.last == "-" ? max : mid
        }
        return [position(horizontal, .minX, .maxX, .midX), position(vertical, .minY, .maxY, .midY), .width, .height]
    }

    @Test("UIKit's text, exact literals, the item measured in")
    func shapes() {
        let system = EquationTesting.read(
            """
            root Superview 375x667
            autoresizing Banner frame 10,20,200,44 mask h=&&& v=--&
            autoresizing Bar frame 10,0,200,44 mask h=&-- v=-&-
            autoresizing Wide frame 0,0,335.5,44 mask h=-&- v=--&
            """)
        let lines = system.constraints.map(\.text)
        #expect(
            lines == [
                "h=&&& v=--& Banner.midX == 0.293333*Superview.width", "h=&&& v=--& Banner.minY == 20",
                "h=&&& v=--& Banner.width == 0.533333*Superview.width", "h=&&& v=--& Banner.height == 44",
                "h=&-- v=-&- Bar.maxX == Superview.width - 165", "h=&-- v=-&- Bar.minY == 0",
                "h=&-- v=-&- Bar.width == 200", "h=&-- v=-&- Bar.height == Superview.height - 623",
                "h=-&- v=--& Wide.minX == 0", "h=-&- v=--& Wide.minY == 0",
                "h=-&- v=--& Wide.width == Superview.width - 39.5", "h=-&- v=--& Wide.height == 44",
            ])
        #expect(system.constraints[0].multiplier.literal == "22/75", "(10 + 200/2) / 375")
        #expect(system.constraints[2].multiplier.literal == "8/15", "200 / 375")
        #expect(system.constraints[4].constant?.literal == "-165")
        #expect(system.constraints[10].constant?.literal == "-39.5")
        let root = EquationTesting.item("Superview", in: system)?.id
        #expect(system.constraints.map { $0.measuredIn == root } == [true, true, false, false, true, true, false, false, true, true, false, false])
        #expect(EquationTesting.errors(in: system).isEmpty, "a position measured in the superview may relate to its size")
    }

    @Test("the superview's size comes from its own autoresizing frame")
    func nested() {
        let system = EquationTesting.read(
            "root Superview 375x667\nautoresizing Panel frame 10,10,200,300\nautoresizing Tag frame 20,30,160,40 mask h=-&- v=&--  in Panel")
        let tag = system.constraints.filter { $0.text.contains("Tag.") }
        #expect(tag.map(\.text) == ["h=-&- v=&-- Tag.minX == 20", "h=-&- v=&-- Tag.maxY == Panel.height - 230", "h=-&- v=&-- Tag.width == Panel.width - 40", "h=-&- v=&-- Tag.height == 40"])
        #expect(tag.first?.measuredIn == EquationTesting.item("Panel", in: system)?.id)
    }

    @Test("without the superview's size only the fixed parts are made, with a note")
    func unknownSuperviewSize() {
        let system = EquationTesting.read("root Superview\nview Card\nautoresizing Tag frame 5,6,50,20 mask h=&-& v=--& in Card")
        #expect(system.constraints.map(\.text) == ["h=&-& v=--& Tag.minY == 6", "h=&-& v=--& Tag.width == 50", "h=&-& v=--& Tag.height == 20"])
        #expect(system.diagnostics.map(\.code) == ["unknown-superview-size"])
        #expect(system.diagnostics.first?.severity == .note)
        #expect(system.diagnostics.first?.message.contains("horizontal") == true)
        #expect(system.diagnostics.first?.message.contains("vertical") == false)
        #expect(system.diagnostics.first?.line == 3)
    }

    @Test("the constraints sit at the declaration's first character")
    func position() {
        let system = EquationTesting.read("root S 100x100\n\n   autoresizing A frame 1,2,3,4")
        #expect(system.constraints.map { "\($0.line):\($0.column)" } == ["3:4", "3:4", "3:4", "3:4"])
    }

    @Test("the default mask is h=--& v=--&, and one part may be given alone")
    func defaultMask() {
        let system = EquationTesting.read("root S 100x100\nautoresizing A frame 1,2,3,4\nautoresizing B frame 1,2,3,4 mask v=&&&")
        #expect(system.constraints.prefix(4).allSatisfy { $0.autoresizingMask?.description == "h=--& v=--&" })
        #expect(system.constraints.suffix(4).allSatisfy { $0.autoresizingMask?.description == "h=--& v=&&&" })
    }
}

/// An exact fraction for checking, independent of the reader's own arithmetic.
struct Fraction: Equatable, CustomStringConvertible {
    var numerator: Int
    var denominator: Int

    init(_ numerator: Int, _ denominator: Int = 1) {
        let divisor = Fraction.gcd(abs(numerator), abs(denominator))
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / max(divisor, 1)
        self.denominator = sign * denominator / max(divisor, 1)
    }

    /// `-12`, `39.5`, `8/15`, or an integral value without a literal.
    init?(literal number: LayoutNumber) {
        guard let literal = number.literal else {
            guard number.value == number.value.rounded() else { return nil }
            self.init(Int(number.value))
            return
        }
        let negative = literal.hasPrefix("-")
        let body = negative ? String(literal.dropFirst()) : literal
        let parts = body.split(separator: "/")
        func decimal(_ text: Substring) -> Fraction? {
            let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
            guard let whole = Int(pieces[0].isEmpty ? "0" : pieces[0]) else { return nil }
            guard pieces.count == 2 else { return Fraction(whole) }
            guard let fraction = Int(pieces[1]) else { return nil }
            var scale = 1
            for _ in pieces[1] { scale *= 10 }
            return Fraction(whole * scale + fraction, scale)
        }
        guard let first = parts.first.flatMap(decimal) else { return nil }
        var value = first
        if parts.count == 2 {
            guard let second = decimal(parts[1]) else { return nil }
            value = Fraction(first.numerator * second.denominator, first.denominator * second.numerator)
        }
        self = negative ? Fraction(-value.numerator, value.denominator) : value
    }

    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    static func + (lhs: Fraction, rhs: Fraction) -> Fraction {
        Fraction(lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator, lhs.denominator * rhs.denominator)
    }

    static func * (lhs: Fraction, rhs: Fraction) -> Fraction {
        Fraction(lhs.numerator * rhs.numerator, lhs.denominator * rhs.denominator)
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
