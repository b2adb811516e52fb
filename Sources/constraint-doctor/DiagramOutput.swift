import ArgumentParser
import ConstraintDoctor
import ConstraintGraphviz
import Foundation

/// Runs the diagram outputs and turns their failures into the CLI's messages and exit codes:
/// a system that does not exist is a usage error (64), Graphviz failing is exit 2.
enum DiagramOutput {
    static func dot(_ report: Report, options: DiagramOptions) throws -> String {
        try diagram(report, options: options).graph.render()
    }

    static func svg(_ report: Report, options: DiagramOptions) throws -> String {
        let dot = try dot(report, options: options)
        do {
            try GraphvizRenderer.checkPlugins()
            return try GraphvizRenderer.svg(fromDOT: dot)
        } catch {
            StandardStreams.writeError("\(error)")
            throw ExitCode(ExitStatus.unreadableInput.rawValue)
        }
    }

    private static func diagram(_ report: Report, options: DiagramOptions) throws -> ConstraintDiagram {
        do {
            return try options.request.diagram(for: report)
        } catch DiagramRequest.Failure.noSystems {
            StandardStreams.writeError(DiagramRequest.Failure.noSystems.description)
            throw ExitCode(ExitStatus.unreadableInput.rawValue)
        } catch let failure as DiagramRequest.Failure {
            throw ValidationError(failure.description)
        }
    }

    /// Writes the report folder, prints the path of its page (standard output, so that
    /// `open "$(constraint-doctor crash.log --output report)"` shows it), and returns the exit status: the report's,
    /// or 2 when Graphviz could not draw a diagram.
    static func writeFolder(_ report: Report, options: DiagramOptions, status: ExitStatus) throws -> ExitStatus {
        guard let path = options.output else { return status }
        let graphvizProblem: Error?
        do { try GraphvizRenderer.checkPlugins(); graphvizProblem = nil } catch { graphvizProblem = error }
        let folder = try ReportFolder(report: report) { dot in
            if let graphvizProblem { throw graphvizProblem }
            return try GraphvizRenderer.svg(fromDOT: dot)
        }
        do {
            try ReportFolderWriter.write(folder, to: path, replacingFiles: options.force)
        } catch let failure as ReportFolderWriter.Failure {
            switch failure {
            case .notAFolder, .notEmpty:
                throw ValidationError(failure.description)
            case .cannotCreate, .cannotWrite:
                StandardStreams.writeError(failure.description)
                throw ExitCode(ExitStatus.unreadableInput.rawValue)
            }
        }
        if let graphvizProblem {
            StandardStreams.writeError("\(graphvizProblem); the diagrams have no SVG")
        } else {
            for failure in folder.svgFailures { StandardStreams.writeError("no SVG for \(failure)") }
        }
        let page = URL(fileURLWithPath: path).appendingPathComponent(ReportFolder.pageName).standardizedFileURL.path
        try StandardStreams.writeOutput(page + "\n")
        return folder.svgFailures.isEmpty ? status : .unreadableInput
    }
}
