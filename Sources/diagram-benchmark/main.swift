import ConstraintDoctor
import Foundation

// Times the DOT text of each system's diagrams, apart from reading and analysing the input
// (each done once and reported on its own line): best of five runs per axis, as drawn by
// default (a summary above the limits) and drawn in full with the limits lifted. Run from the
// package root:
//
//     swift build -c release --product diagram-benchmark
//     python3 ../shared/bench/gen.py dag 10000 -o /tmp/dag10k.constraints
//     .build/release/diagram-benchmark /tmp/dag10k.constraints

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func best(of runs: Int, _ body: () -> Void) -> Double {
    (0..<runs).map { _ in seconds(body) }.min()!
}

let unlimited = ConstraintDiagram.Limits(
    maximumItems: .max, maximumConstraints: .max, maximumLayoutSpan: .max, maximumGroups: .max)
let paths = CommandLine.arguments.dropFirst()
if paths.isEmpty {
    print("usage: diagram-benchmark FILE…")
    exit(64)
}
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        print("cannot read \(path)")
        exit(2)
    }
    let text = String(decoding: data, as: UTF8.self)
    var systems: [ConstraintSystem] = []
    let readTime = seconds { systems = ReportInput.reading(text, file: path).systems }
    print("\(path): read in \(String(format: "%.3f", readTime)) s, \(systems.count) system(s)")
    for (number, system) in systems.enumerated() {
        var diagnosis: Diagnosis?
        let analysisTime = seconds { diagnosis = Analyzer().analyze(system) }
        print("  system \(number + 1): \(system.items.count) items, \(system.constraints.count) constraints, analysed in \(String(format: "%.3f", analysisTime)) s")
        for axis in Axis.allCases {
            for (name, limits) in [("default", ConstraintDiagram.Limits.standard), ("in full", unlimited)] {
                var dot = ""
                var isSummary = false
                let time = best(of: 5) {
                    let diagram = ConstraintDiagram(system: system, diagnosis: diagnosis!, axis: axis, limits: limits)
                    isSummary = diagram.isSummary
                    dot = diagram.graph.render()
                }
                let kind = isSummary ? "summary" : "full diagram"
                print("    \(axis.rawValue), \(name): \(kind), \(dot.utf8.count) bytes of DOT in \(String(format: "%.3f", time)) s")
            }
        }
    }
}
