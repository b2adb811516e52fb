import ArgumentParser
import ConstraintDoctor
import Foundation
import ProcessMemory

@main
struct ConstraintDoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: ToolInfo.name,
        abstract: "Explain Auto Layout constraint conflicts from console logs and equation sets.",
        discussion: CommandHelp.discussion,
        version: ToolInfo.version)

    @Argument(help: ArgumentHelp("Console logs, equation sets, Swift sources or folders to read; - or none reads standard input.", valueName: "file"))
    var files: [String] = []

    @Option(help: ArgumentHelp("text to read in a terminal; json for tools (Docs/json-report.md); dot or svg to draw a system (Docs/diagrams.md); sarif, github or xcode for CI (Docs/interface-builder.md).", valueName: "format"))
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("What the input is; auto takes .swift files as Swift source and .storyboard and .xib files as Interface Builder files, and tells a console log from an equation set by its text.", valueName: "kind"))
    var input: InputFormatHint = .auto

    @Option(help: ArgumentHelp("Colour the text report: auto colours a terminal unless NO_COLOR is set or TERM=dumb.", valueName: "when"))
    var color: ColorChoice = .auto

    @OptionGroup(title: "Interface Builder and CI")
    var build: BuildOptions

    @OptionGroup(title: "Analysis options")
    var analysis: AnalysisOptionGroup

    @OptionGroup(title: "Changes")
    var whatIf: WhatIfOptionGroup

    @OptionGroup(title: "Diagrams")
    var diagrams: DiagramOptions

    @Flag(help: ArgumentHelp("Read one stream as it grows (a file being written, or standard input) and report each new distinct conflict at once, repeats as a counter line; a summary at the end or on Ctrl-C."))
    var follow = false

    func run() throws {
        StandardStreams.prepare()
        MemoryReuse.keepFreedMemoryForReuse()
        do {
            try runReport()
        } catch let failure as StandardStreams.Failure {
            StandardStreams.writeError(failure.description)
            throw ExitCode(ExitStatus.unreadableInput.rawValue)
        }
    }

    private func runReport() throws {
        if follow { return try runFollow() }
        try diagrams.check(with: format)
        let analysisOptions = try analysis.analysisOptions()
        let report = Report(inputs: try readInputs(), analysis: analysisOptions, whatIf: whatIf.changes)
        for notice in report.notices { StandardStreams.writeError(notice) }
        var status = build.exitStatus(for: report)
        if diagrams.output != nil {
            status = try DiagramOutput.writeFolder(report, options: diagrams, status: status)
        } else {
            let colored = color.usesColor(
                destinationIsTerminal: StandardStreams.outputIsTerminal, environment: ProcessInfo.processInfo.environment)
            try StandardStreams.writeOutput(try format.render(report, colored: colored, diagrams: diagrams))
        }
        // Everything is written: the report of a large layout holds millions of constraints,
        // rows and strings, and freeing them here would only delay the exit (`ReleaseAside`).
        ReleaseAside.release(consume report)
        if status != .nothingWrong { throw ExitCode(status.rawValue) }
    }

    private func runFollow() throws {
        guard files.count <= 1 else { throw ValidationError("--follow reads one stream: a file or - (standard input)") }
        guard format == .text || format == .json else { throw ValidationError("--follow writes text or json (JSON Lines)") }
        guard diagrams.output == nil else { throw ValidationError("--follow cannot be combined with --output") }
        let colored = color.usesColor(
            destinationIsTerminal: StandardStreams.outputIsTerminal, environment: ProcessInfo.processInfo.environment)
        let mode = FollowMode(path: files.first ?? "-", json: format == .json, colored: colored, analysis: try analysis.analysisOptions())
        let status = try mode.run()
        if status != .nothingWrong { throw ExitCode(status.rawValue) }
    }

    private func readInputs() throws -> [ReportInput] {
        let readers = Readers.registry(device: try build.deviceConfiguration())
        let paths = files.isEmpty ? ["-"] : files
        // Standard input can be read only once; naming `-` twice reports the same text twice.
        var standardInput: Data?
        return try paths.flatMap { path in
            guard path == "-" else {
                var status = stat()
                if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > StandardStreams.largestInput {
                    throw StandardStreams.Failure(description: "'\(path)' is larger than \(StandardStreams.largestInput >> 20) MB, the most one input may be")
                }
                return InputLoader.load(path: path, hint: input, readers: readers)
            }
            if standardInput == nil {
                if StandardStreams.inputIsTerminal { StandardStreams.writePrompt("Paste the log, then press Ctrl-D") }
                standardInput = try StandardStreams.readInput()
            }
            return [InputLoader.standardInput(standardInput ?? Data(), hint: input, readers: readers)]
        }
    }
}
