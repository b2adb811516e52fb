import ConstraintAnalysis
import ConstraintReports
import Foundation
import Testing

@Suite("Colour")
struct ColorTests {
    static let escape = "\u{1B}["

    /// Removes SGR sequences (`ESC [ … m`), written independently of the styler.
    static func strippingANSI(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    static let report = Report(
        systems: [SampleSystems.profileCell, SampleSystems.gridWindow, SampleSystems.builtInCode], analysis: AnalysisOptions())

    @Test func plainReportHasNoEscapes() {
        #expect(!TextReport(styler: .plain).render(Self.report).contains("\u{1B}"))
    }

    @Test func colouredReportHasEscapesAndOtherwiseTheSameText() {
        let coloured = TextReport(styler: TextStyler(isEnabled: true)).render(Self.report)
        #expect(coloured.contains(Self.escape))
        #expect(Self.strippingANSI(coloured) == TextReport(styler: .plain).render(Self.report))
    }

    @Test func colourMarksTheBrokenConstraintAndErrorsInRed() {
        let coloured = TextReport(styler: TextStyler(isEnabled: true)).render(Self.report)
        #expect(coloured.contains("\u{1B}[1;31m✗ UIKit broke this one to recover.\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1;31merror\u{1B}[0m 5:1:"))
    }

    /// A style left open would colour the rest of the user's terminal.
    @Test func everyStyleIsResetOnItsOwnLine() {
        let coloured = TextReport(styler: TextStyler(isEnabled: true)).render(Self.report)
        for line in coloured.components(separatedBy: "\n") {
            let sequences = line.components(separatedBy: Self.escape).dropFirst().map { $0.prefix { $0 != "m" } }
            let resets = sequences.filter { $0 == "0" }.count
            #expect(sequences.count == 2 * resets, "unbalanced styling: \(line.debugDescription)")
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var choice: ColorChoice
        var terminal: Bool
        var environment: [String: String]
        var expected: Bool
        var testDescription: String { "\(choice) terminal=\(terminal) env=\(environment.sorted { $0.key < $1.key }) → \(expected)" }
    }

    @Test(arguments: [
        Case(choice: .auto, terminal: true, environment: ["TERM": "xterm-256color"], expected: true),
        Case(choice: .auto, terminal: true, environment: [:], expected: true),
        Case(choice: .auto, terminal: false, environment: ["TERM": "xterm"], expected: false),
        Case(choice: .auto, terminal: true, environment: ["TERM": "dumb"], expected: false),
        Case(choice: .auto, terminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"], expected: false),
        Case(choice: .auto, terminal: true, environment: ["TERM": "xterm", "NO_COLOR": "0"], expected: false),
        Case(choice: .auto, terminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""], expected: true),
        Case(choice: .always, terminal: false, environment: ["TERM": "dumb", "NO_COLOR": "1"], expected: true),
        Case(choice: .never, terminal: true, environment: ["TERM": "xterm"], expected: false),
    ])
    func decision(_ testCase: Case) {
        #expect(testCase.choice.usesColor(destinationIsTerminal: testCase.terminal, environment: testCase.environment) == testCase.expected)
    }
}
