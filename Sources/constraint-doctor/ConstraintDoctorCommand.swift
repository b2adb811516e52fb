import ArgumentParser
import ConstraintDoctor
import Foundation

@main
struct ConstraintDoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: ToolInfo.name,
        abstract: "Explain Auto Layout constraint conflicts from console logs and equation sets.",
        discussion: CommandHelp.discussion,
        version: ToolInfo.version)

    @Argument(help: ArgumentHelp("Console logs, equation sets, Swift sources or folders to read; - or none reads standard input.", valueName: "file"))
    var files: [String] = []

    @Option(help: ArgumentHelp("text to read in a terminal; json for tools (Docs/json-report.md); dot or svg to draw a system (Docs/diagrams.md).", valueName: "format"))
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("What the input is; auto takes .swift files as Swift source and tells a console log from an equation set by its text.", valueName: "kind"))
    var input: InputFormatHint = .auto

    @Option(help: ArgumentHelp("Colour the text report: auto colours a terminal unless NO_COLOR is set or TERM=dumb.", valueName: "when"))
    var color: ColorChoice = .auto

    @OptionGroup(title: "Analysis options")
    var analysis: AnalysisOptionGroup

    @OptionGroup(title: "Diagrams")
    var diagrams: DiagramOptions

    func run() throws {
        try diagrams.check(with: format)
        let analysisOptions = try analysis.analysisOptions()
        let report = Report(inputs: readInputs(), analysis: analysisOptions)
        for notice in report.notices { StandardStreams.writeError(notice) }
        var status = report.exitStatus
        if diagrams.output != nil {
            status = try DiagramOutput.writeFolder(report, options: diagrams, status: status)
        } else {
            let colored = color.usesColor(
                destinationIsTerminal: StandardStreams.outputIsTerminal, environment: ProcessInfo.processInfo.environment)
            StandardStreams.writeOutput(try format.render(report, colored: colored, diagrams: diagrams))
        }
        if status != .nothingWrong { throw ExitCode(status.rawValue) }
    }

    private func readInputs() -> [ReportInput] {
        let paths = files.isEmpty ? ["-"] : files
        // Standard input can be read only once; naming `-` twice reports the same text twice.
        var standardInput: Data?
        return paths.flatMap { path in
            guard path == "-" else { return InputLoader.load(path: path, hint: input, readers: Readers.all) }
            if standardInput == nil {
                if StandardStreams.inputIsTerminal { StandardStreams.writePrompt("Paste the log, then press Ctrl-D") }
                standardInput = StandardStreams.readInput()
            }
            return [InputLoader.standardInput(standardInput ?? Data(), hint: input, readers: Readers.all)]
        }
    }
}
