import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// AppKit's layout pass of an NSView subclass, `override func layout()`, is read as UIKit's
/// `layoutSubviews()` is: frames it sets from the view's bounds follow the size the host gives
/// the view. Before, it was not run, and the subviews read as 0 × 0 with "no frame in the code".
struct AppKitLayoutPassTests {
    @Test func framesSetInLayoutFollowTheBounds() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import AppKit
            public class CheckboxGroup: NSView {
                private let stack = NSStackView()
                public override init(frame frameRect: NSRect) {
                    super.init(frame: frameRect)
                    addSubview(stack)
                }
                required init?(coder: NSCoder) { fatalError() }
                public override func layout() {
                    super.layout()
                    stack.frame = NSRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 26)
                }
            }
            """).first)
        let formulas = ReaderFormulas.of(system, activeOnly: true)
        #expect(formulas.contains("stack.width = self.width + 0"))
        #expect(formulas.contains("stack.height = self.height + -26"))
        #expect(!system.diagnostics.contains { $0.message.contains("no frame in the code") })
        // At an AppKit view's host size, a window's content of 480 × 270 (stop 20; an iPhone's
        // 390 × 844 before), the stack is 480 × 244.
        let diagnosis = Analyzer().analyze(system)
        let stack = try #require(diagnosis.frames[system.items.first { $0.name == "stack" }?.id ?? ""])
        #expect(stack.width == 480 && stack.height == 244)
    }
}
