// A view controller whose file does not compile: a call in viewDidLoad lost its closing
// parenthesis. The reader reports the compiler's own message at its line and column and still
// reads what it can.
//
// Expect: a syntax error located at line 21; the badge's two size constraints and its two
// position constraints are still read, so the layout is analysed as written.
import UIKit

final class BadgeViewController: UIViewController {
    private let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalToConstant: 24),
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
        ]
        badge.backgroundColor = .systemRed
    }
}
