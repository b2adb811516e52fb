import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// UIKit's controls of a fixed size made in code hug it at 750 (`UISwitch()`, `UIStepper()`,
/// `UIActivityIndicatorView()` on both axes, `UIProgressView()` vertically), not UIView's 250.
/// A label and a switch filling a row are then no priority tie: the switch keeps its 51 points
/// and the label (hugging 250) takes the rest. Before, both hugged at 250 and the report said
/// "content priority ambiguity" of a row UIKit lays out the same way every time.
struct FixedSizeHuggingTests {
    static let row = """
        import UIKit
        final class SettingRow: UIView {
            let title = UILabel()
            let toggle = UISwitch()
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.text = "Notifications"
                for child in [title, toggle] {
                    addSubview(child)
                    child.translatesAutoresizingMaskIntoConstraints = false
                }
                NSLayoutConstraint.activate([
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    title.centerYAnchor.constraint(equalTo: centerYAnchor),
                    toggle.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                    toggle.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                    toggle.centerYAnchor.constraint(equalTo: centerYAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func aSwitchBesideALabelKeepsItsSize() throws {
        let system = try #require(ReaderFeatureTests.read(Self.row).first)
        let toggle = try #require(system.items.first { $0.name == "toggle" }?.intrinsicContentSize)
        #expect(toggle.horizontalHugging.value == 750 && toggle.verticalHugging.value == 750)
        // Worked by hand: the root is its host's 390 wide; the switch keeps 51, the label takes
        // 390 − 16 − 8 − 51 − 16 = 299, and nothing is left free.
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.ambiguities.isEmpty)
        let ids = Dictionary(uniqueKeysWithValues: system.items.map { ($0.name ?? $0.id, $0.id) })
        #expect(diagnosis.frames[ids["toggle"] ?? ""]?.width == 51)
        #expect(diagnosis.frames[ids["title"] ?? ""]?.width == 299)
    }

    @Test func theOtherFixedSizeControls() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Panel: UIView {
                let stepper = UIStepper()
                let spinner = UIActivityIndicatorView()
                let progress = UIProgressView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for child in [stepper, spinner, progress] {
                        addSubview(child)
                        child.translatesAutoresizingMaskIntoConstraints = false
                        child.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        let sizes = Dictionary(uniqueKeysWithValues: system.items.compactMap { item in item.name.map { ($0, item.intrinsicContentSize) } })
        #expect(sizes["stepper"]??.horizontalHugging.value == 750 && sizes["stepper"]??.verticalHugging.value == 750)
        #expect(sizes["spinner"]??.horizontalHugging.value == 750 && sizes["spinner"]??.verticalHugging.value == 750)
        #expect(sizes["progress"]??.horizontalHugging.value == 250 && sizes["progress"]??.verticalHugging.value == 750)
    }
}
