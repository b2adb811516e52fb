/// One section of a system's text report (heading, items, constraints, diagnostics, and later
/// the analysis' conflicts and fixes). Sections are independent: each renders its own lines
/// from the system, so a new one is added by listing it in `TextReport.systemSections`.
public protocol SystemTextSection: Sendable {
    /// The section's lines without trailing blank lines; an empty array leaves the section out.
    func lines(for report: SystemReport, styler: TextStyler) -> [String]
}
