import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A method outside the base layout that sets constants to values known only at run time
/// (`constraint.constant = model.spacing`): no state can hold that change, so one located note
/// says so instead of the change disappearing.
struct RuntimeStateChangeTests {
    @Test func aRunTimeConstantChangeIsNoted() throws {
        let code = ReaderFeatureTests.controller("""
            let gap = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8)
            let inset = a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)
            gaps = [gap, inset]
            NSLayoutConstraint.activate(gaps)
            }
            func apply(_ model: Model, animated: Bool) {
            for constraint in gaps { constraint.constant = model.spacing }
            """, members: "let a = UIView()\nlet b = UIView()\nvar gaps: [NSLayoutConstraint] = []")
        let system = try #require(ReaderFeatureTests.read(code).first)
        let notes = system.diagnostics.filter { $0.message.contains("known only at run time") }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("apply(_:animated:) sets the constant of 2 constraints made at lines 11, 12") == true)
        #expect(system.states.isEmpty)
    }
}

/// A constraint change made inside `UIView.animate(withDuration:) { … }` (or its `animations:` and
/// `completion:` closures) is the state's change: UIKit runs the blocks, so the reader does.
struct AnimatedStateChangeTests {
    @Test func changesInsideAnimationBlocksAreStates() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Panel: UIViewController {
                let box = UIView()
                var height: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    height = box.heightAnchor.constraint(equalToConstant: 40)
                    height.isActive = true
                }
                func expand() {
                    UIView.animate(withDuration: 0.3) {
                        self.height.constant = 200
                        self.view.layoutIfNeeded()
                    }
                }
                func collapse() {
                    UIView.animate(withDuration: 0.3, animations: {
                        self.height.constant = 0
                    }, completion: { _ in
                        self.box.isHidden = true
                    })
                }
            }
            """).first)
        #expect(system.states.map(\.name) == ["expand()", "collapse()"])
        let collapse = try #require(system.states.last).steps.flatMap(\.changes)
        #expect(collapse.count == 2)
    }
}

/// A project's own holder of named constraints (`NSLayoutConstraintSet(top: …, bottom: …)`, its
/// class in a file not read): the constraints it is made of are reachable by their labels
/// (`set.bottom?.constant = 8`), and its `activate()`/`deactivate()` switch them all.
struct ConstraintSetHolderTests {
    @Test func aHolderOfNamedConstraintsActivatesThem() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class InputBar: UIView {
                let field = UITextField()
                var fieldSet: NSLayoutConstraintSet?
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(field)
                    field.translatesAutoresizingMaskIntoConstraints = false
                    fieldSet = NSLayoutConstraintSet(
                        top: field.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                        bottom: field.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4)
                    )
                    fieldSet?.bottom?.constant = -8
                    fieldSet?.activate()
                }
            }
            """).first)
        #expect(system.constraints.map { $0.constant?.value } == [4, -8])
        #expect(system.constraints.allSatisfy { $0.isActive == true })
    }
}
