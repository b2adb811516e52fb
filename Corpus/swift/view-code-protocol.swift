// The "view code" convention of many projects: a protocol declared in a file not read (here
// `ViewCode`) whose default `setupView()` calls `buildViewHierarchy()`, `setupConstraints()` and
// `setupAdditionalConfiguration()`, which the view implements in its extension for the protocol.
// With it: SnapKit's `snp` of the view itself written without `self.`, and a stack whose spacing
// is `UIStackView.spacingUseSystem`.
//
// Expect: a note that `setupView()` is declared in no file read and that the three hooks run there
// in their order; no conflict, fully determined at the size the host gives the header: the title
// at (20, 16) hugging its text, the close button 24 × 24 twenty in from the trailing edge and
// centred on the title, and the stack of price and date (8 apart, the system spacing) 8 under the
// title, from x 20 to the close button's leading edge, its bottom at most 16 above the header's.
import SnapKit
import UIKit

final class TicketHeader: UIView {
    private let title = UILabel()
    private let close = UIButton(type: .system)
    private let stack = UIStackView()
    private let price = UILabel()
    private let date = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupView()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension TicketHeader: ViewCode {
    func buildViewHierarchy() {
        addSubview(title)
        addSubview(close)
        addSubview(stack)
        stack.addArrangedSubview(price)
        stack.addArrangedSubview(date)
    }

    func setupConstraints() {
        title.snp.makeConstraints { make in
            make.top.equalTo(snp.top).offset(16)
            make.leading.equalTo(snp.leading).offset(20)
        }
        close.snp.makeConstraints { make in
            make.centerY.equalTo(title.snp.centerY)
            make.trailing.equalTo(snp.trailing).offset(-20)
            make.size.equalTo(24)
            make.leading.greaterThanOrEqualTo(title.snp.trailing).offset(8)
        }
        stack.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom).offset(8)
            make.leading.equalTo(title)
            make.trailing.equalTo(close.snp.leading)
            make.bottom.lessThanOrEqualTo(snp.bottom).offset(-16)
        }
    }

    func setupAdditionalConfiguration() {
        title.text = "Boarding pass"
        price.text = "R$ 120,00"
        date.text = "12/11"
        stack.axis = .vertical
        stack.spacing = UIStackView.spacingUseSystem
        close.setTitle("×", for: .normal)
    }
}
