import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Mac Catalyst's scene priorities are read by the names Apple's UIKit documentation gives them
/// (`UILayoutPriority.dragThatCanResizeScene` 510, `.sceneSizeStayPut` 500,
/// `.dragThatCannotResizeScene` 490). The catalogue spelt the middle one
/// `sceneSizeStaysPutPriority`, a name no code can write, so `.sceneSizeStayPut` was not read.
struct ScenePriorityTests {
    @Test func theScenePrioritiesAreReadByApplesNames() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            let wide = a.widthAnchor.constraint(equalToConstant: 300)
            wide.priority = .dragThatCanResizeScene
            let stay = a.widthAnchor.constraint(equalToConstant: 200)
            stay.priority = .sceneSizeStayPut
            let narrow = a.widthAnchor.constraint(equalToConstant: 100)
            narrow.priority = .dragThatCannotResizeScene
            NSLayoutConstraint.activate([wide, stay, narrow])
            """)).first)
        let widths = system.constraints.filter { $0.first.attribute == .standard(.width) && $0.second == nil }
        #expect(widths.map { $0.constant?.value } == [300, 200, 100])
        #expect(widths.map { $0.priority.value } == [510, 500, 490])
    }
}
