import ConstraintDoctor
import ConstraintInterfaceBuilder
import ConstraintSwiftSource

/// Every reader the command-line tool links: the core library's (console logs, equation sets)
/// and the readers with heavy dependencies that live in their own targets.
enum Readers {
    static var all: ReaderRegistry { registry(device: nil) }

    /// The readers, with Interface Builder scenes laid out on `device` (`--device`) when given.
    static func registry(device: IBDeviceConfiguration?) -> ReaderRegistry {
        var registry = ReaderRegistry.core
        registry.register(InterfaceBuilderReader(device: device))
        registry.register(SwiftSourceReader())
        return registry
    }
}
