import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import TestSupport
import Testing

/// Every pin an Interface Builder scene's ambiguity suggests, read back from its text
/// (`Card.top == Screen.top + 40`, `Banner.height == 80`) and added to the scene: the
/// Fourier–Motzkin oracle must find the scene still satisfiable with fewer undetermined values,
/// and when the pin says it keeps the saved frame, the pinned value must be the one the file
/// saved (the frames added up the superview chain here, from the reader's items, not from the
/// analysis).
@Suite struct SavedFramePinTests {
    /// `A.top == B.top + 40`, `A.height == 80`: the two shapes a pin is written in.
    static func constraint(_ text: String, in system: ConstraintSystem) -> LayoutConstraint? {
        func item(_ name: String) -> String? { system.items.first { ($0.name ?? $0.displayName) == name || $0.displayName == name }?.id }
        func anchor(_ side: Substring) -> Anchor? {
            guard let dot = side.lastIndex(of: "."), let id = item(String(side[..<dot])),
                let attribute = LayoutAttribute(rawValue: String(side[side.index(after: dot)...]))
            else { return nil }
            return Anchor(item: id, attribute)
        }
        let sides = text.components(separatedBy: " == ")
        guard sides.count == 2, let first = anchor(Substring(sides[0])) else { return nil }
        let right = sides[1].replacingOccurrences(of: "−", with: "-").components(separatedBy: " ")
        if right.count == 1, let value = Double(right[0]) {
            return LayoutConstraint(id: "pin", first: first, constant: LayoutNumber(value))
        }
        guard let second = anchor(Substring(right[0])) else { return nil }
        let offset = right.count == 3 ? (Double(right[2]) ?? .nan) * (right[1] == "-" ? -1 : 1) : 0
        return offset.isNaN ? nil : LayoutConstraint(id: "pin", first: first, second: second, constant: LayoutNumber(offset))
    }

    /// The saved value the pinned attribute has in the scene's coordinates.
    static func savedValue(of anchor: Anchor, in system: ConstraintSystem) -> Double? {
        guard let attribute = anchor.attribute.standard, let frame = system.item(anchor.item)?.frame else { return nil }
        switch attribute {
        case .width: return frame.width.value
        case .height: return frame.height.value
        case .top, .leading, .left:
            var total = 0.0
            var current: String? = anchor.item
            while let id = current, let view = system.item(id), !view.isRoot {
                guard let saved = view.frame else { return nil }
                total += attribute == .top ? saved.y.value : saved.x.value
                current = view.superviewID
            }
            return total
        default: return nil
        }
    }

    /// How many of the items' positions and sizes the oracle finds undetermined. A value that no
    /// row mentions is not among the oracle's variables at all, and counts as undetermined.
    static func undetermined(_ system: ConstraintSystem) -> Int? {
        let lowering = OracleLowering(system)
        guard lowering.isComplete else { return nil }
        let optional = lowering.rows.filter { !$0.isRequired }.map { (row: $0.row, priority: $0.priority) }
        guard let face = OracleFace(required: lowering.requiredRows, optional: optional) else { return nil }
        let count = lowering.variables.names.count
        let unmentioned = system.items.flatMap { item in ["x", "y", "width", "height"].map { "\(item.id).\($0)" } }
            .filter { lowering.variables.existingIndex(of: $0) == nil }.count
        return count - (0..<count).filter(face.isDetermined).count + unmentioned
    }

    static func satisfiable(_ system: ConstraintSystem) -> Bool {
        OracleFace(required: OracleLowering(system).requiredRows, optional: []) != nil
    }

    @Test func everyIBPinReadsBackAndKeepsTheSavedFrame() throws {
        var checked = 0
        var saved = 0
        for input in InterfaceBuilderGoldenTests.inputs {
            for report in try InterfaceBuilderGoldenTests.report(for: input).systems {
                let system = report.system
                guard let diagnosis = report.diagnosis, let before = Self.undetermined(system) else { continue }
                for suggestion in diagnosis.ambiguities.compactMap(\.suggestion) where suggestion.action == .addConstraint {
                    guard let text = suggestion.constraintText, !text.contains(";"), let pin = Self.constraint(text, in: system) else { continue }
                    var pinned = system
                    pinned.constraints.append(pin)
                    let after = try #require(Self.undetermined(pinned), "\(input.lastPathComponent): '\(text)' makes the scene unsatisfiable")
                    #expect(after < before, "\(input.lastPathComponent): '\(text)' pins nothing")
                    checked += 1
                    guard suggestion.consequence.contains("Interface Builder saved"), let value = Self.savedValue(of: pin.first, in: system) else { continue }
                    // The pinned attribute at its saved value, as a second constraint from the root.
                    guard let root = system.items.first(where: \.isRoot) else { continue }
                    var check = pinned
                    let attribute = pin.first.attribute.standard
                    check.constraints.append(
                        attribute?.isSize == true
                            ? LayoutConstraint(id: "saved", first: pin.first, constant: LayoutNumber(value))
                            : LayoutConstraint(id: "saved", first: pin.first, second: Anchor(item: root.id, attribute == .top ? .top : .leading), constant: LayoutNumber(value)))
                    #expect(Self.satisfiable(check), "\(input.lastPathComponent): '\(text)' is not where the file saved it (\(value))")
                    saved += 1
                }
            }
        }
        // The scenes the oracle lowers completely (XIBs without system guides) hold four pins.
        #expect(checked >= 4 && saved >= 3, "checked \(checked) pins, \(saved) at saved frames")
    }
}
