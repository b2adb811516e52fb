import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// SnapKit's `updateConstraints` changes the constant of the view's matching SnapKit constraint
/// (same attribute, relation, target and multiplier) instead of making another, and
/// `remakeConstraints` drops the view's earlier ones first, as SnapKit does.
struct SnapKitUpdateRemakeTests {
    static func read(_ setup: String, more: String = "") throws -> ConstraintSystem {
        try #require(ReaderFeatureTests.read("""
            import UIKit
            import SnapKit
            final class Chip: UIView {
                let icon = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                    icon.snp.makeConstraints { make in
                        make.width.height.equalTo(24)
                        make.center.equalToSuperview()
                    }
            \(setup)
                }
            \(more)
            }
            """).first)
    }

    @Test func updateChangesTheMatchingConstraintInPlace() throws {
        let system = try Self.read("""
                    icon.snp.updateConstraints { make in
                        make.width.equalTo(32)
                        make.top.equalToSuperview().offset(4)
                    }
            """)
        #expect(system.constraints.count == 5)
        #expect(system.constraints.filter { $0.first.attribute.standard == .width }.map { $0.constant?.value } == [32])
        #expect(system.constraints.allSatisfy { $0.isActive == true })
    }

    @Test func remakeDropsTheViewsEarlierConstraints() throws {
        let system = try Self.read("""
                    icon.snp.remakeConstraints { make in
                        make.edges.equalToSuperview()
                    }
            """)
        #expect(system.constraints.filter { $0.isActive == true }.map(\.first.attribute.standard) == [.top, .left, .bottom, .right])
    }

    @Test func anUpdateInALaterMethodIsAConstantChange() throws {
        let system = try Self.read("", more: """
                func grow() {
                    icon.snp.updateConstraints { make in
                        make.height.equalTo(48)
                    }
                }
            """)
        let state = try #require(system.states.first)
        let changes = state.steps.flatMap(\.changes)
        #expect(changes.count == 1)
        guard case .setConstant(_, let constant)? = changes.first else {
            Issue.record("expected a constant change, got \(changes)")
            return
        }
        #expect(constant.value == 48)
    }
}
