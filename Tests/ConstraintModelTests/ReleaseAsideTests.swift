import ConstraintModel
import Foundation
import Testing

/// `ReleaseAside` frees what it is handed, once, and not on the caller's thread: the point of it
/// is that a large analysis's teardown does not hold up the caller.
@Suite struct ReleaseAsideTests {
    @Test func valueIsFreedOnceOnAnotherThread() {
        let record = DeinitRecord()
        let caller = pthread_self()
        do {
            let tracked = Tracked(record)
            ReleaseAside.release(consume tracked)
        }
        #expect(record.freed.wait(timeout: .now() + 10) == .success, "the value was never freed")
        #expect(record.count == 1)
        #expect(record.thread.map { pthread_equal($0, caller) == 0 } == true, "freed on the caller's thread")
    }

    /// Values inside a value (an array of objects, as rows hold vectors) are freed with it.
    @Test func containedValuesAreFreedToo() {
        let record = DeinitRecord()
        do {
            let many = (0..<100).map { _ in Tracked(record) }
            ReleaseAside.release(consume many)
        }
        for _ in 0..<100 { #expect(record.freed.wait(timeout: .now() + 10) == .success) }
        #expect(record.count == 100)
    }
}

private final class Tracked {
    let record: DeinitRecord
    init(_ record: DeinitRecord) { self.record = record }
    deinit { record.note() }
}

/// What the deinitialisers saw, from whichever thread ran them.
private final class DeinitRecord: @unchecked Sendable {
    let freed = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var notes = 0
    private var lastThread: pthread_t?

    func note() {
        lock.withLock {
            notes += 1
            lastThread = pthread_self()
        }
        freed.signal()
    }

    var count: Int { lock.withLock { notes } }
    var thread: pthread_t? { lock.withLock { lastThread } }
}
