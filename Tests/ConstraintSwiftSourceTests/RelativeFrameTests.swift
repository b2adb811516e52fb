import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A frame the code computes from the size of a view its host sizes — `UIView(frame:
/// CGRect(x: 10, y: 0, width: self.frame.size.width - 20, …))` in a cell's `init(frame:)`,
/// `surface.frame = bounds`, `backView.frame = …contentView.frame.size.width - 20…` in
/// `layoutSubviews()` — is that view's size, not zero: its autoresizing rows follow it. Before,
/// such a frame was taken as 0 × 0, which made a false conflict with the constraints inside it.
/// The expected frames are worked out by hand from the code below and checked on the analysis'
/// own solve.
struct RelativeFrameTests {
    static let cell = """
        import UIKit
        final class Tile: UICollectionViewCell {
            var holder = UIView()
            let caption = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                holder = UIView(frame: CGRect(x: 10, y: 0, width: self.frame.size.width - 20, height: self.frame.size.height))
                addSubview(holder)
                holder.addSubview(caption)
                caption.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    caption.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 8),
                    caption.trailingAnchor.constraint(equalTo: holder.trailingAnchor, constant: -8),
                    caption.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
                    caption.topAnchor.constraint(equalTo: holder.topAnchor),
                    caption.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aFrameFromTheCellsSizeFollowsIt() throws {
        let system = try #require(ReaderFeatureTests.read(Self.cell).first)
        let formulas = ReaderFormulas.of(system, activeOnly: true)
        #expect(formulas.contains("holder.width = contentView.width + -20"))
        #expect(formulas.contains("holder.height = contentView.height + 0"))
        #expect(formulas.contains("holder.minX = 10"))
        #expect(!system.diagnostics.contains { $0.message.contains("taken as zero") })
        // The collection view cell keeps its host's 390 × 844: holder is 370 wide at x 10, the
        // caption 370 − 16 = 354 wide, and nothing conflicts (at 0 wide it could not be ≥ 100).
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.conflicts.isEmpty)
        let ids = Dictionary(uniqueKeysWithValues: system.items.map { ($0.name ?? $0.id, $0.id) })
        let holder = try #require(diagnosis.frames[ids["holder"] ?? ""])
        #expect(holder.x == 10 && holder.width == 370 && holder.height == 844)
        let caption = try #require(diagnosis.frames[ids["caption"] ?? ""])
        #expect(caption.width == 354)
    }

    @Test func boundsOfAViewTheHostSizes() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Chart: UIView {
                let surface = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    surface.frame = bounds
                    addSubview(surface)
                    let bar = UIView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 44))
                    addSubview(bar)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        let formulas = ReaderFormulas.of(system, activeOnly: true)
        #expect(formulas.contains("surface.width = self.width + 0"))
        #expect(formulas.contains("surface.height = self.height + 0"))
        #expect(formulas.contains("bar.width = self.width + 0"))
        #expect(formulas.contains("bar.height = 44"))
        let diagnosis = Analyzer().analyze(system)
        let ids = Dictionary(uniqueKeysWithValues: system.items.map { ($0.name ?? $0.id, $0.id) })
        let surface = try #require(diagnosis.frames[ids["surface"] ?? ""])
        #expect(surface.width == 390 && surface.height == 844)
    }
}
