import Foundation
import TestSupport
import Testing

/// `--param`, `--rtl`, `--max-conflicts` and `--time-budget` through the built binary, checked
/// against numbers the inputs themselves imply.
@Suite("CLI analysis options")
struct AnalysisOptionTests {
    /// 8 + 84 + 8 = 100: holds with UIKit's default margins of 8, and only with those.
    static let marginLog = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600000b10010 UILabel:0x7fa0c0e01010'Ada'.leading == UITableViewCellContentView:0x7fa0c0e01000.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x600000b10020 UILabel:0x7fa0c0e01010'Ada'.trailing == UITableViewCellContentView:0x7fa0c0e01000.trailingMargin   (active)>",
            "<NSLayoutConstraint:0x600000b10030 UILabel:0x7fa0c0e01010'Ada'.width == 84   (active)>",
            "<NSLayoutConstraint:0x600000b10040 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7fa0c0e01000.width == 100   (active)>"
        )
        """

    /// A 100-point box 20 points from the leading edge of a 320-point root.
    static let box = """
        root Superview 320x480
        view Box
        Box.leading = Superview.leading + 20
        Box.width = 100
        Box.top = Superview.top + 10
        Box.height = 50
        """

    /// Three boxes each too wide for the root: three separate conflicts.
    static let threeConflicts = """
        root Superview 100x100
        view A
        view B
        view C
        A.width = 200
        A.width <= Superview.width
        B.width = 200
        B.width <= Superview.width
        C.width = 200
        C.width <= Superview.width
        """

    static func system(_ output: String) throws -> [String: Any] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require((json["systems"] as? [[String: Any]])?.first)
    }

    @Test func marginParameterTurnsASatisfiableLogIntoAConflict() throws {
        let assumed = try Self.system(try CommandUnderTest.run(["--format", "json"], input: Self.marginLog).standardOutput)
        #expect(assumed["satisfiable"] as? Bool == true)
        // 16 + 84 + 16 = 116 > 100: over by 16.
        let sixteen = try CommandUnderTest.run(["--format", "json", "--param", "margin=16"], input: Self.marginLog)
        let system = try Self.system(sixteen.standardOutput)
        #expect(system["satisfiable"] as? Bool == false)
        let conflict = try #require((system["conflicts"] as? [[String: Any]])?.first)
        #expect(conflict["overByExact"] as? String == "16")
        #expect(sixteen.status == 1)
    }

    @Test func perEdgeParametersAddUp() throws {
        // left 10 + 84 + right 6 = 100 holds again.
        let result = try CommandUnderTest.run(
            ["--format", "json", "--param", "margin.left=10", "--param", "margin.right=6"], input: Self.marginLog)
        #expect(try Self.system(result.standardOutput)["satisfiable"] as? Bool == true)
    }

    @Test func rtlLaysLeadingOutFromTheRight() throws {
        func boxX(_ arguments: [String]) throws -> Double? {
            let system = try Self.system(try CommandUnderTest.run(["--input", "equations", "--format", "json"] + arguments, input: Self.box).standardOutput)
            let frames = try #require(system["frames"] as? [[String: Any]])
            return frames.first { $0["item"] as? String == "item2" }?["x"] as? Double
        }
        #expect(try boxX([]) == 20)
        #expect(try boxX(["--rtl"]) == 200, "320 − 20 − 100")
    }

    @Test func maxConflictsLimitsTheSearch() throws {
        let all = try Self.system(try CommandUnderTest.run(["--format", "json"], input: Self.threeConflicts).standardOutput)
        #expect((all["conflicts"] as? [Any])?.count == 3)
        #expect(all["conflictSearchComplete"] as? Bool == true)
        let one = try CommandUnderTest.run(["--format", "json", "--max-conflicts", "1"], input: Self.threeConflicts)
        let limited = try Self.system(one.standardOutput)
        #expect(limited["conflictSearchComplete"] as? Bool == false)
        #expect(try CommandUnderTest.run(["--max-conflicts", "1"], input: Self.threeConflicts).standardOutput
            .contains("The search stopped at its budget"))
    }

    @Test func timeBudgetIsAccepted() throws {
        let result = try CommandUnderTest.run(["--time-budget", "0.5"], input: Self.box)
        #expect(result.status == 0, "\(result.standardOutput)")
    }

    @Test(arguments: [
        (["--param", "margin"], "expected name=value"),
        (["--param", "colour=3"], "unknown parameter 'colour'"),
        (["--max-conflicts", "0"], "--max-conflicts must be at least 1"),
        (["--time-budget", "0"], "--time-budget must be a positive number"),
        (["--time-budget", "soon"], "'soon'"),
    ])
    func badAnalysisValuesAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let result = try CommandUnderTest.run(arguments, input: Self.box)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test func helpListsTheAnalysisOptions() throws {
        let help = try CommandUnderTest.run(["--help"]).standardOutput
        for option in ["--param <name=value>", "--rtl", "--max-conflicts <n>", "--time-budget <seconds>"] {
            #expect(help.contains(option), "\(option)")
        }
    }
}
