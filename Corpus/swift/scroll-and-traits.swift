// A reading screen built in loadView (`view = .init()`): a scroll view filling the safe area,
// its content pinned to `contentLayoutGuide` and as wide as `frameLayoutGuide`, a margin chosen
// by size class (`traitCollection.horizontalSizeClass == .regular ? 48 : 20`), a branch for
// accessibility text sizes, and a footer placed with SnapKit's `.inset(UIEdgeInsets)`.
//
// Expect: no conflict, fully determined on the assumed iPhone in portrait (compact width, the
// default text size): the article is 335 wide (20 in from each side of the 375-point screen)
// and 1400 tall; the scroll view's guides hold the content in place (UIKit's own rows); the
// footer is 64 tall, 16 in from the sides, above the bottom of the safe area.
import SnapKit
import UIKit

final class ReaderViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let article = UIView()
    private let footer = UIView()

    override func loadView() {
        view = .init()
        view.addSubview(scrollView)
        view.addSubview(footer)
        scrollView.addSubview(article)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        article.translatesAutoresizingMaskIntoConstraints = false
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 48 : 20
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: footer.topAnchor),
            article.topAnchor.constraint(equalTo: content.topAnchor),
            article.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            article.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: margin),
            article.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -margin),
            article.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -2 * margin),
        ])
        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
            article.heightAnchor.constraint(equalToConstant: 2800).isActive = true
        } else {
            article.heightAnchor.constraint(equalToConstant: 1400).isActive = true
        }
        footer.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalTo(view.safeAreaLayoutGuide).inset(UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
            make.height.equalTo(64)
        }
    }
}
