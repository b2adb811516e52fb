import CGraphviz

/// Which plugins a Graphviz context may use.
enum PluginSource: Sendable {
    /// The plugins the installed Graphviz lists in its configuration file (`config6`; Debian's
    /// `config6a`), loaded on demand. This is what every real render uses.
    case installed
    /// No plugins at all: how a Graphviz whose configuration is missing behaves. Tests use it to
    /// reach the `pluginsMissing` paths without breaking the installation.
    case none
}

/// Runs `body` with a Graphviz context. Call only inside `GraphvizLibrary.withExclusiveAccess`.
///
/// Real renders share one context, made on first use and kept for the life of the process (as
/// Graphviz's own `dot` command does for all the graphs it reads). A context per render looks
/// tidier but is worse, as valgrind shows on Graphviz 2.42: the pango plugin caches a pointer to
/// the last font name, which lives in the context, so every render after a `gvFreeContext` reads
/// freed memory; and each context leaks about 3.6 KB of plugin configuration. The shared context
/// is never freed on purpose; its memory stays reachable until the process exits.
///
/// A context without plugins is made and freed per call: it never lays out text, so it leaves
/// nothing behind in the plugins.
func withGraphvizContext<Result>(
    plugins: PluginSource, _ body: (OpaquePointer) throws -> Result
) throws -> Result {
    switch plugins {
    case .installed:
        return try body(try SharedGraphvizContext.context())
    case .none:
        let noBuiltins = UnsafeMutablePointer<lt_symlist_t>.allocate(capacity: 1)
        noBuiltins.initialize(to: lt_symlist_t(name: nil, address: nil))
        // Declared before the context is made, so it runs after `gvFreeContext`: the context
        // keeps the builtins pointer for its whole life.
        defer { noBuiltins.deallocate() }
        guard let context = gvContextPlugins(noBuiltins, 0) else { throw SharedGraphvizContext.creationFailure }
        defer { gvFreeContext(context) }
        return try body(context)
    }
}

private enum SharedGraphvizContext {
    /// Only touched while `GraphvizLibrary`'s lock is held.
    nonisolated(unsafe) private static var shared: OpaquePointer?

    static let creationFailure = GraphvizError.pluginsMissing("Graphviz could not create a context (out of memory?)")

    static func context() throws -> OpaquePointer {
        if let shared { return shared }
        guard let created = gvContext() else { throw creationFailure }
        shared = created
        return created
    }
}
