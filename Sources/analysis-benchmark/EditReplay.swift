import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import Foundation

/// `analysis-benchmark FILE --edits EDITS.txt`: replays the edit list `kiwi_edits.py` writes
/// (`constant cK V`, `priority cK P`, `deactivate cK`, `activate cK`) on the incremental engine,
/// each edit followed by the verdict (satisfiable, the solved frames of what moved, how many free
/// motions the layout has and the first three named by the unknowns they move; for a refused edit, a minimal conflict with its arithmetic and
/// fixes verified on the kept layout), and prints one JSON object with the per-edit times — more
/// than kiwisolver does with `updateVariables()`, which cannot tell a determined layout from one of
/// many, nor say why it refuses an edit. `--no-explain` leaves refused edits unexplained (to
/// measure what the explanation costs).
enum EditReplay {
    static func changes(_ line: Substring) -> [LayoutChange]? {
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { return nil }
        let id = String(parts[1])
        switch (parts[0], parts.count > 2 ? LayoutNumber(parsing: parts[2]) : nil) {
        case ("constant", let value?): return [.setConstant(constraintID: id, constant: value)]
        case ("priority", let value?): return [.setPriority(constraintID: id, priority: Priority(value.value))]
        case ("deactivate", _): return [.deactivate(constraintID: id)]
        case ("activate", _): return [.activate(constraintID: id)]
        default: return nil
        }
    }

    static func run(
        file: String, system: ConstraintSystem, editsPath: String, exactness: IncrementalLayoutSolver.Exactness, explainsRefusals: Bool = true
    ) -> [String: Any]? {
        guard let text = try? String(contentsOfFile: editsPath, encoding: .utf8) else { return nil }
        let edits = text.split(separator: "\n").compactMap(changes)
        var start = ContinuousClock.now
        let engine = IncrementalLayoutSolver(system: system, exactness: exactness)
        let first = engine.update()
        let build = seconds(since: start)
        let freedom = engine.freedom()
        var times: [Double] = []
        var unsatisfiable = 0
        var movedItems = 0
        var ambiguousAfter = 0
        var mostFreeMotions = 0
        var refusals = RefusalTally()
        var describedMotions = 0
        var lastDescription = ""
        let cpuStart = userCPUSeconds()
        var refusedTimes: [Double] = []
        for edit in edits {
            let refusalsBefore = unsatisfiable
            start = ContinuousClock.now
            engine.apply(ChangeStep(changes: edit), mode: .design)
            var update = engine.update()
            if !update.isSatisfiable, let id = edit.first?.constraintID {
                // As kiwisolver does when re-adding the edited constraint fails: the edit is
                // refused and the constraint stays out, so the layout goes on satisfiable.
                unsatisfiable += 1
                if explainsRefusals { refusals.add(engine.explainRefusal(), edited: id) }
                engine.apply(ChangeStep(changes: [.deactivate(constraintID: id)]), mode: .design)
                update = engine.update()
            }
            movedItems += update.moved.count
            // The count, and the first three motions named by the unknowns they move.
            let motions = engine.freeMotions(limit: 3)
            let freeMotions = motions.count
            describedMotions += motions.described.count
            if lastDescription.isEmpty, let first = motions.described.first { lastDescription = first.description }
            let elapsed = seconds(since: start)
            times.append(elapsed)
            if refusalsBefore != unsatisfiable { refusedTimes.append(elapsed) }
            if freeMotions > 0 { ambiguousAfter += 1 }
            mostFreeMotions = max(mostFreeMotions, freeMotions)
        }
        let cpu = userCPUSeconds() - cpuStart
        // The end state against a from-scratch solve of the same layout (not timed).
        let matchesFromScratch = engine.verdict() == IncrementalLayoutSolver.verdictFromScratch(engine.system)
        let sorted = times.sorted()
        func at(_ fraction: Double, of sorted: [Double] = sorted) -> Double {
            sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
        }
        let refused = refusedTimes.sorted()
        return refusals.record(explained: explainsRefusals).merging([
            "refused_edit_median_s": at(0.5, of: refused), "refused_edit_max_s": refused.last ?? 0,
        ], uniquingKeysWith: { first, _ in first }).merging([
            "file": (file as NSString).lastPathComponent, "mode": "edits", "items": system.items.count,
            "constraints": system.constraints.count, "edits": edits.count, "build_s": build,
            "baseSatisfiable": first.isSatisfiable, "failed_edits": unsatisfiable, "rebuilds": engine.rebuildCount - 1, "base_free_directions": freedom.directions,
            "base_unconstrained": freedom.unconstrained.prefix(5).joined(separator: "; "),
            "exactness": exactness == .identical ? "identical" : "sameOptimum",
            "moved_items_per_edit": edits.isEmpty ? 0 : Double(movedItems) / Double(edits.count),
            "edits_leaving_free_motions": ambiguousAfter, "most_free_motions": mostFreeMotions,
            "free_motions_described": describedMotions, "first_motion_described": lastDescription,
            // Against a kept layout built afresh on the final constraints (not timed); the tests
            // compare the count with a from-scratch solve's motions after every step.
            "end_free_motions": engine.freeMotionCount(),
            "end_free_motions_match_fresh_build": engine.freeMotionCount() == IncrementalLayoutSolver(system: engine.system).freeMotionCount(),
            "edits_user_cpu_s": cpu, "edits_total_s": times.reduce(0, +), "end_matches_from_scratch": matchesFromScratch,
            "edit_median_s": at(0.5), "edit_p90_s": at(0.9), "edit_max_s": sorted.last ?? 0,
        ], uniquingKeysWith: { first, _ in first })
    }

    static func userCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

/// What the explanations of refused edits found, for the benchmark's JSON.
struct RefusalTally {
    var explained = 0
    var unexplained = 0
    var editedInConflict = 0
    var conflictSizes: [Int] = []
    var implicitRows = 0
    var verifiedFixes = 0
    var fixKinds: [String: Int] = [:]
    var rejectedFixes = 0
    var untriedFixes = 0

    mutating func add(_ refusal: RefusedEdit?, edited: String) {
        guard let refusal else {
            unexplained += 1
            return
        }
        explained += 1
        if refusal.editedConstraintIDs.contains(edited) { editedInConflict += 1 }
        conflictSizes.append(refusal.conflict.constraintIDs.count)
        implicitRows += refusal.conflict.implicit.count
        verifiedFixes += refusal.fixes.count
        for fix in refusal.fixes { fixKinds[fix.kind.rawValue, default: 0] += 1 }
        rejectedFixes += refusal.rejectedFixCount
        untriedFixes += refusal.untriedFixCount
    }

    func record(explained isOn: Bool) -> [String: Any] {
        let sizes = conflictSizes.sorted()
        return [
            "refusals_explained": isOn ? explained : "off", "refusals_unexplained": unexplained,
            "refusals_edit_in_conflict": editedInConflict,
            "conflict_constraints_median": sizes.isEmpty ? 0 : sizes[sizes.count / 2], "conflict_constraints_max": sizes.last ?? 0,
            "conflict_implicit_rows": implicitRows, "fixes_verified": verifiedFixes, "fixes_by_kind": fixKinds,
            "fixes_rejected": rejectedFixes, "fixes_untried": untriedFixes,
        ]
    }
}
