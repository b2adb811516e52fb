import ConstraintAnalysis
import ConstraintReports
import Testing

/// Values of the analysis keys, compared with the diagnosis they were written from and with the
/// inputs' own numbers.
@Suite("Analysis JSON")
struct AnalysisJSONTests {
    static func system(_ sample: String, options: AnalysisOptions? = AnalysisOptions()) throws -> JSONValue {
        let json = try JSONValue.parse(try JSONReport.render(AnalysedSamples.report(sample, options: options)))
        return try #require(json["systems"]?.arrayValue?.first)
    }

    @Test func conflictCarriesItsNumbersExactlyAndAsNumbers() throws {
        let system = try Self.system(AnalysedSamples.cellLog)
        let conflict = try #require(system["conflicts"]?.arrayValue?.first)
        #expect(conflict["overByExact"] == .string("23/3"))
        #expect(conflict["overBy"].flatMap { if case .number(let value) = $0 { value } else { nil } }.map { abs($0 - 23.0 / 3) < 1e-9 } == true)
        #expect(conflict["isSubPoint"] == .bool(false))
        #expect(conflict["axes"] == .array([.string("vertical")]))
        #expect(conflict["includesBrokenConstraint"] == .bool(true))
        #expect(conflict["constraintIDs"]?.arrayValue?.count == 4)
        #expect(system["satisfiable"] == .bool(false))
        #expect(system["partial"] == .bool(true))
        #expect(system["snaps"] == .array([.object(["constraintID": .string("c4"), "literal": .string("80.3333"), "value": system["snaps"]?.arrayValue?.first?["value"] ?? .null, "valueExact": .string("241/3")])]))
        let recovery = try #require(system["engineRecovery"])
        #expect(recovery["brokenConstraintID"] == .string("c1"))
        #expect(recovery["resolvesConflict"] == .bool(true))
    }

    @Test func implicitRowsHaveKindDescriptionAndAsciiRelation() throws {
        let conflict = try #require(try Self.system(AnalysedSamples.overConstrained)["conflicts"]?.arrayValue?.first)
        #expect(conflict["implicit"] == .array([.object([
            "item": .string("item1"), "axis": .string("horizontal"), "relation": .string("=="), "kind": .string("rootSize"),
            "description": .string("Superview's width = 320 (the root's frame)"), "displayName": .string("Superview"),
        ])]))
    }

    @Test func fixesNameExactlyOneOfConstraintAndItem() throws {
        let fixes = try #require(try Self.system(AnalysedSamples.overConstrained)["fixes"]?.arrayValue)
        #expect(fixes.first?["action"] == .string("lowerPriority"))
        #expect(fixes.first?["constraintID"] == .string("c2"))
        #expect(fixes.first?["item"] == .null)
        #expect(fixes.first?["priority"] == .integer(999))
        #expect(fixes.first?["verified"] == .bool(true))
        let rejected = try #require(try Self.system(AnalysedSamples.tieWithExistingPreference)["rejectedFixes"]?.arrayValue?.first)
        #expect(rejected["fix"]?["action"] == .string("lowerPriority"))
        #expect(rejected["fix"]?["constraintID"] == .string("c4"))
        #expect(rejected["fix"]?["item"] == .null)
        #expect(rejected["fix"]?["priority"] == .integer(999))
        let viewLevel = try #require(try Self.system(AnalysedSamples.autoresizing)["fixes"]?.arrayValue?.first)
        #expect(viewLevel["action"] == .string("disableAutoresizingMask"))
        #expect(viewLevel["constraintID"] == .null)
        #expect(viewLevel["item"] == .string("item2"))
        #expect(viewLevel["priority"] == .null)
        #expect(viewLevel["constraintText"] == .string("Banner.height == 44"))
    }

    /// A group's one suggestion is written once: on its first motion, the others point at it.
    /// Written per motion it made the JSON quadratic in the group (500 views: 36 MB).
    @Test func aGroupsSuggestionIsWrittenOnce() throws {
        let views = (0..<6).map { "view V\($0) : UIView" }.joined(separator: "\n")
        let row = "H:|" + (0..<6).map { "[V\($0)]" }.joined() + "|"
        let text = "root Superview 375x667\n\(views)\n\(row)\n" + (0..<6).map { "V\($0).top = Superview.top\nV\($0).height = 10" }.joined(separator: "\n")
        let system = try Self.system(text)
        let ambiguities = try #require(system["ambiguities"]?.arrayValue)
        #expect(ambiguities.count == 5)
        #expect(ambiguities.allSatisfy { $0["group"] == .integer(1) && $0["count"] == .integer(5) })
        #expect(ambiguities[0]["suggestion"]?["action"] == .string("addConstraint"))
        #expect(ambiguities[0]["sameSuggestionAs"] == .null)
        for ambiguity in ambiguities.dropFirst() {
            #expect(ambiguity["suggestion"] == .null)
            #expect(ambiguity["sameSuggestionAs"] == .integer(0))
        }
    }

    @Test func ambiguityHasRangeSuggestionAndItems() throws {
        let system = try Self.system(AnalysedSamples.missingLeading)
        let ambiguity = try #require(system["ambiguities"]?.arrayValue?.first)
        #expect(ambiguity["kind"] == .string("position"))
        #expect(ambiguity["items"] == .array([.string("item2")]))
        #expect(ambiguity["range"]?["lower"] == .null && ambiguity["range"]?["upperExact"] == .null, "the box slides without limit")
        #expect(ambiguity["suggestion"]?["action"] == .string("addConstraint"))
        #expect(ambiguity["suggestion"]?["constraintText"] == .string("Box.leading == Superview.leading"))
        #expect(system["degreesOfFreedom"] == .object(["horizontal": .integer(1), "vertical": .integer(0)]))
        #expect(system["ambiguousItems"] == .array([.object([
            "item": .string("item2"), "axis": .string("horizontal"), "positionIsFree": .bool(true), "sizeIsFree": .bool(false),
            "displayName": .string("Box"),
        ])]))
        #expect(ambiguity["displayNames"] == .array([.string("Box")]))
    }

    @Test func priorityTieNamesItsTiedConstraints() throws {
        let ambiguity = try #require(try Self.system(AnalysedSamples.huggingTie)["ambiguities"]?.arrayValue?.first)
        #expect(ambiguity["kind"] == .string("priorityTie"))
        #expect(ambiguity["suggestion"]?["action"] == .string("changePriority"))
        #expect(ambiguity["suggestion"]?["priority"] == .integer(251))
    }

    @Test func redundanciesAndMissingContext() throws {
        let redundant = try Self.system(AnalysedSamples.redundant)["redundancies"]?.arrayValue ?? []
        #expect(redundant.map { $0["kind"] } == [.string("duplicate"), .string("consistentOnlyAtThisSize")])
        let context = try Self.system(AnalysedSamples.marginLog)["missingContext"]?.arrayValue ?? []
        #expect(context.map { $0["parameter"] } == [.string("item2.margin.left"), .string("item2.margin.right")])
    }

    /// Frames are checked against the input's own numbers: a 100-point box 20 from the leading
    /// edge of a 320-point root is at x = 20, or at 320 − 20 − 100 = 200 right to left.
    @Test func framesFollowTheLayoutDirection() throws {
        let box = """
            root Superview 320x480
            view Box
            Box.leading = Superview.leading + 20
            Box.width = 100
            Box.top = Superview.top + 10
            Box.height = 50
            """
        var rtl = AnalysisOptions()
        rtl.layoutDirection = .rightToLeft
        let leftToRight = try #require(try Self.system(box)["frames"]?.arrayValue?[1])
        let rightToLeft = try #require(try Self.system(box, options: rtl)["frames"]?.arrayValue?[1])
        #expect(leftToRight["item"] == .string("item2"))
        #expect(leftToRight["x"] == .integer(20) && leftToRight["xExact"] == .string("20"))
        #expect(rightToLeft["x"] == .integer(200) && rightToLeft["xExact"] == .string("200"))
        #expect(leftToRight["width"] == .integer(100) && leftToRight["heightExact"] == .string("50"))
    }

    @Test func dependencyGraphListsEdgesAndComponents() throws {
        let graph = try #require(try Self.system(AnalysedSamples.overConstrained)["dependencyGraph"])
        #expect(graph["edges"]?.arrayValue?.count == 5)
        #expect(graph["edges"]?.arrayValue?.first?["axes"] == .array([.string("horizontal")]))
        #expect(graph["components"]?.arrayValue?.map { $0["axis"] } == [.string("horizontal"), .string("vertical")])
    }
}
