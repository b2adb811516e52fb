import Dispatch

/// `elements.map(transform)`, made on all cores. The reader's work per file (parsing) and per
/// type (running its layout code) shares nothing it writes: the index of all files is built
/// before and only read after, so the parts can run in any order and the result keeps the
/// order of `elements`.
enum ParallelMap {
    static func map<Element, Result>(_ elements: [Element], _ transform: (Element) -> Result) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            let work = SharedWork(elements: elements, transform: transform)
            return [Result](unsafeUninitializedCapacity: elements.count) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                let results = SharedResults(base: base)
                DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                    // Each iteration initialises only its own element.
                    (results.base + index).initialize(to: work.transform(work.elements[index]))
                }
                initialized = elements.count
            }
        }
    }
}

/// The inputs, read (never written) from every thread.
private struct SharedWork<Element, Result>: @unchecked Sendable {
    let elements: [Element]
    let transform: (Element) -> Result
}

private struct SharedResults<Result>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Result>
}
