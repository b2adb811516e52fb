import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A class whose superclass is declared in no file read and is not named like a view
/// (`SVItem`, `BaseComponent`), but whose code adds subviews to itself, is a view: its layout is
/// read with itself as the root. Before, it made no system and said nothing.
struct OwnSubviewsRoleTests {
    @Test func aClassThatAddsSubviewsToItselfIsAView() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            public class SegmentedItem: SVItem {
                private var title = UILabel()
                public init(title text: String) {
                    super.init()
                    title.translatesAutoresizingMaskIntoConstraints = false
                    self.addSubview(title)
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title(>=28)]-|", options: [], metrics: nil, views: ["title": title]))
                }
            }
            """).first)
        #expect(system.source.file.hasPrefix("SegmentedItem"))
        #expect(ReaderFormulas.of(system).contains("title.height >= 28"))
    }
}
