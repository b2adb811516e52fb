// The screen of a beginner's Auto Layout primer, built in viewDidLoad: three 70-point squares
// in a row at the top of the safe area, an image centred in the safe area, and three labels
// in a row across the safe area below the image.
//
//
// Expect: 30 constraints; the three labels hug their text at the same default priority (250),
// so nothing says which of them takes the spare width: a content-hugging tie between label1,
// label2 and label3, fixed by raising one label's hugging priority.
import UIKit

class PrimerWithoutHuggingViewController: UIViewController {
    let view1 = UIView()
    let view2 = UIView()
    let view3 = UIView()
    let imageView = UIImageView()
    let label1 = UILabel()
    let label2 = UILabel()
    let label3 = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        label1.text = "Left"
        label2.text = "Middle"
        label3.text = "Right"
        for subview in [view1, view2, view3, imageView, label1, label2, label3] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            view1.leadingAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.leadingAnchor),
            view1.widthAnchor.constraint(equalToConstant: 70),
            view1.topAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.topAnchor, constant: 100),
            view1.heightAnchor.constraint(equalToConstant: 70),
            view2.centerXAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.centerXAnchor),
            view2.widthAnchor.constraint(equalToConstant: 70),
            view2.topAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.topAnchor, constant: 100),
            view2.heightAnchor.constraint(equalToConstant: 70),
            view3.trailingAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.trailingAnchor),
            view3.widthAnchor.constraint(equalToConstant: 70),
            view3.topAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.topAnchor, constant: 100),
            view3.heightAnchor.constraint(equalToConstant: 70),
            imageView.centerXAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.centerYAnchor),
            imageView.widthAnchor.constraint(equalToConstant: 150),
            imageView.heightAnchor.constraint(equalToConstant: 150),
            imageView.topAnchor.constraint(greaterThanOrEqualTo: view2.bottomAnchor, constant: 20),
            label1.leadingAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.leadingAnchor),
            label1.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 40),
            label1.heightAnchor.constraint(equalToConstant: 30),
            label2.leadingAnchor.constraint(equalTo: label1.trailingAnchor),
            label2.topAnchor.constraint(equalTo: label1.topAnchor),
            label2.heightAnchor.constraint(equalToConstant: 30),
            label3.leadingAnchor.constraint(equalTo: label2.trailingAnchor),
            label3.topAnchor.constraint(equalTo: label1.topAnchor),
            label3.heightAnchor.constraint(equalToConstant: 30),
            label1.widthAnchor.constraint(greaterThanOrEqualToConstant: 70),
            label2.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
            label3.widthAnchor.constraint(greaterThanOrEqualToConstant: 70),
            label3.trailingAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.trailingAnchor),
        ])
    }
}
