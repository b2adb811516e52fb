import ConstraintModel
import SwiftDiagnostics
import SwiftParserDiagnostics

/// What the Swift compiler would say about a file that does not parse, located as Xcode prints
/// it (`Sources/Login.swift:12:5: expected '}' to end class`). swift-syntax's parser recovers
/// from errors, so the rest of the file is still read; these say where the reading may be
/// incomplete. A file that parses cleanly costs nothing here (`hasError` is kept in the tree).
enum SyntaxErrors {
    static func diagnostics(in file: SourceFileIndex) -> [ConstraintModel.Diagnostic] {
        guard file.tree.hasError else { return [] }
        return ParseDiagnosticsGenerator.diagnostics(for: file.tree).map { found in
            let location = found.location(converter: file.converter)
            let severity: Severity =
                switch found.diagMessage.severity {
                case .error: .error
                case .warning: .warning
                case .note, .remark: .note
                }
            return ConstraintModel.Diagnostic(
                severity: severity, line: location.line, column: location.column,
                message: "\(file.path):\(location.line):\(location.column): \(found.message)", code: "swift-syntax-error",
                file: file.path)
        }
    }
}
