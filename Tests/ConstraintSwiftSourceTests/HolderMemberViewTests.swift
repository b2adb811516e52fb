import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A controller that lays out the views of an object made in a file not read
/// (`private var parts = ResultsParts.shared`): `parts.banner` added to the root, given a
/// subview before it is added itself, and constrained with SnapKit. Before, nothing of it was
/// read and nothing was said.
struct HolderMemberViewTests {
    @Test func viewsOfAnUnreadHolderAreRead() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import SnapKit
            final class ResultsScreen: UIViewController {
                private var parts = ResultsParts.shared
                override func viewDidLoad() {
                    super.viewDidLoad()
                    parts.banner.addSubview(parts.titleLabel)
                    view.addSubview(parts.banner)
                    parts.banner.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview().inset(12)
                        make.height.equalTo(96)
                        make.top.equalToSuperview().inset(80)
                    }
                    self.parts.titleLabel.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                    }
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == [
            "parts.banner.leading = view.leading + 12",
            "parts.banner.trailing = view.trailing + -12",
            "parts.banner.height = 96",
            "parts.banner.top = view.top + 80",
            "parts.titleLabel.centerX = parts.banner.centerX + 0",
            "parts.titleLabel.centerY = parts.banner.centerY + 0",
        ])
        #expect(system.items.first { $0.name == "parts.titleLabel" }?.className == "UILabel")
        #expect(system.diagnostics.contains { $0.message.contains("'parts.banner' is made in a file not read") })
    }

    /// A child controller's view, bound first: `guard let child = embedded.view else { return }`.
    @Test func aLocalBoundToAHeldViewIsThatView() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Host: UIViewController {
                let embedded = PagesContainer()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    guard let child = embedded.view else { return }
                    child.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(child)
                    NSLayoutConstraint.activate([
                        child.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        child.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == [
            "embedded.view.top = view.safeAreaLayoutGuide.top + 0",
            "embedded.view.bottom = view.bottom + 0",
        ])
    }
}
