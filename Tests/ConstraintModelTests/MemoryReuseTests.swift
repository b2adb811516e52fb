import ProcessMemory
import Testing

/// The allocator settings the executables make are applied on glibc: `mallopt` must be found and
/// must accept each value (a first draft, in C, tested `__GLIBC__` before any header defined it
/// and silently did nothing).
@Suite struct MemoryReuseTests {
    @Test func glibcAcceptsEverySetting() {
        #if canImport(Glibc)
        #expect(MemoryReuse.keepFreedMemoryForReuse())
        #else
        #expect(!MemoryReuse.keepFreedMemoryForReuse())
        #endif
    }
}
