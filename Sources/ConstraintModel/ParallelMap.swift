import Dispatch

/// `elements.map(transform)`, made on all cores, in the order of `elements`. For work whose
/// parts share nothing they write (reading one file, analysing one system): the parts then run
/// in any order and the result is the same as a plain `map`.
public enum ParallelMap {
    public static func map<Element, Result>(_ elements: [Element], _ transform: (Element) -> Result) -> [Result] {
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
