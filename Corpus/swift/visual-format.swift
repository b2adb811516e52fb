// Visual Format Language with a views dictionary built in place, metrics from a dictionary and
// a `static let`, standard spacing and a priority inside a predicate.
//
// Expect: satisfiable and fully determined horizontally (name and value share the row, the
// value hugs at 251); vertically the rows stack from the top, 44 high each.
import UIKit

final class VisualFormatViewController: UIViewController {
    static let rowHeight: CGFloat = 44
    private let name = UILabel()
    private let value = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        name.text = "Name"
        value.text = "Ada"
        value.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        [name, value].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        let views = ["name": name, "value": value]
        let metrics = ["margin": 16, "height": Self.rowHeight]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[name]-[value]-margin-|", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-(100@999)-[name(height)]", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[value(==name)]", options: [], metrics: metrics, views: views)
        NSLayoutConstraint.activate(constraints)
    }
}
