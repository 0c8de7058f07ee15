#ifndef CONVERGENCE_HEAP_STATS_H
#define CONVERGENCE_HEAP_STATS_H
#include <stddef.h>

/// Bytes currently allocated through malloc and not freed (glibc's mallinfo2 uordblks); 0 elsewhere.
size_t convergence_heap_bytes_in_use(void);

#endif
