import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A format string with an interpolation known only at run time
/// (`"H:|-[title(==\(self.leftContentWidth))]"`): the value is a metric not known statically,
/// and the rest of the line is read. Before, the whole line was left out.
struct VisualFormatInterpolationTests {
    @Test func anUnknownInterpolationIsAnUnknownMetric() throws {
        let code = #"""
            import UIKit
            final class Item: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-12-[title(==\(self.leftContentWidth))]", options: [], metrics: nil, views: ["title": title]))
                }
            }
            """#
        let system = try #require(ReaderFeatureTests.read(code).first)
        #expect(ReaderFormulas.of(system) == ["title.leading = self.leading + 12", "title.width = ?"])
        #expect(system.diagnostics.contains { $0.message.contains("the metric 'leftContentWidth' is not known statically") })
    }
}
