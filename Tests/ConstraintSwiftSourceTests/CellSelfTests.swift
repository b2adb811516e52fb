import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A cell's code that uses the cell itself as a view (`addSubview(x)`, `equalTo(self)`,
/// `toItem: self`) instead of its `contentView`: read as the content view, the root. The
/// expected constraints are written out by hand.
struct CellSelfTests {
    static func cell(_ body: String) -> String {
        """
        import UIKit
        class Row: UITableViewCell {
        let title = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        \(body)
        }
        }
        """
    }

    static func formulas(_ code: String) throws -> [String] {
        let system = try #require(ReaderFeatureTests.read(code).first)
        let names = Dictionary(uniqueKeysWithValues: system.items.map { ($0.id, $0.name ?? $0.id) })
        return system.constraints.map { constraint in
            func attribute(_ anchor: Anchor) -> String { anchor.attribute.standard.map { "\($0)" } ?? "?" }
            var text = "\(names[constraint.first.item] ?? "?").\(attribute(constraint.first)) \(constraint.relation)"
            if let second = constraint.second { text += " \(names[second.item] ?? "?").\(attribute(second))" }
            return text + " \(constraint.constant?.value ?? 0)"
        }
    }

    @Test func snapKitInACellAddedToTheCellItself() throws {
        let code = Self.cell("""
            addSubview(title)
            title.snp.makeConstraints { (make) in
                make.left.equalTo(self).offset(10)
                make.right.equalTo(self).offset(-15)
                make.top.equalTo(10)
            }
            """)
        #expect(try Self.formulas(code) == [
            "title.left equal contentView.left 10.0",
            "title.right equal contentView.right -15.0",
            "title.top equal contentView.top 10.0",
        ])
    }

    @Test func itemAttributeConstraintsToTheCellItself() throws {
        let code = Self.cell("""
            self.addSubview(title)
            title.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint(item: title, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leading, multiplier: 1, constant: 16).isActive = true
            """)
        #expect(try Self.formulas(code) == ["title.leading equal contentView.leading 16.0"])
    }

    @Test func theCellsOwnAnchorsAreItsContentViews() throws {
        let code = Self.cell("""
            addSubview(title)
            title.translatesAutoresizingMaskIntoConstraints = false
            title.centerYAnchor.constraint(equalTo: self.centerYAnchor).isActive = true
            title.leadingAnchor.constraint(equalTo: self.layoutMarginsGuide.leadingAnchor, constant: 4).isActive = true
            """)
        #expect(try Self.formulas(code) == [
            "title.centerY equal contentView.centerY 0.0",
            "title.leading equal contentView.layoutMarginsGuide.leading 4.0",
        ])
    }

    @Test func aConstraintsOwnValuesAreReadBack() throws {
        let code = Self.cell("""
            contentView.addSubview(title)
            title.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                {
                    let tall = title.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
                    tall.priority -= 1
                    tall.constant += tall.multiplier
                    return tall
                }(),
            ])
            """)
        let system = try #require(ReaderFeatureTests.read(code).first)
        #expect(system.constraints.map(\.priority) == [999])
        #expect(system.constraints.map { $0.constant?.value } == [45])
        #expect(system.diagnostics.allSatisfy { !$0.message.contains("priority not known") && !$0.message.contains("constant not known") })
    }

    @Test func anUnknownToItemIsLeftOutNotReadAsAConstant() throws {
        let code = Self.cell("""
            contentView.addSubview(title)
            title.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint(item: title, attribute: .top, relatedBy: .equal, toItem: delegate?.headerView, attribute: .bottom, multiplier: 1, constant: 4).isActive = true
            NSLayoutConstraint(item: title, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30).isActive = true
            """)
        #expect(try Self.formulas(code) == ["title.height equal 30.0"])
        let system = try #require(ReaderFeatureTests.read(code).first)
        #expect(system.diagnostics.contains { $0.message.contains("toItem is not known statically") })
    }
}

/// A collection view's supplementary view (`UICollectionReusableView`, a section header) has no
/// content view: its root is the view itself, named `self`, though it is read like a cell.
struct ReusableViewRootTests {
    @Test func aSectionHeadersRootIsItself() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class SectionHeader: UICollectionReusableView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                }
            }
            """).first)
        let root = try #require(system.items.first { $0.isRoot })
        #expect(root.name == "self")
        #expect(root.className == "SectionHeader")
    }

    /// `contentView.snp.makeConstraints { $0.edges.equalToSuperview() }` in a header or cell: the
    /// content view tied to its own cell, said as that, not as a view without a superview.
    @Test func theContentViewPinnedToItsCellIsSaidSo() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import SnapKit
            final class Header: UITableViewHeaderFooterView {
                let title = UILabel()
                override init(reuseIdentifier: String?) {
                    super.init(reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(title)
                    contentView.snp.makeConstraints { $0.edges.equalToSuperview() }
                    title.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(20) }
                }
            }
            """).first)
        #expect(system.diagnostics.contains { $0.message.contains("ties the content view to its own cell") })
        #expect(!system.diagnostics.contains { $0.message.contains("which has no superview") })
    }
}
