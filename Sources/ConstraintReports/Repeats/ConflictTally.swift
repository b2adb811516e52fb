import ConstraintAnalysis
import ConstraintModel

/// Counts the systems of a live stream by `SystemFingerprint`, so that follow mode analyses
/// and shows each distinct conflict once and only counts its repeats. At most `capacity`
/// distinct systems are remembered (the oldest are forgotten first), so memory stays bounded
/// however long the stream runs.
public struct ConflictTally: Sendable {
    public struct Entry: Sendable {
        /// 1-based, in order of first appearance.
        public var number: Int
        public var fingerprint: String
        public var occurrences: Int
    }

    public let capacity: Int
    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    private var orderStart = 0
    public private(set) var distinctCount = 0
    public private(set) var totalCount = 0

    public init(capacity: Int = 10_000) {
        self.capacity = max(1, capacity)
    }

    /// Records one system; `isNew` when it was not seen before (or was forgotten).
    public mutating func record(_ system: ConstraintSystem) -> (entry: Entry, isNew: Bool) {
        let identity = SystemFingerprint(system)
        totalCount += 1
        if var entry = entries[identity.key] {
            entry.occurrences += 1
            entries[identity.key] = entry
            return (entry, false)
        }
        distinctCount += 1
        let entry = Entry(number: distinctCount, fingerprint: identity.fingerprint, occurrences: 1)
        entries[identity.key] = entry
        order.append(identity.key)
        if entries.count > capacity {
            entries[order[orderStart]] = nil
            orderStart += 1
            if orderStart > capacity {
                order.removeFirst(orderStart)
                orderStart = 0
            }
        }
        return (entry, true)
    }

    /// The remembered systems seen more than once, most frequent first.
    public var repeated: [Entry] {
        entries.values.filter { $0.occurrences > 1 }.sorted { ($1.occurrences, $0.number) < ($0.occurrences, $1.number) }
    }
}
