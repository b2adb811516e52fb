import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import TestSupport
import Testing

/// An NSStackView with no arranged view still hugs its content at its hugging priority
/// (`setHuggingPriority(_:for:)`: 250, `defaultLow`, by default, on both axes), and its content
/// is only its edge insets. Before, such a stack had no row at all: a toolbar's empty button
/// stack placed by its leading edge and centre read as two free motions ("buttons's width is not
/// determined"), an ambiguity AppKit does not have. The sizes are worked out by hand and checked
/// with the independent Fourier–Motzkin oracle.
struct AppKitEmptyStackTests {
    static func toolbar(_ stackSetup: String = "") -> String {
        """
        import AppKit
        final class ToolbarController: NSViewController {
            let title = NSTextField(labelWithString: "Files")
            let buttons = NSStackView()
            override func loadView() {
                view = NSView(frame: NSRect(x: 0, y: 0, width: 480, height: 270))
                title.translatesAutoresizingMaskIntoConstraints = false
                buttons.translatesAutoresizingMaskIntoConstraints = false
                buttons.orientation = .horizontal
                \(stackSetup)
                view.addSubview(title)
                view.addSubview(buttons)
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    buttons.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                    buttons.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                    buttons.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
                ])
            }
        }
        """
    }

    static func size(_ system: ConstraintSystem, _ variable: String) throws -> OracleFraction? {
        let lowering = OracleLowering(system)
        let face = try #require(FourierMotzkinOracle.lexicographicOptimum(required: lowering.requiredRows, levels: lowering.optionalLevels))
        let id = try #require(system.items.first { $0.name == "buttons" }?.id)
        let index = try #require(lowering.variables.existingIndex(of: "\(id).\(variable)"))
        guard let range = FourierMotzkinOracle.range(of: [index: 1], over: face), let lower = range.lower, lower == range.upper else { return nil }
        return lower
    }

    @Test func anEmptyStackHugsItsNothingAtTwoHundredFifty() throws {
        let system = try #require(ReaderFeatureTests.read(Self.toolbar()).first)
        let hugging = system.constraints.filter { $0.identifier == "NSStackView-hugging" }
        #expect(hugging.map { $0.first.attribute } == [.standard(.width), .standard(.height)])
        #expect(hugging.allSatisfy { $0.priority == 250 && $0.constant?.value == 0 && $0.second == nil })
        let note = try #require(system.diagnostics.first { $0.code == "swift-stack-approximation" })
        #expect(note.line == 4 && note.message.contains("no arranged view") && note.message.hasSuffix("it is 0 × 0"))
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.conflicts.isEmpty && diagnosis.ambiguities.isEmpty)
        #expect(try Self.size(system, "width") == OracleFraction(0))
        #expect(try Self.size(system, "height") == OracleFraction(0))
    }

    /// Its edge insets are its content: 8 + 12 wide, 4 + 6 high; a hugging priority the code sets
    /// is the one used.
    @Test func itsInsetsAreItsContent() throws {
        let system = try #require(ReaderFeatureTests.read(Self.toolbar("""
            buttons.edgeInsets = NSEdgeInsets(top: 4, left: 8, bottom: 6, right: 12)
                    buttons.setHuggingPriority(.defaultHigh, for: .horizontal)
            """)).first)
        let hugging = system.constraints.filter { $0.identifier == "NSStackView-hugging" }
        #expect(hugging.map { $0.constant?.value } == [20, 10])
        #expect(hugging.map(\.priority) == [750, 250])
        #expect(Analyzer().analyze(system).ambiguities.isEmpty)
        #expect(try Self.size(system, "width") == OracleFraction(20))
        #expect(try Self.size(system, "height") == OracleFraction(10))
    }

    /// Constraints that size it win over the hugging at 250: no conflict.
    @Test func constraintsThatSizeItWin() throws {
        let system = try #require(ReaderFeatureTests.read(Self.toolbar("""
            buttons.widthAnchor.constraint(equalToConstant: 120).isActive = true
                    buttons.heightAnchor.constraint(equalToConstant: 24).isActive = true
            """)).first)
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.conflicts.isEmpty && diagnosis.ambiguities.isEmpty)
        #expect(try Self.size(system, "width") == OracleFraction(120))
        #expect(try Self.size(system, "height") == OracleFraction(24))
    }

    /// A UIStackView with no arranged view adds nothing (unchanged).
    @Test func anEmptyUIStackViewAddsNoRow() throws {
        let code = """
            import UIKit
            final class Screen: UIViewController {
                let stack = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """
        let system = try #require(ReaderFeatureTests.read(code).first)
        #expect(!system.constraints.contains { $0.origin == .stackView })
    }
}
