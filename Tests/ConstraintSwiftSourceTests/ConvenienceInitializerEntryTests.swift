import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view whose designated initializer only calls `super.init(frame:)` and whose convenience
/// initializer builds the layout (`convenience init(type:) { self.init(frame: …); build(type) }`):
/// the convenience initializer is the entry, as it is how code makes the view.
struct ConvenienceInitializerEntryTests {
    @Test func theConvenienceInitializerThatBuildsIsTheEntry() throws {
        let code = """
            import UIKit
            final class Alert: UIView {
                let dialog = UIView()
                convenience init(kind: Kind?) {
                    self.init(frame: .zero)
                    build(with: kind)
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }
                required init?(coder: NSCoder) { fatalError() }
                func build(with kind: Kind?) {
                    addSubview(dialog)
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[view]-20-|", options: [], metrics: nil, views: ["view": dialog]))
                }
            }
            """
        let system = try #require(ReaderFeatureTests.read(code).first)
        #expect(ReaderFormulas.of(system).contains("dialog.leading = self.leading + 20"))
    }
}
