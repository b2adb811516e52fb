import ConstraintModel
import Foundation

/// Findings as `path:line:column: warning: message`, the form clang prints and Xcode, editors and
/// most CI log viewers turn into links.
public enum XcodeDiagnosticsFormat {
    public static func render(_ report: Report) -> String {
        report.ciFindings.map { finding in
            let location = finding.location
            let severity = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "note"
            return "\(location.file):\(location.line):\(location.column ?? 1): \(severity): \(oneLine(finding.message)) [\(finding.ruleID)]"
        }.map { $0 + "\n" }.joined()
    }

    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}

/// GitHub Actions workflow commands (`::warning file=…,line=…,col=…,title=…::message`): each
/// finding becomes an annotation on the pull request's diff.
public enum GitHubAnnotationsFormat {
    public static func render(_ report: Report) -> String {
        report.ciFindings.map { finding in
            let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
            let location = finding.location
            var properties = "file=\(property(location.file)),line=\(location.line)"
            if let column = location.column { properties += ",col=\(column)" }
            properties += ",title=\(property(finding.ruleID))"
            return "::\(command) \(properties)::\(data(finding.message))\n"
        }.joined()
    }

    /// The escapes GitHub's runner undoes in a command's message.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Property values also escape the separators `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
