import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import TestSupport
import Testing

/// Misplaced views in every report a developer reads: the text report's section, verdict and
/// summary, the report page, the JSON and the CI lines. The expected frames are worked out by
/// hand from the storyboard below (iPhone 15: 393 × 852, safe area 59 from the top and 34 from
/// the bottom), not taken from the analysis.
@Suite struct MisplacedViewsReportTests {
    /// Badge is saved where its constraints put it; Banner is saved 3 too low and 6 too tall;
    /// Footer is saved 4 right of centre and half a point off vertically (within the tolerance).
    /// Footer's name carries a right-to-left override, which every report must escape.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-mv">
                    <objects>
                        <viewController id="vc-mv" customClass="BadgeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-mv">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-mv" userLabel="Badge">
                                        <rect key="frame" x="24" y="69" width="100" height="40"/>
                                    </view>
                                    <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ban-mv" userLabel="Banner">
                                        <rect key="frame" x="0.0" y="120" width="393" height="50"/>
                                    </view>
                                    <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ftr-mv" userLabel="Footer&#x202E;txt">
                                        <rect key="frame" x="100.5" y="767" width="200" height="30.5"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-mv"/>
                                <constraints>
                                    <constraint firstItem="bdg-mv" firstAttribute="leading" secondItem="rt-mv" secondAttribute="leading" constant="24" id="c01-mv"/>
                                    <constraint firstItem="bdg-mv" firstAttribute="top" secondItem="saf-mv" secondAttribute="top" constant="10" id="c02-mv"/>
                                    <constraint firstItem="bdg-mv" firstAttribute="width" constant="100" id="c03-mv"/>
                                    <constraint firstItem="bdg-mv" firstAttribute="height" constant="40" id="c04-mv"/>
                                    <constraint firstItem="ban-mv" firstAttribute="leading" secondItem="rt-mv" secondAttribute="leading" id="c05-mv"/>
                                    <constraint firstAttribute="trailing" secondItem="ban-mv" secondAttribute="trailing" id="c06-mv"/>
                                    <constraint firstItem="ban-mv" firstAttribute="top" secondItem="bdg-mv" secondAttribute="bottom" constant="8" id="c07-mv"/>
                                    <constraint firstItem="ban-mv" firstAttribute="height" constant="44" id="c08-mv"/>
                                    <constraint firstItem="ftr-mv" firstAttribute="centerX" secondItem="rt-mv" secondAttribute="centerX" id="c09-mv"/>
                                    <constraint firstItem="saf-mv" firstAttribute="bottom" secondItem="ftr-mv" secondAttribute="bottom" constant="20" id="c10-mv"/>
                                    <constraint firstItem="ftr-mv" firstAttribute="width" constant="200" id="c11-mv"/>
                                    <constraint firstItem="ftr-mv" firstAttribute="height" constant="30.5" id="c12-mv"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func report(_ text: String = storyboard) -> Report {
        var readers = ReaderRegistry.core
        readers.register(InterfaceBuilderReader())
        let source = SourceFile(path: "Badge.storyboard", text: text)
        return Report(inputs: [ReportInput.reading([source], file: "Badge.storyboard", hint: .auto, readers: readers)], analysis: AnalysisOptions())
    }

    /// The section's lines, from its title to the next blank line.
    static func section(_ title: String, in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: title) else { return [] }
        return Array(lines[start...].prefix { !$0.isEmpty })
    }

    /// Wrapped lines read as one paragraph.
    static func prose(_ lines: [String]) -> String {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// A table row (`saved  0  120  393  50`) as its cells.
    static func cells(_ line: String) -> [String] {
        line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func theTextReportListsEachMisplacedViewWithBothFramesAndTheChange() throws {
        let text = TextReport().render(Self.report())
        let section = Self.section("Misplaced views", in: text)
        #expect(!section.isEmpty, "no Misplaced views section in:\n\(text)")
        // Badge is where its constraints put it (24, 59 + 10): it is not listed.
        #expect(!section.contains { $0.contains("Badge") })
        // Banner: top = Badge.bottom + 8 = 69 + 40 + 8 = 117, full width, 44 high.
        let banner = try #require(section.firstIndex { $0.hasPrefix("  Banner (ban-mv), line ") })
        #expect(Self.cells(section[banner + 1]) == ["x", "y", "width", "height"])
        #expect(Self.cells(section[banner + 2]) == ["saved", "0", "120", "393", "50"])
        #expect(Self.cells(section[banner + 3]) == ["constraints give", "0", "117", "393", "44"])
        #expect(Self.cells(section[banner + 4]) == ["change", "\u{2212}3", "\u{2212}6"])
        #expect(section[banner + 4].range(of: "\u{2212}3")?.lowerBound == section[banner + 2].range(of: "120")?.lowerBound)
        // Footer: centred, x = (393 − 200) / 2 = 96.5; bottom 852 − 34 − 20 = 798, so y 767.5,
        // half a point from the saved 767: shown, but no change (IB's rounding).
        let footer = try #require(section.firstIndex { $0.hasPrefix("  Footer\\u{202E}txt (ftr-mv), line ") })
        #expect(Self.cells(section[footer + 2]) == ["saved", "100.5", "767", "200", "30.5"])
        #expect(Self.cells(section[footer + 3]) == ["constraints give", "96.5", "767.5", "200", "30.5"])
        #expect(Self.cells(section[footer + 4]) == ["change", "\u{2212}4"])
        #expect(Self.prose(section).contains("Editor › Resolve Auto Layout Issues › Update Frames"))
        #expect(Self.prose(section).contains("If the saved frame is the one you meant, change the constraints instead."))
        #expect(!text.unicodeScalars.contains("\u{202E}"), "the input's override reached the terminal")
    }

    @Test func theVerdictAndTheSummaryCallItAWarning() throws {
        let text = TextReport().render(Self.report())
        let verdict = Self.prose(Self.section("Verdict", in: text))
        #expect(verdict.contains("Warning: 2 misplaced views. Banner and Footer\\u{202E}txt are saved at frames their constraints do not give"))
        let summary = try #require(text.components(separatedBy: "\n").last { $0.hasPrefix("Summary: ") })
        #expect(summary.contains("· 2 misplaced views ·"))
        #expect(summary.hasSuffix("no problems found, but saved frames to update"))
        #expect(!summary.contains("nothing wrong found"))
        // A warning, as in Xcode: the exit status does not change unless `--fail-on misplaced`.
        #expect(Self.report().exitStatus == .nothingWrong)
    }

    /// The same storyboard with Banner and Footer saved where their constraints put them.
    @Test func aFileSavedInPlaceHasNoSectionAndNothingWrong() throws {
        let fixed = Self.storyboard
            .replacingOccurrences(of: #"x="0.0" y="120" width="393" height="50""#, with: #"x="0.0" y="117" width="393" height="44""#)
            .replacingOccurrences(of: #"x="100.5" y="767""#, with: #"x="96.5" y="767.5""#)
        let text = TextReport().render(Self.report(fixed))
        #expect(Self.section("Misplaced views", in: text).isEmpty)
        #expect(!text.contains("misplaced"))
        #expect(text.hasSuffix("nothing wrong found\n"))
    }

    /// Text, JSON, the CI lines and the report page name the same views, for this file and for
    /// every Corpus scene.
    @Test func everyFormatNamesTheSameViews() throws {
        var reports = [("Badge.storyboard", Self.report())]
        for input in InterfaceBuilderGoldenTests.inputs {
            reports.append((input.lastPathComponent, try InterfaceBuilderGoldenTests.report(for: input)))
        }
        var seen = 0
        for (name, report) in reports {
            let text = TextReport().render(report)
            let textIDs = Set(Self.section("Misplaced views", in: text).compactMap { line -> String? in
                guard let open = line.range(of: " ("), let close = line.range(of: "), line ") else { return nil }
                return String(line[open.upperBound..<close.lowerBound])
            })
            let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport.render(report).utf8)) as? [String: Any])
            let systems = try #require(json["systems"] as? [[String: Any]])
            let jsonIDs = Set(systems.flatMap { ($0["misplaced"] as? [[String: Any]] ?? []).compactMap { $0["item"] as? String } })
                .compactMap { id in report.systems.lazy.compactMap { $0.system.item(id)?.sourceID }.first }
            let ciIDs = report.ciFindings.filter { $0.kind == .misplaced }.compactMap { finding -> String? in
                guard let close = finding.message.range(of: ") will be different"),
                    let open = finding.message[..<close.lowerBound].range(of: "(", options: .backwards)
                else { return nil }
                return String(finding.message[open.upperBound..<close.lowerBound])
            }
            let page = try #require(try ReportFolder(report: report) { _ in "<svg xmlns=\"http://www.w3.org/2000/svg\"/>" }.files.last?.contents)
            #expect(textIDs == Set(jsonIDs), "\(name): text \(textIDs), JSON \(jsonIDs)")
            #expect(textIDs == Set(ciIDs), "\(name): text \(textIDs), CI \(ciIDs)")
            #expect(ciIDs.count == textIDs.count, "\(name)")
            #expect(page.contains("<summary>Misplaced views</summary>") == !textIDs.isEmpty, "\(name)")
            #expect(page.contains("class=\"card warning\"") == !textIDs.isEmpty, "\(name)")
            for id in textIDs { #expect(page.contains("(\(id))"), "\(name): \(id) not on the page") }
            seen += textIDs.count
        }
        // Badge.storyboard's 2, misplaced-view's Card, freeform-legend's Caption, macos-alignment-insets' Cancel.
        #expect(seen >= 5)
    }

    @Test func thePageEscapesTheViewsNames() throws {
        let hostile = Self.storyboard.replacingOccurrences(of: #"userLabel="Banner""#, with: #"userLabel="&lt;b&gt;Banner&amp;""#)
        let folder = try ReportFolder(report: Self.report(hostile)) { _ in "<svg xmlns=\"http://www.w3.org/2000/svg\"/>" }
        let page = try #require(folder.files.last?.contents)
        #expect(page.contains("&lt;b&gt;Banner&amp; (ban-mv)"))
        #expect(!page.contains("<b>Banner"))
        _ = try XMLTree.parse(page)
    }
}
