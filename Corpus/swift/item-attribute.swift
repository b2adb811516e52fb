// NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) added with
// addConstraint(s), priorities as UILayoutPriority(rawValue:) and `.required - 1`.
//
// Expect: a conflict between the two required widths of the box (200 and 120): the minimal
// conflict is those two constraints, and the verified fix lowers one of them. The height
// (@999, `.required - 1`) is optional and does not take part. The view's own size is free
// (its superview decides it).
import UIKit

final class ItemAttributeView: UIView {
    let box = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        addSubview(box)
        addConstraints([
            NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leading, multiplier: 1, constant: 20),
            NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 20),
            NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 200),
        ])
        let narrow = NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120)
        addConstraint(narrow)
        let height = NSLayoutConstraint(item: box, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: box, attribute: .width, multiplier: 0.5, constant: 0)
        height.priority = UILayoutPriority.required - 1
        addConstraint(height)
        let tall = NSLayoutConstraint(item: box, attribute: .height, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 80)
        tall.priority = UILayoutPriority(rawValue: 750)
        addConstraint(tall)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
