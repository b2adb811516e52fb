// Habits of real cell code: subviews added to the cell itself instead of its contentView,
// constraints to `self` and `self.layoutMarginsGuide`, a project's own `place(…)` helper with
// `padding: UIEdgeInsets = .zero` and `size: CGSize = .zero`, a visual-format helper taking
// `views: UIView...` and naming them "v0", "v1", …, SnapKit `.inset(UIEdgeInsets)`, and a
// priority lowered by reading it back (`priority -= 1`).
//
// Expect: no conflict, fully determined, 80 tall (a self-sizing cell's fitting height, 12 + 56
// + 12) at the table's width: the thumbnail is 56 × 56 at (16, 12); the date hugs its text (750)
// and the title takes the rest of the row; the divider is a hairline 72 in from the leading edge
// along the bottom; the chevron is 8 in from the trailing margin; the thumbnail's bottom is @999.
import SnapKit
import UIKit

extension UIView {
    func place(top: NSLayoutYAxisAnchor? = nil, leading: NSLayoutXAxisAnchor? = nil, bottom: NSLayoutYAxisAnchor? = nil,
               trailing: NSLayoutXAxisAnchor? = nil, padding: UIEdgeInsets = .zero, size: CGSize = .zero) {
        translatesAutoresizingMaskIntoConstraints = false
        if let top { topAnchor.constraint(equalTo: top, constant: padding.top).isActive = true }
        if let leading { leadingAnchor.constraint(equalTo: leading, constant: padding.left).isActive = true }
        if let bottom { bottomAnchor.constraint(equalTo: bottom, constant: -padding.bottom).isActive = true }
        if let trailing { trailingAnchor.constraint(equalTo: trailing, constant: -padding.right).isActive = true }
        if size.width != 0 { widthAnchor.constraint(equalToConstant: size.width).isActive = true }
        if size.height != 0 { heightAnchor.constraint(equalToConstant: size.height).isActive = true }
    }

    func layout(format: String, views: UIView...) {
        var byName: [String: UIView] = [:]
        for (number, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            byName["v\(number)"] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: byName))
    }
}

final class EpisodeCell: UITableViewCell {
    private let thumbnail = UIImageView()
    private let title = UILabel()
    private let date = UILabel()
    private let divider = UIView()
    private let chevron = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .systemFont(ofSize: 15)
        title.text = "Episode 12"
        date.font = .systemFont(ofSize: 12)
        date.text = "Mon"
        date.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        [thumbnail, title, date, divider, chevron].forEach { addSubview($0) }

        thumbnail.place(top: topAnchor, leading: leadingAnchor, padding: UIEdgeInsets(top: 12, left: 16, bottom: 0, right: 0), size: CGSize(width: 56, height: 56))
        let tall = thumbnail.bottomAnchor.constraint(lessThanOrEqualTo: self.bottomAnchor, constant: -12)
        tall.priority -= 1
        tall.isActive = true

        layout(format: "H:[v0]-12-[v1]-8-[v2]-8-[v3(12)]", views: thumbnail, title, date, chevron)
        layout(format: "V:|-12-[v0]", views: title)
        date.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor).isActive = true
        chevron.centerYAnchor.constraint(equalTo: self.centerYAnchor).isActive = true
        chevron.heightAnchor.constraint(equalToConstant: 20).isActive = true
        chevron.trailingAnchor.constraint(equalTo: self.layoutMarginsGuide.trailingAnchor, constant: -8).isActive = true

        divider.snp.makeConstraints { (make) in
            make.leading.trailing.bottom.equalTo(self).inset(UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0))
            make.height.equalTo(0.5)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
