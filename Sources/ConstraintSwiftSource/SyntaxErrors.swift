import ConstraintModel
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// What the Swift compiler would say about a file that does not parse, located as Xcode prints
/// it (`Sources/Login.swift:12:5: expected '}' to end class`). swift-syntax's parser recovers
/// from errors, so the rest of the file is still read; these say where the reading may be
/// incomplete. A file that parses cleanly costs nothing here (`hasError` is kept in the tree).
enum SyntaxErrors {
    static func diagnostics(in file: SourceFileIndex) -> [ConstraintModel.Diagnostic] {
        guard file.tree.hasError else { return [] }
        guard !generatorWouldTrap(file.tree) else { return plainDiagnostics(in: file) }
        return ParseDiagnosticsGenerator.diagnostics(for: file.tree).map { found in
            let location = found.location(converter: file.converter)
            let severity: Severity =
                switch found.diagMessage.severity {
                case .error: .error
                case .warning: .warning
                case .note, .remark: .note
                }
            return diagnostic(severity, at: location, found.message, in: file)
        }
    }

    /// swift-syntax's diagnostics generator stops the process (a `FixIt` with no change) on an
    /// `=` the lexer flags for unequal whitespace when its fix-it check finds a space on both
    /// sides, as after an identifier of invalid UTF-8 (found by `FuzzSwiftSource`). Such a file
    /// is reported without the generator.
    private static func generatorWouldTrap(_ tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .all).contains { token in
            guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
            let before = token.previousToken(viewMode: .all)?.trailingTrivia.contains { $0.isSpaceOrTab } ?? false
            return before && token.trailingTrivia.contains { $0.isSpaceOrTab }
        }
    }

    /// One message per token the parser flagged or had to invent, in file order.
    private static func plainDiagnostics(in file: SourceFileIndex) -> [ConstraintModel.Diagnostic] {
        file.tree.tokens(viewMode: .all).compactMap { token in
            if token.presence == .missing {
                let location = file.converter.location(for: token.positionAfterSkippingLeadingTrivia)
                return diagnostic(.error, at: location, "expected '\(token.text)'", in: file)
            }
            guard let flagged = token.tokenDiagnostic else { return nil }
            let location = file.converter.location(for: token.positionAfterSkippingLeadingTrivia)
            let message = flagged.kind == .equalMustHaveConsistentWhitespaceOnBothSides
                ? "'=' must have consistent whitespace on both sides" : "this text does not read as Swift"
            return diagnostic(flagged.severity == .error ? .error : .warning, at: location, message, in: file)
        }
    }

    private static func diagnostic(
        _ severity: Severity, at location: SourceLocation, _ message: String, in file: SourceFileIndex
    ) -> ConstraintModel.Diagnostic {
        ConstraintModel.Diagnostic(
            severity: severity, line: location.line, column: location.column,
            message: "\(file.path):\(location.line):\(location.column): \(message)", code: "swift-syntax-error", file: file.path)
    }
}
