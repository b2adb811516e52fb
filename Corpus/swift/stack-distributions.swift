// A checkout screen built from horizontal UIStackViews, one per distribution UIKit offers
// besides .fill: an .equalSpacing toolbar of three 44 pt icon buttons, an .equalCentering row of
// step labels, a .fillEqually row of two buttons and a .fillProportionally row of labels.
//
// Expect: no conflict and fully determined. The toolbar's gap guides (_UIOLAGapGuide) span the
// toolbar across its axis, so nothing UIKit makes is left free; the toolbar's gaps are
// (335 − 3 × 44) / 2 = 101.5. The proportional row's third label gives way (its row is the
// lowest) because the spacing is counted in UIKit's proportions.
import UIKit

final class CheckoutViewController: UIViewController {
    private let backButton = UIButton(type: .system)
    private let favouriteButton = UIButton(type: .system)
    private let shareButton = UIButton(type: .system)
    private let cartStep = UILabel()
    private let shippingStep = UILabel()
    private let paymentStep = UILabel()
    private let cancelButton = UIButton(type: .system)
    private let payButton = UIButton(type: .system)
    private let itemLabel = UILabel()
    private let quantityLabel = UILabel()
    private let priceLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        backButton.setImage(UIImage(systemName: "chevron.backward"), for: .normal)
        favouriteButton.setImage(UIImage(systemName: "heart"), for: .normal)
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)

        let toolbar = UIStackView(arrangedSubviews: [backButton, favouriteButton, shareButton])
        toolbar.axis = .horizontal
        toolbar.distribution = .equalSpacing
        toolbar.alignment = .center
        for icon in [backButton, favouriteButton, shareButton] {
            icon.widthAnchor.constraint(equalToConstant: 44).isActive = true
            icon.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }

        cartStep.text = "Cart"
        shippingStep.text = "Shipping"
        paymentStep.text = "Payment"
        let steps = UIStackView(arrangedSubviews: [cartStep, shippingStep, paymentStep])
        steps.distribution = .equalCentering

        cancelButton.setTitle("Cancel", for: .normal)
        payButton.setTitle("Pay now", for: .normal)
        let actions = UIStackView(arrangedSubviews: [cancelButton, payButton])
        actions.distribution = .fillEqually
        actions.spacing = 12

        itemLabel.text = "Espresso beans"
        quantityLabel.text = "× 2"
        priceLabel.text = "€ 24.00"
        let summary = UIStackView(arrangedSubviews: [itemLabel, quantityLabel, priceLabel])
        summary.distribution = .fillProportionally
        summary.spacing = 8

        for row in [toolbar, steps, actions, summary] {
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                row.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            ])
        }
        NSLayoutConstraint.activate([
            toolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 56),
            steps.topAnchor.constraint(equalTo: toolbar.bottomAnchor, constant: 16),
            summary.topAnchor.constraint(equalTo: steps.bottomAnchor, constant: 24),
            actions.topAnchor.constraint(greaterThanOrEqualTo: summary.bottomAnchor, constant: 24),
            actions.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }
}
