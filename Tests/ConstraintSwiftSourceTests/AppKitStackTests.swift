import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import TestSupport
import Testing

/// NSStackView: AppKit's defaults (spacing 8, centred alignment, `gravityAreas`), `edgeInsets`
/// as the stack's insets, the distributions it shares with UIKit, the stack's own hugging, and
/// gravity areas approximated with a located note. Positions are worked out by hand and
/// checked with the independent Fourier–Motzkin oracle.
struct AppKitStackTests {
    /// A 300 × 60 stack at the root's top-left; `a` is 40 × 20 and `b` 80 × 20 unless `sizes` says otherwise.
    static func screen(_ stackSetup: String, sizes: String? = nil) -> String {
        """
        import AppKit
        class Panel: NSViewController {
        let a = NSView()
        let b = NSView()
        override func viewDidLoad() {
        let stack = NSStackView(views: [a, b])
        \(stackSetup)
        view.addSubview(stack)
        \(sizes ?? """
            a.widthAnchor.constraint(equalToConstant: 40).isActive = true
            b.widthAnchor.constraint(equalToConstant: 80).isActive = true
            a.heightAnchor.constraint(equalToConstant: 20).isActive = true
            b.heightAnchor.constraint(equalToConstant: 20).isActive = true
            """)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.topAnchor.constraint(equalTo: view.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.heightAnchor.constraint(equalToConstant: 60),
        ])
        }
        }
        """
    }

    /// `variable` of `item` on the optimal face, a position measured from the root's: an AppKit
    /// controller's root is its window's content, which the window places (`WindowContentSize`).
    static func value(_ system: ConstraintSystem, _ item: String, _ variable: String) throws -> OracleFraction? {
        let lowering = OracleLowering(system)
        #expect(lowering.isComplete, "\(lowering.refused)")
        let face = try #require(FourierMotzkinOracle.lexicographicOptimum(required: lowering.requiredRows, levels: lowering.optionalLevels))
        let index = try #require(lowering.variables.existingIndex(of: "\(try StackDistributionTests.item(item, system)).\(variable)"))
        var form: [Int: OracleFraction] = [index: 1]
        if variable == "x" || variable == "y" {
            let root = try #require(system.items.first { $0.isRoot }).id
            form[try #require(lowering.variables.existingIndex(of: "\(root).\(variable)"))] = -1
        }
        guard let range = FourierMotzkinOracle.range(of: form, over: face), let lower = range.lower, lower == range.upper else { return nil }
        return lower
    }

    @Test func defaultsAreAppKitsAndGravityAreasAreNoted() throws {
        let system = try StackDistributionTests.read(Self.screen(""))
        let rows = system.constraints.filter { $0.origin == .stackView }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.identifier?.hasPrefix("NSStackView-") == true })
        // Spacing 8 between a and b; the stack hugs b at 250 and is at least as long as its views.
        #expect(rows.contains { $0.identifier == "NSStackView-spacing" && $0.constant?.value == 8 && $0.relation == .equal })
        #expect(rows.contains { $0.identifier == "NSStackView-hugging" && $0.priority == 250 })
        #expect(rows.contains { $0.identifier == "NSStackView-canvas-connection" && $0.relation == .greaterThanOrEqual })
        // Centred across (centerY), and `NSStackView(views:)` turned the stack's autoresizing off.
        #expect(rows.filter { $0.first.attribute == .standard(.centerY) }.count == 2)
        #expect(!system.constraints.contains { $0.origin == .autoresizingMask })
        let note = try #require(system.diagnostics.first { $0.code == "swift-stack-approximation" })
        #expect(note.line == 6 && note.message.hasPrefix("Stack.swift:6: stack view 'stack': NSStackView gravity areas are approximated"))
        // a at 0, b 8 after it; a's centre on the stack's: y = 30 − 10.
        #expect(try Self.value(system, "b", "x") == OracleFraction(48))
        #expect(try Self.value(system, "a", "y") == OracleFraction(20))
    }

    @Test func edgeInsetsAreTheStacksInsets() throws {
        let setup = """
            stack.distribution = .fillEqually
            stack.alignment = .top
            stack.spacing = 10
            stack.edgeInsets = NSEdgeInsets(top: 5, left: 20, bottom: 7, right: 30)
            """
        let sizes = "a.heightAnchor.constraint(equalToConstant: 20).isActive = true\nb.heightAnchor.constraint(equalToConstant: 20).isActive = true"
        let system = try StackDistributionTests.read(Self.screen(setup, sizes: sizes))
        #expect(!system.diagnostics.contains { $0.code == "swift-stack-approximation" })
        // 300 − 20 − 30 − 10 = 240 for two equal views: a at 20, b at 20 + 120 + 10; both 5 down.
        #expect(try Self.value(system, "a", "x") == OracleFraction(20))
        #expect(try Self.value(system, "b", "x") == OracleFraction(150))
        #expect(try Self.value(system, "b", "width") == OracleFraction(120))
        #expect(try Self.value(system, "a", "y") == OracleFraction(5))
    }

    @Test func theStacksHuggingAndGravityAreasAreRead() throws {
        let setup = """
            stack.setHuggingPriority(.defaultHigh, for: NSLayoutConstraint.Orientation.horizontal)
            stack.addView(c, in: .trailing)
            """
        let code = Self.screen(setup).replacingOccurrences(of: "let b = NSView()", with: "let b = NSView()\nlet c = NSView()")
        let system = try StackDistributionTests.read(code)
        #expect(system.constraints.contains { $0.identifier == "NSStackView-hugging" && $0.priority == 750 })
        let note = try #require(system.diagnostics.first { $0.code == "swift-stack-approximation" })
        #expect(note.message.contains("hugging priority (750)") && note.message.contains("'c' placed after the leading views"))
        // c, the last view, is the one the stack's trailing edge hugs.
        let c = try StackDistributionTests.item("c", system)
        #expect(system.constraints.contains { $0.identifier == "NSStackView-hugging" && $0.second?.item == c })
    }

    @Test func anEqualSpacingNSStackViewUsesPlainGuides() throws {
        let system = try StackDistributionTests.read(Self.screen("stack.distribution = .equalSpacing"))
        let gaps = system.items.filter { $0.kind == .stackSpacer }
        #expect(gaps.count == 1 && gaps[0].className == "NSLayoutGuide")
        // 300 − 120 = 180 of room, one gap: b ends at the stack's trailing edge.
        #expect(try Self.value(system, "b", "x") == OracleFraction(220))
    }

    /// `addView(_:in:)` is NSStackView's only with its `in:` label: a helper of the sources
    /// named `addView(_:)` is followed into its body, not read as a gravity area.
    @Test func aHelperCalledAddViewIsStillFollowed() throws {
        let code = """
            import UIKit
            extension UIView {
                func addView(_ child: UIView) {
                    addSubview(child)
                    child.translatesAutoresizingMaskIntoConstraints = false
                    child.widthAnchor.constraint(equalToConstant: 10).isActive = true
                }
            }
            class Screen: UIViewController {
                let card = UIView()
                let dot = UIView()
                override func viewDidLoad() {
                    view.addSubview(card)
                    card.addView(dot)
                }
            }
            """
        let systems = SwiftSourceReader().read([SourceFile(path: "Card.swift", text: code)]).systems
        let system = try #require(systems.first { $0.source.file.hasPrefix("Screen") })
        let dot = try StackDistributionTests.item("dot", system)
        let width = system.constraints.first { (constraint: LayoutConstraint) in constraint.first.item == dot && constraint.constant?.value == 10 }
        #expect(width?.sourceLocation?.line == 6)
        #expect(!system.constraints.contains { $0.origin == .stackView })
    }
}
