#ifndef PROCESS_MEMORY_H
#define PROCESS_MEMORY_H

/// Asks the C allocator to keep the memory the process frees for its own reuse (see
/// MemoryReuse.c for why). Only the executables call it: it changes the whole process's
/// allocator, and the library never does. Returns 1 when every setting was accepted, 0 where
/// the C library is not glibc (macOS's allocator has no such thresholds) or refused one.
int cd_keep_freed_memory_for_reuse(void);

#endif
