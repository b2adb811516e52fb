import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Views made by code the reader cannot follow (a builder, a factory in another module).
/// With a declared view type (`let list: UITableView = Factory.table()`) the property is a view
/// of that class, so the constraints on it are read; without one, the constraints made on it
/// cannot be placed, and a note at each says so instead of dropping them without a word.
struct UnfollowedViewTests {
    @Test func aTypedPropertyMadeByAFactoryIsAViewOfItsType() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            view.addSubview(list)
            list.translatesAutoresizingMaskIntoConstraints = false
            list.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """, members: "let a = UIView()\nlet b = UIView()\nlet list: UITableView = TableFactory.make(style: .plain)")).first)
        #expect(system.items.first { $0.name == "list" }?.className == "UITableView")
        #expect(system.constraints.filter { $0.origin == .developer }.count == 1)
    }

    @Test func constraintsOnAnUnknownViewAreNoted() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            scroll.snp.makeConstraints { $0.edges.equalToSuperview() }
            scroll.edgesToSuperview(excluding: .bottom)
            scroll.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            scroll.height(40)
            """, members: "let a = UIView()\nlet b = UIView()\nlet scroll = ScrollBuilder().build()")).first)
        let notes = system.diagnostics.filter { $0.message.contains("'scroll' is not known statically") }
        #expect(notes.map(\.line) == [11, 12, 13, 14])
    }
}

/// A view of a class declared in no file read keeps its autoresizing mask as far as the code
/// shows, but its own initializer may turn it off: the note says which class to look at.
struct UnreadClassAutoresizingNoteTests {
    @Test func theNoteNamesTheUnreadClass() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            let done = PrimaryActionButton()
            view.addSubview(done)
            done.widthAnchor.constraint(equalToConstant: 250).isActive = true
            """)).first)
        let note = try #require(system.diagnostics.first { $0.message.contains("'done' keeps translatesAutoresizingMaskIntoConstraints") })
        #expect(note.message.contains("PrimaryActionButton is not declared in the files read"))
    }
}

/// SnapKit `equalTo(x)` where `x` is not known statically: a number the code computes
/// (`Styles.gutter`) is an unknown constant against the superview, as SnapKit reads a number;
/// a view or an anchor the reader cannot place (`header.snp.bottom`, `headerView`) is left out
/// with a note, not read as a number pinning the view to its superview.
struct SnapKitUnknownTargetTests {
    @Test func anUnknownViewTargetIsLeftOutNotPinnedToTheSuperview() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            a.snp.makeConstraints {
                $0.top.equalTo(header.snp.bottom).offset(8)
                $0.leading.equalTo(bannerView)
                $0.trailing.equalToSuperview().inset(Styles.gutter)
            }
            """, members: "let a = UIView()\nlet b = UIView()\nlet header = HeaderBuilder().build()\nlet bannerView = Factory.banner()")).first)
        let developer = system.constraints.filter { $0.origin == .developer }
        #expect(developer.map(\.first.attribute.standard) == [.trailing])
        #expect(system.diagnostics.filter { $0.message.contains("target of this SnapKit constraint is not known statically") }.count == 2)
    }
}

/// A view the reader cannot follow (a fluent builder's `Label().wrap().withFont(…)`) added to a
/// stack or a superview: it cannot take part, and a note at the call says so, instead of the
/// stack silently arranging fewer views than the code gives it.
struct UnknownSubviewNoteTests {
    @Test func anUnknownArrangedViewIsNoted() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            let title = Label().wrap().withFont(Fonts.title)
            let stack = UIStackView(arrangedSubviews: [title, a])
            view.addSubview(stack)
            stack.addArrangedSubview(Builder.label())
            """)).first)
        let notes = system.diagnostics.filter { $0.message.contains("is not known statically: it is not added") }
        #expect(notes.map(\.line) == [11, 13])
    }
}

/// A view added to a view the reader cannot follow (`container.contentView.addSubview(label)`,
/// `container` from a class in another file) has no known superview: a note at the call says so.
struct UnknownSuperviewNoteTests {
    @Test func addingToAnUnknownViewIsNoted() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            let label = UILabel()
            view.addSubview(card)
            card.body.addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """, members: "let a = UIView()\nlet b = UIView()\nlet card = CardView()")).first)
        let note = try #require(system.diagnostics.first { $0.message.contains("'card.body' is not known statically") })
        #expect(note.line == 13)
    }

    /// `NSStackView(views: buttons)` where `buttons` is not known statically: said at the argument.
    @Test func aStackMadeFromUnknownViewsSaysSo() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import AppKit
            final class Gallery: NSView {
                let buttons = Style.allCases.map { _ in GalleryButton() }
                override init(frame: NSRect) {
                    super.init(frame: frame)
                    let stack = NSStackView(views: buttons)
                    addSubview(stack)
                    stack.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }
            """).first)
        #expect(system.diagnostics.contains { $0.message.contains("'buttons' is not known statically: the stack's arranged views are not read") })
    }
}
