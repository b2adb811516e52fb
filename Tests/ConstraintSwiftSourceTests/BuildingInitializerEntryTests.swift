import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view whose `init(frame:)` (or parameterless `init()`) only calls `super` beside a designated
/// initializer of its own that builds the layout (`init(title:)`): that one is how code makes
/// the view. Before, the empty initializer was the entry and the file made no system.
struct BuildingInitializerEntryTests {
    @Test func theDesignatedInitializerThatBuildsIsTheEntry() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Banner: UIView {
                let caption = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }
                init(title: String, compact: Bool) {
                    super.init(frame: .zero)
                    addSubview(caption)
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    caption.topAnchor.constraint(equalTo: topAnchor, constant: 9).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == ["caption.top = self.top + 9"])
    }

    @Test func anEmptyParameterlessInitializerIsPassedOver() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Footer: UIView {
                let dots = UIView()
                required init(count: Int) {
                    super.init(frame: .zero)
                    addSubview(dots)
                    dots.translatesAutoresizingMaskIntoConstraints = false
                    dots.heightAnchor.constraint(equalToConstant: 6).isActive = true
                }
                override init() {
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == ["dots.height = 6"])
    }
}
