#include "CMemoryUsage.h"

#include <malloc.h>
#include <stdio.h>
#include <sys/resource.h>
#include <unistd.h>

size_t sri_heap_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}

size_t sri_address_space_in_use(void) {
    FILE *file = fopen("/proc/self/statm", "r");
    if (file == NULL) return 0;
    unsigned long pages = 0;
    int read = fscanf(file, "%lu", &pages);
    fclose(file);
    if (read != 1) return 0;
    return (size_t)pages * (size_t)sysconf(_SC_PAGESIZE);
}

size_t sri_address_space_limit(void) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return 0;
    return (size_t)limit.rlim_cur;
}
