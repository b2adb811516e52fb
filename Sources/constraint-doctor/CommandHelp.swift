import ConstraintDoctor
import Foundation

/// The long help text, shared by `--help` and the generated man page.
enum CommandHelp {
    static let discussion = """
        Reads "Unable to simultaneously satisfy constraints" console logs (iOS and macOS) and \
        equation sets in the notation of Apple's Auto Layout Guide, and reports every item and \
        constraint in plain English, with where each constraint came from and the standard \
        remedy for it. It then analyses each system exactly: the minimal conflicts with a \
        checked proof, fixes verified by re-solving, and what the layout leaves free \
        (ambiguity). The report goes to standard output; messages go to standard error. \
        --format dot or svg draws one system on one axis (or both, for a small system) as \
        a Graphviz diagram; --output writes every report and diagram into a folder with a \
        page to open in a browser.

        A log lists only the constraints of one conflict, so values it does not print are \
        assumed (layout margins 8, baselines at the bottom edge); --param changes them. \
        A root that nothing sizes gets its host's size (390x844, or a macOS window's 480x270 \
        for an AppKit view read from Swift, unless --param root=WxH), \
        except a table view cell's content view, which is as tall as its content needs (a \
        self-sizing cell) unless --param root gives a row height; the report says which.

        The same conflict logged many times (once per layout pass) is analysed and shown once, \
        with how often it appears. --follow reads a live stream (log stream, or a file being \
        written) and reports each new conflict as soon as its log is complete.

        Limits: one input may be at most 256 MB (Swift sources 12 MB, with square brackets nested at \
        most 12 deep; a storyboard or XIB 8 MB); \
        reading keeps at most 50,000 constraints and items per system, and a system with more \
        than 20,000 constraints is read but not analysed; --time-budget (at most 86400 seconds of the analysing thread's CPU time) covers the whole analysis \
        of each system, and a system cut short says so (JSON partialReasons). A run analyses \
        systems for 30 budgets' worth of wall-clock time (at least 60 s); later ones are listed only.

        Storyboards and XIBs are read scene by scene and checked as Xcode checks them: \
        conflicts, ambiguity, content-priority ties and misplaced views, on the device the \
        file was saved for or on --device. --format sarif, github or xcode prints each \
        finding at its file, line and column for CI; --fail-on decides which kinds of \
        finding fail the build (Docs/interface-builder.md).

        Swift sources (.swift files, or a folder of them read together; --input swift) are \
        read without running them: one system per view controller, view or cell that builds a \
        layout, named "Type (File.swift)", each constraint located at the call that made it \
        (anchors, NSLayoutConstraint(item:...), visual format, stack views, SnapKit and other \
        DSLs, helpers, loops and constants followed). A UIKit view controller's root is \
        375 x 812, an AppKit one its window's content (its size held at priority 500); label \
        sizes are estimated from their literal text, and the verdict is checked again with \
        those widths halved and doubled ("holds whatever the text", or where it changes); values \
        known only at run time are unknowns with a note; a file that does not parse gets the \
        compiler's messages at file:line:column. Docs/swift-source.md lists what is read and the \
        limits.

        Exit status:
        \(ExitStatus.allCases.map { "  \(String($0.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0))\($0.meaning)" }.joined(separator: "\n"))

        Examples:
          pbpaste | constraint-doctor
          constraint-doctor crash.log --format json | jq '.systems[0].constraints'
          constraint-doctor layout.constraints
          constraint-doctor Sources/Screens/LoginViewController.swift
          constraint-doctor Sources/Screens --format json
          constraint-doctor cell.log --param margin=16 --param baseline=4
          constraint-doctor layout.constraints --rtl --max-conflicts 20
          constraint-doctor crash.log --format svg --axis v > conflict.svg
          constraint-doctor crash.log --output crash-report
          xcrun simctl spawn booted log stream --predicate 'category == "LayoutConstraints"' | constraint-doctor --follow
          constraint-doctor Main.storyboard --device "iPhone SE"
          constraint-doctor App/ --format github --fail-on conflict --fail-on ambiguity
        """
}
