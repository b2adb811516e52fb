// Layout anchors in every spelling: equalTo with constant, the inequalities, equalToConstant,
// multiplier between dimensions, system spacing, isActive, priorities and an identifier.
//
// Expect: satisfiable and fully determined. The card is inset 16 from the layout margins (8),
// its height half its width; the badge sits the system spacing (8) below the title; the
// footer's width ≤ card width is optional (@999), and the 300-high minimum @defaultLow yields.
import UIKit

final class AnchorsViewController: UIViewController {
    private let card = UIView()
    private let title = UILabel()
    private let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title.text = "Anchors"
        title.font = .systemFont(ofSize: 20)
        for subview in [card, title, badge] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        view.addSubview(card)
        card.addSubview(title)
        card.addSubview(badge)

        let minimumHeight = card.heightAnchor.constraint(greaterThanOrEqualToConstant: 300)
        minimumHeight.priority = .defaultLow
        minimumHeight.identifier = "card-minimum-height"

        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            minimumHeight,
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            badge.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
            badge.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 24),
        ])
        badge.heightAnchor.constraint(equalTo: badge.widthAnchor).isActive = true
        let wide = badge.widthAnchor.constraint(lessThanOrEqualTo: card.widthAnchor)
        wide.priority = UILayoutPriority(999)
        wide.isActive = true
    }
}
