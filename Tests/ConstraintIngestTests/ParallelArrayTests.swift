@testable import ConstraintIngest
import Testing

/// Large arrays of independent elements are made in parts on all cores; every element must still
/// be the one its index gives, in its place.
struct ParallelArrayTests {
    @Test(arguments: [0, 1, ParallelArray.partSize - 1, ParallelArray.partSize, 3 * ParallelArray.partSize + 17])
    func elementsAreInTheirPlaces(count: Int) {
        let made = ParallelArray.make(count: count) { "item\($0 + 1)" }
        #expect(made == (0..<count).map { "item\($0 + 1)" })
    }
}
