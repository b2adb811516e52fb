import Cocoa

// A playback pane of a macOS app: a custom NSView its window's content (or a container) sizes,
// with AppKit's controls of fixed height: a slider, a stepper and a switch, and a label under them.
final class PlaybackPane: NSView {
    private let speedLabel = NSTextField(labelWithString: "Speed 1.0×")
    private let speed = NSSlider(value: 1, minValue: 0.5, maxValue: 2, target: nil, action: nil)
    private let step = NSStepper()
    private let loop = NSSwitch()

    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        for control in [speed, step, loop, speedLabel] as [NSView] {
            control.translatesAutoresizingMaskIntoConstraints = false
            addSubview(control)
        }
        NSLayoutConstraint.activate([
            loop.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            loop.centerYAnchor.constraint(equalTo: speed.centerYAnchor),
            speed.leadingAnchor.constraint(equalTo: loop.trailingAnchor, constant: 12),
            speed.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            step.leadingAnchor.constraint(equalTo: speed.trailingAnchor, constant: 8),
            step.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            step.centerYAnchor.constraint(equalTo: speed.centerYAnchor),
            speedLabel.topAnchor.constraint(equalTo: speed.bottomAnchor, constant: 8),
            speedLabel.centerXAnchor.constraint(equalTo: speed.centerXAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
