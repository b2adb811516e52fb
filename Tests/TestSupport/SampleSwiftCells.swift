/// Swift layout code that tests of several targets read: the reader's, the analysis's and the
/// reports' tests of one rule use one text, so that they test the same cell.
public enum SampleSwiftCells {
    /// A self-sizing table view cell whose title is pinned to the content view's top and sides
    /// and to nothing at its bottom: UIKit's fitting height is 0. `BOTTOM` marks the line where
    /// a test puts a bottom pin (or nothing).
    public static let topOnlyCell = """
        import UIKit

        final class TopOnlyCell: UITableViewCell {
            let title = UILabel()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                title.translatesAutoresizingMaskIntoConstraints = false
                title.text = "Hello"
                contentView.addSubview(title)
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    BOTTOM
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
}
