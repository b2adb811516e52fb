// A vertical UIStackView pinned to the safe area, with spacing and alignment, holding a label
// and a row (a horizontal stack, fillEqually) of two buttons: UIKit's UISV-* constraints.
//
// Expect: satisfiable; the buttons share the row equally; the title label hugs its text.
import UIKit

final class StackViewController: UIViewController {
    private let titleLabel = UILabel()
    private let ok = UIButton(type: .system)
    private let cancel = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Save changes?"
        ok.setTitle("OK", for: .normal)
        cancel.setTitle("Cancel", for: .normal)

        let buttons = UIStackView(arrangedSubviews: [cancel, ok])
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 12

        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 20
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(buttons)
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }
}
