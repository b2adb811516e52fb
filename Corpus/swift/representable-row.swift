// A SwiftUI wrapper of a UIKit row (`UIViewRepresentable`): the view `makeUIView(context:)`
// returns is the root. Its views are added with `forEach(row.addSubview)` and placed by a
// visual-format helper declared in no file read (`addConstraintsWithFormat`, its views keyed
// v0, v1, … as such helpers key them), and by anchors.
//
// Expect: a note at each helper call that it is read as a visual-format helper; no conflict, fully
// determined at the size the host gives the row: the icon 24 × 24 at (16, 10), the label 12 to
// its right hugging its text and centred on it, the switch (51 × 31, its fixed size) 16 in from
// the trailing edge and centred on the icon; the row's bottom at least 10 below the icon.
import SwiftUI
import UIKit

struct SettingRow: UIViewRepresentable {
    let title: String

    func makeUIView(context: Context) -> UIView {
        let row = UIView()
        let icon = UIImageView()
        let label = UILabel()
        label.text = "Notifications"
        let toggle = UISwitch()
        [icon, label, toggle].forEach(row.addSubview)
        row.addConstraintsWithFormat("H:|-16-[v0(24)]-12-[v1]-(>=8)-[v2]-16-|", views: icon, label, toggle)
        row.addConstraintsWithFormat("V:|-10-[v0(24)]-(>=10)-|", views: icon)
        label.centerYAnchor.constraint(equalTo: icon.centerYAnchor).isActive = true
        toggle.centerYAnchor.constraint(equalTo: icon.centerYAnchor).isActive = true
        return row
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}
