import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Constraints made in `layoutSubviews()` (or `updateConstraints()`) with nothing that keeps them
/// from being made again are added again on every layout pass: read once, with a note at the
/// method. A flag checked first, or SnapKit's `remakeConstraints`, is such a guard: no note.
struct LayoutPassNoteTests {
    static func read(_ body: String) throws -> ConstraintSystem {
        try #require(ReaderFeatureTests.read("""
            import UIKit
            import SnapKit
            final class Tile: UIView {
                let title = UILabel()
                var didSetup = false
                override func layoutSubviews() {
                    super.layoutSubviews()
                    \(body)
                }
            }
            """).first)
    }

    @Test func constraintsMadeOnEveryPassAreNoted() throws {
        let system = try Self.read("""
            addSubview(title)
            title.snp.makeConstraints { make in make.edges.equalToSuperview() }
            """)
        let notes = system.diagnostics.filter { $0.code == "swift-layout-pass" }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("layoutSubviews() makes 4 constraints") == true)
        #expect(system.constraints.count == 4)
    }

    @Test func aGuardedOrRemadeLayoutIsNotNoted() throws {
        let guarded = try Self.read("""
            guard !didSetup else { return }
            didSetup = true
            addSubview(title)
            title.snp.makeConstraints { make in make.edges.equalToSuperview() }
            """)
        #expect(!guarded.diagnostics.contains { $0.code == "swift-layout-pass" })
        let remade = try Self.read("""
            addSubview(title)
            title.snp.remakeConstraints { make in make.edges.equalToSuperview() }
            """)
        #expect(!remade.diagnostics.contains { $0.code == "swift-layout-pass" })
    }

    /// A helper that deactivates the constraints it made last time before making new ones
    /// (`deactivateProgressConstraints()` first) replaces them on each pass: no note.
    @Test func aLayoutThatReplacesItsConstraintsIsNotNoted() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Battery: UIView {
                let bar = UIView()
                var barConstraints: [NSLayoutConstraint] = []
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(bar)
                    bar.translatesAutoresizingMaskIntoConstraints = false
                }
                override func updateConstraints() {
                    super.updateConstraints()
                    activateBarConstraints()
                }
                func activateBarConstraints() {
                    NSLayoutConstraint.deactivate(barConstraints)
                    barConstraints = [bar.topAnchor.constraint(equalTo: topAnchor)]
                    NSLayoutConstraint.activate(barConstraints)
                }
            }
            """).first)
        #expect(!system.diagnostics.contains { $0.code == "swift-layout-pass" })
    }
}
