import ConstraintDoctor

/// Whether the real readers have landed. Until they do, `Ingest.read` answers every input with
/// an `unsupported` diagnostic; tests that need parsed input are enabled by this, so they start
/// running on their own when a reader arrives instead of being forgotten.
public enum ReaderAvailability {
    public static var consoleLogs: Bool {
        !Ingest.read(sampleLog, file: "probe.log", format: .log).isUnreadable
    }

    public static var equationSets: Bool {
        !Ingest.read(sampleEquations, file: "probe.constraints", format: .equations).isUnreadable
    }

    /// A two-constraint conflict in the console-log notation, made up for this probe.
    public static let sampleLog = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600001a1c000 UIView:0x7fa001000100.width == 10   (active)>",
            "<NSLayoutConstraint:0x600001a1c050 UIView:0x7fa001000100.width == 20   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600001a1c050 UIView:0x7fa001000100.width == 20   (active)>
        """

    /// One view pinned inside a 320×480 root in the Auto Layout Guide's equation notation (with
    /// `*`: the reader does not take the guide's `×`), so that it is complete and unambiguous.
    public static let sampleEquations = """
        root Superview 320x480
        Box.leading = 1.0 * Superview.leading + 20.0
        Box.top = 1.0 * Superview.top + 20.0
        Box.width = 100.0
        Box.height = 100.0
        """
}
