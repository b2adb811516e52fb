import Foundation

/// Parsed JSON with exact types, for checking the report's contract without its own encoder
/// types: `JSONDecoder` refuses `true` as a number and `0.5` as an integer, so `.integer`,
/// `.number` and `.bool` are told apart reliably on every platform.
indirect enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The values of an object, in key order.
    var objectValues: [JSONValue]? {
        if case .object(let object) = self { return object.keys.sorted().map { object[$0]! } }
        return nil
    }

    var objectKeys: Set<String>? {
        if case .object(let object) = self { return Set(object.keys) }
        return nil
    }

    var arrayValue: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }
}

/// The JSON types the contract allows for a key.
enum JSONType: Hashable, CustomStringConvertible {
    case null, bool, integer, number, string, array, object

    /// Integers are numbers too.
    func admits(_ value: JSONValue) -> Bool {
        switch (self, value) {
        case (.null, .null), (.bool, .bool), (.integer, .integer), (.number, .integer), (.number, .number),
            (.string, .string), (.array, .array), (.object, .object):
            return true
        default:
            return false
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .integer: return "integer"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}
