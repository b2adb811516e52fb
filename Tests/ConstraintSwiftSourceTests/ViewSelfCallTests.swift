import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view's own methods called through `self` (`self.setupViews()`), as many view subclasses
/// write their initializers: the method is the view's, and its layout is the view's layout.
struct ViewSelfCallTests {
    @Test func aMethodCalledThroughSelfInAViewIsFollowed() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Badge: UIView {
                private let icon = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    self.buildLayout()
                }
                private func buildLayout() {
                    self.addSubview(self.icon)
                    self.icon.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        icon.centerXAnchor.constraint(equalTo: self.centerXAnchor),
                        icon.widthAnchor.constraint(equalToConstant: 12),
                    ])
                }
            }
            """).first)
        #expect(system.constraints.map(\.constant?.value) == [0, 12])
        let root = try #require(system.items.first { $0.isRoot })
        #expect(system.items.first { $0.name == "icon" }?.superviewID == root.id)
    }

    @Test func aConvenienceInitializerThatCallsSetupThroughSelfIsFollowed() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Popover: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }
                convenience init() {
                    self.init(frame: .zero)
                    self.makeContent()
                }
                private func makeContent() {
                    let panel = UIView()
                    self.addSubview(panel)
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    panel.heightAnchor.constraint(equalToConstant: 190).isActive = true
                }
            }
            """).first)
        #expect(system.constraints.count == 1)
        #expect(system.constraints.first?.constant?.value == 190)
    }
}

/// A DSL call on the view itself, written without `self.` (`autoSetDimensions(to:)` in a
/// PureLayout view, `height(36)` in a TinyConstraints one): the view is the root.
struct ViewSelfDSLCallTests {
    @Test func aBareDSLCallConstrainsTheViewItself() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class CloseButton: UIView {
                let icon = UIView.newAutoLayout()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                    icon.autoCenterInSuperview()
                    autoSetDimensions(to: CGSize(width: 39, height: 39))
                    height(40)
                }
            }
            """).first)
        let root = try #require(system.items.first { $0.isRoot })
        let onRoot = system.constraints.filter { $0.first.item == root.id }
        #expect(onRoot.map { $0.constant?.value } == [39, 39, 40])
    }
}
