import ConstraintReports

/// Analysis results in the shape the engine will produce, to exercise the optional JSON keys.
enum SampleFindings {
    static let profileCell = AnalysisFindings(
        conflicts: [
            .init(
                constraintIDs: ["c5", "c6", "c7", "c4"],
                implicit: [.init(item: "item4", axis: .vertical, relation: "height ≥ 0")],
                explanation: "The stack view wraps the label, the label is at least 50 tall, and the cell is 44.3333 tall.",
                isComplete: true)
        ],
        fixes: [
            .init(action: "lowerPriority", constraintID: "c6", priority: 999, consequence: "The label keeps 50; the stack view overhangs the cell by 5.6667.")
        ],
        ambiguities: [
            .init(axis: .horizontal, items: ["item5"], kind: "size", description: "BadgeView's width is not set by any constraint.")
        ],
        degreesOfFreedom: [.horizontal: 0, .vertical: 1])
}
