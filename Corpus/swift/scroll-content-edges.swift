import UIKit

// A settings screen written the pre-iOS 11 way: the content view is pinned to the scroll view's
// own edges (which UIKit reads as the content area) and made as wide as the scroll view; its
// header comes from a parts object made in another file.
final class NotificationSettingsController: UIViewController {
    private let parts = SettingsParts.shared
    private let scroller = UIScrollView()
    private let content = UIView()
    private let footnote = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        footnote.text = "Changes apply on every device."
        [scroller, content, footnote].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(scroller)
        scroller.addSubview(content)
        content.addSubview(parts.headerView)
        content.addSubview(footnote)
        NSLayoutConstraint.activate([
            scroller.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scroller.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroller.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroller.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            content.topAnchor.constraint(equalTo: scroller.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroller.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroller.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroller.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroller.widthAnchor),
            parts.headerView.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            parts.headerView.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            parts.headerView.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            parts.headerView.heightAnchor.constraint(equalToConstant: 120),
            footnote.topAnchor.constraint(equalTo: parts.headerView.bottomAnchor, constant: 24),
            footnote.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            footnote.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -16),
            footnote.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
        ])
    }
}
