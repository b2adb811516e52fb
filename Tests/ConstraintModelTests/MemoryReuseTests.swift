import ProcessMemory
import Testing

/// The allocator settings the executables make are applied on glibc: the C file must see glibc
/// (a first draft tested `__GLIBC__` before any header defined it, and silently did nothing),
/// and glibc must accept each value.
@Suite struct MemoryReuseTests {
    @Test func glibcAcceptsEverySetting() {
        #if canImport(Glibc)
        #expect(cd_keep_freed_memory_for_reuse() == 1)
        #else
        #expect(cd_keep_freed_memory_for_reuse() == 0)
        #endif
    }
}
