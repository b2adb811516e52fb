// Self-written: a collection view cell whose image view keeps its autoresizing mask (no
// `translatesAutoresizingMaskIntoConstraints = false`) and is sized as a fraction of the cell.
// The mask pins the image view at its frame, .zero; the multipliers then allow the cell only
// 0 × 0. The collection view's layout gives the cell its item size, never zero, so UIKit logs a
// conflict between the mask's constraints and the multipliers as soon as the cell is shown.
import UIKit

final class PhotoCell: UICollectionViewCell {
    let photo: UIImageView = {
        let view = UIImageView()
        view.contentMode = .scaleAspectFill
        return view
    }()
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(photo)
        contentView.addSubview(caption)
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.text = "Caption"
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: contentView.topAnchor),
            photo.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            photo.widthAnchor.constraint(equalTo: contentView.widthAnchor, multiplier: 0.9),
            photo.heightAnchor.constraint(equalTo: contentView.heightAnchor, multiplier: 0.75),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
