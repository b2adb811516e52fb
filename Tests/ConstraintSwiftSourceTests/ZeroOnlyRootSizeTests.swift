import ConstraintAnalysis
import ConstraintModel
import ConstraintSwiftSource
import TestSupport
import Testing

/// A collection view cell gets its size from the layout. When the constraints allow its root only
/// a size of 0 — an image view left with its autoresizing mask on (a 0 × 0 frame) and sized as a
/// fraction of the cell — that zero is no size a host gives: at the size the cell does get, UIKit
/// logs the conflict. Before, 0 × 0 was taken as the constraints' own answer and the verdict read
/// "fully determined" (v23 of the fifth round of real files). The oracle checks both halves: the
/// required rows leave the root only 0, and at the host's size they cannot all hold.
struct ZeroOnlyRootSizeTests {
    static let cell = """
        import UIKit
        class PinCell: UICollectionViewCell {
            let picture = UIImageView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(picture)
                picture.topAnchor.constraint(equalTo: topAnchor).isActive = true
                picture.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                picture.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 9/10).isActive = true
                picture.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 4/5).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    /// The same cell with the mask off: its root's size is open, and the host gives it.
    static let maskOffCell = cell.replacingOccurrences(
        of: "addSubview(picture)\n", with: "addSubview(picture)\n        picture.translatesAutoresizingMaskIntoConstraints = false\n")

    @Test func onlyZeroFitsTheRequiredRowsAndTheHostsSizeDoesNot() throws {
        let system = try StackDistributionTests.read(Self.cell)
        let root = try #require(system.items.first { $0.isRoot }).id
        let lowering = OracleLowering(system)
        // Only the mask's positions (measured in the superview) are left out; its sizes are lowered.
        #expect(lowering.refused.values.allSatisfy { $0.contains("autoresizing") })
        let width = try #require(lowering.variables.existingIndex(of: "\(root).width"))
        let height = try #require(lowering.variables.existingIndex(of: "\(root).height"))
        let widthRange = try #require(FourierMotzkinOracle.range(of: [width: 1], over: lowering.requiredRows))
        #expect(widthRange.lower == OracleFraction(0) && widthRange.upper == OracleFraction(0))
        let heightRange = try #require(FourierMotzkinOracle.range(of: [height: 1], over: lowering.requiredRows))
        #expect(heightRange.lower == OracleFraction(0) && heightRange.upper == OracleFraction(0))
        // At any width a host gives (the analysis's default, 390), the rows conflict.
        let atHostWidth = lowering.requiredRows + [OracleRow([width: 1], .eq, 390)]
        #expect(!FourierMotzkinOracle.isFeasible(atHostWidth))
    }

    @Test func theVerdictIsTheMaskConflictAtTheHostsSize() throws {
        let system = try StackDistributionTests.read(Self.cell)
        let diagnosis = Analyzer().analyze(system)
        #expect(!diagnosis.conflicts.isEmpty, "\(diagnosis.verdict.headline)")
        // Each conflict sets the cell's assumed size against the image view's autoresizing frame.
        let masks = Set(system.constraints.filter { $0.origin == .autoresizingMask }.map(\.id))
        for conflict in diagnosis.conflicts {
            #expect(conflict.implicit.contains { $0.kind == "assumption" })
            #expect(conflict.constraintIDs.contains(where: masks.contains))
        }
        let note = try #require(diagnosis.notes.first { $0.code == "host-size" })
        #expect(note.message.contains("only at 0"))
    }

    /// A bar collapsed by the developer's own `height == 0` (a state opens it later) holds the
    /// cell at 0 tall on purpose: that zero is theirs, not the mask's, and no conflict is made of it.
    @Test func aZeroTheDevelopersConstantsMakeStaysTheirs() throws {
        let system = try StackDistributionTests.read("""
            import UIKit
            class BarCell: UICollectionViewCell {
                let bar = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(bar)
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        bar.topAnchor.constraint(equalTo: contentView.topAnchor),
                        bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                        bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                        bar.heightAnchor.constraint(equalToConstant: 0),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let root = try #require(system.items.first { $0.isRoot }).id
        let lowering = OracleLowering(system)
        let height = try #require(lowering.variables.existingIndex(of: "\(root).height"))
        let range = try #require(FourierMotzkinOracle.range(of: [height: 1], over: lowering.requiredRows))
        #expect(range.lower == OracleFraction(0) && range.upper == OracleFraction(0))
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.conflicts.isEmpty, "\(diagnosis.verdict.headline)")
        // Only the width, which nothing decides, is the host's.
        let note = try #require(diagnosis.notes.first { $0.code == "host-size" })
        #expect(note.message.hasPrefix("nothing in the input gives") && note.message.contains("width 390") && !note.message.contains("height"))
    }

    @Test func aMaskOffCellIsSizedByItsHostAsBefore() throws {
        let system = try StackDistributionTests.read(Self.maskOffCell)
        #expect(!system.constraints.contains { $0.origin == .autoresizingMask })
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.conflicts.isEmpty && diagnosis.ambiguities.isEmpty, "\(diagnosis.verdict.headline)")
        let note = try #require(diagnosis.notes.first { $0.code == "host-size" })
        #expect(note.message.hasPrefix("nothing in the input gives"))
    }
}
