import Foundation
import TestSupport
import Testing

/// Nothing in `Sources/` may stop the process on a value it did not make itself: no `try!`, no
/// `as!`, and force unwraps only in the files listed here, each with the invariant that makes
/// its unwraps safe (a dictionary filled from the same keys a few lines before, never a value
/// read from the input). A new force unwrap elsewhere fails this test; write `guard let` instead,
/// or add the file with its reason after review.
@Suite("Sources cannot trap on input")
struct SourceTrapLintTests {
    static let forceUnwrapAllowList: [String: String] = [
        "LayoutMath/BoundedSimplex.swift": "tableau rows and bounds are keyed by the basis the solver keeps",
        "LayoutMath/DenseBoundedSimplex.swift": "bounds are set for every basic variable when it enters",
        "LayoutMath/ExactLinearAlgebra.swift": "the pivot column was chosen among the row's own keys",
        "LayoutMath/EqualityEliminator.swift": "definitions exist for every eliminated variable it iterates",
        "LayoutMath/RationalFormatting.swift": "the glyph table covers every remainder the loop produces",
        "ConstraintAnalysis/Fixes/FixDescriber.swift": "the trial's overrides hold the rows the trial itself relaxed",
        "ConstraintAnalysis/Solver/ComponentSolutions.swift": "the positions are those of the component's own required rows",
        "ConstraintAnalysis/Solver/ComponentCache.swift": "the local index maps every variable of the component",
        "ConstraintAnalysis/Solver/ComponentSolver.swift": "local indices and priority groups are built from the same rows",
        "ConstraintAnalysis/Ambiguity/AmbiguityAnalysis.swift": "summaries are created for every key before they are updated",
        "ConstraintReports/Folder/DiagnosisBlocks.swift": "the keys iterated are the dictionary's own",
        "ConstraintReports/Dot/DotAttributes.swift": "the keys iterated are the dictionary's own",
        "ConstraintReports/Analysis/CertificateVerifier.swift": "the keys iterated are the dictionary's own",
        "ConstraintReports/Text/Analysis/AmbiguitySection.swift": "parts are collected for every item in the order",
        "ConstraintReports/Diagrams/DiagramSummary.swift": "positions and counts are filled from the same items first",
        "ConstraintReports/Diagrams/DiagramContent.swift": "positions are filled for every item of the diagram first",
        "ConstraintReports/Diagrams/DiagramHierarchy.swift": "the cycle's items were found in the chain just walked",
        "ConstraintReports/Diagrams/ConstraintDiagram.swift": "DotID of a fixed axis name, a literal",
        "ConstraintReports/Diagrams/DiagramLegend.swift": "DotID of a literal",
        "ConstraintIngest/ConsoleLog/LogReaderPasteRepairParts.swift": "every parallel part fills its slot before the join",
        "ConstraintIngest/EquationSet/EquationSetAssembler+Parallel.swift": "every parallel part fills its slot; the buffer is allocated non-empty",
        "ConstraintIngest/ParallelArray.swift": "the buffer is allocated with at least one element",
        "LayoutMath/RationalLiteral.swift": "the digits were checked to be ASCII digits before",
    ]

    struct Finding: CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var description: String { "\(file):\(line): \(text.trimmingCharacters(in: .whitespaces))" }
    }

    static func findings(matching pattern: String) throws -> [Finding] {
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        let expression = try NSRegularExpression(pattern: pattern)
        var findings: [Finding] = []
        guard let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(sources.path.count + 1))
            // The benchmarks read only the team's own generated files and are not shipped.
            if relative.hasPrefix("analysis-benchmark/") || relative.hasPrefix("diagram-benchmark/") || relative.hasPrefix("ingest-benchmark/") { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                let range = NSRange(code.startIndex..., in: code)
                if expression.firstMatch(in: code, range: range) != nil {
                    findings.append(Finding(file: relative, line: number + 1, text: code))
                }
            }
        }
        return findings.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    @Test func noTryOrCastThatTraps() throws {
        let found = try Self.findings(matching: #"\btry!|\bas!"#)
        #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test func forceUnwrapsOnlyWhereAnInvariantIsDocumented() throws {
        // `x!.`, `x!)`, `x!]`, `x! `, `x!,` at the end of a name, call or subscript; `!=` is not one.
        let found = try Self.findings(matching: #"[A-Za-z0-9_\)\]]![^=]|[A-Za-z0-9_\)\]]!$"#)
            .filter { Self.forceUnwrapAllowList[$0.file] == nil }
        #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test func theAllowListNamesOnlyFilesThatStillNeedIt() throws {
        let files = Set(try Self.findings(matching: #"[A-Za-z0-9_\)\]]![^=]|[A-Za-z0-9_\)\]]!$"#).map(\.file))
        #expect(Set(Self.forceUnwrapAllowList.keys).subtracting(files).isEmpty)
    }
}
