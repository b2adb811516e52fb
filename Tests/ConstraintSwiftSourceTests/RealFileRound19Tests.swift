import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// What a triage of real layout files (stop 19) found the reader getting wrong. Each input is
/// written for the test, in the shape the real files had; the expected values are worked out by
/// hand from the code.
struct RealFileRound19Tests {
    /// `toItem: self.topLayoutGuide` in a view controller: `self.` in front of a controller's
    /// layout guide names the same guide as the bare name does. Before, the constraint was left
    /// out ("toItem is not known statically") and the view was reported free to slide vertically.
    @Test func aControllersGuideWrittenWithSelfIsTheGuide() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let badge = UIView()
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    view.addConstraint(NSLayoutConstraint(item: badge, attribute: .top, relatedBy: .equal, toItem: self.topLayoutGuide, attribute: .bottom, multiplier: 1, constant: 12))
                    badge.bottomAnchor.constraint(equalTo: self.bottomLayoutGuide.topAnchor, constant: -12).isActive = true
                    view.addConstraint(NSLayoutConstraint(item: badge, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0))
                    view.addConstraint(NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40))
                }
            }
            """).first)
        #expect(
            ReaderFormulas.of(system) == [
                "badge.top = view.topLayoutGuide.bottom + 12", "badge.bottom = view.bottomLayoutGuide.top + -12",
                "badge.leading = view.leading + 0", "badge.width = 40",
            ])
        #expect(!system.diagnostics.contains { $0.message.contains("not known statically") })
        // The root is 375 × 812 and the guides are 0 high without a safe area: 12…800, 788 high.
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.ambiguousItems.isEmpty, "\(diagnosis.ambiguousItems)")
        let badge = try #require(system.items.first { $0.name == "badge" })
        let frame = try #require(diagnosis.frames[badge.id])
        #expect(frame.y.map { "\($0)" } == "12")
        #expect(frame.height.map { "\($0)" } == "788")
    }

    /// AppKit's `NSText` (the superclass of `NSTextView`) is a framework class: what the code
    /// sets on it in its property's closure holds (its mask off), and it is not described as a
    /// class "no file read declares" whose initializer is assumed to turn the mask off.
    @Test func nsTextIsAnAppKitView() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import Cocoa
            final class AboutController: NSViewController {
                private let info: NSText = {
                    let text = NSText()
                    text.translatesAutoresizingMaskIntoConstraints = false
                    text.string = "Version 1"
                    text.isEditable = false
                    return text
                }()
                override func loadView() {
                    self.view = NSView(frame: .init(x: 0, y: 0, width: 640, height: 400))
                }
                override func viewDidLoad() {
                    view.addSubview(info)
                    NSLayoutConstraint.activate([
                        info.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        info.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        info.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        info.heightAnchor.constraint(equalToConstant: 64),
                    ])
                }
            }
            """).first)
        let info = try #require(system.items.first { $0.name == "info" })
        #expect(info.className == "NSText")
        #expect(info.translatesAutoresizingMask == false)
        #expect(!system.diagnostics.contains { $0.message.contains("no file read declares") }, "\(system.diagnostics.map(\.message))")
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.ambiguousItems.isEmpty, "\(diagnosis.ambiguousItems)")
        let frame = try #require(diagnosis.frames[info.id])
        #expect(frame.width.map { "\($0)" } == "600")
    }

    /// An image view given an image the code does not show is noted as sized by that image also
    /// when the code sets its content hugging (Case6ItemView's `setContentHuggingPriority(.required,
    /// for: .vertical)`): before, the priorities made an intrinsic size with no width or height,
    /// and the note went silent while the view was still analysed without its image's size.
    @Test func anImageWithHuggingSetIsStillNoted() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            class Tile: UIView {
                let picture = UIImageView()
                init(image: UIImage) {
                    super.init(frame: .zero)
                    picture.image = image
                    addSubview(picture)
                    picture.translatesAutoresizingMaskIntoConstraints = false
                    picture.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    picture.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
                    picture.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    picture.setContentHuggingPriority(.required, for: .vertical)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        #expect(system.diagnostics.filter { $0.code == "swift-image-size" }.count == 1, "\(system.diagnostics.map(\.message))")
    }

    /// The same for a view of a class no file read declares: hugging set on it does not give it
    /// a size, so the note that its own content sizes it, in a file not read, stays.
    @Test func anUnreadClassWithHuggingSetIsStillNoted() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            class Screen: UIViewController {
                let panel = LoginPanelView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(panel)
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    panel.setContentHuggingPriority(.defaultHigh, for: .vertical)
                    NSLayoutConstraint.activate([
                        panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        panel.topAnchor.constraint(equalTo: view.topAnchor),
                    ])
                }
            }
            """).first)
        #expect(system.diagnostics.filter { $0.code == "swift-unread-class-size" }.count == 1, "\(system.diagnostics.map(\.message))")
    }

    /// An image view showing an image the code does not give (`UIImageView(image: UIImage(named:
    /// "kittens1"))`) has that image's size at run time: it gets UIKit's content-size rows with the
    /// named unknowns `IntrinsicWidth` / `IntrinsicHeight`, held as one value each instead of read
    /// as a freedom, and `--param logo.IntrinsicHeight=…` gives the value. Before, a stack of such
    /// images in a scroll view (and a logo placed by its top and leading edges) was reported
    /// ambiguous, with pins suggested for a layout that is determined on a device.
    @Test func anImagesSizeIsOneUnknownValueNotAFreedom() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            class About: UIViewController {
                let logo = UIImageView(image: UIImage(named: "logo"))
                let caption = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(logo)
                    view.addSubview(caption)
                    logo.translatesAutoresizingMaskIntoConstraints = false
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 80),
                        logo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 80),
                        caption.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 8),
                        caption.leadingAnchor.constraint(equalTo: logo.trailingAnchor, constant: 16),
                        caption.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        caption.heightAnchor.constraint(equalToConstant: 20),
                    ])
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system).filter { $0.hasPrefix("logo.") && $0.hasSuffix("?") }.sorted() == [
            "logo.height <= ?", "logo.height >= ?", "logo.width <= ?", "logo.width >= ?",
        ])
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.ambiguousItems.isEmpty, "\(diagnosis.ambiguousItems)")
        // Given the image's size, the caption follows it: 80 + 40 + 8 below the top, 80 + 60 + 16 in.
        var options = AnalysisOptions()
        #expect(options.parameters.apply("logo.IntrinsicHeight=40") == nil)
        #expect(options.parameters.apply("logo.IntrinsicWidth=60") == nil)
        let given = Analyzer(options: options).analyze(system)
        #expect(given.ambiguousItems.isEmpty)
        let caption = try #require(system.items.first { $0.name == "caption" })
        let frame = try #require(given.frames[caption.id])
        #expect(frame.y.map { "\($0)" } == "128")
        #expect(frame.x.map { "\($0)" } == "156")
    }

    /// A self-sizing cell whose only content is a photo of unknown size pinned to its four edges
    /// is as tall as the photo on a device, not a cell "with no height"; one whose photo is pinned
    /// at its top only is still one (the photo's height does not reach the bottom).
    @Test func aCellSizedByAnImageOfUnknownSizeHasAHeight() throws {
        func cell(_ bottom: String) -> String {
            """
            import UIKit
            class PhotoCell: UITableViewCell {
                let photo = UIImageView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(photo)
                    photo.translatesAutoresizingMaskIntoConstraints = false
                    photo.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
                    photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
                    photo.trailingAnchor.constraint(equalTo: contentView.trailingAnchor).isActive = true
                    \(bottom)
                }
                required init?(coder: NSCoder) { fatalError() }
                func configure(with image: UIImage) { photo.image = image }
            }
            """
        }
        let pinned = try #require(ReaderFeatureTests.read(cell("photo.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).isActive = true")).first)
        #expect(!Analyzer().analyze(pinned).hasZeroHeightCell)
        let open = try #require(ReaderFeatureTests.read(cell("")).first)
        #expect(Analyzer().analyze(open).hasZeroHeightCell)
    }
}
