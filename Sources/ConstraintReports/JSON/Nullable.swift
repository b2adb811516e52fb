/// An optional that encodes as `null` instead of leaving its key out. The JSON contract says
/// absent values are `null`, so tools can tell "no identifier" from "old schema without the key".
@propertyWrapper
public struct Nullable<Value: Encodable & Sendable & Hashable>: Encodable, Sendable, Hashable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

/// JSON has no NaN or infinity; such a value (never produced by the readers, possible in a
/// system built in code) is written as `null` rather than failing the whole report.
func finiteOrNil(_ value: Double) -> Double? { value.isFinite ? value : nil }
