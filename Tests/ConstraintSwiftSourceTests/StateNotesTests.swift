import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// What a state's method does that the reader cannot read — a constraint on a view of a base
/// class no file read declares, a size known only at run time — gets the located note it gets
/// in the base layout. Before, the notes of a state's run were dropped, and the state's missing
/// constraints vanished without a word.
struct StateNotesTests {
    @Test func aStatesUnreadableConstraintsAreSaid() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import SnapKit
            final class ImageCell: ChatCell {
                let photo = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(photo)
                }
                required init?(coder: NSCoder) { fatalError() }
                func setItem(_ item: ImageItem) {
                    photo.snp.remakeConstraints { make in
                        make.top.left.equalToSuperview().offset(10)
                        make.size.equalTo(item.size)
                    }
                    bubble.snp.remakeConstraints { make in
                        make.edges.equalTo(photo)
                    }
                }
            }
            """).first)
        #expect(system.states.map(\.name) == ["setItem()"])
        let lines = system.diagnostics.map(\.line)
        #expect(system.diagnostics.contains { $0.line == 13 && $0.message.contains("constant not known statically") })
        #expect(system.diagnostics.contains { $0.line == 15 && $0.message.contains("'bubble' is not known statically") })
        #expect(lines.filter { $0 == 15 }.count == 1)
    }
}

/// A method that adds a view the base layout does not have (a loading overlay pinned to the
/// screen): a state cannot add views, so its constraints on it are not analysed — said in one
/// note at the method. Before, the state read "nothing changes" without a word.
struct StateAddedViewNoteTests {
    @Test func aViewAStateAddsIsSaid() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class SignupController: UIViewController {
                let loading = UIActivityIndicatorView(style: .large)
                let form = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(form)
                    form.translatesAutoresizingMaskIntoConstraints = false
                    form.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
                func showLoading() {
                    loading.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(loading)
                    NSLayoutConstraint.activate([
                        loading.topAnchor.constraint(equalTo: view.topAnchor),
                        loading.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }
            }
            """).first)
        let notes = system.diagnostics.filter { $0.message.contains("a state cannot add views") }
        #expect(notes.count == 1)
        #expect(notes.first?.message.hasPrefix("Test.swift:12: showLoading() adds 'loading' to the layout") == true)
    }
}
