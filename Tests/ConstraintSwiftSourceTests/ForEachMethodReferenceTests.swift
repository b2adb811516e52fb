import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `[a, b].forEach(container.addSubview)` and `.forEach(stack.addArrangedSubview)`: a method named
/// instead of a closure adds each view, as the closure `{ container.addSubview($0) }` would.
struct ForEachMethodReferenceTests {
    @Test func namedHierarchyMethodsAddEachView() throws {
        let code = """
            import UIKit
            import SnapKit
            final class Bar: UIView {
                let icon = UIView()
                let title = UILabel()
                let stack = UIStackView()
                let first = UIView()
                let second = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let controls = UIView()
                    addSubview(controls)
                    addSubview(stack)
                    [icon, title].forEach(controls.addSubview)
                    [first, second].forEach(stack.addArrangedSubview(_:))
                    icon.snp.makeConstraints { make in
                        make.leading.centerY.equalToSuperview()
                    }
                }
            }
            """
        let system = try #require(ReaderFeatureTests.read(code).first)
        let superviews = Dictionary(uniqueKeysWithValues: system.items.map { ($0.name ?? $0.id, $0.superviewID.flatMap { id in system.items.first { $0.id == id }?.name }) })
        #expect(superviews["icon"] == "controls")
        #expect(superviews["title"] == "controls")
        #expect(superviews["first"] == "stack")
        #expect(ReaderFormulas.of(system).contains("icon.leading = controls.leading + 0"))
        #expect(ReaderFormulas.of(system).contains { $0.hasPrefix("first.") && $0.contains("stack.") })
    }
}
