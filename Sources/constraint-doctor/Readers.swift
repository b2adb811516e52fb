import ConstraintDoctor

/// Every reader the command-line tool links: the core library's (console logs, equation sets)
/// and the readers with heavy dependencies that live in their own targets.
enum Readers {
    static var all: ReaderRegistry {
        let registry = ReaderRegistry.core
        return registry
    }
}
