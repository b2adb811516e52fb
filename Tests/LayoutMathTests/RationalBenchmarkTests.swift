import Foundation
import Testing

import LayoutMath

/// Inner-loop cost of the fast path. Only meaningful in release builds, so it runs on request:
/// `LAYOUTMATH_BENCHMARK=1 swift test -c release -Xswiftc -enable-testing --filter RationalBenchmark`.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["LAYOUTMATH_BENCHMARK"] != nil))
struct RationalBenchmarkTests {
    /// Generous budget: a regression to allocating or to BigInt on small values costs 10–100×.
    let budgetNanoseconds = 40.0
    let rounds = 4_000_000
    let integers = (0..<1024).map { Rational($0 % 601 - 300) }
    let fractions = (0..<1024).map { Rational($0 % 97 - 48, $0 % 12 + 1) }

    private func measure(_ name: String, _ body: () -> Int) {
        let clock = ContinuousClock()
        var positives = 0
        let elapsed = clock.measure { positives = body() }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let nanoseconds = seconds * 1e9 / Double(rounds)
        print("Rational benchmark: \(name): \(String(format: "%.2f", nanoseconds)) ns/op")
        // Using the count keeps the loop from being optimised away.
        #expect(positives >= 0)
        #expect(nanoseconds < budgetNanoseconds, "\(name)")
    }

    @Test func addition() {
        for (name, values) in [("add integers", integers), ("add fractions", fractions)] {
            measure(name) {
                var positives = 0
                for round in 0..<rounds where (values[round & 1023] + values[(round &+ 511) & 1023]).signum > 0 {
                    positives += 1
                }
                return positives
            }
        }
    }

    @Test func multiplication() {
        for (name, values) in [("mul integers", integers), ("mul fractions", fractions)] {
            measure(name) {
                var positives = 0
                for round in 0..<rounds where (values[round & 1023] * values[(round &+ 511) & 1023]).signum > 0 {
                    positives += 1
                }
                return positives
            }
        }
    }

    @Test func comparison() {
        measure("compare fractions") {
            var smaller = 0
            for round in 0..<rounds where fractions[round & 1023] < fractions[(round &+ 511) & 1023] {
                smaller += 1
            }
            return smaller
        }
    }

    /// The simplex's row operation, row += factor · pivotRow, in place on an 8-term row with an
    /// 8-term pivot row sharing 3 indices; alternating signs add 5 terms and cancel them again.
    @Test func sparseRowUpdate() {
        let pivotRow = SparseVector(terms: (0..<8).map { ($0 * 3, fractions[$0 * 7]) }, constant: 5)
        var row = SparseVector(terms: (0..<8).map { ($0 * 2, integers[$0 * 5]) }, constant: 1)
        let updates = rounds / 16
        let clock = ContinuousClock()
        var total = 0
        let elapsed = clock.measure {
            for update in 0..<updates / 2 {
                let factor = integers[update & 1023]
                row.add(pivotRow, times: factor)
                total &+= row.count
                row.add(pivotRow, times: -factor)
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let nanoseconds = seconds * 1e9 / Double(updates)
        print("Rational benchmark: SparseVector.add, 8+8 terms: \(String(format: "%.1f", nanoseconds)) ns/op")
        #expect(total > 0)
        #expect(nanoseconds < 16 * budgetNanoseconds)
    }
}
