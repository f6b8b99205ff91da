#ifndef C_MEMORY_USAGE_H
#define C_MEMORY_USAGE_H

#include <stddef.h>

/// Bytes of memory the process has resident (its RSS), or 0 when unknown. Reading it costs a
/// few microseconds whatever the state of the heap (unlike `mallinfo2`, which walks every free
/// chunk and can take tens of milliseconds).
size_t sri_resident_bytes(void);

/// Gives the memory malloc holds free back to the system (`malloc_trim`), so that the resident
/// size measures what is in use; slow, for when the limit seems crossed.
void sri_release_free_memory(void);

/// Bytes of address space the process has mapped (its virtual size), or 0 when unknown.
size_t sri_address_space_in_use(void);

/// The address-space limit (`ulimit -v`) in bytes, or 0 for none.
size_t sri_address_space_limit(void);

/// Gives back to the system the pages from `low` to `high` (rounded inwards to whole pages),
/// which must be memory nothing uses now (a part of a thread's stack below its running frame).
void sri_release_pages(size_t low, size_t high);

/// Bytes of the memory from `low` to `high` (widened to whole pages) that are resident, or 0
/// when unknown.
size_t sri_resident_bytes_in(size_t low, size_t high);

#endif
