import ConstraintIngest
import ConstraintModel
import Foundation
import Testing

@Suite("Equation corpus and gen.py files")
struct EquationCorpusTests {
    private func system(_ name: String) throws -> ConstraintSystem {
        EquationTesting.read(try EquationTesting.corpusFile(name), file: name)
    }

    private func item(_ name: String, _ system: ConstraintSystem) -> LayoutItem {
        EquationTesting.item(name, in: system) ?? LayoutItem(id: "missing \(name)")
    }

    @Test("every corpus file has a header and reads without a word, except bad-lines")
    func allFiles() throws {
        let names = try EquationTesting.corpusFileNames()
        #expect(names.count == 19)
        for name in names {
            let text = try EquationTesting.corpusFile(name)
            #expect(text.hasPrefix("# "), "\(name) starts with a comment header")
            #expect(text.contains("Expect"), "\(name) says what the analysis should find")
            let system = EquationTesting.read(text, file: name)
            #expect(system.source.file == name)
            #expect(!system.constraints.isEmpty, "\(name)")
            if name != "bad-lines.constraints" {
                #expect(system.diagnostics.isEmpty, "\(name): \(system.diagnostics.map { "\($0.line):\($0.column) \($0.message)" })")
            }
            #expect(Ingest.detectFormat(text) == .equations, "\(name)")
        }
    }

    @Test("expected shapes of the hand-written files")
    func shapes() throws {
        let counts: [(String, items: Int, constraints: Int)] = [
            ("guide-example.constraints", 3, 8), ("overconstrained-row.constraints", 2, 5), ("missing-leading.constraints", 3, 7),
            ("hugging-tie.constraints", 3, 5), ("intrinsic-sizes.constraints", 5, 10), ("autoresizing-conflict.constraints", 2, 7),
            ("aspect-ratio.constraints", 2, 4), ("rtl.constraints", 3, 9), ("margins-and-safe-area.constraints", 5, 8),
            ("vfl-lines.constraints", 5, 19), ("redundant-at-this-size.constraints", 2, 5), ("duplicate-constraint.constraints", 2, 5),
            ("bad-lines.constraints", 3, 8),
        ]
        for (name, items, constraints) in counts {
            let read = try system(name)
            #expect(read.items.count == items, "\(name)")
            #expect(read.constraints.count == constraints, "\(name)")
            #expect(read.items.filter(\.isRoot).map(\.name) == ["Superview"], "\(name)")
        }
    }

    @Test("details the analysis relies on")
    func details() throws {
        let guide = try system("guide-example.constraints")
        #expect(item("Superview", guide).frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(guide.constraints[6].second == nil, "0.0 * NotAnAttribute + 44.0")

        let row = try system("overconstrained-row.constraints")
        #expect(row.constraints.map(\.line) == [10, 11, 12, 13, 14])
        #expect(row.constraints[1].identifier == "BannerWidth")

        let tie = try system("hugging-tie.constraints")
        #expect(item("Title", tie).intrinsicContentSize?.horizontalHugging == 250)
        #expect(item("Value", tie).intrinsicContentSize?.horizontalHugging == 250)

        let intrinsic = try system("intrinsic-sizes.constraints")
        #expect(item("Title", intrinsic).intrinsicContentSize?.horizontalHugging == 251)
        #expect(item("Badge", intrinsic).intrinsicContentSize?.verticalCompressionResistance == 1000)
        #expect(item("Caption", intrinsic).intrinsicContentSize?.height == nil)

        let autoresizing = try system("autoresizing-conflict.constraints")
        #expect(autoresizing.constraints.filter { $0.origin == .autoresizingMask }.count == 4)
        #expect(autoresizing.constraints.contains { $0.line == 11 && $0.first.attribute == .standard(.top) })

        let aspect = try system("aspect-ratio.constraints")
        #expect(aspect.constraints.last?.multiplier.literal == "9/16")
        #expect(aspect.constraints.last?.identifier == "PhotoAspect")

        let rtl = try system("rtl.constraints")
        #expect(rtl.layoutDirection == .rightToLeft)
        #expect(rtl.platform == .iOS)

        let guides = try system("margins-and-safe-area.constraints")
        #expect(guides.constraints[4].second?.item == item("SafeArea", guides).id, "Superview.safeAreaLayoutGuide is the declared SafeArea")
        #expect(item("Margins", guides).frame == Rect(x: 16, y: 44, width: 343, height: 734))

        let duplicate = try system("duplicate-constraint.constraints")
        let (first, second) = (duplicate.constraints[0], duplicate.constraints[1])
        #expect(first.first == second.first && first.second == second.second && first.relation == second.relation)
        #expect(first.multiplier == second.multiplier && first.constant == second.constant)
        #expect(first.multiplier.literal != second.multiplier.literal, "written differently")
    }

    @Test("bad-lines: the errors its header announces, and its good lines")
    func badLines() throws {
        let text = try EquationTesting.corpusFile("bad-lines.constraints")
        let read = EquationTesting.read(text)
        // "#   20:5   unknown attribute …" lines in the header.
        let announced = EquationTesting.lines(of: text).compactMap { scalars -> String? in
            let line = String(String.UnicodeScalarView(scalars))
            guard line.hasPrefix("#   "), let position = line.dropFirst(4).split(separator: " ").first, position.contains(":") else { return nil }
            return String(position)
        }
        #expect(announced.count == 8)
        #expect(read.diagnostics.map { "\($0.line):\($0.column)" } == announced)
        #expect(read.diagnostics.allSatisfy { $0.severity == .error })
        #expect(read.constraints.map(\.line) == [19, 21, 23, 25, 28, 29, 31, 33])
    }

    /// The counts gen.py writes in its header (`# items=6 constraints=24 required=24 optional=0`).
    private func header(_ text: String) -> [String: String] {
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            for word in line.dropFirst().split(separator: " ") where word.contains("=") {
                let parts = word.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
            }
            if line.hasPrefix("# injected-lines:") { values["injected"] = line.dropFirst("# injected-lines:".count).trimmingCharacters(in: .whitespaces) }
        }
        return values
    }

    private func checkGenerated(_ text: String, label: String) {
        let read = EquationTesting.read(text)
        let values = header(text)
        #expect(read.diagnostics.isEmpty, "\(label): \(read.diagnostics.prefix(3).map(\.message))")
        #expect(read.items.count == Int(values["items"] ?? ""), "\(label)")
        #expect(read.constraints.count == Int(values["constraints"] ?? ""), "\(label)")
        #expect(read.constraints.filter(\.priority.isRequired).count == Int(values["required"] ?? ""), "\(label)")
        #expect(read.constraints.filter { !$0.priority.isRequired }.count == Int(values["optional"] ?? ""), "\(label)")
        let root = read.items.filter(\.isRoot)
        #expect(root.map(\.name) == ["Superview"], "\(label)")
        #expect(root.first?.frame == nil, "\(label): pinned by constraints, not declared")
        let pins = read.constraints.prefix(4).map { "\(read.item($0.first.item)?.name ?? "?").\($0.first.attribute) \($0.second == nil)" }
        #expect(pins == ["Superview.leading true", "Superview.top true", "Superview.width true", "Superview.height true"], "\(label)")
        for line in (values["injected"] ?? "").split(separator: " ").compactMap({ Int($0) }) {
            #expect(read.constraints.contains { $0.line == line && $0.column == 1 }, "\(label): injected line \(line)")
        }
        #expect(read.items.allSatisfy { $0.isRoot || $0.superviewID == root.first?.id }, "\(label)")
    }

    @Test("gen.py files read as they are (generated now when python3 and gen.py exist)")
    func generatedFiles() throws {
        let runs: [[String]] = [
            ["chain", "5"], ["chainn", "7", "--reverse"], ["grid", "9"], ["table", "4"], ["dag", "30"],
            ["chain", "12", "--variant", "infeasible", "-k", "2"], ["dag", "40", "--variant", "infeasible", "-k", "3", "--shuffle"],
            ["grid", "16", "--variant", "ambiguous", "-k", "2"], ["table", "6", "--variant", "infeasible", "--superview", "320x480"],
        ]
        for arguments in runs {
            guard let text = EquationTesting.generate(arguments) else { continue }
            checkGenerated(text, label: arguments.joined(separator: " "))
            #expect(Ingest.detectFormat(text) == .equations)
        }
        // Checked whether or not python3 and gen.py are here: the committed `gen.py chain 5`.
        checkGenerated(try EquationTesting.corpusFile("gen-chain-small.constraints"), label: "gen-chain-small")
    }

    @Test("the committed gen.py file: numbers as gen.py wrote them")
    func committedGenFile() throws {
        let read = try system("gen-chain-small.constraints")
        let first = read.constraints[4]
        #expect(EquationTesting.describe(first, in: read) == "V0.leading == 1 × Superview.leading + 8 @1000")
        #expect(first.multiplier.literal == "1.0" && first.constant?.literal == "8.0")
        #expect(read.constraints.last.map { EquationTesting.describe($0, in: read) } == "Superview.trailing == 1 × V4.trailing + 8 @1000")
    }

    @Test("peer console logs are told apart from equation sets", .enabled(if: EquationTesting.hasPeerLogs, "../shared/corpus/peer-logs is not there"))
    func peerLogsAreLogs() throws {
        let folder = EquationTesting.peerLogsFolder
        let logs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".log") }
        #expect(logs.count >= 20)
        for name in logs {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(Ingest.detectFormat(text) == .log, "\(name)")
        }
    }

    @Test("format detection by hand")
    func detection() {
        #expect(Ingest.detectFormat("Red.width = 100") == .equations)
        #expect(Ingest.detectFormat("# seen as <NSLayoutConstraint:0x600 UIView:0x7f.width == 100>\nRed.width = 100") == .equations)
        #expect(Ingest.detectFormat("  // Unable to simultaneously satisfy constraints.\nRed.width = 1") == .equations)
        #expect(Ingest.detectFormat("<NSLayoutConstraint:0x600001ee8820 UILabel:0x7f.width == 100>") == .log)
        #expect(Ingest.detectFormat("Constraint: 0xabc") == .log)
        #expect(Ingest.detectFormat("Unable to simultaneously satisfy constraints.") == .log)
        #expect(Ingest.detectFormat("Will attempt to recover by breaking constraint") == .log)
        #expect(Ingest.detectFormat("Red.width = 0x") == .equations)
        #expect(Ingest.detectFormat("") == .equations)
        let viaIngest = Ingest.read("root S 10x10\nRed.width = 1", file: "x")
        #expect(viaIngest.systems.first?.format == .equations)
    }
}
