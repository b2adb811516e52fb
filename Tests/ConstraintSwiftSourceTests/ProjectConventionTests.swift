import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Spellings real projects use that the reader left out with a note: a lower-case type alias of
/// a constants holder (`private typealias constants = Metrics`, then `constants.inset`), and
/// the `safeTopAnchor`…`safeRightAnchor` names a project's own extension gives the safe area's
/// anchors (Mapbox's `safeRightAnchor`). The expected frames are worked out by hand.
struct ProjectConventionTests {
    @Test func aLowerCaseTypeAliasOfConstants() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class InfoView: UIView {
                private typealias constants = InfoView_Constants
                let box = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: topAnchor),
                        box.leadingAnchor.constraint(equalTo: leadingAnchor),
                        box.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -constants.optimalDistance),
                        box.heightAnchor.constraint(equalToConstant: constants.rowHeight),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            private struct InfoView_Constants {
                static let optimalDistance = 20.0
                static let rowHeight: CGFloat = 44
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true).contains("box.trailing = self.trailing + -20"))
        #expect(!system.diagnostics.contains { $0.message.contains("not known statically") })
        let diagnosis = Analyzer().analyze(system)
        let box = try #require(diagnosis.frames[system.items.first { $0.name == "box" }?.id ?? ""])
        #expect(box.width == 370 && box.height == 44)
    }

    @Test func safeAreaAnchorsByTheirUsualExtensionNames() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            public class StatusView: UIView {
                let spinner = UIActivityIndicatorView()
                public override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(spinner)
                    spinner.translatesAutoresizingMaskIntoConstraints = false
                    spinner.rightAnchor.constraint(equalTo: safeRightAnchor, constant: -10).isActive = true
                    spinner.topAnchor.constraint(equalTo: self.safeTopAnchor).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        let formulas = ReaderFormulas.of(system, activeOnly: true)
        #expect(formulas.contains("spinner.right = self.safeAreaLayoutGuide.right + -10"))
        #expect(formulas.contains("spinner.top = self.safeAreaLayoutGuide.top + 0"))
        // The spinner (20 × 20) sits 10 inside the right edge of the host's 390-wide root.
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.ambiguities.isEmpty)
        let spinner = try #require(diagnosis.frames[system.items.first { $0.name == "spinner" }?.id ?? ""])
        #expect(spinner.x == 360)
    }
}
