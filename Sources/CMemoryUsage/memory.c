#include "CMemoryUsage.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

static size_t statm_field(int index) {
    FILE *file = fopen("/proc/self/statm", "r");
    if (file == NULL) return 0;
    unsigned long fields[2] = {0, 0};
    int read = fscanf(file, "%lu %lu", &fields[0], &fields[1]);
    fclose(file);
    if (read != 2) return 0;
    return (size_t)fields[index] * (size_t)sysconf(_SC_PAGESIZE);
}

size_t sri_resident_bytes(void) { return statm_field(1); }

void sri_release_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

size_t sri_address_space_in_use(void) { return statm_field(0); }

size_t sri_address_space_limit(void) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return 0;
    return (size_t)limit.rlim_cur;
}

void sri_release_pages(size_t low, size_t high) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t start = (low + page - 1) / page * page;
    size_t end = high / page * page;
    if (end > start) madvise((void *)start, end - start, MADV_DONTNEED);
}

size_t sri_resident_bytes_in(size_t low, size_t high) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t start = low / page * page;
    size_t end = (high + page - 1) / page * page;
    if (end <= start) return 0;
    size_t pages = (end - start) / page;
    unsigned char *resident = malloc(pages);
    if (resident == NULL) return 0;
    size_t count = 0;
    if (mincore((void *)start, end - start, resident) == 0) {
        for (size_t i = 0; i < pages; i++) count += resident[i] & 1;
    }
    free(resident);
    return count * page;
}
