import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A string is a sequence of its characters: `var letters = "abc".map { String($0) }`, then
/// `for letter in letters { … button.setTitle(letter.uppercased(), for: .normal) … }`, makes one
/// button a letter, titled "A", "B", "C". Before, the loop was "not known statically" and not
/// followed: the stack was empty and the letter index view had no content.
struct StringSequenceTests {
    @Test func aLoopOverTheLettersOfAStringLiteral() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class LetterPicker: UIView {
                var letters: [String] = "abc".map { String($0) }
                private lazy var stack: UIStackView = {
                    let stack = UIStackView()
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    stack.axis = .vertical
                    return stack
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for letter in letters {
                        let button = UIButton(type: .system)
                        button.setTitle(letter.uppercased(), for: .normal)
                        stack.addArrangedSubview(button)
                        button.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    }
                    addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: topAnchor),
                        stack.bottomAnchor.constraint(equalTo: bottomAnchor),
                        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: trailingAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        let buttons = system.items.filter { $0.className == "UIButton" }
        #expect(buttons.map(\.text) == ["A", "B", "C"])
        #expect(!system.diagnostics.contains { $0.message.contains("not followed") })
        // Three 20-point buttons in a fill stack with no spacing: the picker is 60 high.
        let diagnosis = Analyzer().analyze(system)
        let root = try #require(diagnosis.frames[system.items.first { $0.isRoot }?.id ?? ""])
        #expect(root.height == 60)
    }
}
