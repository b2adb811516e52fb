/// What the framework's own recovery does: it keeps the constraint it broke at priority 1100.
public struct EngineRecoverySection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        guard let recovery = report.diagnosis?.engineRecovery else { return [] }
        let framework = AnalysisWording(system: report.system).framework
        return [styler.apply(.sectionTitle, to: "What \(framework) did")] + AnalysisWording.wrapped(AnalysisWording.sentence(recovery.description), prefix: "  ")
    }
}
