#include "HeapStats.h"
#if defined(__linux__)
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#endif

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define CONVERGENCE_SANITIZED 1
#endif
#endif

size_t convergence_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;  // small chunks in the arenas, plus large (mmapped) ones
#else
  return 0;
#endif
}

#if defined(__GLIBC__) && !defined(CONVERGENCE_SANITIZED)
// Counting allocations: the benchmarks executable replaces glibc's allocation entry points with ones that count,
// then forward to glibc's own implementations (the same allocator, so `free` needs no wrapper).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic size_t allocations = 0;

static void count_allocation(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
  count_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_allocation();
  return __libc_realloc(pointer, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
  count_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *out = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

size_t convergence_heap_allocations(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
#else
size_t convergence_heap_allocations(void) { return (size_t)-1; }
#endif
