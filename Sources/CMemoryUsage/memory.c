#include "CMemoryUsage.h"

#include <malloc.h>
#include <stdio.h>
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
