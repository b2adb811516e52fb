#!/usr/bin/env python3
"""Writes N Swift files of layout code for the Swift-source benchmark: view controllers with
anchors, views with SnapKit, cells with visual format, stack views and helper extensions, in
rotation, each a complete screen of 10-40 constraints. Deterministic for a given N and seed."""
import argparse
import os
import random

ANCHORS = '''import UIKit

final class Screen{n}ViewController: UIViewController {{
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let card = UIView()
    private let button = UIButton(type: .system)

    override func viewDidLoad() {{
        super.viewDidLoad()
        titleLabel.text = "Screen {n}"
        subtitleLabel.text = "Subtitle for screen {n}"
        button.setTitle("Continue", for: .normal)
        for subview in [titleLabel, subtitleLabel, card, button] {{
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }}
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: {a}),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            subtitleLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: subtitleLabel.bottomAnchor, constant: {b}),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.{c}),
            button.topAnchor.constraint(greaterThanOrEqualTo: card.bottomAnchor, constant: 20),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
        ])
        subtitleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    }}
}}
'''

SNAPKIT = '''import SnapKit
import UIKit

final class Header{n}View: UIView {{
    let avatar = UIImageView()
    let name = UILabel()
    let detail = UILabel()

    override init(frame: CGRect) {{
        super.init(frame: frame)
        name.text = "Name {n}"
        addSubview(avatar)
        addSubview(name)
        addSubview(detail)
        avatar.snp.makeConstraints {{ make in
            make.top.leading.equalToSuperview().inset({a})
            make.size.equalTo(48)
            make.bottom.lessThanOrEqualToSuperview().inset(12)
        }}
        name.snp.makeConstraints {{ make in
            make.top.equalTo(avatar)
            make.leading.equalTo(avatar.snp.trailing).offset(12)
            make.trailing.equalToSuperview().inset(12)
        }}
        detail.snp.makeConstraints {{ make in
            make.top.equalTo(name.snp.bottom).offset(4)
            make.leading.trailing.equalTo(name)
            make.bottom.equalToSuperview().inset(12).priority(.high)
        }}
    }}

    required init?(coder: NSCoder) {{ fatalError() }}
}}
'''

VFL = '''import UIKit

final class Row{n}Cell: UITableViewCell {{
    private let title = UILabel()
    private let value = UILabel()
    private let icon = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {{
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let views = ["title": title, "value": value, "icon": icon]
        views.values.forEach {{ $0.translatesAutoresizingMaskIntoConstraints = false }}
        for (_, view) in views {{ contentView.addSubview(view) }}
        let metrics = ["pad": {a}, "size": 24]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[icon(size)]-[title]-(>=8)-[value]-pad-|", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[icon(size)]-(pad@999)-|", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[title]", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[value]", options: [], metrics: metrics, views: views)
        NSLayoutConstraint.activate(constraints)
    }}

    required init?(coder: NSCoder) {{ fatalError() }}
}}
'''

STACK = '''import UIKit

enum Metrics{n} {{
    static let spacing: CGFloat = {a}
    static let inset = spacing * 2
}}

extension UIView {{
    func pin{n}(to other: UIView, inset: CGFloat) {{
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
            topAnchor.constraint(equalTo: other.safeAreaLayoutGuide.topAnchor, constant: inset),
        ])
    }}
}}

final class Form{n}ViewController: UIViewController {{
    override func viewDidLoad() {{
        super.viewDidLoad()
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = Metrics{n}.spacing
        for index in 0..<{c} {{
            let field = UILabel()
            field.text = "Field"
            stack.addArrangedSubview(field)
        }}
        view.addSubview(stack)
        stack.pin{n}(to: view, inset: Metrics{n}.inset)
    }}
}}
'''

TEMPLATES = [ANCHORS, SNAPKIT, VFL, STACK]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("-n", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.folder, exist_ok=True)
    for n in range(args.n):
        template = TEMPLATES[n % len(TEMPLATES)]
        text = template.format(n=n, a=rng.randint(4, 24), b=rng.randint(8, 40), c=rng.randint(2, 9))
        with open(os.path.join(args.folder, f"Screen{n:04d}.swift"), "w") as out:
            out.write(text)


if __name__ == "__main__":
    main()
