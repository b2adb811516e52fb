import ConstraintAnalysis
import ConstraintModel
import LayoutMath

/// A view whose saved frame (where Interface Builder draws it) differs from the frame its
/// constraints give it: Xcode's "Frame for … will be different at run time".
public struct MisplacedView: Sendable, Hashable {
    public var item: String
    /// In the superview's coordinates, as the file saves it.
    public var savedFrame: Rect
    /// In the superview's coordinates, from the solved layout.
    public var solvedFrame: Rect
    /// `x 20 → 16, width 300 → 343`.
    public var changes: String
}

public enum MisplacedViews {
    /// IB saves frames rounded to the pixel grid; smaller differences are rounding, not misplacement.
    public static let tolerance = 1.0

    /// Compared only where the solved frame means something: an Interface Builder scene without
    /// conflicts, laid out on the device it was saved for, for views the analysis found fully
    /// determined, except the views the reader could not place exactly (the scene's
    /// `notJudgedSourceIDs`, each named in a reader note that says why).
    /// On macOS the reader gives alignment rectangles (saved frames less the controls' insets,
    /// turned y-down), so AppKit and UIKit scenes are compared alike.
    /// A view its autoresizing mask lays out is left out: its mask reproduces its saved frame at
    /// its superview's saved size, so its frame differs only where its superview's does, and Xcode
    /// flags the superview alone (cocoa-rest-client's FastSearchSavedRequests.xib: a misplaced
    /// scroll view, its clip view and table view not flagged).
    public static func find(in system: ConstraintSystem, diagnosis: Diagnosis) -> [MisplacedView] {
        guard system.format == .interfaceBuilder, system.platform == .iOS || system.platform == .macOS,
            diagnosis.conflicts.isEmpty,
            !system.diagnostics.contains(where: { $0.code == "other-device" })
        else { return [] }
        let ambiguous = Set(diagnosis.ambiguousItems.map(\.item))
        let notJudged = system.scene?.notJudgedSourceIDs ?? []
        var found: [MisplacedView] = []
        for item in system.items where !item.isRoot && !item.kind.isGuide && !ambiguous.contains(item.id) && item.translatesAutoresizingMask != true {
            if let source = item.sourceID, notJudged.contains(source) { continue }
            guard let saved = item.frame, let superview = item.superviewID, !ambiguous.contains(superview),
                let solved = frame(item.id, diagnosis), let parent = frame(superview, diagnosis)
            else { continue }
            let relative = [solved[0] - parent[0], solved[1] - parent[1], solved[2], solved[3]]
            let savedValues = [saved.x.value, saved.y.value, saved.width.value, saved.height.value]
            var changes: [String] = []
            for (index, name) in ["x", "y", "width", "height"].enumerated() where abs(relative[index] - savedValues[index]) > tolerance {
                changes.append("\(name) \(text(savedValues[index])) → \(text(relative[index]))")
            }
            guard !changes.isEmpty else { continue }
            found.append(
                MisplacedView(
                    item: item.id, savedFrame: saved,
                    solvedFrame: Rect(
                        x: LayoutNumber(relative[0]), y: LayoutNumber(relative[1]), width: LayoutNumber(relative[2]),
                        height: LayoutNumber(relative[3])),
                    changes: changes.joined(separator: ", ")))
        }
        return found
    }

    private static func frame(_ item: String, _ diagnosis: Diagnosis) -> [Double]? {
        guard let frame = diagnosis.frames[item], let x = frame.x, let y = frame.y, let width = frame.width, let height = frame.height
        else { return nil }
        return [x.doubleValue, y.doubleValue, width.doubleValue, height.doubleValue]
    }

    /// Rounded to the half point IB works in.
    static func text(_ value: Double) -> String {
        let rounded = (value * 2).rounded() / 2
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}
