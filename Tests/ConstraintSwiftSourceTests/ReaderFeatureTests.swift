import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// What the reader extracts from small sources, one feature each; the expected values are read
/// off the code by hand.
struct ReaderFeatureTests {
    static func read(_ code: String, file: String = "Test.swift") -> [ConstraintSystem] {
        SwiftSourceReader().read([SourceFile(path: file, text: code)]).systems
    }

    static func controller(_ body: String, members: String = "let a = UIView()\nlet b = UIView()") -> String {
        """
        import UIKit
        class Screen: UIViewController {
        \(members)
        override func viewDidLoad() {
        view.addSubview(a)
        view.addSubview(b)
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        \(body)
        }
        }
        """
    }

    @Test func prioritiesInAllTheirSpellings() throws {
        let code = Self.controller("""
            let c1 = a.widthAnchor.constraint(equalToConstant: 1); c1.priority = .defaultHigh; c1.isActive = true
            let c2 = a.widthAnchor.constraint(equalToConstant: 2); c2.priority = UILayoutPriority(999); c2.isActive = true
            let c3 = a.widthAnchor.constraint(equalToConstant: 3); c3.priority = UILayoutPriority(rawValue: 750); c3.isActive = true
            let c4 = a.widthAnchor.constraint(equalToConstant: 4); c4.priority = .required - 1; c4.isActive = true
            let c5 = a.widthAnchor.constraint(equalToConstant: 5); c5.priority = UILayoutPriority.defaultLow + 1; c5.isActive = true
            let c6 = a.widthAnchor.constraint(equalToConstant: 6); c6.priority = 300; c6.isActive = true
            """)
        let system = try #require(Self.read(code).first)
        #expect(system.constraints.map(\.priority) == [750, 999, 750, 999, 251, 300])
        #expect(system.constraints.map { $0.constant?.value } == [1, 2, 3, 4, 5, 6])
    }

    @Test func anchorsRelationsMultipliersAndSystemSpacing() throws {
        let code = Self.controller("""
            NSLayoutConstraint.activate([
                a.heightAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: 4),
                a.leadingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: -8),
                a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 2),
                a.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
            ])
            """)
        let constraints = try #require(Self.read(code).first).constraints
        #expect(constraints.count == 4)
        #expect(constraints[0].multiplier.value == 0.5 && constraints[0].constant?.value == 4 && constraints[0].second?.attribute == .standard(.width))
        #expect(constraints[1].relation == .greaterThanOrEqual && constraints[1].constant?.value == -8)
        #expect(constraints[2].constantIsSystemSpacing && constraints[2].constant?.value == 16 && constraints[2].multiplier.value == 1)
        #expect(constraints[3].relation == .lessThanOrEqual && constraints[3].second == nil)
    }

    @Test func constraintsAreLocatedAtTheirCall() throws {
        let code = Self.controller("a.widthAnchor.constraint(equalToConstant: 10).isActive = true")
        let constraint = try #require(Self.read(code, file: "Dir/Screen.swift").first?.constraints.first)
        #expect(constraint.sourceLocation == SourceFileLocation(file: "Dir/Screen.swift", line: 10, column: 1))
        #expect(constraint.line == 10 && constraint.column == 1)
    }

    @Test func visualFormatWithMetricsAndPriorities() throws {
        let code = Self.controller("""
            let views = ["a": a, "b": b]
            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a(>=40@750)]-(8)-[b]|", options: [], metrics: ["pad": 12], views: views))
            """)
        let constraints = try #require(Self.read(code).first).constraints
        #expect(constraints.count == 4)
        #expect(constraints[0].constant?.value == 12)
        #expect(constraints[1].relation == .greaterThanOrEqual && constraints[1].priority == 750)
        #expect(constraints.allSatisfy { $0.sourceLocation?.line == 11 })
    }

    @Test func snapKitInsetsPushTheFarEdgesIn() throws {
        let code = Self.controller("""
            a.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(10)
            }
            b.snp.makeConstraints { $0.size.equalTo(a).multipliedBy(0.5); $0.center.equalTo(a.snp.center).priority(.high) }
            """)
        let constraints = try #require(Self.read(code).first).constraints
        #expect(constraints.count == 8)
        #expect(constraints.prefix(4).map { $0.constant?.value } == [10, 10, -10, -10])
        #expect(constraints[4].multiplier.value == 0.5 && constraints[5].multiplier.value == 0.5)
        #expect(constraints[6].priority == 750 && constraints[7].priority == 750)
    }

    @Test func autoresizingConstraintsForViewsThatKeepTheirMask() throws {
        let code = """
            import UIKit
            class Screen: UIViewController {
                let box = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
                override func viewDidLoad() {
                    view.addSubview(box)
                    box.widthAnchor.constraint(equalToConstant: 200).isActive = true
                }
            }
            """
        let system = try #require(Self.read(code).first)
        let autoresizing = system.constraints.filter { $0.origin == .autoresizingMask }
        #expect(autoresizing.count == 4)
        #expect(autoresizing.contains { $0.first.attribute == .standard(.width) && $0.constant?.value == 100 })
    }

    @Test func helpersLoopsAndConstantsAreFollowed() throws {
        let code = """
            import UIKit
            enum Layout { static let side: CGFloat = 10; static let double = side * 2 }
            extension UIView {
                func pin(to other: UIView, inset: CGFloat = 4) {
                    topAnchor.constraint(equalTo: other.topAnchor, constant: inset).isActive = true
                }
            }
            class Grid: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for size in [Layout.side, Layout.double, 30] {
                        let cell = UIView()
                        addSubview(cell)
                        cell.translatesAutoresizingMaskIntoConstraints = false
                        cell.widthAnchor.constraint(equalToConstant: size + 1).isActive = true
                        cell.pin(to: self)
                    }
                    for _ in 0..<2 { let extra = UIView(); addSubview(extra); extra.pin(to: self, inset: 7) }
                }
            }
            """
        let system = try #require(Self.read(code).first)
        let developer = system.constraints.filter { $0.origin == .developer }
        #expect(developer.filter { $0.first.attribute == .standard(.width) }.map { $0.constant?.value } == [11, 21, 31])
        #expect(developer.filter { $0.first.attribute == .standard(.top) }.map { $0.constant?.value } == [4, 4, 4, 7, 7])
    }

    @Test func runtimeValuesBecomeUnknownsWithALocatedNote() throws {
        let code = Self.controller("a.widthAnchor.constraint(equalToConstant: model.width).isActive = true")
        let system = try #require(Self.read(code).first)
        #expect(system.constraints.first?.constant == nil)
        #expect(system.diagnostics.contains { $0.line == 10 && $0.message.contains("model.width") })
    }

    @Test func constraintChangesInOtherMethodsBecomeStates() throws {
        let code = """
            import UIKit
            class Drawer: UIViewController {
                let panel = UIView()
                var open: NSLayoutConstraint!
                var closed: NSLayoutConstraint!
                override func viewDidLoad() {
                    view.addSubview(panel)
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    open = panel.leadingAnchor.constraint(equalTo: view.leadingAnchor)
                    closed = panel.trailingAnchor.constraint(equalTo: view.leadingAnchor)
                    closed.isActive = true
                }
                func show() {
                    closed.isActive = false
                    open.isActive = true
                }
                func nudge() { open.constant = 20 }
            }
            """
        let system = try #require(Self.read(code).first)
        #expect(system.states.map(\.name) == ["show()", "nudge()"])
        let openID = system.constraints[0].id
        let closedID = system.constraints[1].id
        #expect(Set(system.states[0].changes) == [.deactivate(constraintID: closedID), .activate(constraintID: openID)])
        #expect(system.states[1].changes == [.setConstant(constraintID: openID, constant: 20)])
        // Located at the method's first statement.
        #expect(system.states[0].sourceLocation?.line == 14)
    }

    @Test func stackViewsMakeTheirUISVConstraints() throws {
        let code = Self.controller("""
            let stack = UIStackView(arrangedSubviews: [a, b])
            stack.axis = .vertical
            stack.spacing = 6
            view.addSubview(stack)
            """)
        let system = try #require(Self.read(code).first)
        let identifiers = system.constraints.compactMap(\.identifier)
        #expect(identifiers.filter { $0 == "UISV-spacing" }.count == 1)
        #expect(identifiers.filter { $0 == "UISV-canvas-connection" }.count == 2 + 4)
        #expect(system.constraints.first { $0.identifier == "UISV-spacing" }?.constant?.value == 6)
    }

    @Test func intrinsicContentSizeOverridesAndLabelEstimates() throws {
        let code = """
            import UIKit
            class Badge: UIView { override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) } }
            class Screen: UIViewController {
                let badge = Badge()
                let label = UILabel()
                override func viewDidLoad() {
                    label.text = "Hello"
                    label.font = .systemFont(ofSize: 20)
                    view.addSubview(badge); view.addSubview(label)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    label.translatesAutoresizingMaskIntoConstraints = false
                    badge.topAnchor.constraint(equalTo: label.bottomAnchor).isActive = true
                }
            }
            """
        let systems = Self.read(code)
        let screen = try #require(systems.first { $0.source.file.hasPrefix("Screen") })
        let badge = try #require(screen.items.first { $0.name == "badge" })
        #expect(badge.intrinsicContentSize?.width?.value == 40 && badge.intrinsicContentSize?.height?.value == 20)
        let label = try #require(screen.items.first { $0.name == "label" })
        // 5 characters × 20 pt × 0.5, and 1.2 × 20.
        #expect(label.intrinsicContentSize?.width?.value == 50 && label.intrinsicContentSize?.height?.value == 24)
    }
}
