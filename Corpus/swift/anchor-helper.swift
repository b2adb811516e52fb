import UIKit

// A comment bar pinned to the bottom of a post screen, laid out with the `anchor(…)` helper most
// projects copy from LBTATools into an extension of their own (not in this file), and a bottom
// constraint kept to move the bar with the keyboard.
final class CommentBar: UIView {
    var bottomConstraint: NSLayoutConstraint?

    let container = UIView()
    let divider = UIView()
    let input = UITextView()
    let post: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Post", for: .normal)
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(container)
        container.anchor(top: nil, leading: leadingAnchor, bottom: nil, trailing: trailingAnchor, size: .init(width: 0, height: 52))
        bottomConstraint = container.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)
        bottomConstraint?.isActive = true

        [divider, input, post].forEach { container.addSubview($0) }
        divider.anchor(top: container.topAnchor, leading: container.leadingAnchor, bottom: nil, trailing: container.trailingAnchor, size: .init(width: 0, height: 1))
        post.anchor(top: divider.bottomAnchor, leading: nil, bottom: container.bottomAnchor, trailing: container.trailingAnchor, padding: .init(top: 0, left: 0, bottom: 0, right: 12))
        input.anchor(top: divider.bottomAnchor, leading: container.leadingAnchor, bottom: container.bottomAnchor, trailing: post.leadingAnchor, padding: .init(top: 6, left: 12, bottom: 6, right: 8))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func keyboardWillShow(height: CGFloat) {
        bottomConstraint?.constant = -height
    }
}
