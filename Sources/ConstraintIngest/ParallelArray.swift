import Dispatch

/// An array whose elements are made independently of each other, made in parts on all cores when
/// it is large. Element `i` is `element(i)` either way.
enum ParallelArray {
    /// Below this many elements per part, threads cost more than they save.
    static let partSize = 1 << 16

    static func make<Element>(count: Int, _ element: @Sendable (Int) -> Element) -> [Element] {
        let parts = (count + partSize - 1) / partSize
        guard parts > 1 else { return (0..<count).map(element) }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            let shared = SharedBuffer(base: UnsafeMutableRawPointer(buffer.baseAddress!))
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let base = shared.base.assumingMemoryBound(to: Element.self)
                // Each part initialises only its own elements.
                for index in (part * partSize)..<min(count, (part + 1) * partSize) {
                    (base + index).initialize(to: element(index))
                }
            }
            initialized = count
        }
    }
}

private struct SharedBuffer: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
}
