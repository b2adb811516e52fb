import UIKit

// A self-sizing settings row written for ConstraintDoctor's Corpus: a title and a switch, both
// centred on the content view. Nothing runs from the content view's top to its bottom through
// them, so the fitting height UIKit measures with UITableView.automaticDimension is 0; UIKit logs
// "constraints ambiguously suggest a height of zero for a table view cell's content view" and
// shows the row at the standard 44 points. Pinning the title's top and bottom gives the row its
// height.
final class ToggleRowCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.text = "Notifications"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        toggle.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        contentView.addSubview(toggle)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            toggle.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
