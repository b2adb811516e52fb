import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `cond ? a.snp.bottom : b.snp.bottom` with a condition known only at run time: the first view or
/// anchor is read, as the first branch of an undecidable `if` is, with a note; before, the
/// unknown was taken for a number and the view was pinned to its superview instead.
struct UndecidedChoiceTests {
    @Test func anUndecidedChoiceOfAnchorsReadsTheFirst() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            a.snp.makeConstraints { $0.top.equalToSuperview().offset(10) }
            let c = UIView()
            view.addSubview(c)
            c.snp.makeConstraints {
                let anchor = model.isRoutine ? a.snp.bottom : b.snp.bottom
                $0.top.equalTo(anchor).offset(13)
                $0.height.equalTo(model.isRoutine ? 24 : 0)
            }
            """)).first)
        let names = Dictionary(uniqueKeysWithValues: system.items.map { ($0.id, $0.name ?? $0.id) })
        let top = try #require(system.constraints.first { names[$0.first.item] == "c" && $0.first.attribute.standard == .top })
        #expect(top.second.map { names[$0.item] } == "a")
        #expect(top.second?.attribute.standard == .bottom && top.constant?.value == 13)
        let height = try #require(system.constraints.first { names[$0.first.item] == "c" && $0.first.attribute.standard == .height })
        #expect(height.constant == nil)
        #expect(system.diagnostics.contains { $0.message.contains("the first choice is read") })
    }
}
