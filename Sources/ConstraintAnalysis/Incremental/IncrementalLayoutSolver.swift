import ConstraintModel
import LayoutMath

/// A layout kept solved across changes: each step is applied (with UIKit's rules) and the layout
/// re-solved, reusing every independent component the change did not reach.
///
/// The solver splits a layout into components that share no unknown once the required equalities
/// are eliminated; a component's result (feasibility with its Farkas certificate, optimum, level
/// optima, free directions) depends only on its rows, and is kept across changes keyed by them.
/// A change therefore pays the lowering and elimination of the layout, then solves only the
/// components whose rows it altered. The results are by construction those of a from-scratch
/// solve; tests compare the two on every Corpus system and on random change sequences.
public final class IncrementalLayoutSolver {
    public private(set) var system: ConstraintSystem
    let options: AnalysisOptions
    private let cache = ComponentCache()
    private var solved: (problem: LayoutProblem, result: SolveResult)?

    public init(system: ConstraintSystem, options: AnalysisOptions = AnalysisOptions()) {
        self.system = system
        self.options = options
    }

    /// Applies one step (as UIKit runs it) and returns UIKit's objections to it.
    @discardableResult
    public func apply(_ step: ChangeStep, mode: ChangeMode = .runtime) -> [Diagnostic] {
        let diagnostics = ChangeApplier.apply(step, to: &system, mode: mode)
        solved = nil
        return diagnostics
    }

    /// The verdict of the current layout: whether the required constraints hold and, when they
    /// do, the frames the priorities choose.
    public func verdict() -> LayoutVerdict {
        let (problem, result) = solve()
        guard result.isFeasible else { return LayoutVerdict(isSatisfiable: false, frames: [:]) }
        return LayoutVerdict(isSatisfiable: true, frames: Self.frames(problem: problem, values: result.values))
    }

    /// Only whether the required constraints can all hold (what decides a log after a step).
    public func isSatisfiable() -> Bool {
        let problem = LayoutProblem(system: system, options: options, cache: cache)
        return LayoutSolver.solve(problem, full: false).isFeasible
    }

    private func solve() -> (LayoutProblem, SolveResult) {
        if let solved { return solved }
        let problem = LayoutProblem(system: system, options: options, cache: cache)
        let result = LayoutSolver.solve(problem, full: true)
        solved = (problem, result)
        return (problem, result)
    }

    /// The same verdict from scratch, with nothing kept: what the incremental one must equal.
    public static func verdictFromScratch(_ system: ConstraintSystem, options: AnalysisOptions = AnalysisOptions()) -> LayoutVerdict {
        let problem = LayoutProblem(system: system, options: options)
        let result = LayoutSolver.solve(problem, full: true)
        guard result.isFeasible else { return LayoutVerdict(isSatisfiable: false, frames: [:]) }
        return LayoutVerdict(isSatisfiable: true, frames: frames(problem: problem, values: result.values))
    }

    static func frames(problem: LayoutProblem, values: [Rational]) -> [String: SolvedFrame] {
        var frames: [String: SolvedFrame] = [:]
        for (index, item) in problem.system.items.enumerated() {
            func value(_ axis: Axis, _ role: VariableRole) -> Rational? {
                problem.existingVariable(VariableKey(item: index, axis: axis, role: role)).map { values[$0] }
            }
            frames[item.id] = SolvedFrame(
                x: value(.horizontal, .position), y: value(.vertical, .position), width: value(.horizontal, .size),
                height: value(.vertical, .size))
        }
        return frames
    }
}

/// Whether a layout's required constraints hold, and its solved frames when they do.
public struct LayoutVerdict: Sendable, Hashable {
    public var isSatisfiable: Bool
    public var frames: [String: SolvedFrame]
}
