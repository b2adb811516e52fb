import Foundation
import Testing

import LayoutMath

/// Inner-loop cost of the fast path. Only meaningful in release builds, so it runs on request:
/// `LAYOUTMATH_BENCHMARK=1 swift test -c release --filter RationalBenchmark`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LAYOUTMATH_BENCHMARK"] != nil))
struct RationalBenchmarkTests {
    /// Generous budget: a regression to allocating or to BigInt on small values costs 10–100×.
    let budgetNanoseconds = 40.0

    private func nanosecondsPerOperation(_ values: [Rational], _ operation: (Rational, Rational) -> Rational) -> Double {
        let rounds = 2_000_000
        var accumulator = Rational.zero
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for round in 0..<rounds {
                let result = operation(values[round & 1023], values[(round &+ 511) & 1023])
                // Depend on the result so the loop cannot be optimised away.
                if result.signum > 0 { accumulator = result }
            }
        }
        #expect(accumulator != Rational(-1))
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return seconds * 1e9 / Double(rounds)
    }

    @Test func smallIntegerAndFractionArithmetic() {
        let integers = (0..<1024).map { Rational($0 % 601 - 300) }
        let fractions = (0..<1024).map { Rational($0 % 97 - 48, $0 % 12 + 1) }
        let results = [
            ("add integers", nanosecondsPerOperation(integers, +)),
            ("mul integers", nanosecondsPerOperation(integers, *)),
            ("add fractions", nanosecondsPerOperation(fractions, +)),
            ("mul fractions", nanosecondsPerOperation(fractions, *)),
            ("compare fractions", nanosecondsPerOperation(fractions) { $0 < $1 ? $0 : $1 }),
        ]
        for (name, nanoseconds) in results {
            print("Rational benchmark: \(name): \(String(format: "%.1f", nanoseconds)) ns/op")
            #expect(nanoseconds < budgetNanoseconds, "\(name)")
        }
    }
}
