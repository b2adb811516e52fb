import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// What the stop-20 triage of twelve real layout files found the reader getting wrong. Each input
/// is written for the test, in the shape the real files had; the expected values are worked out
/// by hand from the code.
struct RealFileRound20Tests {
    /// `anchor(top:bottom:leading:trailing:padding:size:)`, the helper projects copy from
    /// LBTATools (and its `left:right:paddingTop:…width:height:` variant), declared in a file not
    /// read: each anchor given is pinned with its side of the padding (far edges inwards), nil
    /// skips it, a zero side of the size is no constraint. Before, every such call was a note
    /// ("not declared in the files read") and a chat bar of four views read as 13 free motions.
    @Test func theAnchorHelperIsReadAsProjectsDefineIt() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Composer: UIView {
                let bar = UIView()
                let field = UITextView()
                let send = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(bar)
                    bar.anchor(top: nil, bottom: bottomAnchor, leading: leadingAnchor, trailing: trailingAnchor, size: .init(width: 0, height: 50))
                    bar.addSubview(field)
                    bar.addSubview(send)
                    send.anchor(top: bar.topAnchor, bottom: bar.bottomAnchor, leading: nil, trailing: bar.trailingAnchor, padding: .init(top: 4, left: 0, bottom: 4, right: 12), size: .init(width: 64, height: 0))
                    field.anchor(top: bar.topAnchor, left: bar.leftAnchor, bottom: bar.bottomAnchor, right: send.leftAnchor, paddingTop: 6, paddingLeft: 10, paddingBottom: 6, paddingRight: 8)
                }
            }
            """).first)
        #expect(
            ReaderFormulas.of(system) == [
                "bar.bottom = self.bottom + 0", "bar.leading = self.leading + 0", "bar.trailing = self.trailing + 0", "bar.height = 50",
                "send.top = bar.top + 4", "send.bottom = bar.bottom + -4", "send.trailing = bar.trailing + -12", "send.width = 64",
                "field.top = bar.top + 6", "field.left = bar.left + 10", "field.bottom = bar.bottom + -6", "field.right = send.left + -8",
            ])
        #expect(system.items.filter { !$0.isRoot }.allSatisfy { $0.translatesAutoresizingMask == false })
        let notes = system.diagnostics.filter { $0.code == "swift-assumed-helper" }
        #expect(notes.map(\.line) == [9, 12, 13])
        #expect(!system.diagnostics.contains { $0.message.contains("not declared in the files read (a layout helper") })
        // At the host's 390 × 844: the bar 794…844, send 390 − 12 − 64 = 314…378 and 798…840, the
        // field 10…306 (314 − 8) and 800…838.
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.conflicts.isEmpty && diagnosis.ambiguities.isEmpty)
        let frames = try ["bar", "send", "field"].map { name in
            let id = try #require(system.items.first { $0.name == name }?.id)
            let frame = try #require(diagnosis.frames[id])
            return [frame.x, frame.y, frame.width, frame.height].map { $0.map { "\($0)" } ?? "?" }.joined(separator: " ")
        }
        #expect(frames == ["0 794 390 50", "314 798 64 42", "10 800 296 38"])
    }

    /// A label the call does not know the helper for (`centerX:` is read, `inView:` is not): the
    /// whole call stays a note, and nothing of it is guessed.
    @Test func anAnchorCallWithAnotherLabelIsLeftToTheNote() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            a.anchor(top: view.topAnchor, centerX: view.centerXAnchor, paddingTop: 12, width: 80, height: 0)
            b.anchor(top: view.topAnchor, inView: view)
            """)).first)
        #expect(ReaderFormulas.of(system) == ["a.top = view.top + 12", "a.centerX = view.centerX + 0", "a.width = 80"])
        #expect(system.diagnostics.contains { $0.line == 11 && $0.message.contains("'anchor(top:inView:)' is not declared in the files read (a layout helper") })
    }

    /// AppKit's slider, stepper and switch have fixed sizes (a horizontal slider its height, 21,
    /// hugged at 750): a slider centred in its view with a width is placed. Before, NSSlider was
    /// "a class no file read declares", analysed without a size, and its height read as free.
    /// An NSView subclass's root the code gives no frame is a window's content, 480 × 270, not an
    /// iPhone's 390 × 844.
    @Test func appKitControlsHaveTheirSizesAndAViewItsWindowsSize() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import Cocoa
            final class VolumePane: NSView {
                private let value = NSTextField(labelWithString: "Volume")
                override init(frame frameRect: NSRect) {
                    super.init(frame: frameRect)
                    let slider = NSSlider(value: 5, minValue: 0, maxValue: 10, target: nil, action: nil)
                    let stepper = NSStepper()
                    let mute = NSSwitch()
                    for control in [slider, stepper, mute, value] as [NSView] {
                        control.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(control)
                    }
                    NSLayoutConstraint.activate([
                        slider.centerXAnchor.constraint(equalTo: centerXAnchor),
                        slider.centerYAnchor.constraint(equalTo: centerYAnchor),
                        slider.widthAnchor.constraint(equalToConstant: 200),
                        value.topAnchor.constraint(equalTo: slider.bottomAnchor, constant: 12),
                        value.centerXAnchor.constraint(equalTo: centerXAnchor),
                        stepper.leadingAnchor.constraint(equalTo: slider.trailingAnchor, constant: 8),
                        stepper.centerYAnchor.constraint(equalTo: slider.centerYAnchor),
                        mute.trailingAnchor.constraint(equalTo: slider.leadingAnchor, constant: -8),
                        mute.centerYAnchor.constraint(equalTo: slider.centerYAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        #expect(!system.diagnostics.contains { $0.code == "swift-unread-class-size" })
        let sizes = Dictionary(uniqueKeysWithValues: system.items.compactMap { item in item.name.map { ($0, item.intrinsicContentSize) } })
        #expect(sizes["slider"]??.width == nil && sizes["slider"]??.height == 21)
        #expect(sizes["stepper"]??.width == 13 && sizes["stepper"]??.height == 21)
        #expect(sizes["mute"]??.width == 38 && sizes["mute"]??.height == 22)
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.conflicts.isEmpty && diagnosis.ambiguities.isEmpty)
        // In 480 × 270: the slider 140…340 wide, (270 − 21) / 2 = 124.5 down; the stepper at
        // 348, 124.5 (21 high, centred on the slider's centre 135); the switch at 94, 124.
        func frame(_ name: String) throws -> String {
            let id = try #require(system.items.first { $0.name == name }?.id)
            let frame = try #require(diagnosis.frames[id])
            return [frame.x, frame.y, frame.width, frame.height].map { $0.map { "\($0)" } ?? "?" }.joined(separator: " ")
        }
        #expect(try frame("self") == "0 0 480 270")
        #expect(try frame("slider") == "140 249/2 200 21")
        #expect(try frame("stepper") == "348 249/2 13 21")
        #expect(try frame("mute") == "94 124 38 22")
        let host = try #require(diagnosis.notes.first { $0.code == "host-size" })
        #expect(host.message.contains("width 480, height 270 (a macOS window's content, the window of Xcode's macOS app template)"))
    }

    /// `--param root=WxH` still decides the host of an AppKit view.
    @Test func aHostSizeGivenAsAParameterWins() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import AppKit
            final class Badge: NSView {
                let dot = NSView()
                override init(frame frameRect: NSRect) {
                    super.init(frame: frameRect)
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(dot)
                    dot.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5).isActive = true
                    dot.heightAnchor.constraint(equalToConstant: 10).isActive = true
                    dot.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    dot.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        var options = AnalysisOptions()
        options.parameters.hostSize = HostSize(width: 300, height: 100)
        let dot = try #require(system.items.first { $0.name == "dot" }?.id)
        #expect(Analyzer(options: options).analyze(system).frames[dot]?.width.map { "\($0)" } == "150")
        #expect(Analyzer().analyze(system).frames[dot]?.width.map { "\($0)" } == "240")
    }

    /// `let views = [UIView(), UIView()]` then `for v in views { view.addSubview(v) }`: the views
    /// are `views[0]` and `views[1]`, as the code names them. Before, the loop named them `v` and
    /// `v2`, so that `v2` was `views[1]`. A view the array only holds keeps its own name.
    @Test func viewsMadeInAnArrayAreNamedByTheirPlace() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Bars: UIViewController {
                let title = UILabel()
                let bars = [UIView(), UIView()]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let all = [title] + bars
                    for v in all { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
                    let spacers = [UILayoutGuide(), UILayoutGuide()]
                    for guide in spacers { view.addLayoutGuide(guide) }
                    NSLayoutConstraint.activate([
                        bars[0].topAnchor.constraint(equalTo: title.bottomAnchor),
                        bars[1].topAnchor.constraint(equalTo: spacers[1].bottomAnchor),
                        spacers[0].heightAnchor.constraint(equalToConstant: 4),
                    ])
                }
            }
            """).first)
        #expect(
            ReaderFormulas.of(system) == [
                "bars[0].top = title.bottom + 0", "bars[1].top = spacers[1].bottom + 0", "spacers[0].height = 4",
            ])
    }

    /// `addSubview(label)` in a table view cell puts the label in the cell itself: read as in the
    /// content view, with a note saying why an expert would not leave it there.
    @Test func aSubviewOfTheCellItselfIsNoted() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class NameCell: UITableViewCell {
                let name = UILabel()
                let detail = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    self.addSubview(name)
                    contentView.addSubview(detail)
                    name.translatesAutoresizingMaskIntoConstraints = false
                    detail.translatesAutoresizingMaskIntoConstraints = false
                    name.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
                    detail.topAnchor.constraint(equalTo: name.bottomAnchor).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        let notes = system.diagnostics.filter { $0.code == "swift-cell-subview" }
        #expect(notes.map(\.line) == [7])
        #expect(notes.first?.message.contains("'name' goes into the cell itself, not into its contentView: read as in contentView") == true)
        let root = try #require(system.items.first { $0.isRoot })
        #expect(system.items.first { $0.name == "name" }?.superviewID == root.id)
    }
}
