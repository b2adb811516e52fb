import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view declared inside an extension of a namespace no file read declares
/// (`extension Input.Table { class ImagesView: UIView … }`) is a type like any other, and
/// `extension Input.Table.ImagesView` adds to it; a property declared with a view type and set
/// with `.init(…)` is a view of that type.
struct NestedTypeTests {
    @Test func aViewNestedInAnExtensionOfAnUnreadTypeIsRead() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            extension Input.Table {
                class ImagesView: UIView {
                    private let list: ImagesCollectionView
                    override init(frame: CGRect) {
                        list = .init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
                        super.init(frame: frame)
                        addSubview(list)
                        list.translatesAutoresizingMaskIntoConstraints = false
                        pin()
                    }
                }
            }
            extension Input.Table.ImagesView {
                func pin() {
                    list.topAnchor.constraint(equalTo: topAnchor, constant: 4).isActive = true
                }
            }
            """).first)
        #expect(system.source.file == "ImagesView (Test.swift)")
        #expect(ReaderFormulas.of(system) == ["list.top = self.top + 4"])
        #expect(system.items.contains { $0.name == "list" && $0.className == "ImagesCollectionView" })
    }
}
