import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view added in the base layout with its mask on, and constrained only later by a method
/// the base does not call (SnapKit's `remakeConstraints` in a cell's `setItem(_:)`, which turns
/// the mask off; or `translatesAutoresizingMaskIntoConstraints = false` there): in that state
/// the view's autoresizing constraints are gone. Before, the state kept them, and the report
/// said the method logs a conflict (photoView.top = contentView.top + 10 against the mask's
/// minY = 0) that UIKit never has.
struct StateMaskOffTests {
    @Test func aStateThatTurnsTheMaskOffDropsTheMasksConstraints() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import SnapKit
            final class PhotoCell: UICollectionViewCell {
                let photo = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(photo)
                }
                required init?(coder: NSCoder) { fatalError() }
                func setItem() {
                    photo.snp.remakeConstraints { make in
                        make.top.equalTo(contentView.snp.top).offset(10)
                        make.left.equalTo(contentView.snp.left).offset(10)
                        make.size.equalTo(100)
                    }
                }
            }
            """).first)
        let state = try #require(system.states.first { $0.name == "setItem()" })
        let deactivated = state.steps.flatMap(\.changes).compactMap { change -> String? in
            if case .deactivate(constraintID: let id) = change { return id } else { return nil }
        }
        let maskRows = system.constraints.filter { $0.origin == .autoresizingMask }.map(\.id)
        #expect(maskRows.count == 4 && Set(deactivated) == Set(maskRows))
        // Applied by the analysis: the photo is at (10, 10), 100 × 100, and nothing conflicts.
        let states = Analyzer().analyze(system).states
        let result = try #require(states.first { $0.name == "setItem()" })
        #expect(result.diagnosis.conflicts.isEmpty)
        let photo = try #require(result.diagnosis.frames[system.items.first { $0.name == "photo" }?.id ?? ""])
        #expect(photo.x == 10 && photo.y == 10 && photo.width == 100 && photo.height == 100)
    }
}
