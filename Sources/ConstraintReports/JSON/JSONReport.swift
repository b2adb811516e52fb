import Foundation

/// The machine-readable report. Key names are a stable contract (`Docs/json-report.md`); the
/// output is byte-identical for the same input: sorted keys, no escaped slashes, numbers as
/// JSON numbers, a trailing newline.
public enum JSONReport {
    public static let schemaVersion = 1

    public static func document(for report: Report) -> JSONReportDocument {
        JSONReportDocument(
            schemaVersion: schemaVersion,
            tool: .init(name: ToolInfo.name, version: ToolInfo.version),
            exitCode: report.exitStatus.rawValue,
            inputs: report.inputs.enumerated().map { index, input in
                JSONReportDocument.Input(
                    file: input.file, reader: input.reader?.rawValue, error: input.unopenedReason,
                    diagnostics: input.diagnostics.map(JSONDiagnostic.init),
                    systemNumbers: report.systems(ofInputAt: index).map(\.number))
            },
            systems: report.systems.map { system($0, file: report.inputs[safeIndex: $0.inputIndex]?.file) })
    }

    public static func render(_ report: Report) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(document(for: report))
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func system(_ report: SystemReport, file: String? = nil) -> JSONSystem {
        let system = report.system
        let read = JSONSystemRecord(
            number: report.number,
            source: .init(file: system.source.file, firstLine: system.source.firstLine, lastLine: system.source.lastLine, process: system.source.process),
            platform: system.platform.rawValue, format: system.format.rawValue, kind: ModelWording.systemKind(system),
            isComplete: system.isComplete, layoutDirection: system.layoutDirection.rawValue,
            items: system.items.map(JSONItem.init),
            constraints: system.constraints.map { JSONConstraint($0, in: system) },
            brokenConstraint: system.brokenConstraint,
            diagnostics: system.diagnostics.map(JSONDiagnostic.init),
            occurrences: report.occurrences, fingerprint: report.fingerprint)
        let analysis = report.diagnosis.map { JSONAnalysis($0, system: system, verdicts: report.certificateVerdicts) }
        var json = JSONSystem(read: read, analysis: analysis, changes: report.diagnosis.map { JSONChanges(report, diagnosis: $0) })
        json.interfaceBuilder = JSONInterfaceBuilderKeys(report, file: file ?? system.source.file)
        json.textSizes = report.textSizeDependence.map { JSONTextSizeKeys(textSizeDependence: JSONTextSizeDependence($0)) }
        return json
    }
}

extension Array {
    fileprivate subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
