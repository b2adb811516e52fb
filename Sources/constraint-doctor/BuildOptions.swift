import ArgumentParser
import ConstraintDoctor
import ConstraintInterfaceBuilder

/// `--device` and `--fail-on`: how storyboards are laid out and when a CI run fails.
struct BuildOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Lay Interface Builder scenes out on this device: 'iPhone SE', 'iPhone 16 Pro Max', 'iPad', 'iPad landscape', an IB device id (retina6_12) or WxH points.", valueName: "device"))
    var device: String?

    @Option(help: ArgumentHelp("Exit 1 only when a finding of this kind exists (repeatable): conflict, ambiguity (with content-priority ties and zero-height self-sizing cells), misplaced or any.", valueName: "kind"))
    var failOn: [FailureCondition] = []

    func deviceConfiguration() throws -> IBDeviceConfiguration? {
        guard let device else { return nil }
        guard let configuration = IBDevices.configuration(named: device) else {
            let known = IBDevices.all.flatMap(\.names).prefix(8).joined(separator: "', '")
            throw ValidationError("unknown device '\(device)': give a device name ('\(known)', …), an IB device id or WxH")
        }
        return configuration
    }

    /// Without `--fail-on` the usual exit status; with it, unreadable input still exits 2, and
    /// otherwise only the named kinds of finding fail the run.
    func exitStatus(for report: Report) -> ExitStatus {
        let usual = report.exitStatus
        guard !failOn.isEmpty, usual != .unreadableInput else { return usual }
        let findings = report.ciFindings
        return failOn.contains { $0.isMet(by: findings) } ? .problemsFound : .nothingWrong
    }
}
