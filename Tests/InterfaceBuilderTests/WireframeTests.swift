import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import TestSupport
import Testing

/// The wireframes are well-formed XML (parsed by an XML parser that is not the one that wrote
/// them), drawn to scale, and mark what the analysis found.
@Suite struct WireframeTests {
    static func wireframe(_ name: String) throws -> (svg: String, tree: XMLTree) {
        let report = try InterfaceBuilderGoldenTests.report(for: PackagePaths.corpus.appendingPathComponent("ib/\(name)"))
        let system = try #require(report.systems.first)
        let diagnosis = try #require(system.diagnosis)
        let svg = try #require(WireframeSVG.render(system.system, diagnosis: diagnosis))
        return (svg, try XMLTree.parse(svg))
    }

    @Test func everyCorpusSceneDrawsAsWellFormedSVG() throws {
        for input in InterfaceBuilderGoldenTests.inputs {
            let report = try InterfaceBuilderGoldenTests.report(for: input)
            for system in report.systems {
                let diagnosis = try #require(system.diagnosis)
                let svg = try #require(WireframeSVG.render(system.system, diagnosis: diagnosis))
                let tree = try XMLTree.parse(svg)
                #expect(tree.name == "svg", "\(input.lastPathComponent)")
                // One box per solved item at least.
                #expect(tree.elements(named: "rect").count >= system.system.items.count - 1, "\(input.lastPathComponent)")
            }
        }
    }

    @Test func misplacedViewsShowTheirSavedFrameBeside() throws {
        let (svg, tree) = try Self.wireframe("misplaced-view.storyboard")
        #expect(svg.contains("as saved: x 20 → 16, width 300 → 361"))
        // Drawn to scale: the solved card is 361/300 as wide as the saved one, and 16 against 20 from the left.
        let rects = tree.elements(named: "rect")
        func box(_ title: String) -> (x: Double, width: Double)? {
            rects.first { $0.child(named: "title").map { $0.text.hasPrefix(title) } ?? false }
                .flatMap { rect in Double(rect.attributes["x"] ?? "").flatMap { x in Double(rect.attributes["width"] ?? "").map { (x, $0) } } }
        }
        let solved = try #require(box("Card"))
        let saved = try #require(box("Card as saved"))
        #expect(abs(solved.width / saved.width - 361.0 / 300.0) < 0.01)
        #expect(abs((solved.x - 10) / (saved.x - 10) - 16.0 / 20.0) < 0.01)
    }

    @Test func conflictsAndAmbiguityAreHighlighted() throws {
        #expect(try Self.wireframe("conflicting-widths.xib").svg.contains("stroke=\"#dc2626\""))
        let ambiguous = try Self.wireframe("missing-constraint.storyboard").svg
        #expect(ambiguous.contains("at one end of its range"))
    }

    @Test func hostileTextIsEscaped() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="r" userLabel="&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; ]]&gt;">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="v" userLabel="&quot;&apos;&#x9;">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="v" firstAttribute="leading" secondItem="r" secondAttribute="leading" id="a"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let result = InterfaceBuilderReader.read(text, file: "hostile.xib")
        let system = try #require(result.systems.first)
        let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
        let svg = try #require(WireframeSVG.render(system, diagnosis: diagnosis))
        #expect(!svg.contains("<script"))
        _ = try XMLTree.parse(svg)
    }
}
