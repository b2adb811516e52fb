import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view of a project class no file read declares, placed with constraints and given no frame,
/// is assumed to turn its autoresizing mask off in its own initializer (as InputBarAccessoryView's
/// `InputStackView` does): no zero-frame constraints, no conflict made of that assumption, and a
/// note that says what was assumed. A UIKit class keeps the mask, as UIKit's initializers do.
struct UnreadClassMaskTests {
    static func source(_ className: String) -> String {
        """
        import UIKit
        final class Bar: UIView {
            let stack = \(className)()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                    stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
                    stack.topAnchor.constraint(equalTo: topAnchor),
                    stack.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        """
    }

    @Test func anUnreadProjectClassPlacedWithConstraintsKeepsNoZeroFrame() throws {
        let system = try #require(ReaderFeatureTests.read(Self.source("InputStackView")).first)
        #expect(!system.constraints.contains { $0.origin == .autoresizingMask })
        #expect(system.diagnostics.contains { $0.code == "swift-autoresizing" && $0.message.contains("InputStackView, which no file read declares") })
    }

    @Test func aUIKitClassKeepsItsMask() throws {
        let system = try #require(ReaderFeatureTests.read(Self.source("UIStackView")).first)
        #expect(system.constraints.contains { $0.origin == .autoresizingMask })
    }

    /// `dialog.translatesAutoresizingMaskIntoConstraints = true` written in the code: no assumption
    /// about the class's initializer overrides it, and its frame's constraints fight the format's.
    @Test func aMaskTheCodeTurnsOnStaysOn() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Alert: UIView {
                var dialog = WarningView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dialog)
                    dialog.translatesAutoresizingMaskIntoConstraints = true
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[view]-20-|", options: [], metrics: nil, views: ["view": dialog]))
                }
            }
            """).first)
        #expect(system.constraints.contains { $0.origin == .autoresizingMask })
        #expect(!system.diagnostics.contains { $0.message.contains("is assumed to turn translatesAutoresizingMaskIntoConstraints off") })
    }
}
