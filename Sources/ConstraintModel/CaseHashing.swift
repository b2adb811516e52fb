/// Hashing by case rather than by raw value.
///
/// An enum with a `String` raw value inherits `RawRepresentable`'s `hash(into:)`, which hashes
/// the raw string (and, for `≤`, normalises it first). Axes and attributes are parts of the keys
/// a large layout is lowered and solved with, millions of times; hashing their case is one
/// integer instead of a string. Equality is unchanged (same case, same raw value), so hashes
/// stay consistent with `==`.
extension Axis {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(self == .horizontal ? 0 as UInt8 : 1)
    }
}

extension LayoutAttribute {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// The case's place in declaration order.
    var ordinal: UInt8 {
        switch self {
        case .left: return 0
        case .right: return 1
        case .top: return 2
        case .bottom: return 3
        case .leading: return 4
        case .trailing: return 5
        case .width: return 6
        case .height: return 7
        case .centerX: return 8
        case .centerY: return 9
        case .lastBaseline: return 10
        case .firstBaseline: return 11
        case .leftMargin: return 12
        case .rightMargin: return 13
        case .topMargin: return 14
        case .bottomMargin: return 15
        case .leadingMargin: return 16
        case .trailingMargin: return 17
        case .centerXWithinMargins: return 18
        case .centerYWithinMargins: return 19
        case .notAnAttribute: return 20
        case .minX: return 21
        case .maxX: return 22
        case .minY: return 23
        case .maxY: return 24
        case .midX: return 25
        case .midY: return 26
        }
    }
}
