import CGraphviz
import Foundation
import Testing

@testable import ConstraintGraphviz

/// The version-bridging helpers, driven by stand-ins with the *other* Graphviz signatures than
/// the installed headers have (Graphviz 13's `size_t *` length, the three-argument
/// `gvPluginList`), so both shapes are compiled and exercised on any machine.
@Suite("Helpers that bridge Graphviz versions")
struct GraphvizCompatibilityTests {
    /// Copies `text` into a `malloc`ed buffer, as Graphviz hands out its results.
    static func mallocCopy(_ text: String) -> UnsafeMutablePointer<CChar> {
        let bytes = Array(text.utf8CString)
        let buffer = malloc(bytes.count)!.assumingMemoryBound(to: CChar.self)
        bytes.withUnsafeBufferPointer { buffer.initialize(from: $0.baseAddress!, count: bytes.count) }
        return buffer
    }

    @Test func renderDataWithASizeTLengthCopiesExactlyTheReportedBytes() {
        let renderWithSizeT:
            (OpaquePointer?, UnsafeMutablePointer<Agraph_t>?, UnsafePointer<CChar>?, RenderResultPointer?, UnsafeMutablePointer<Int>?) ->
            Int32 = { _, _, format, result, length in
                let text = "rendered as \(String(cString: format!))"
                result!.pointee = GraphvizCompatibilityTests.mallocCopy(text + " and more")
                length!.pointee = text.utf8.count
                return 0
            }
        let bytes = renderedBytes(renderWithSizeT, context: OpaquePointer?.none, graph: UnsafeMutablePointer<Agraph_t>?.none, format: "svg")
        #expect(bytes.map { String(decoding: $0, as: UTF8.self) } == "rendered as svg")
    }

    /// Graphviz 2.42 allocates the buffer and then fails. (That the helper frees it was checked
    /// by running this suite under valgrind; a test cannot see a missing `free`.)
    @Test func aFailedRenderReturnsNilEvenWhenABufferWasAllocated() {
        let failingRender:
            (OpaquePointer?, UnsafeMutablePointer<Agraph_t>?, UnsafePointer<CChar>?, RenderResultPointer?, UnsafeMutablePointer<UInt32>?) ->
            Int32 = { _, _, _, result, _ in
                result!.pointee = GraphvizCompatibilityTests.mallocCopy("partial")
                return -1
            }
        #expect(renderedBytes(failingRender, context: OpaquePointer?.none, graph: UnsafeMutablePointer<Agraph_t>?.none, format: "svg") == nil)
    }

    @Test func theThreeArgumentPluginListIsReadAndFreed() throws {
        let listWithoutUnusedArgument:
            (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
                _, kind, count in
                let names = String(cString: kind!) == "layout" ? ["dot", "neato"] : ["svg"]
                let list = malloc(names.count * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)!
                    .assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
                for (index, name) in names.enumerated() { list[index] = GraphvizCompatibilityTests.mallocCopy(name) }
                count!.pointee = Int32(names.count)
                return list
            }
        let context = try #require(OpaquePointer(bitPattern: 1))
        #expect(pluginNames(listWithoutUnusedArgument, context: context, kind: "layout") == ["dot", "neato"])
        #expect(pluginNames(listWithoutUnusedArgument, context: context, kind: "render") == ["svg"])
    }

    @Test func theInstalledPluginListNamesTheDotLayoutAndSVG() throws {
        try GraphvizLibrary.withExclusiveAccess {
            try withGraphvizContext(plugins: .installed) { context in
                #expect(pluginNames(gvPluginList, context: context, kind: "layout").contains("dot"))
                #expect(pluginNames(gvPluginList, context: context, kind: "render").contains("svg"))
                #expect(pluginNames(gvPluginList, context: context, kind: "device").contains("svg"))
            }
        }
    }
}
