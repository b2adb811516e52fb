#include "ProcessMemory.h"

// Any C library header defines __GLIBC__ on glibc (through features.h); the test below needs it.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

// Why: analysing a large layout (100,000 views) allocates and frees gigabytes in short-lived
// arrays. With glibc's defaults, a freed block above the mmap threshold goes back to the system,
// the heap's top is trimmed as soon as it is free, and the heap grows a little at a time; each
// time, the next allocation takes its pages from the kernel again, and the kernel zeroes every
// page on first touch. BENCHMARKS.md ("stop 18") gives the page faults and system time saved.
//
// glibc's defaults (mallopt(3)): M_MMAP_THRESHOLD 128 KiB rising with use up to 32 MiB,
// M_TRIM_THRESHOLD 128 KiB, M_TOP_PAD 128 KiB.

/// Blocks up to this size come from the heap, where freed memory is reused. glibc's own dynamic
/// threshold stops at 32 MiB, and a 100,000-view layout's arrays of rows are larger than that.
static const int largest_heap_block = 1 << 30;
/// Free memory at the heap's top kept before any is given back.
static const int kept_free_top = 1 << 30;
/// Extra room each growth of the heap asks for, so that growing is rare.
static const int heap_growth_pad = 64 << 20;

int cd_keep_freed_memory_for_reuse(void) {
#if defined(__GLIBC__)
    int accepted = mallopt(M_MMAP_THRESHOLD, largest_heap_block);
    accepted &= mallopt(M_TRIM_THRESHOLD, kept_free_top);
    accepted &= mallopt(M_TOP_PAD, heap_growth_pad);
    return accepted;
#else
    return 0;
#endif
}
