import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Initializers that say they make a view for Auto Layout turn its autoresizing mask off:
/// PureLayout's `UIView(forAutoLayout: ())` and the `withAutoLayout: true` convenience
/// initializer projects declare (FinniversKit's). A view declared `var field: UITextField? = nil`
/// and made later is a view of that type, without a note that code could not be followed.
struct InitializerMaskTests {
    @Test func withAutoLayoutTurnsTheMaskOff() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Row: UIView {
                private lazy var stack = UIStackView(withAutoLayout: true)
                private lazy var plain = UIStackView(withAutoLayout: false)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(stack)
                    addSubview(plain)
                    stack.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }
            """).first)
        #expect(system.items.first { $0.name == "stack" }?.translatesAutoresizingMask == false)
        #expect(system.items.first { $0.name == "plain" }?.translatesAutoresizingMask == true)
    }

    @Test func aViewDeclaredNilIsMadeLaterWithoutANote() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class SearchBar: UIView {
                private var field: UITextField? = nil
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    field = UITextField()
                    field?.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(field!)
                    field?.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system) == ["field.top = self.top + 0"])
        #expect(!system.diagnostics.contains { $0.message.contains("made by code the reader cannot follow") })
    }
}
