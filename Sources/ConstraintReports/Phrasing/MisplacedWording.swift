import ConstraintModel

/// How every report says that a view is misplaced (`MisplacedViews`), so that the text report,
/// the report page and the CI formats name the same views, numbers and remedy.
///
/// A misplaced view is Xcode's "Misplaced Views" warning: the layout holds and is determined,
/// but the frame the file saved (what the canvas draws) is not the one the constraints give
/// (what runs). It is not a conflict, and either side may be the one the developer meant.
enum MisplacedWording {
    /// The Xcode command that moves the saved frames to the constraints' frames (the same on
    /// iOS and macOS canvases).
    static let updateFrames = "Editor › Resolve Auto Layout Issues › Update Frames"

    /// Views named before "and 3 more" in one sentence; the section lists every one.
    static let namedViews = 3

    static func count(_ number: Int) -> String { ModelWording.count(number, "misplaced view") }

    /// The verdict's line: how many, which views, and what the difference means.
    static func verdict(_ views: [MisplacedView], in system: ConstraintSystem) -> String {
        guard let first = views.first else { return "" }
        let names = views.prefix(namedViews).map { system.displayName(of: $0.item) }
        if views.count == 1 {
            return "Warning: 1 misplaced view. \(names[0]) is saved at a frame its constraints do not give (\(first.changes)): "
                + "Xcode draws it there, but at run time it takes the constraints' frame."
        }
        let list = views.count > namedViews
            ? names.joined(separator: ", ") + " and \(views.count - namedViews) more"
            : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        return "Warning: \(count(views.count)). \(list) are saved at frames their constraints do not give: "
            + "Xcode draws them there, but at run time they take the constraints' frames."
    }

    /// What to do, for one view or several.
    static func advice(_ count: Int) -> String {
        let views = count == 1 ? "the view" : "the views"
        return "If the constraints are right, select \(views) and choose \(updateFrames) in Xcode. "
            + "If the saved frame is the one you meant, change the constraints instead."
    }

    /// Which rectangles are compared, said once per system.
    static func coordinates(_ platform: Platform) -> String {
        platform == .macOS
            ? "Alignment rectangles in the superview, y down from its top (AppKit controls' insets taken off)."
            : "Frames in the superview's coordinates."
    }

    /// `Card (crd-aa-001), line 13`.
    static func heading(_ view: MisplacedView, in system: ConstraintSystem) -> String {
        guard let item = system.item(view.item) else { return view.item }
        var heading = item.displayName
        if let source = item.sourceID, source != item.displayName { heading += " (\(source))" }
        if let line = item.sourceLocation?.line { heading += ", line \(line)" }
        return heading
    }

    /// The two frames side by side and the change on each axis that moved by more than the
    /// tolerance (other changes are the file's rounding and are left blank):
    ///
    ///     ["", "x", "y", "width", "height"]
    ///     ["saved", "20", "120", "300", "200"]
    ///     ["constraints give", "16", "120", "361", "200"]
    ///     ["change", "−4", "", "+61", ""]
    static func rows(_ view: MisplacedView) -> [[String]] {
        let saved = values(view.savedFrame), solved = values(view.solvedFrame)
        let change = zip(saved, solved).map { saved, solved in
            abs(solved - saved) > MisplacedViews.tolerance ? signed(solved - saved) : ""
        }
        return [
            ["", "x", "y", "width", "height"],
            ["saved"] + saved.map(MisplacedViews.text),
            ["constraints give"] + solved.map(MisplacedViews.text),
            ["change"] + change,
        ]
    }

    private static func values(_ rect: Rect) -> [Double] {
        [rect.x.value, rect.y.value, rect.width.value, rect.height.value]
    }

    /// `+61`, `−4`, `+1.5`: rounded to the half point, as the frames are.
    private static func signed(_ value: Double) -> String {
        let text = MisplacedViews.text(abs(value))
        return (value < 0 ? NumberText.minusSign : "+") + text
    }
}
