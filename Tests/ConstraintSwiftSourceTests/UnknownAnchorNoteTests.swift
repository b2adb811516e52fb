import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// An anchor property the reader does not know (`readableLeadingAnchor`, an extension in files not
/// read): the constraint made from it cannot be read, and a located note says so rather than
/// dropping it without a word.
struct UnknownAnchorNoteTests {
    @Test func aConstraintFromAnUnknownAnchorIsNoted() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            NSLayoutConstraint.activate([
                a.readableLeadingAnchor.constraint(equalTo: view.readableLeadingAnchor),
                a.topAnchor.constraint(equalTo: view.topAnchor),
            ])
            """)).first)
        #expect(system.constraints.count == 1)
        let note = try #require(system.diagnostics.first { $0.message.contains("readableLeadingAnchor") })
        #expect(note.line == 11)
    }
}
