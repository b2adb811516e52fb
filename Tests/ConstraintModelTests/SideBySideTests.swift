import ConstraintModel
import Foundation
import Testing

/// `SideBySide` gives the results a plain sequence of the two calls gives, and on two threads
/// really runs both (each exactly once).
@Suite struct SideBySideTests {
    @Test(arguments: [false, true])
    func bothResultsAsInSequence(inParallel: Bool) {
        let values = Array(0..<50_000)
        let (sum, text) = SideBySide.run({ values.reduce(0, +) }, { values.prefix(3).map(String.init).joined(separator: ",") }, inParallel: inParallel)
        #expect(sum == 50_000 * 49_999 / 2)
        #expect(text == "0,1,2")
    }

    @Test func eachSideRunsOnce() {
        let calls = CallCount()
        let (first, second) = SideBySide.run({ calls.add(1); return "first" }, { calls.add(10); return 2 }, inParallel: true)
        #expect(first == "first")
        #expect(second == 2)
        #expect(calls.total == 11)
    }
}

/// A count both threads add to.
private final class CallCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add(_ amount: Int) { lock.withLock { count += amount } }
    var total: Int { lock.withLock { count } }
}
