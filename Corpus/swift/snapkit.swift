// SnapKit: makeConstraints with edges, size, center, equalToSuperview, offset, inset,
// multipliedBy, priority and `.snp` anchors.
//
// Expect: satisfiable and fully determined. The header fills the top (inset 16), the avatar is
// 48 × 48 below it, the body is half the header's width; the @low width yields.
import SnapKit
import UIKit

final class SnapKitViewController: UIViewController {
    private let header = UIView()
    private let avatar = UIImageView()
    private let body = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        view.addSubview(avatar)
        view.addSubview(body)
        header.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(120)
        }
        avatar.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).offset(12)
            make.centerX.equalToSuperview()
            make.size.equalTo(48)
        }
        body.snp.makeConstraints { make in
            make.top.equalTo(avatar.snp.bottom).offset(8)
            make.centerX.equalTo(avatar)
            make.width.equalTo(header).multipliedBy(0.5)
            make.height.equalTo(200)
            make.width.equalTo(500).priority(.low)
        }
    }
}
