import ConstraintAnalysis
import ConstraintModel

/// The keys an Interface Builder scene adds to its system object (`Docs/json-report.md`): which
/// scene it is, the views whose saved frame differs from the solved one, and every finding with
/// the file, line and column of the element it is about. Left out for other inputs.
struct JSONInterfaceBuilderKeys: Encodable, Hashable, Sendable {
    struct Scene: Encodable, Hashable, Sendable {
        var id: String
        var name: String
        var device: String
        var sizeClass: String
    }

    struct Frame: Encodable, Hashable, Sendable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        init(_ rect: Rect) {
            x = rect.x.value.isFinite ? rect.x.value : 0
            y = rect.y.value.isFinite ? rect.y.value : 0
            width = rect.width.value.isFinite ? rect.width.value : 0
            height = rect.height.value.isFinite ? rect.height.value : 0
        }
    }

    struct Misplaced: Encodable, Hashable, Sendable {
        var item: String
        var savedFrame: Frame
        var solvedFrame: Frame
        /// `x 20 → 16, width 300 → 343`.
        var description: String
        @Nullable var sourceLocation: JSONSourceLocation?
    }

    struct Finding: Encodable, Hashable, Sendable {
        /// `conflict`, `ambiguity`, `content-priority`, `misplaced` or `input`.
        var kind: String
        /// `error`, `warning` or `note`.
        var severity: String
        var message: String
        var sourceLocation: JSONSourceLocation
    }

    var scene: Scene
    var misplaced: [Misplaced]
    var findings: [Finding]

    init?(_ report: SystemReport, file: String) {
        let system = report.system
        guard system.format == .interfaceBuilder, let scene = system.scene else { return nil }
        self.scene = Scene(id: scene.id, name: scene.name, device: scene.device, sizeClass: scene.sizeClass)
        misplaced = report.diagnosis.map { MisplacedViews.find(in: system, diagnosis: $0) }.map { views in
            views.map { view in
                Misplaced(
                    item: view.item, savedFrame: Frame(view.savedFrame), solvedFrame: Frame(view.solvedFrame), description: view.changes,
                    sourceLocation: system.item(view.item)?.sourceLocation.map(JSONSourceLocation.init))
            }
        } ?? []
        findings = report.ciFindings(file: file).map {
            Finding(kind: $0.kind.rawValue, severity: $0.severity.rawValue, message: $0.message, sourceLocation: JSONSourceLocation($0.location))
        }
    }
}
