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

/// Creates a context, runs `body` with it, and frees it on every path. Call only inside
/// `GraphvizLibrary.withExclusiveAccess`.
///
/// A context per render, rather than one for the whole process, keeps each render independent;
/// creating one costs about as much as reusing one (it re-reads a small configuration file).
func withGraphvizContext<Result>(
    plugins: PluginSource, _ body: (OpaquePointer) throws -> Result
) throws -> Result {
    let noBuiltins = UnsafeMutablePointer<lt_symlist_t>.allocate(capacity: 1)
    noBuiltins.initialize(to: lt_symlist_t(name: nil, address: nil))
    // Declared before the context is made, so it runs after `gvFreeContext`: the context keeps
    // the builtins pointer for its whole life.
    defer { noBuiltins.deallocate() }

    let context: OpaquePointer?
    switch plugins {
    case .installed: context = gvContext()
    case .none: context = gvContextPlugins(noBuiltins, 0)
    }
    guard let context else {
        throw GraphvizError.pluginsMissing("Graphviz could not create a context (out of memory?)")
    }
    defer { gvFreeContext(context) }
    return try body(context)
}
