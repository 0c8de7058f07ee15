#ifndef CONVERGENCE_HEAP_STATS_H
#define CONVERGENCE_HEAP_STATS_H
#include <stddef.h>

/// Bytes currently allocated through malloc and not freed (glibc mallinfo2: uordblks + hblkhd); 0 elsewhere.
size_t convergence_heap_bytes_in_use(void);

/// Allocations made so far by the process (malloc, calloc, realloc, posix_memalign, aligned_alloc), counted by
/// the benchmarks executable's replacements of glibc's entry points; `(size_t)-1` where they are not counted.
size_t convergence_heap_allocations(void);

#endif
