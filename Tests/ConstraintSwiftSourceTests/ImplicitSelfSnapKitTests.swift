import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// SnapKit's `snp` of a view itself, written without `self.` (`make.centerY.equalTo(snp.centerY)`):
/// before, its target was unknown and the constraint left out.
struct ImplicitSelfSnapKitTests {
    @Test func aBareSnpIsTheViewsOwn() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Row: UIView {
                private let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.snp.makeConstraints { make in
                        make.centerY.equalTo(snp.centerY)
                        make.leading.equalTo(snp.leading).offset(14)
                        make.size.equalTo(16)
                    }
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system) == ["dot.centerY = self.centerY + 0", "dot.leading = self.leading + 14", "dot.width = 16", "dot.height = 16"])
    }
}
