/// Names ↔ indices for oracle variables, shared by the lowering and by certificates read back
/// from the analysis (which use the same `item.x` names).
public struct OracleVariables: Sendable {
    public private(set) var names: [String] = []
    private var indices: [String: Int] = [:]

    public init() {}

    public mutating func index(of name: String) -> Int {
        if let index = indices[name] { return index }
        names.append(name)
        indices[name] = names.count - 1
        return names.count - 1
    }

    public func existingIndex(of name: String) -> Int? { indices[name] }
}
