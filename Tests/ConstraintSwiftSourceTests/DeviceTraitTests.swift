import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Branches on the device's traits take the branch of the device the reader lays out for (an
/// iPhone in portrait at the default text size), not the first one written; conditions the
/// reader cannot decide still take their first branch. Expected widths written by hand.
struct DeviceTraitTests {
    static func widths(_ body: String) throws -> [Double] {
        let code = ReaderFeatureTests.controller(body)
        let system = try #require(ReaderFeatureTests.read(code).first)
        return system.constraints.compactMap { $0.constant?.value }
    }

    @Test func sizeClassIdiomAndTextSizeFollowTheAssumedPhone() throws {
        let widths = try Self.widths("""
            if traitCollection.horizontalSizeClass == .regular {
                a.widthAnchor.constraint(equalToConstant: 600).isActive = true
            } else {
                a.widthAnchor.constraint(equalToConstant: 300).isActive = true
            }
            if UIDevice.current.userInterfaceIdiom == .pad {
                b.widthAnchor.constraint(equalToConstant: 500).isActive = true
            } else if view.traitCollection.verticalSizeClass != .compact {
                b.widthAnchor.constraint(equalToConstant: 200).isActive = true
            }
            if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
                a.heightAnchor.constraint(equalToConstant: 88).isActive = true
            } else {
                a.heightAnchor.constraint(equalToConstant: 44).isActive = true
            }
            """)
        #expect(widths == [300, 200, 44])
    }

    @Test func undecidableConditionsStillTakeTheFirstBranch() throws {
        let widths = try Self.widths("""
            if #available(iOS 15.0, *) {
                a.widthAnchor.constraint(equalToConstant: 10).isActive = true
            } else {
                a.widthAnchor.constraint(equalToConstant: 20).isActive = true
            }
            if model.isCompact == true {
                b.widthAnchor.constraint(equalToConstant: 30).isActive = true
            } else {
                b.widthAnchor.constraint(equalToConstant: 40).isActive = true
            }
            """)
        #expect(widths == [10, 30])
    }
}
