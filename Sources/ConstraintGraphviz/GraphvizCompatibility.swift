import CGraphviz
import Foundation

// Graphviz changed two signatures we use, and Swift sees each version's header as a different
// function type. Instead of checking version numbers, these helpers take the C function itself
// as an argument: the compiler picks the overload (or infers the generic type) that matches the
// header in front of it, so the same source builds against Debian's 2.42 and Homebrew's 13/14.

/// The buffer type `gvRenderData` fills in.
typealias RenderResultPointer = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

/// Calls `gvRenderData` (passed as `renderData`) and copies its output.
///
/// Its `length` out-parameter is `unsigned int *` before Graphviz 13 and `size_t *` from 13 on;
/// `Length` is inferred from whichever the header declares. The output buffer is freed with
/// `gvFreeRenderData` whatever the result, because Graphviz 2.42 allocates it before it knows
/// whether rendering will succeed.
///
/// - Returns: the bytes written, or nil when Graphviz reported failure.
func renderedBytes<Context, Graph, Length: BinaryInteger>(
    _ renderData: (Context, Graph, UnsafePointer<CChar>?, RenderResultPointer?, UnsafeMutablePointer<Length>?) -> Int32,
    context: Context, graph: Graph, format: String
) -> [UInt8]? {
    var output: UnsafeMutablePointer<CChar>? = nil
    var length: Length = 0
    let status = format.withCString { renderData(context, graph, $0, &output, &length) }
    defer { gvFreeRenderData(output) }
    guard status == 0, let output else { return nil }
    return Array(UnsafeRawBufferPointer(start: output, count: Int(length)))
}

/// Graphviz before 2.50 declares `gvPluginList(gvc, kind, &count, unused)`.
func pluginNames(
    _ pluginList: (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<CChar>?)
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    context: OpaquePointer, kind: String
) -> [String] {
    var count: Int32 = 0
    let list = kind.withCString { pluginList(context, $0, &count, nil) }
    return takeNames(list, count: count)
}

/// Later Graphviz declares `gvPluginList(gvc, kind, &count)`.
func pluginNames(
    _ pluginList: (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?)
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    context: OpaquePointer, kind: String
) -> [String] {
    var count: Int32 = 0
    let list = kind.withCString { pluginList(context, $0, &count) }
    return takeNames(list, count: count)
}

/// Copies the names out of a `gvPluginList` result and frees it: each string, then the array,
/// as its documentation asks.
private func takeNames(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, count: Int32) -> [String] {
    guard let list else { return [] }
    defer { free(list) }
    return (0..<Int(max(count, 0))).compactMap { index in
        guard let name = list[index] else { return nil }
        defer { free(name) }
        return String(cString: name)
    }
}
