import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `#if` blocks around types, members and statements, as multiplatform code writes them: the
/// clause compiled for the device the reader assumes (an iPhone: `os(iOS)`, `canImport(UIKit)`)
/// is read; code only for macOS is read when no clause is for iOS, so an AppKit file is not lost.
struct CompilationConditionTests {
    @Test func aTypeInsideAnIfBlockIsRead() throws {
        let systems = ReaderFeatureTests.read("""
            import UIKit
            #if canImport(UIKit)
            final class Banner: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.topAnchor.constraint(equalTo: topAnchor, constant: 4).isActive = true
                }
            }
            #endif
            """)
        #expect(systems.count == 1)
        #expect(systems.first?.constraints.first?.constant?.value == 4)
    }

    @Test func theClauseForIOSIsReadInMembersAndStatements() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Screen: UIViewController {
                #if os(macOS)
                let gap: CGFloat = 30
                #else
                let gap: CGFloat = 10
                #endif
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    #if targetEnvironment(macCatalyst) || os(tvOS)
                    box.topAnchor.constraint(equalTo: view.topAnchor, constant: 99).isActive = true
                    #elseif os(iOS)
                    box.topAnchor.constraint(equalTo: view.topAnchor, constant: gap).isActive = true
                    #endif
                    #if DEBUG
                    box.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    #endif
                }
            }
            """).first)
        #expect(system.constraints.map { $0.constant?.value } == [10, 44])
    }

    @Test func macOSOnlyCodeIsStillRead() throws {
        let systems = ReaderFeatureTests.read("""
            #if os(macOS)
            import AppKit
            final class Sidebar: NSView {
                let list = NSView()
                override init(frame frameRect: NSRect) {
                    super.init(frame: frameRect)
                    addSubview(list)
                    list.translatesAutoresizingMaskIntoConstraints = false
                    list.widthAnchor.constraint(equalToConstant: 200).isActive = true
                }
            }
            #endif
            """)
        #expect(systems.first?.constraints.first?.constant?.value == 200)
    }
}
