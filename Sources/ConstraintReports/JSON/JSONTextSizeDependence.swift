/// `textSizeDependence` (`Docs/json-report.md`): whether a Swift-source verdict holds whatever
/// the text, from `TextSizeDependence`. Only on systems with estimated text sizes.
struct JSONTextSizeKeys: Encodable, Hashable, Sendable {
    var textSizeDependence: JSONTextSizeDependence
}

struct JSONTextSizeDependence: Encodable, Hashable, Sendable {
    struct Item: Encodable, Hashable, Sendable {
        var item: String
        var name: String
        var estimatedWidth: Double
    }

    struct Change: Encodable, Hashable, Sendable {
        var factor: Double
        var verdict: String
    }

    var holdsWhateverTheText: Bool
    var verdict: String
    var checkedFactors: [Double]
    var holdsFrom: Double
    var holdsUpTo: Double
    @Nullable var below: Change?
    @Nullable var above: Change?
    var items: [Item]

    init(_ dependence: TextSizeDependence) {
        holdsWhateverTheText = dependence.holdsWhateverTheText
        verdict = dependence.verdict
        checkedFactors = [TextSizeDependence.smallerFactor, TextSizeDependence.largerFactor]
        holdsFrom = dependence.holdsFrom
        holdsUpTo = dependence.holdsUpTo
        below = dependence.below.map { Change(factor: $0.factor, verdict: $0.verdict) }
        above = dependence.above.map { Change(factor: $0.factor, verdict: $0.verdict) }
        items = dependence.items.map { Item(item: $0.id, name: $0.name, estimatedWidth: $0.estimatedWidth) }
    }
}
