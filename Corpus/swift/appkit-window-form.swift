// Self-written: an AppKit sheet laid out in code, as a Mac app's settings window often is. Its
// controller's root is the window's content: the window keeps its size only at
// windowSizeStayPut (500), the text fields hug their one line at 750, so the window takes the
// form's height (12 + 16 + 8 + 21 + 8 + 16 + 8 + 21 + 20 + 28 + 12 = 170) and keeps its width.
import AppKit

final class ServerSheetController: NSViewController {
    let hostLabel = NSTextField(labelWithString: "Host name")
    let hostField = NSTextField()
    let portLabel = NSTextField(labelWithString: "Port")
    let portField = NSTextField()
    let saveButton = NSButton(title: "Save", target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        for control in [hostLabel, hostField, portLabel, portField, saveButton] as [NSView] {
            control.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(control)
        }
        hostField.font = .systemFont(ofSize: 17)
        portField.font = .systemFont(ofSize: 17)
        NSLayoutConstraint.activate([
            hostLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
            hostLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            hostField.topAnchor.constraint(equalTo: hostLabel.bottomAnchor, constant: 8),
            hostField.leadingAnchor.constraint(equalTo: hostLabel.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: hostField.trailingAnchor, constant: 20),
            portLabel.topAnchor.constraint(equalTo: hostField.bottomAnchor, constant: 8),
            portLabel.leadingAnchor.constraint(equalTo: hostLabel.leadingAnchor),
            portField.topAnchor.constraint(equalTo: portLabel.bottomAnchor, constant: 8),
            portField.leadingAnchor.constraint(equalTo: hostLabel.leadingAnchor),
            portField.widthAnchor.constraint(equalToConstant: 80),
            saveButton.topAnchor.constraint(equalTo: portField.bottomAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: saveButton.trailingAnchor, constant: 20),
            view.bottomAnchor.constraint(equalTo: saveButton.bottomAnchor, constant: 12),
        ])
    }
}
