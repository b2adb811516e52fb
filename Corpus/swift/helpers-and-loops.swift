// Code as developers write it: an extension helper `pinEdges(to:insets:)` followed into its
// body, a `for` loop over a literal range building a row of equal tiles, `static let` metrics
// with arithmetic, and a constant only known at run time (kept as a named unknown).
//
// Expect: no conflict; the tiles are equally wide and fill the row; the container is pinned
// 12 inside the view. Free: the view's own size (its superview decides it) and the banner's
// height, which `bannerHeight()` computes at run time (an unknown constant, with a note).
import UIKit

enum Metrics {
    static let inset: CGFloat = 12
    static let gap: CGFloat = inset / 2
}

extension UIView {
    func pinEdges(to other: UIView, insets: CGFloat = 0) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets),
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets),
            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets),
        ])
    }
}

final class TilesView: UIView {
    let container = UIView()
    let banner = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(container)
        container.pinEdges(to: self, insets: Metrics.inset)
        banner.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(banner)
        banner.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        banner.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        banner.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
        banner.heightAnchor.constraint(equalToConstant: bannerHeight()).isActive = true

        var previous: UIView?
        var tiles: [UIView] = []
        for index in 0..<3 {
            let tile = UIView()
            tile.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(tile)
            tile.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: Metrics.gap).isActive = true
            tile.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
            if let previous {
                tile.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: Metrics.gap * 2).isActive = true
                tile.widthAnchor.constraint(equalTo: previous.widthAnchor).isActive = true
            } else {
                tile.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
            }
            if index == 2 {
                tile.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
            }
            tiles.append(tile)
            previous = tile
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func bannerHeight() -> CGFloat { UIFontMetrics.default.scaledValue(for: 60) }
}
