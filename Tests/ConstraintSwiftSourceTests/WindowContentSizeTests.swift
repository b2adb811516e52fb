import ConstraintAnalysis
import ConstraintModel
import ConstraintSwiftSource
import TestSupport
import Testing

/// An AppKit view controller's root is its window's content: the window keeps its size only at
/// `windowSizeStayPut` (500), and AppKit's text fields hug their content vertically at 750. Before,
/// the root was an iPhone's screen (375 × 812, required), so a form of labels pinned to the top
/// and bottom of its window tied vertically (v10 of the fifth round of real files). The sizes
/// here are worked out by hand and checked with the Fourier–Motzkin oracle.
struct WindowContentSizeTests {
    /// One label 20 points inside every edge of the controller's root: its text is 4 characters of
    /// 13 pt, so 26 × 16 (each character half the point size wide, a line 1.2 × the size, rounded up).
    static let panel = """
        import AppKit
        final class Panel: NSViewController {
            let name = NSTextField(labelWithString: "Name")
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(name)
                name.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    name.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    view.bottomAnchor.constraint(equalTo: name.bottomAnchor, constant: 20),
                    name.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    view.trailingAnchor.constraint(equalTo: name.trailingAnchor, constant: 20),
                ])
            }
        }
        """

    /// The value of `item.variable` on the optimal face of the priority program, by the oracle.
    static func oracleValue(_ system: ConstraintSystem, _ item: String, _ variable: String) throws -> OracleFraction? {
        let lowering = OracleLowering(system)
        #expect(lowering.refused.isEmpty, "\(lowering.refused)")
        let face = try #require(FourierMotzkinOracle.lexicographicOptimum(required: lowering.requiredRows, levels: lowering.optionalLevels))
        let index = try #require(lowering.variables.existingIndex(of: "\(try StackDistributionTests.item(item, system)).\(variable)"))
        guard let range = FourierMotzkinOracle.range(of: [index: 1], over: face), let lower = range.lower, lower == range.upper else { return nil }
        return lower
    }

    @Test func theRootIsTheWindowsContentHeldAtWindowSizeStayPut() throws {
        let system = try StackDistributionTests.read(Self.panel)
        let root = try #require(system.items.first { $0.isRoot })
        #expect(root.className == "NSView" && root.frame == nil)
        let held = system.constraints.filter { $0.origin == .systemView }
        #expect(held.map(\.first.attribute) == [.standard(.width), .standard(.height)])
        #expect(held.map { $0.constant?.value } == [480, 270] && held.allSatisfy { $0.priority == 500 })
        #expect(held.allSatisfy { $0.first.item == root.id && $0.second == nil && $0.isActive == true })
        let note = try #require(system.diagnostics.first { $0.code == "swift-window-size" })
        #expect(note.message.contains("windowSizeStayPut (500)") && note.line == 2)
        #expect(system.items.first { $0.name == "name" }?.intrinsicContentSize?.verticalHugging == 750)
    }

    @Test func theWindowFitsTheLabelsHeightButKeepsItsWidth() throws {
        let system = try StackDistributionTests.read(Self.panel)
        // Vertically the label hugs at 750, above the window's 500: the window shrinks to 20 + 16 + 20.
        #expect(try Self.oracleValue(system, "view", "height") == OracleFraction(56))
        #expect(try Self.oracleValue(system, "name", "height") == OracleFraction(16))
        // Horizontally it hugs at 250, below: the window keeps its 480 and the label takes 480 − 40.
        #expect(try Self.oracleValue(system, "name", "width") == OracleFraction(440))
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.conflicts.isEmpty && diagnosis.ambiguities.isEmpty, "\(diagnosis.verdict.headline)")
    }

    @Test func aFrameFromLoadViewIsTheWindowsSize() throws {
        let system = try StackDistributionTests.read("""
            import AppKit
            final class Main: NSViewController {
                let box = NSView()
                override func loadView() {
                    view = NSView(frame: NSMakeRect(0.0, 0.0, 800.0, 600.0))
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: view.topAnchor),
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        box.widthAnchor.constraint(equalToConstant: 100),
                        box.heightAnchor.constraint(equalToConstant: 900),
                        view.bottomAnchor.constraint(equalTo: box.bottomAnchor),
                    ])
                }
            }
            """)
        let held = system.constraints.filter { $0.origin == .systemView }.map { $0.constant?.value }
        #expect(held == [800, 600])
        // A box taller than the window resizes it (required over 500), without a conflict.
        #expect(try Self.oracleValue(system, "view", "height") == OracleFraction(900))
        #expect(Analyzer().analyze(system).conflicts.isEmpty)
    }

    /// `NSScrollView(frame: view.bounds)` in `viewDidLoad`: the content view is, while it is
    /// built, as large as its window, so the scroll view's autoresizing frame is 480 × 270, not
    /// "a frame not known statically (taken as zero)".
    @Test func theRootsBoundsAreTheWindowsWhileItIsBuilt() throws {
        let system = try StackDistributionTests.read("""
            import AppKit
            final class Log: NSViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let scroll = NSScrollView(frame: view.bounds)
                    view.addSubview(scroll)
                }
            }
            """)
        let sizes = system.constraints.filter { $0.origin == .autoresizingMask && $0.first.attribute.standard?.isSize == true }
        #expect(sizes.map { $0.constant?.value } == [480, 270])
        #expect(!system.diagnostics.contains { $0.code == "swift-autoresizing" })
    }

    @Test func aUIKitControllerKeepsTheScreen() throws {
        let system = try StackDistributionTests.read(ReaderFeatureTests.controller("a.topAnchor.constraint(equalTo: view.topAnchor).isActive = true"))
        let root = try #require(system.items.first { $0.isRoot })
        #expect(root.className == "UIView" && root.frame?.width.value == 375 && root.frame?.height.value == 812)
        #expect(!system.constraints.contains { $0.origin == .systemView })
    }
}
