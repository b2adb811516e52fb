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
