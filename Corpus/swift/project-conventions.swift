// Conventions of real projects that the reader follows: a whole file inside `#if canImport(UIKit)`,
// stored views made with the Then library's `then { $0 … }`, a view's setup called as
// `self.setupViews()`, the project's own `addSubviews(_:)` helper declared in a file not read, a
// visual format with `options: .alignAllCenterY`, and SnapKit's `updateConstraints` in
// `updateConstraints()` changing the height `makeConstraints` gave (40 replaces 36, no second row).
//
// Expect: no conflict, fully determined at the host's size (390 wide): the icon is 24 × 24 at
// x 12, the send button hugs its title 12 in from the trailing edge, the field takes the rest of
// the row 8 from each; all three are centred on the bar's centre line, the field 40 tall.
#if canImport(UIKit)
import SnapKit
import Then
import UIKit

final class ComposeBar: UIView {
    private let icon = UIImageView().then {
        $0.contentMode = .scaleAspectFit
        $0.translatesAutoresizingMaskIntoConstraints = false
    }

    private let field = UITextField().then {
        $0.placeholder = "Message"
        $0.font = .systemFont(ofSize: 15)
        $0.translatesAutoresizingMaskIntoConstraints = false
    }

    private let send = UIButton(type: .system).then {
        $0.setTitle("Send", for: .normal)
        $0.translatesAutoresizingMaskIntoConstraints = false
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        self.setupViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        // `addSubviews(_:)` lives in the app's UIView+Helpers.swift.
        addSubviews(icon, field, send)
        let views = ["icon": icon, "field": field, "send": send]
        addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-12-[icon(24)]-8-[field]-8-[send]-12-|", options: .alignAllCenterY, metrics: nil, views: views))
        icon.heightAnchor.constraint(equalTo: icon.widthAnchor).isActive = true
        field.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.height.equalTo(36)
        }
        send.setContentHuggingPriority(.required, for: .horizontal)
    }

    override func updateConstraints() {
        field.snp.updateConstraints { make in
            make.height.equalTo(40)
        }
        super.updateConstraints()
    }
}
#endif
