import ArgumentParser
import ConstraintDoctor

/// The options that steer the analysis. Kept in their own group so that other options (output
/// formats, axes, systems) can be added to the command without touching these.
struct AnalysisOptionGroup: ParsableArguments {
    @Option(
        name: .customLong("param"),
        help: ArgumentHelp(
            "A value the input does not give, e.g. margin=16, margin.left=20, margin.View2=0, baseline=4, safeArea.top=47, systemSpacing=8, root=390x844 (the size a host gives a root the constraints leave unsized; default 390x844, 480x270 for an AppKit view read from Swift; for a table view cell, a fixed row height instead of its fitting height), IntrinsicHeight=21 or Label.IntrinsicHeight=21 (a named constant of an equation set) (repeatable).",
            valueName: "name=value"))
    var parameters: [String] = []

    @Flag(name: .customLong("rtl"), help: "Lay leading and trailing out right to left.")
    var rightToLeft = false

    @Option(name: .customLong("max-conflicts"), help: ArgumentHelp("Stop the search for minimal conflicts after this many per system.", valueName: "n"))
    var maximumConflicts = AnalysisOptions().maximumConflicts

    @Option(
        name: .customLong("time-budget"),
        help: ArgumentHelp("CPU seconds each system's whole analysis may take (conflicts, fixes, ambiguity), at most 86400; counted on the thread that analyses it, so a busy machine gives the same report, later.", valueName: "seconds"))
    var timeBudget = AnalysisOptions().enumerationSeconds

    func validate() throws {
        _ = try analysisOptions()
    }

    /// The options the library analyses with; a bad value is a usage error with the library's
    /// own message.
    func analysisOptions() throws -> AnalysisOptions {
        var options = AnalysisOptions()
        for assignment in parameters {
            if let problem = options.parameters.apply(assignment) { throw ValidationError("--param: \(problem)") }
        }
        if rightToLeft { options.layoutDirection = .rightToLeft }
        guard maximumConflicts >= 1 else { throw ValidationError("--max-conflicts must be at least 1, got \(maximumConflicts)") }
        options.maximumConflicts = maximumConflicts
        guard timeBudget > 0, timeBudget <= TimeBudget.longestSeconds else {
            throw ValidationError(
                "--time-budget must be a positive number of seconds, at most \(Int(TimeBudget.longestSeconds)), got \(timeBudget)")
        }
        options.enumerationSeconds = timeBudget
        return options
    }
}

/// `--what-if`: quick experiments on any input (Docs/states.md).
struct WhatIfOptionGroup: ParsableArguments {
    @Option(
        name: .customLong("what-if"),
        help: ArgumentHelp(
            "Analyse the layout after a change: 'c3 priority 999', 'deactivate c5', 'c2 constant 20', 'c4 relation >=', 'root 390x844', 'hide Detail' (repeatable; ; separates steps).",
            valueName: "change"))
    var changes: [String] = []
}
