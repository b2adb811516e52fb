import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// PureLayout's `NSLayoutConstraint.autoSetPriority(_:) { … }`: the constraints PureLayout makes
/// in the block take its priority, and `autoSetContentCompressionResistancePriority(for:)` /
/// `autoSetContentHuggingPriority(for:)` in it set the view's content priority to it. Before, the
/// block's constraints were required and the content priorities were dropped.
struct PureLayoutPriorityBlockTests {
    @Test func theBlocksPriorityIsTheirs() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import PureLayout
            final class MapCell: UITableViewCell {
                let map = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(map)
                    NSLayoutConstraint.autoSetPriority(UILayoutPriority.defaultHigh) {
                        map.autoSetDimension(.height, toSize: 200)
                    }
                    NSLayoutConstraint.autoSetPriority(.required) {
                        map.autoSetContentCompressionResistancePriority(for: .vertical)
                    }
                    map.autoPinEdgesToSuperviewEdges()
                }
            }
            """).first)
        #expect(system.constraints.map(\.priority.value) == [750, 1000, 1000, 1000, 1000])
        let map = try #require(system.items.first { $0.name == "map" })
        #expect(map.intrinsicContentSize?.verticalCompressionResistance.value == 1000)
    }
}
