#if canImport(Glibc)
import Glibc
#endif

/// How the executables ask glibc's allocator to keep the memory they free for their own reuse.
///
/// Why: analysing a large layout (100,000 views) allocates and frees gigabytes in short-lived
/// arrays. With glibc's defaults, a freed block above the mmap threshold (128 KiB, rising with
/// use up to 32 MiB) goes back to the system, the heap's top is trimmed as soon as 128 KiB of it
/// is free, and the heap grows 128 KiB at a time; each time, the next allocation takes its pages
/// from the kernel again, and the kernel zeroes every page on first touch. BENCHMARKS.md
/// ("stop 18") gives the page faults and system time this saves.
///
/// Only the executables call it: it changes the whole process's allocator, and the library never
/// does, so an app's tests that link the library keep their own settings. A no-op where the C
/// library is not glibc (macOS's allocator has no such thresholds).
public enum MemoryReuse {
    /// Blocks up to this size come from the heap, where freed memory is reused; a 100,000-view
    /// layout's arrays of rows are larger than glibc's own 32 MiB ceiling.
    static let largestHeapBlock: Int32 = 1 << 30
    /// Free memory at the heap's top kept before any is given back.
    static let keptFreeTop: Int32 = 1 << 30
    /// Extra room each growth of the heap asks for, so that growing is rare.
    static let heapGrowthPad: Int32 = 64 << 20

    /// Sets the three thresholds; true when glibc accepted every one, false elsewhere.
    @discardableResult
    public static func keepFreedMemoryForReuse() -> Bool {
        #if canImport(Glibc)
        // `mallopt` is declared in malloc.h, which the Glibc module does not import; it is looked
        // up by name instead of through a C target, whose DWARF 5 debug information valgrind
        // 3.19 (the benchmarks' callgrind) cannot read. The parameter numbers are malloc.h's,
        // part of glibc's ABI: M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_MMAP_THRESHOLD -3.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let settings: [(parameter: Int32, value: Int32)] = [(-3, largestHeapBlock), (-1, keptFreeTop), (-2, heapGrowthPad)]
        return settings.map { mallopt($0.parameter, $0.value) }.allSatisfy { $0 == 1 }
        #else
        return false
        #endif
    }
}
