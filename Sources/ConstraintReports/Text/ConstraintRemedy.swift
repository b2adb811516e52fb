import ConstraintModel

/// The remedy a report's footnote gives one constraint: its origin's standard remedy
/// (`ConstraintOrigin.remedy`), said for what the constraint is where one origin covers several
/// cases. An encapsulated size is a cell's, a header's or footer's, a bar's, or a view
/// controller's root sized by its presentation — "give your last constraint 999 so the cell can
/// take its size" is only right for the first two; an iOS 7–10 top or bottom layout guide is the
/// bars' height, not margins or a safe area. A new case goes here, not in the footnotes
/// (`RemedyFootnotes` numbers whatever this gives).
enum ConstraintRemedy {
    static func remedy(for constraint: LayoutConstraint, in system: ConstraintSystem) -> String? {
        // iOS 7–10's top and bottom layout guides are the bars' height, not margins or a safe area.
        if constraint.origin == .layoutGuide, constraint.itemIDs.contains(where: { system.item($0)?.kind == .legacyLayoutGuide }) {
            return "the top and bottom layout guides are as tall as the bars above and below the view (status, navigation, tab bar, toolbar), which change with the device and the presentation: pin to the guide without adding a bar's height yourself"
        }
        guard constraint.origin == .encapsulatedLayout else { return constraint.origin.remedy }
        let item = system.item(constraint.first.item)
        let name = item?.className ?? item?.name ?? ""
        let container = system.platform == .macOS ? "its window or container" : "its presentation or container"
        if ["Header", "Footer", "ReusableView"].contains(where: name.contains) {
            return "the table/collection view sets this header's or footer's size: give your last constraint along that axis priority 999 so it can take the size it is given"
        }
        // Before the cell's: a bar's content view (`_UINavigationBarContentView`) is no cell's.
        if name.contains("Toolbar") || name.hasSuffix("Bar") || name.contains("BarContentView") {
            return "\(ModelWording.layoutFramework(system.platform)) sizes the bar itself: do not constrain the bar's own size; let the content inside it give (priority 999) instead"
        }
        if ["Cell", "ContentView"].contains(where: name.contains) { return constraint.origin.remedy }
        return "\(container) sets this root view's size (a view controller's view, a sheet, a popover): do not size it yourself; let a fixed size inside it give (priority 999) or pin the content so it fits"
    }
}
