import ConstraintAnalysis
import ConstraintIngest
import ConstraintReports

/// Small inputs, written for these tests, that make the analysis produce every kind of finding,
/// read and analysed exactly as the CLI does.
enum AnalysedSamples {
    /// 20 + 300 + 20 in a 320-point row: one conflict, three fixes.
    static let overConstrained = """
        root Superview 320x480
        view Banner
        Banner.leading = Superview.leading + 20
        Banner.width = 300
        Superview.trailing = Banner.trailing + 20
        Banner.top = Superview.top + 10
        Banner.height = 50
        """

    /// No horizontal position: one free motion with a suggested constraint.
    static let missingLeading = """
        root Superview 320x480
        view Box
        Box.width = 100
        Box.top = Superview.top + 20
        Box.height = 100
        """

    /// Two labels hugging at the same priority in a wider row: a priority tie.
    static let huggingTie = """
        root Superview 375x100
        view Title : UILabel 'Name'
        view Value : UILabel 'Ada'
        intrinsic Title 44x21
        intrinsic Value 30x21
        H:|-16-[Title]-8-[Value]-16-|
        V:|-16-[Title]
        V:|-16-[Value]
        """

    /// A constraint written twice, and a row that agrees only at this width.
    static let redundant = """
        root Superview 320x480
        view Box
        Box.leading = Superview.leading + 20
        Box.top = Superview.top + 20
        Box.width = 100
        Box.height = 100
        Box.width = 100
        Box.trailing = Superview.trailing - 200
        """

    /// A frame turned into constraints and pinned again.
    static let autoresizing = """
        root Superview 375x667
        autoresizing Banner frame 0,0,375,44 mask h=--& v=--&
        Banner.top = Superview.top + 20
        Banner.leading = Superview.leading
        Banner.trailing = Superview.trailing
        """

    /// Lowering the fixed width to 999 would tie with the 999 preference already there (any width
    /// from 50 to 100 would then do): that fix is rejected, lowering the `<=` is verified.
    static let tieWithExistingPreference = """
        root Superview 100x100
        view Box
        Box.leading = Superview.leading
        Box.top = Superview.top
        Box.height = 10
        Box.width = 300
        Box.width <= Superview.width
        Box.width = 50 @999
        """

    /// A cell log: 12 + 64 + 12 in an 80.3333-point cell (a snapped decimal, a broken constraint).
    static let cellLog = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600000a10010 UIImageView:0x7fa0c0d01010.height == 64   (active)>",
            "<NSLayoutConstraint:0x600000a10020 V:|-(12)-[UIImageView:0x7fa0c0d01010]   (active, names: '|':UITableViewCellContentView:0x7fa0c0d01000 )>",
            "<NSLayoutConstraint:0x600000a10030 V:[UIImageView:0x7fa0c0d01010]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7fa0c0d01000 )>",
            "<NSLayoutConstraint:0x600000a10040 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fa0c0d01000.height == 80.3333   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000a10010 UIImageView:0x7fa0c0d01010.height == 64   (active)>
        """

    /// A log whose constraints hold with the default margins of 8 (8 + 84 + 8 = 100), and only
    /// with those: any other margin makes them conflict.
    static let marginLog = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600000b10010 UILabel:0x7fa0c0e01010'Ada'.leading == UITableViewCellContentView:0x7fa0c0e01000.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x600000b10020 UILabel:0x7fa0c0e01010'Ada'.trailing == UITableViewCellContentView:0x7fa0c0e01000.trailingMargin   (active)>",
            "<NSLayoutConstraint:0x600000b10030 UILabel:0x7fa0c0e01010'Ada'.width == 84   (active)>",
            "<NSLayoutConstraint:0x600000b10040 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7fa0c0e01000.width == 100   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600000b10030 UILabel:0x7fa0c0e01010'Ada'.width == 84   (active)>
        """

    /// A multiplier on positions with no hierarchy in the log: the analysis assumes a container.
    static let assumedContainer = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600000c10010 UIView:0x7fa0c0f01010.centerX == 0.5*UIView:0x7fa0c0f01000.centerX   (active)>",
            "<NSLayoutConstraint:0x600000c10020 UIView:0x7fa0c0f01010.width == 10   (active)>"
        )
        """

    static func report(_ text: String, file: String = "sample", options: AnalysisOptions? = AnalysisOptions()) -> Report {
        Report(inputs: [ReportInput.reading(text, file: file, hint: .auto)], analysis: options)
    }

    static func system(_ text: String, options: AnalysisOptions = AnalysisOptions()) -> SystemReport {
        report(text, options: options).systems[0]
    }

    static var all: [String] {
        [overConstrained, missingLeading, huggingTie, redundant, autoresizing, tieWithExistingPreference, cellLog, marginLog, assumedContainer]
    }

    /// Every sample in one report, one input each.
    static var combined: Report {
        Report(
            inputs: all.enumerated().map { ReportInput.reading($1, file: "sample-\($0 + 1)", hint: .auto) },
            analysis: AnalysisOptions())
    }
}
