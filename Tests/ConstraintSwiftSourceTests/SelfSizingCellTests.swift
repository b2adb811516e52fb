import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import TestSupport
import Testing

/// A table view cell's content view is as wide as its table and as tall as its content needs
/// (UIKit measures a self-sizing cell at its fitting height), not a screen's height. The
/// expected sizes are worked out by hand from the constraints below.
struct SelfSizingCellTests {
    /// An icon 40 high, at least 10 from the top and bottom: the cell can be any height from 60.
    static func cell(base: String) -> String {
        """
        import UIKit
        final class RowCell: \(base) {
            let icon = UIView()
            let title = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(icon)
                contentView.addSubview(title)
                icon.translatesAutoresizingMaskIntoConstraints = false
                title.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    icon.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    icon.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -10),
                    icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    icon.widthAnchor.constraint(equalToConstant: 40),
                    icon.heightAnchor.constraint(equalToConstant: 40),
                    title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                    title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    title.topAnchor.constraint(equalTo: icon.topAnchor),
                    title.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
        }
        """
    }

    static func root(_ diagnosis: Diagnosis, _ system: ConstraintSystem) throws -> SolvedFrame {
        let rootID = system.items.first { $0.isRoot }?.id ?? ""
        let frame = diagnosis.frames[rootID]
        return try #require(frame)
    }

    static func read(_ code: String) throws -> ConstraintSystem {
        try #require(SwiftSourceReader().read([SourceFile(path: "RowCell.swift", text: code)]).systems.first)
    }

    @Test func aTableViewCellIsAsTallAsItsContentNeeds() throws {
        let system = try Self.read(Self.cell(base: "UITableViewCell"))
        #expect(system.items.first { $0.isRoot }?.className == "UITableViewCellContentView")
        let diagnosis = Analyzer().analyze(system)
        let frame = try Self.root(diagnosis, system)
        #expect(frame.width == 390)
        #expect(frame.height == 60)
        #expect(diagnosis.ambiguities.isEmpty)
        #expect(diagnosis.notes.contains { $0.code == "host-size" && $0.message.contains("self-sizing cell") })
    }

    @Test func aGivenHostSizeIsAFixedRowHeight() throws {
        let system = try Self.read(Self.cell(base: "UITableViewCell"))
        var options = AnalysisOptions()
        options.parameters.hostSize = HostSize(width: 320, height: 88)
        let frame = try Self.root(Analyzer(options: options).analyze(system), system)
        #expect(frame.width == 320)
        #expect(frame.height == 88)
    }

    @Test func aCollectionViewCellKeepsItsHostsSize() throws {
        // Its size comes from the collection view's layout, which the cell's code does not say.
        let system = try Self.read(Self.cell(base: "UICollectionViewCell"))
        #expect(system.items.first { $0.isRoot }?.className == "UIView")
        let frame = try Self.root(Analyzer().analyze(system), system)
        #expect(frame.height == 844)
    }
}
