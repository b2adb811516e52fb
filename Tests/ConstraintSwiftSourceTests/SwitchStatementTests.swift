import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `switch` in layout code, read as `if` is: a subject the reader knows (a device trait, a local
/// number, string or case) runs the case it matches, or `default`; a subject known only at run
/// time runs the first case, as written for the usual configuration. `break` ends the case.
struct SwitchStatementTests {
    @Test func theMatchingCaseOrTheFirstRuns() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            switch traitCollection.horizontalSizeClass {
            case .regular:
                a.widthAnchor.constraint(equalToConstant: 600).isActive = true
            case .compact:
                a.widthAnchor.constraint(equalToConstant: 300).isActive = true
            default:
                break
            }
            switch style {
            case .large:
                b.heightAnchor.constraint(equalToConstant: 80).isActive = true
            case .small:
                b.heightAnchor.constraint(equalToConstant: 40).isActive = true
            }
            let kind = 2
            switch kind {
            case 1:
                a.heightAnchor.constraint(equalToConstant: 10).isActive = true
            case 2, 3:
                a.heightAnchor.constraint(equalToConstant: 20).isActive = true
                break
            default:
                a.heightAnchor.constraint(equalToConstant: 30).isActive = true
            }
            """)).first)
        #expect(system.constraints.map { $0.constant?.value } == [300, 80, 20])
    }

    /// A constraint made in a `case` is located at its own line, not counted from the case's start.
    @Test func aConstraintInACaseIsLocatedAtItsLine() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Badge: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    switch 2 {
                    case 2:
                        dot.widthAnchor.constraint(equalToConstant: 8).isActive = true
                    default:
                        break
                    }
                }
            }
            """).first)
        #expect(system.constraints.map(\.line) == [10])
    }
}
