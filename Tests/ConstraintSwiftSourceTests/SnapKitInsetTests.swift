import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// SnapKit's `.inset(UIEdgeInsets)`: each attribute takes its own side of the insets (near edges
/// the inset, far edges its negative, sizes minus both sides), as SnapKit's documentation and
/// source say; the expected constants are written out by hand.
struct SnapKitInsetTests {
    static func screen(_ make: String) -> String {
        """
        import UIKit
        import SnapKit
        final class Card: UIViewController {
            let panel = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(panel)
                panel.snp.makeConstraints { make in
                    \(make)
                }
            }
        }
        """
    }

    static func constants(_ code: String) throws -> [String: Double] {
        let system = try #require(ReaderFeatureTests.read(code).first)
        var result: [String: Double] = [:]
        for constraint in system.constraints where constraint.origin == .developer {
            let name = constraint.first.attribute.standard.map { "\($0)" } ?? "?"
            result[name] = try #require(constraint.constant?.value, "\(name) has no known constant")
        }
        return result
    }

    @Test func edgesTakeEachSideOfTheInsets() throws {
        let code = Self.screen("make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 16, bottom: 24, right: 12))")
        #expect(try Self.constants(code) == ["top": 10, "left": 16, "bottom": -24, "right": -12])
    }

    @Test func unlabelledInsetsAndDirectionalEdges() throws {
        let code = Self.screen("make.directionalEdges.equalTo(view).inset(UIEdgeInsetsMake(4, 8, 6, 20))")
        #expect(try Self.constants(code) == ["top": 4, "leading": 8, "bottom": -6, "trailing": -20])
    }

    @Test func sizeLosesBothSidesAndZeroIsNoInset() throws {
        let code = Self.screen("""
            make.width.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
            make.centerY.equalToSuperview().inset(.zero)
            """)
        #expect(try Self.constants(code) == ["width": -32, "centerY": 0])
    }
}
