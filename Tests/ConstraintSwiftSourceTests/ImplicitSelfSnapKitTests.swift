import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// SnapKit's `snp` of a view itself, written without `self.` (`make.centerY.equalTo(snp.centerY)`):
/// before, its target was unknown and the constraint left out. The block of a view the reader
/// cannot follow (`model.button.snp.makeConstraints { … }`) gets one note, not one per line.
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

    @Test func theBlockOfAnUnknownViewAddsOneNote() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Bar: UIView {
                let box = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(box)
                    box.snp.makeConstraints { $0.edges.equalToSuperview() }
                    model.button.snp.makeConstraints { make in
                        make.top.bottom.equalToSuperview()
                        make.leading.trailing.equalToSuperview().inset(8)
                    }
                }
            }
            """).first)
        let notes = system.diagnostics.filter { $0.code == "swift-not-followed" }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("'model.button'") == true)
    }
}
