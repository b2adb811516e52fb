import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import TestSupport
import Testing

/// A scroll view's `frameLayoutGuide` is its frame and its `contentLayoutGuide` starts at its top
/// leading corner (UIKit holds both); content pinned to the guides is placed, not free to slide.
/// Checked with the Fourier–Motzkin oracle, which shares no code with the reader.
struct ScrollViewGuideTests {
    static let screen = """
        import UIKit
        final class Article: UIViewController {
            let scrollView = UIScrollView()
            let body = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(body)
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                body.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    body.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                    body.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    body.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                    body.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                    body.heightAnchor.constraint(equalToConstant: 1200),
                ])
            }
        }
        """

    @Test func contentPinnedToTheGuidesIsPlaced() throws {
        let system = try StackGapGuideTests.read(Self.screen)
        let guideRows = system.constraints.filter { $0.origin == .layoutGuide }
        // Two for the content guide's origin, four for the frame guide.
        #expect(guideRows.count == 6)
        #expect(guideRows.allSatisfy { $0.relation == .equal && $0.priority == .required && $0.constant?.value == 0 })
        // The developer's constraints keep their ids c1…c10.
        #expect(system.constraints.prefix(10).allSatisfy { $0.origin == .developer })
        #expect(try StackGapGuideTests.oracleFreeItems(system).isEmpty)
        #expect(Analyzer().analyze(system).verdict.headline.contains("fully determined"))
    }
}

/// A view's `keyboardLayoutGuide` with the keyboard hidden, as UIKit holds it: as wide as the
/// view, from the bottom of its safe area to its bottom edge. An input bar pinned to the guide's
/// top is placed there, not free to slide with the guide.
struct KeyboardGuideTests {
    @Test func anInputBarOnTheKeyboardGuideIsPlaced() throws {
        let system = try StackGapGuideTests.read("""
            import UIKit
            final class Chat: UIViewController {
                let field = UITextField()
                let table = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(field)
                    view.addSubview(table)
                    field.translatesAutoresizingMaskIntoConstraints = false
                    table.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        field.heightAnchor.constraint(equalToConstant: 50),
                        field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                        table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        table.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        table.bottomAnchor.constraint(equalTo: field.topAnchor),
                    ])
                }
            }
            """)
        let keyboard = try #require(system.items.first { $0.kind == .keyboardGuide })
        let heldRows = system.constraints.filter { $0.origin != .developer && $0.first.item == keyboard.id }
        #expect(heldRows.count == 4)
        #expect(Analyzer().analyze(system).verdict.headline.contains("fully determined"))
    }
}

/// A `UIVisualEffectView`'s `contentView`, where its subviews go: UIKit keeps it the size of the
/// effect view, so it is read as the effect view itself, and a label centred in it is placed.
struct VisualEffectContentViewTests {
    @Test func aLabelInABlursContentViewIsPlaced() throws {
        let system = try StackGapGuideTests.read("""
            import UIKit
            final class Toast: UIViewController {
                let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(blur)
                    blur.contentView.addSubview(label)
                    blur.translatesAutoresizingMaskIntoConstraints = false
                    label.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        blur.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        blur.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                        blur.widthAnchor.constraint(equalToConstant: 200),
                        blur.heightAnchor.constraint(equalToConstant: 60),
                        label.centerXAnchor.constraint(equalTo: blur.contentView.centerXAnchor),
                        label.centerYAnchor.constraint(equalTo: blur.contentView.centerYAnchor),
                    ])
                }
            }
            """)
        let blur = try #require(system.items.first { $0.name == "blur" })
        #expect(system.items.first { $0.name == "label" }?.superviewID == blur.id)
        #expect(system.items.count == 3)
        #expect(Analyzer().analyze(system).verdict.headline.contains("fully determined"))
    }
}
