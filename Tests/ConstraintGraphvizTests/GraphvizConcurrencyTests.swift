import ConstraintReports
import Dispatch
import Foundation
import Testing

@testable import ConstraintGraphviz

/// Graphviz crashes when two threads use it at once (seen with a context per thread); the
/// process-wide lock makes concurrent callers take turns. Each render is checked against its
/// own input, so a render that picked up another thread's graph would fail too.
@Suite("Renders from many threads at once")
struct GraphvizConcurrencyTests {
    /// A 12-node chain whose node names and labels are unique to `seed`.
    static func dot(seed: Int) -> String {
        let ids = (0..<12).map { DotID("s\(seed)_n\($0)")! }
        return DotGraph(
            name: DotID("g", seed),
            nodes: ids.map { DotNode($0, ["label": .text("\($0) of \(seed)")]) },
            edges: zip(ids, ids.dropFirst()).map { DotEdge(from: $0, to: $1) },
            clusters: [DotCluster(label: "cluster \(seed)", nodes: [DotNode(DotID("c", seed))])]
        ).render()
    }

    static func check(svg: String, seed: Int) throws -> Bool {
        let rendered = try RenderedSVG(svg)
        return rendered.nodes.count == 13 && rendered.edges.count == 11
            && rendered.node("s\(seed)_n0")?.labelText == "s\(seed)_n0 of \(seed)"
            && rendered.clusters.map(\.labelText) == ["cluster \(seed)"]
    }

    @Test func concurrentPerformRendersAllSucceed() {
        let iterations = 64
        let results = ResultBox(count: iterations)
        DispatchQueue.concurrentPerform(iterations: iterations) { seed in
            let outcome: Result<Bool, any Error> = Result {
                // Alternate good and bad input so error capture is exercised under contention too.
                if seed % 4 == 3 {
                    do {
                        _ = try GraphvizRenderer.svg(fromDOT: "digraph { bad\(seed) -> }")
                        return false
                    } catch GraphvizError.syntax(let message) {
                        return message == "syntax error in line 1 near '}'"
                    }
                }
                return try Self.check(svg: GraphvizRenderer.svg(fromDOT: Self.dot(seed: seed)), seed: seed)
            }
            results.set(seed, outcome)
        }
        for (seed, outcome) in results.values.enumerated() {
            switch outcome {
            case .success(let correct): #expect(correct, "render \(seed) came back wrong")
            case .failure(let error): Issue.record("render \(seed) failed: \(error)")
            case nil: Issue.record("render \(seed) never finished")
            }
        }
    }

    @Test(arguments: 0..<24)
    func parallelTestArgumentsRenderTheirOwnGraph(seed: Int) throws {
        #expect(try Self.check(svg: GraphvizRenderer.svg(fromDOT: Self.dot(seed: 1000 + seed)), seed: 1000 + seed))
    }

    @Test func concurrentTasksRenderTheirOwnGraph() async throws {
        let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
            for seed in 2000..<2032 {
                group.addTask { try Self.check(svg: GraphvizRenderer.svg(fromDOT: Self.dot(seed: seed)), seed: seed) }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.count == 32)
        #expect(outcomes.allSatisfy { $0 })
    }
}

/// Results written from `concurrentPerform`'s threads, one slot each.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Bool, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Bool, any Error>) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    var values: [Result<Bool, any Error>?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
