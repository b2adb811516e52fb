import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import TestSupport
import Testing

/// The gap guides of `.equalSpacing` / `.equalCentering` stacks span the stack across its axis
/// (UIKit locks them to the stack that owns them), so a toolbar whose views are all placed is
/// fully determined; and a stack that really leaves something free still is ambiguous. Both
/// are checked item by item with the independent Fourier–Motzkin oracle, which shares no code
/// with the reader or the analysis.
struct StackGapGuideTests {
    /// A toolbar 335 wide (20 in from each side of the 375-point root): three 44-point views,
    /// gaps of (335 − 3 × 44) / 2 = 101.5.
    static func toolbar(distribution: String, iconSize: String, height: String = "bar.heightAnchor.constraint(equalToConstant: 56),") -> String {
        """
        import UIKit
        final class Toolbar: UIViewController {
            let back = UIView()
            let share = UIView()
            let more = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                let bar = UIStackView(arrangedSubviews: [back, share, more])
                bar.distribution = .\(distribution)
                bar.alignment = .center
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                for icon in [back, share, more] {
                    \(iconSize)
                }
                NSLayoutConstraint.activate([
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    bar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    bar.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -34),
                    \(height)
                ])
            }
        }
        """
    }

    static let fixedIcons = """
        icon.widthAnchor.constraint(equalToConstant: 44).isActive = true
        icon.heightAnchor.constraint(equalToConstant: 44).isActive = true
        """

    static func read(_ code: String) throws -> ConstraintSystem {
        try #require(SwiftSourceReader().read([SourceFile(path: "Toolbar.swift", text: code)]).systems.first)
    }

    /// The oracle's optimal face and the lowering it came from.
    static func face(_ system: ConstraintSystem) throws -> (OracleLowering, OracleFace) {
        let lowering = OracleLowering(system)
        #expect(lowering.isComplete, "\(lowering.refused) \(lowering.systemRefusals)")
        let optional = lowering.rows.filter { !$0.isRequired }.map { (row: $0.row, priority: $0.priority) }
        return (lowering, try #require(OracleFace(required: lowering.requiredRows, optional: optional)))
    }

    /// The items with a position or size that is not one value in every optimal layout; a
    /// variable no row mentions is free.
    static func oracleFreeItems(_ system: ConstraintSystem) throws -> Set<String> {
        let (lowering, face) = try face(system)
        return Set(system.items.filter { item in
            ["x", "width", "y", "height"].contains { lowering.variables.existingIndex(of: "\(item.id).\($0)").map { !face.isDetermined($0) } ?? true }
        }.map { $0.name ?? $0.id })
    }

    @Test(arguments: ["equalSpacing", "equalCentering"])
    func aToolbarOfPlacedViewsIsFullyDetermined(distribution: String) throws {
        let system = try Self.read(Self.toolbar(distribution: distribution, iconSize: Self.fixedIcons))
        let gaps = system.items.filter { $0.className == "_UIOLAGapGuide" }
        #expect(gaps.count == 2)
        // Each guide is tied across the axis to the stack's top and bottom.
        let bar = try #require(system.items.first { $0.name == "bar" }).id
        for gap in gaps {
            let across = system.constraints.filter { $0.first.item == gap.id && $0.second?.item == bar && $0.origin == .stackView }
            #expect(Set(across.map(\.first.attribute)) == [.standard(.top), .standard(.bottom)])
            #expect(across.allSatisfy { $0.relation == .equal && $0.priority == .required && $0.identifier == nil })
        }
        #expect(try Self.oracleFreeItems(system).isEmpty)
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.verdict.headline.contains("fully determined"), "\(diagnosis.verdict.headline)")
        #expect(diagnosis.degreesOfFreedom.values.allSatisfy { $0 == 0 })
        // The oracle places share in the middle: 20 + 44 + 101.5 = 165.5 from the root's edge.
        #expect(try StackDistributionTests.oracleValue(system, item: StackDistributionTests.item("share", system)) == OracleFraction(331, 2))
    }

    /// A centred stack whose height nothing sets is as tall as its tallest view (UIKit's
    /// `UISV-canvas-fit` at 49 against the spanning boundaries), not free.
    @Test func aCentredToolbarWithoutAHeightHugsItsViews() throws {
        let system = try Self.read(Self.toolbar(distribution: "equalSpacing", iconSize: Self.fixedIcons, height: ""))
        let fit = try #require(system.constraints.first { $0.identifier == "UISV-canvas-fit" })
        #expect(fit.priority == 49 && fit.second == nil && fit.first.attribute == .standard(.height))
        #expect(try Self.oracleFreeItems(system).isEmpty)
        let (lowering, face) = try Self.face(system)
        let bar = try StackDistributionTests.item("bar", system)
        let height = try #require(lowering.variables.existingIndex(of: "\(bar).height"))
        #expect(face.isDetermined(height))
        let optimum = try #require(FourierMotzkinOracle.lexicographicOptimum(required: lowering.requiredRows, levels: lowering.optionalLevels))
        #expect(FourierMotzkinOracle.range(of: [height: 1], over: optimum).map { $0.lower == 44 && $0.upper == 44 } == true)
        #expect(Analyzer().analyze(system).verdict.headline.contains("fully determined"))
    }

    @Test func aToolbarWhoseViewsHaveNoHeightStaysAmbiguous() throws {
        let system = try Self.read(Self.toolbar(distribution: "equalSpacing", iconSize: "icon.widthAnchor.constraint(equalToConstant: 44).isActive = true"))
        // Plain views with no height: their heights (and so their tops) are free, nothing else.
        #expect(try Self.oracleFreeItems(system) == ["back", "share", "more"])
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.degreesOfFreedom[.vertical] == 3 && diagnosis.degreesOfFreedom[.horizontal] == 0)
        let (lowering, face) = try Self.face(system)
        let vertical = system.items.flatMap { item in ["y", "height"].compactMap { lowering.variables.existingIndex(of: "\(item.id).\($0)") } }
        #expect(face.projectedDimension(onto: vertical) == 3)
    }
}
