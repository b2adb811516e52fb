import Testing

@testable import ConstraintModel

/// Axes and attributes hash by case (`CaseHashing.swift`), not by their raw strings. Every
/// case needs its own ordinal, or two attributes would always collide in a layout's keys.
@Suite struct CaseHashingTests {
    @Test func everyAttributeHasItsOwnOrdinal() {
        let ordinals = LayoutAttribute.allCases.map(\.ordinal)
        #expect(Set(ordinals).count == LayoutAttribute.allCases.count)
    }

    @Test func equalValuesHashEqualAndCasesSpreadOverBuckets() {
        var hashes: Set<Int> = []
        for attribute in LayoutAttribute.allCases {
            #expect(attribute.hashValue == LayoutAttribute(rawValue: attribute.rawValue)?.hashValue)
            hashes.insert(attribute.hashValue)
        }
        #expect(hashes.count == LayoutAttribute.allCases.count)
        #expect(Axis.horizontal.hashValue != Axis.vertical.hashValue)
    }
}
