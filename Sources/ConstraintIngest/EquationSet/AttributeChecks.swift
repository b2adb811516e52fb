import ConstraintModel
import Dispatch

/// The attribute-rule checks of a whole equation set. Each check stands alone, so a large set is
/// checked in parts on all cores; the problems come back in constraint order either way.
enum AttributeChecks {
    /// Below this many constraints per part, threads cost more than they save.
    static let partSize = 1 << 16

    static func problems(
        of constraints: [LayoutConstraint], isRoot: @Sendable (String) -> Bool
    ) -> [Diagnostic] {
        // A buffer, not the array: the constraints are checked where they are, not copied out.
        constraints.withUnsafeBufferPointer { all in
            let parts = (all.count + partSize - 1) / partSize
            guard parts > 1 else { return problems(in: 0..<all.count, of: all, isRoot) }
            var found = [[Diagnostic]](repeating: [], count: parts)
            found.withUnsafeMutableBufferPointer { slots in
                let shared = SharedChecks(constraints: all, slots: slots)
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    let range = (part * partSize)..<min(shared.constraints.count, (part + 1) * partSize)
                    // Each part writes only its own slot.
                    shared.slots[part] = problems(in: range, of: shared.constraints, isRoot)
                }
            }
            return found.flatMap { $0 }
        }
    }

    private static func problems(
        in range: Range<Int>, of constraints: UnsafeBufferPointer<LayoutConstraint>, _ isRoot: (String) -> Bool
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for index in range {
            let found = AttributeRules.check(constraints[index], firstItemIsRoot: isRoot(constraints[index].first.item))
            if !found.isEmpty { problems += found }
        }
        return problems
    }
}

/// The constraints, read by every part, and one result slot per part.
private struct SharedChecks: @unchecked Sendable {
    let constraints: UnsafeBufferPointer<LayoutConstraint>
    let slots: UnsafeMutableBufferPointer<[Diagnostic]>
}
