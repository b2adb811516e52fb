import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// SnapKit before 3.0 (still in many projects, and deprecated aliases after): `snp_makeConstraints`
/// and the `snp_bottom` attributes mean what `snp.makeConstraints` and `snp.bottom` mean.
struct SnapKitLegacySyntaxTests {
    @Test func underscoreSpellingsReadAsTheDotOnes() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import SnapKit
            final class Rental: UIView {
                let title = UILabel()
                let detail = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    addSubview(detail)
                    title.snp_makeConstraints { make in
                        make.top.left.equalTo(self).offset(16)
                    }
                    detail.snp.makeConstraints {
                        $0.top.equalTo(title.snp_bottom).offset(10)
                        $0.left.equalTo(title.snp_left)
                    }
                }
            }
            """).first)
        let names = Dictionary(uniqueKeysWithValues: system.items.map { ($0.id, $0.name ?? $0.id) })
        let formulas = system.constraints.map {
            "\(names[$0.first.item] ?? "?").\($0.first.attribute.standard?.rawValue ?? "?") \(names[$0.second?.item ?? ""] ?? "none").\($0.second?.attribute.standard?.rawValue ?? "") \($0.constant.map { "\($0.value)" } ?? "?")"
        }
        #expect(formulas == ["title.top self.top 16.0", "title.left self.left 16.0", "detail.top title.bottom 10.0", "detail.left title.left 0.0"])
    }
}
