import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import Foundation
import LayoutMath
import Testing
import TestSupport

/// Conflict explanations are arithmetic a developer can check in their head (issue 8, item 5):
/// multipliers as the ratio they stand for, decimals as decimals (two places), thirds as
/// fractions. The checks here redo every sum and product of every explanation in the Corpus with
/// plain doubles, from the text alone, and compare with hand-written walks for the ratio logs.
struct ConflictArithmeticTests {
    static func explanations(in folder: String, suffix: String = ".log") throws -> [(file: String, text: String)] {
        let url = PackagePaths.corpus.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(suffix) }.sorted()
        var result: [(String, String)] = []
        for name in names {
            let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
            for system in Ingest.read(text, file: name).systems {
                for conflict in Analyzer().analyze(system).conflicts { result.append((name, conflict.explanation)) }
            }
        }
        return result
    }

    /// `−12`, `8.5`, `80⅓`, `⅔` as a double.
    static func number(_ text: Substring) -> Double? {
        var body = String(text.trimmingCharacters(in: .whitespaces))
        var sign = 1.0
        if body.hasPrefix("\u{2212}") {
            sign = -1
            body.removeFirst()
        }
        var fraction = 0.0
        if body.hasSuffix("⅓") { fraction = 1.0 / 3 } else if body.hasSuffix("⅔") { fraction = 2.0 / 3 }
        if fraction != 0 { body.removeLast() }
        if body.isEmpty { return sign * fraction }
        guard let whole = Double(body) else { return nil }
        return sign * (whole + fraction)
    }

    /// `2×59` (a factor written beside its constant) as their product; nil for any other word.
    static func product(_ word: Substring) -> Double? {
        let factors = word.split(separator: "×")
        guard factors.count == 2, let factor = number(factors[0]), let constant = number(factors[1]) else { return nil }
        return factor * constant
    }

    /// Every `a + b − c = d` and `a × p/q = r` whose parts are all numbers.
    static func checkedEquations(in explanation: String) -> (checked: Int, wrong: [String]) {
        var scaledTerms = 0
        return checkedEquations(in: explanation, scaledTerms: &scaledTerms)
    }

    /// As above, counting the `factor×constant` terms it evaluated.
    static func checkedEquations(in explanation: String, scaledTerms: inout Int) -> (checked: Int, wrong: [String]) {
        var checked = 0
        var wrong: [String] = []
        for clause in explanation.split(separator: ";").flatMap({ $0.split(separator: ",") }) {
            let sides = clause.components(separatedBy: " = ")
            guard sides.count == 2, let first = sides[1].split(separator: ":")[0].split(separator: " ").first, let result = number(first)
            else { continue }
            let left = sides[0].split(separator: " ", omittingEmptySubsequences: true)
            var value = 0.0
            var operation = "+"
            var ok = true
            var words = left
            // Drop leading words of a sentence ("ImageView is 390 wide (c6); 390 × …" splits on ';').
            while let first = words.first, number(first) == nil, product(first) == nil, !["+", "\u{2212}", "×"].contains(String(first)) {
                words.removeFirst()
            }
            guard !words.isEmpty else { continue }
            for word in words {
                switch word {
                case "+", "\u{2212}", "×": operation = String(word)
                default:
                    // `2×59`: a factor written beside its constant is their product.
                    if let term = product(word) {
                        value += operation == "\u{2212}" ? -term : term
                        scaledTerms += 1
                        continue
                    }
                    let parts = word.split(separator: "/")
                    guard let part = number(parts[0]) else { ok = false; break }
                    let term = parts.count == 2 ? (number(parts[1]).map { part / $0 } ?? .nan) : part
                    switch operation {
                    case "×": value *= term
                    case "\u{2212}": value -= term
                    default: value += term
                    }
                }
                if !ok { break }
            }
            guard ok, value.isFinite else { continue }
            checked += 1
            // Every shown number is rounded to hundredths: allow that much per term.
            if abs(value - result) > 0.006 * Double(words.count) + 1e-9 { wrong.append(String(clause)) }
        }
        return (checked, wrong)
    }

    @Test func everySumAndProductInTheCorpusAddsUp() throws {
        var checked = 0
        for folder in ["logs", "verdicts", "examples"] {
            for (file, text) in try Self.explanations(in: folder) {
                let result = Self.checkedEquations(in: text)
                checked += result.checked
                #expect(result.wrong.isEmpty, "\(file): \(result.wrong)")
                // Decimals read as decimals: no rounded "≈" and no fractions but thirds.
                #expect(!text.contains("≈"), "\(file): \(text)")
                #expect(text.rangeOfCharacter(from: CharacterSet(charactersIn: "½¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞")) == nil, "\(file): \(text)")
            }
        }
        #expect(checked >= 30, "too few sums were checked (\(checked))")
    }

    /// A centre counts its offsets twice, and the sum shows the factor beside each constant
    /// (`2×20 + 30 = 70`): those sums add up too, redone from the text alone.
    @Test func sumsWithFactorsAddUp() throws {
        var checked = 0
        var scaled = 0
        for (file, text) in try Self.explanations(in: "equations", suffix: ".constraints") {
            let result = Self.checkedEquations(in: text, scaledTerms: &scaled)
            checked += result.checked
            #expect(result.wrong.isEmpty, "\(file): \(result.wrong)")
        }
        let centred = try #require(try Self.explanations(in: "equations", suffix: ".constraints").first { $0.file == "centred-and-pinned.constraints" })
        #expect(centred.text.contains("2×20 + 30 = 70"), "\(centred.text)")
        #expect(checked >= 2 && scaled >= 1, "checked \(checked) sums, \(scaled) scaled terms")
    }

    /// 390 × 9/16 = 219.375; 8 + 219.375 + 8 = 235.375 against 200: 35.375.
    @Test func aspectRatioWalksThroughNineSixteenths() throws {
        let lead = try #require(try Self.explanations(in: "verdicts").first { $0.file == "aspect-ratio-cell.log" })
        let product = 390.0 * 9 / 16
        let sum = 8 + product + 8
        #expect(lead.text == "ImageView is 390 wide (c3, c4 and c6); so its height is 390 × 9/16 = \(Self.hundredths(product)) (c2); 8 + \(Self.hundredths(product)) + 8 = \(Self.hundredths(sum)), but TableViewCellContentView is 200 tall (c7, UIView-Encapsulated-Layout-Height): a difference of \(Self.hundredths(sum - 200)) pt.")
    }

    /// A library's description override with `(multiplier: 0.200)`: 375 × 1/5 = 75; 12 + 75 + 12 = 99 against 110.
    @Test func overrideMultiplierWalksThroughOneFifth() throws {
        let lead = try #require(try Self.explanations(in: "logs").first { $0.file == "third-party-description-details.log" })
        #expect(lead.text.contains("Thumbnail is 375 wide"))
        #expect(lead.text.contains("so its height is 375 × 1/5 = 75 (c6); 12 + 75 + 12 = 99, but PhotoCell.contentView is 110 tall"))
        #expect(lead.text.hasSuffix("a difference of 11 pt."))
    }

    /// Thirds stay thirds (80.3333 → 80⅓), everything else is a decimal.
    @Test func numbersAreDecimalsUnlessThirds() {
        #expect(Rational(241, 3).arithmeticText() == "80⅓")
        #expect(Rational(23, 3).arithmeticText() == "7⅔")
        #expect(Rational(552, 5).arithmeticText() == "110.4")
        #expect(Rational(283, 8).arithmeticText() == "35.38")
        #expect(Rational(-283, 8).arithmeticText() == "\u{2212}35.38")
        #expect(Rational(1, 300).arithmeticText() == "0.0033")
        #expect(Rational(283, 8).arithmeticText(exact: true) == "35.375")
        #expect(Rational(5, 7).arithmeticText(exact: true) == "≈0.714286")
    }

    /// A generated family of self-sizing cells with an aspect-ratio image: every width of common
    /// phones, ratios printed as UIKit prints them (`0.666667` for 2/3), two paddings. The expected
    /// walk is computed here with doubles and this test's own number rule.
    static let ratioFamily: [(width: Int, printed: String, numerator: Int, denominator: Int, padding: Int)] = {
        var cases: [(Int, String, Int, Int, Int)] = []
        for width in [320, 375, 390, 414] {
            for (printed, numerator, denominator) in [("0.5625", 9, 16), ("0.75", 3, 4), ("0.2", 1, 5), ("0.666667", 2, 3)] {
                for padding in [8, 12] { cases.append((width, printed, numerator, denominator, padding)) }
            }
        }
        return cases
    }()

    @Test(arguments: ratioFamily.indices)
    func generatedAspectRatioCellsWalkThroughTheirRatio(_ index: Int) throws {
        let (width, printed, numerator, denominator, padding) = Self.ratioFamily[index]
        let view = "UIImageView:0x7f91c3d14e70"
        let names = "names: '|':UITableViewCellContentView:0x7f91c3d14a20 )>\","
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000d4c2d0 V:|-(\(padding))-[\(view)]   (active, \(names)
                "<NSLayoutConstraint:0x600000d4c320 \(view).height == \(printed)*\(view).width   (active)>",
                "<NSLayoutConstraint:0x600000d4c370 H:|-(0)-[\(view)]   (active, \(names)
                "<NSLayoutConstraint:0x600000d4c3c0 H:[\(view)]-(0)-|   (active, \(names)
                "<NSLayoutConstraint:0x600000d4c410 V:[\(view)]-(\(padding))-|   (active, \(names)
                "<NSLayoutConstraint:0x600000d4f9e0 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7f91c3d14a20.width == \(width)   (active)>",
                "<NSLayoutConstraint:0x600000d4fa30 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f91c3d14a20.height == 200   (active)>"
            )
            """
        let system = try #require(Ingest.read(log, file: "generated.log").systems.first)
        let lead = try #require(Analyzer().analyze(system).conflicts.first)
        let height = Double(width) * Double(numerator) / Double(denominator)
        let sum = Double(2 * padding) + height
        let expected = "ImageView is \(width) wide (c3, c4 and c6); so its height is \(width) × \(numerator)/\(denominator) = \(Self.readable(height)) (c2); \(padding) + \(Self.readable(height)) + \(padding) = \(Self.readable(sum)), but TableViewCellContentView is 200 tall (c7, UIView-Encapsulated-Layout-Height): a difference of \(Self.readable(abs(sum - 200))) pt."
        #expect(lead.explanation == expected)
    }

    /// This test's own statement of the rule: whole numbers as they are, thirds as ⅓ and ⅔,
    /// everything else to two decimals.
    static func readable(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        let thirds = value * 3
        if abs(thirds - thirds.rounded()) < 1e-9 {
            let whole = Int(value.rounded(.down))
            return (whole == 0 ? "" : String(whole)) + (Int(thirds.rounded()) % 3 == 1 ? "⅓" : "⅔")
        }
        return hundredths(value)
    }

    static func hundredths(_ value: Double) -> String {
        String(format: "%.2f", value).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    }
}
