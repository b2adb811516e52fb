import ConstraintAnalysis
import ConstraintReports
import Foundation
import TestSupport
import Testing

/// Thousands of distinct systems in one input must not add up to a hang: once the run's budget is
/// spent, the rest are listed but not analysed, each saying why.
@Suite("The run's time budget")
struct RunBudgetTests {
    static func logs(_ count: Int) -> String {
        (0..<count).map { RepeatedSystemTests.log(address: String($0, radix: 16), constant: 20 + $0) }.joined()
    }

    static func report(_ text: String, budget: RunBudget) -> Report {
        Report(inputs: [ReportInput.reading(text, file: "-", hint: .log)], analysis: AnalysisOptions(), runBudget: budget)
    }

    @Test func systemsAfterASpentBudgetAreListedButNotAnalysed() throws {
        let report = Self.report(Self.logs(3), budget: RunBudget(seconds: 0))
        #expect(report.systems.count == 3)
        for system in report.systems {
            let diagnosis = try #require(system.diagnosis)
            #expect(diagnosis.conflicts.isEmpty)
            #expect(diagnosis.partialAnalyses.map(\.phase) == ["limits"])
            #expect(diagnosis.partialAnalyses.first?.reason.contains("the run spent its time budget") == true)
        }
        let json = try JSONSerialization.jsonObject(with: Data(try JSONReport.render(report).utf8)) as? [String: Any]
        let systems = json?["systems"] as? [[String: Any]] ?? []
        #expect(systems.map { $0["partial"] as? Bool } == [true, true, true])
    }

    /// A system that was not analysed must not read as checked: no "no conflict" verdict, no
    /// "every frame is determined", and the summary counts it.
    @Test func aSystemNotAnalysedClaimsNothing() throws {
        let report = Self.report(Self.logs(2), budget: RunBudget(seconds: 0))
        for system in report.systems {
            let diagnosis = try #require(system.diagnosis)
            #expect(diagnosis.wasSkipped)
            #expect(diagnosis.verdict.headline.contains("the run spent its time budget"))
        }
        let text = TextReport().render(report)
        #expect(!text.contains("No conflict"))
        #expect(!text.contains("every frame is determined"))
        #expect(text.contains("2 not analysed"))
        let equations = "root Superview 375x667\nview A : UIView\n" + String(repeating: "A.width = 10\n", count: Report.largestAnalysedSystem + 1)
        let large = Report(inputs: [ReportInput.reading(equations, file: "large.constraints", hint: .equations)], analysis: AnalysisOptions())
        let diagnosis = try #require(large.systems.first?.diagnosis)
        #expect(diagnosis.wasSkipped)
        #expect(diagnosis.verdict.headline.hasPrefix("Not analysed:"))
        #expect(!TextReport().render(large).contains("every frame is determined"))
    }

    @Test func aBudgetLeftAnalysesEverySystem() throws {
        let report = Self.report(Self.logs(3), budget: RunBudget(seconds: 3_600))
        #expect(report.systems.map { $0.diagnosis?.conflicts.count } == [1, 1, 1])
        #expect(report.systems.allSatisfy { $0.diagnosis?.partialAnalyses.isEmpty == true })
    }

    @Test func theDefaultScalesWithThePerSystemBudgetAndAbsurdValuesAreClamped() {
        #expect(RunBudget.scaled(perSystemSeconds: 2).seconds == 60)
        #expect(RunBudget.scaled(perSystemSeconds: 10).seconds == 300)
        #expect(RunBudget.scaled(perSystemSeconds: .nan).seconds == 60)
        #expect(RunBudget(seconds: 1e308).seconds == 86_400)
        #expect(RunBudget(seconds: -5).seconds == 0)
    }
}
