#ifndef C_MEMORY_USAGE_H
#define C_MEMORY_USAGE_H

#include <stddef.h>

/// Bytes of heap the process has allocated and not freed (all malloc arenas and mapped
/// blocks), or 0 when the C library cannot tell.
size_t sri_heap_in_use(void);

/// Bytes of address space the process has mapped (its virtual size), or 0 when unknown.
size_t sri_address_space_in_use(void);

/// The address-space limit (`ulimit -v`) in bytes, or 0 for none.
size_t sri_address_space_limit(void);

#endif
