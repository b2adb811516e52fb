import ConstraintIngest
import ConstraintModel
import Testing

@Suite("Equation notation: errors")
struct EquationErrorTests {
    /// One bad line between two good ones: the bad one gives exactly one error at the
    /// expected column, the good ones are kept.
    @Test("each malformed line gives one error at the offending token", arguments: [
        ("Red.lead = 5", 5, "unknown attribute 'lead'; did you mean 'leading'?"),
        // `Red.Leading` is the Cookbook's capitalised spelling and reads (GuideNotationReaderTests).
        ("Red.Leadign = 5", 5, "unknown attribute 'Leadign'; did you mean 'leading'?"),
        ("Red.heigth = 5", 5, "unknown attribute 'heigth'; did you mean 'height'?"),
        ("Red.centerx = Blue.centerX", 5, "unknown attribute 'centerx'; did you mean 'centerX'?"),
        ("Red.width = Blue.wdth", 18, "unknown attribute 'wdth'; did you mean 'width'?"),
        ("Red.zzzzzz = 5", 5, "unknown attribute 'zzzzzz' (expected one of leading, trailing, top, bottom, width, height, centerX, centerY, …)"),
        ("Red. = 5", 5, "expected an attribute after 'Red.' (leading, trailing, top, …)"),
        ("Red = 5", 4, "expected '.' and an attribute after 'Red' (for example Red.width)"),
        ("Red.width 5", 11, "expected a relation (=, ==, >=, <=, ≥, ≤) after 'Red.width'"),
        ("Red.width => 4", 11, "'=>' is not a relation; write '>='"),
        ("Red.width =< 4", 11, "'=<' is not a relation; write '<='"),
        ("Red.width =", 12, "expected a number or an item after the relation (for example Blue.width or 100)"),
        ("Red.width = 0.5 *", 18, "expected an item after '0.5 *' (for example Blue.width)"),
        ("Red.width = Blue.width *", 25, "expected a multiplier after 'Blue.width *' (for example 0.5)"),
        ("Red.width = 2 * Blue.width * 3", 28, "the multiplier is given twice: write it before or after 'Blue.width', not both"),
        ("Red.width = Blue.width +", 25, "expected a number after '+'"),
        ("Red.width = Blue.width + 8 extra", 28, "expected '@priority', a quoted identifier or the end of the line, found 'extra'"),
        ("Red.width = 8 @", 16, "expected a priority after '@' (a number from 1 to 1000, required, high or low)"),
        ("Red.width = 8 @medium", 16, "expected a priority after '@' (a number from 1 to 1000, required, high or low)"),
        ("Red.width = 8 @750 @1000", 20, "the priority is given twice"),
        ("Red.width = 8 \"a\" \"b\"", 19, "the identifier is given twice"),
        ("Red.width = 8 \"unterminated", 15, "expected a closing \" for the text that starts here"),
        ("Red.width = 1/0", 15, "a fraction cannot divide by zero"),
        ("Red.width = 1e999", 13, "the number '1e999' is too large"),
        ("Red.width = 1/x", 15, "expected a fraction of two plain decimals after '1/' (for example 1/3)"),
        ("Red.width = 1e2/3", 13, "expected a fraction of two plain decimals after '1e2/' (for example 1/3)"),
        ("5 = Red.width", 1, "expected an item name at the start of the constraint (for example Red.width = 100)"),
        ("Red.width ≥≥ 4", 12, "expected a number or an item after the relation (for example Blue.width or 100)"),
    ])
    func malformed(line: String, column: Int, message: String) {
        let system = EquationTesting.read("A.width = 1\n\(line)\nB.width = 2")
        #expect(system.constraints.map(\.line) == [1, 3], "the good lines are kept")
        let errors = EquationTesting.errors(in: system)
        #expect(errors.count == 1)
        #expect(errors.first?.line == 2)
        #expect(errors.first?.column == column)
        #expect(errors.first?.message == message)
    }

    @Test("declaration errors", arguments: [
        ("root", 5, "expected the root's name after 'root' (for example root Superview 375x667)"),
        ("root S 375", 11, "expected 'x' between the width and the height (for example 375x667)"),
        ("root S 375x", 12, "expected a height after 'x'"),
        ("view", 5, "expected a view name after 'view' (for example view Title : UILabel in Card)"),
        ("view V :", 9, "expected a class name after ':' (for example UILabel)"),
        ("view V in", 10, "expected the superview's name after 'in'"),
        ("view V on W", 8, "expected ': ClassName', a quoted text or 'in SUPERVIEW' after the view's name"),
        ("guide G", 8, "expected the kind of guide (safeArea, margins, keyboard or layout)"),
        ("guide G readable of V", 9, "unknown kind of guide 'readable' (expected safeArea, margins, keyboard or layout)"),
        ("guide G safeArea V", 18, "expected 'of VIEW' after the kind of guide (for example safeArea of Superview)"),
        ("intrinsic L", 12, "expected the intrinsic size after the name (for example 120x21, or 120x- for a width only)"),
        ("intrinsic L 10x10 hugging", 26, "expected a priority after '@' (a number from 1 to 1000, required, high or low)"),
        ("intrinsic L 10x10 squash 1", 19, "expected 'hugging H[/V]' or 'compression H[/V]' after the intrinsic size"),
        ("autoresizing B", 15, "expected 'frame X,Y,W,H': an autoresizing view needs its frame"),
        ("autoresizing B frame 0,0,10", 28, "expected ',' and the frame's height (frame X,Y,W,H)"),
        ("autoresizing B frame 0,0,-1,10", 26, "the frame's width cannot be negative"),
        ("autoresizing B frame 0,0,1,1 mask h=-x-", 37, "expected three '-' (fixed) or '&' (flexible) characters after 'h=' (for example --&)"),
        ("autoresizing B frame 0,0,1,1 mask", 34, "expected the mask after 'mask' (for example h=--& v=--&)"),
        ("direction up", 11, "expected 'rtl' or 'ltr' after 'direction'"),
        ("platform tvos", 10, "expected 'ios' or 'macos' after 'platform'"),
        ("metrics", 8, "expected a metric name after 'metrics' (for example metrics pad = 8)"),
        ("metrics pad 8", 13, "expected '=' and a value after the metric 'pad'"),
        ("metrics pad = x", 15, "expected a number for the metric 'pad'"),
        ("view V : UILabel extra", 18, "expected ': ClassName', a quoted text or 'in SUPERVIEW' after the view's name"),
    ])
    func declarationErrors(line: String, column: Int, message: String) {
        let system = EquationTesting.read("A.width = 1\n\(line)\nB.width = 2")
        #expect(system.constraints.map(\.line) == [1, 3])
        let errors = EquationTesting.errors(in: system)
        #expect(errors.count == 1)
        #expect(errors.first?.line == 2)
        #expect(errors.first?.column == column)
        #expect(errors.first?.message == message)
    }

    @Test("columns count characters, not bytes")
    func unicodeColumns() {
        let system = EquationTesting.read("Red.width ≥ Blue.wdth")
        #expect(system.diagnostics.first?.column == 18)
    }

    @Test("a megabyte token is reported briefly")
    func longToken() {
        let name = String(repeating: "x", count: 1 << 20)
        let system = EquationTesting.read("Red.\(name) = 5")
        #expect(system.diagnostics.count == 1)
        #expect((system.diagnostics.first?.message.count ?? .max) < 200)
        #expect(system.diagnostics.first?.column == 5)
    }

    @Test("binary garbage: one error per line, nothing read, no crash")
    func garbage() {
        var generator = SplitMix64(seed: 42)
        let bytes = (0..<20_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let text = String(decoding: bytes, as: UTF8.self)
        let system = EquationTesting.read(text)
        let lineCount = EquationTesting.lines(of: text).count
        #expect(system.diagnostics.allSatisfy { (1...lineCount).contains($0.line) && $0.column >= 1 })
        #expect(Set(system.diagnostics.filter { $0.severity == .error }.map(\.line)).count == EquationTesting.errors(in: system).count)
    }

    @Test("deep nesting and huge lines are read in linear time without recursion")
    func deepNesting() {
        let depth = 200_000
        let inputs = [
            "[a(" + String(repeating: "(", count: depth) + ")]",
            String(repeating: "[", count: depth),
            "H:|" + String(repeating: "-[a]", count: depth / 4) + "-|",
            "A.width = " + String(repeating: "1", count: 1 << 20),
            "A.width = B.width" + String(repeating: " + 1", count: depth),
            String(repeating: "\"", count: depth),
        ]
        for input in inputs {
            let system = EquationTesting.read(input)
            #expect(system.diagnostics.allSatisfy { $0.line == 1 && $0.column >= 1 })
        }
        let chain = EquationTesting.read("root S 10x10\nH:|" + String(repeating: "-[a]", count: 1000) + "-|")
        #expect(chain.constraints.count == 1001, "a long but valid VFL line is read in full")
    }
}

/// A small deterministic generator, so that the garbage and the fuzz inputs are the same on
/// every run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
