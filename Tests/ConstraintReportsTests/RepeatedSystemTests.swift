import ConstraintAnalysis
import ConstraintReports
import Foundation
import TestSupport
import Testing

/// The same conflict logged on every layout pass is analysed and reported once, with a count.
@Suite("Identical systems are reported once")
struct RepeatedSystemTests {
    static func log(address: String, constant: Int = 20) -> String {
        """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x6000\(address) UIView:0x7fa0\(address).width == 10   (active)>",
            "<NSLayoutConstraint:0x6001\(address) UIView:0x7fa0\(address).width == \(constant)   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6001\(address) UIView:0x7fa0\(address).width == \(constant)   (active)>

        """
    }

    static func report(_ text: String) -> Report {
        Report(inputs: [ReportInput.reading(text, file: "-", hint: .log)], analysis: AnalysisOptions())
    }

    @Test func repeatsAtOtherAddressesAreCountedNotRepeated() throws {
        let text = (0..<1969).map { Self.log(address: String($0, radix: 16)) }.joined() + Self.log(address: "ff", constant: 30)
        let report = Self.report(text)
        #expect(report.systems.map(\.occurrences) == [1969, 1])
        #expect(report.systems.map(\.number) == [1, 2])
        #expect(report.systems[0].fingerprint != report.systems[1].fingerprint)
        let rendered = TextReport().render(report)
        #expect(rendered.contains("This conflict appears 1,969 times in the input"))
        let json = try JSONSerialization.jsonObject(with: Data(try JSONReport.render(report).utf8)) as? [String: Any]
        let systems = json?["systems"] as? [[String: Any]] ?? []
        #expect(systems.map { $0["occurrences"] as? Int } == [1969, 1])
    }

    @Test func theFingerprintIsStableAndIgnoresAddressesAndLines() {
        let one = Self.report(Self.log(address: "aa")).systems[0].fingerprint
        let other = Self.report("\n\n" + Self.log(address: "bb")).systems[0].fingerprint
        #expect(one == other)
        #expect(one.count == 16)
        #expect(one.allSatisfy { $0.isHexDigit })
        // Recorded once: the hash must not change between runs or Swift versions.
        #expect(SystemFingerprint(Self.report(Self.log(address: "aa")).systems[0].system).fingerprint == one)
    }

    @Test func differentConstantsAreDifferentSystems() {
        let report = Self.report(Self.log(address: "aa") + Self.log(address: "aa", constant: 21))
        #expect(report.systems.count == 2)
    }
}
