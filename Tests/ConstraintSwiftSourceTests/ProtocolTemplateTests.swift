import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// The "view code" convention: a protocol declared in a file not read (`ViewCodeType`) whose
/// default `setupView()` calls the hooks a type implements in its extension for it
/// (`buildViewHierarchy()`, `setupConstraints()`). The type's layout is those hooks, run where
/// `setupView()` is called, with a note that says so.
struct ProtocolTemplateTests {
    static let screen = """
        import UIKit
        final class Screen: UIViewController {
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                setupView()
            }
        }
        extension Screen: ViewCodeType {
            func buildViewHierarchy() {
                view.addSubview(banner)
            }
            func setupConstraints() {
                banner.translatesAutoresizingMaskIntoConstraints = false
                banner.heightAnchor.constraint(equalToConstant: 44).isActive = true
            }
            func didTap(_ sender: UIButton) {
                banner.heightAnchor.constraint(equalToConstant: 10).isActive = true
            }
        }
        """

    @Test func theHooksOfTheConformanceRunWhereSetupViewIsCalled() throws {
        let system = try #require(ReaderFeatureTests.read(Self.screen).first)
        #expect(system.constraints.filter { $0.isActive == true }.map { $0.constant?.value } == [44])
        #expect(system.diagnostics.contains {
            $0.code == "swift-assumed-helper" && $0.message.contains("ViewCodeType") && $0.message.contains("buildViewHierarchy(), setupConstraints()")
        })
    }

    @Test func aSetupViewTheFilesDeclareIsFollowedInstead() throws {
        let declared = Self.screen + """

            protocol ViewCodeType { func setupConstraints() }
            extension ViewCodeType { func setupView() { setupConstraints() } }
            """
        let system = try #require(ReaderFeatureTests.read(declared).first)
        // The declared default calls only `setupConstraints()`: the banner is never added.
        #expect(system.constraints.map { $0.constant?.value } == [44])
        #expect(!system.diagnostics.contains { $0.code == "swift-assumed-helper" })
    }
}
