import ConstraintDoctor
import ConstraintSwiftSource

/// Every reader the command-line tool links: the core library's (console logs, equation sets)
/// and the readers with heavy dependencies that live in their own targets.
enum Readers {
    static var all: ReaderRegistry {
        var registry = ReaderRegistry.core
        registry.register(SwiftSourceReader())
        return registry
    }
}
