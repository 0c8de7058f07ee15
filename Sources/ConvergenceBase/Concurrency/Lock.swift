#if CONVERGENCE_TSAN
  #if canImport(Glibc)
    public import Glibc
  #elseif canImport(Musl)
    public import Musl
  #elseif canImport(Darwin)
    public import Darwin
  #endif
#else
  public import Synchronization
#endif

/// The one lock the package uses around shared state: a value only reachable inside ``withLock(_:)``.
///
/// Normally it is `Synchronization.Mutex`. When the package is compiled with `-DCONVERGENCE_TSAN` (the
/// ThreadSanitizer step of `.ci/run`) it is a `pthread_mutex_t` instead: on Linux, `Mutex` hands a contended lock
/// over through a futex, which ThreadSanitizer cannot see, so it reports the accesses the lock orders as races.
/// ThreadSanitizer intercepts `pthread_mutex_lock` and `pthread_mutex_unlock`, so with this variant it sees every
/// hand-off and needs no suppression: a race it reports is a real one. See Docs/Reliability.md, "Determinism under
/// load and TSan".
///
/// ```swift
/// private let state = Lock(State())
/// let count = state.withLock { state in
///   state.count += 1
///   return state.count
/// }
/// ```
///
/// Use it, never `Mutex` directly, for every new piece of shared state.
@usableFromInline
package struct Lock<Value>: ~Copyable {
  #if CONVERGENCE_TSAN
    // NB: both are allocated on the heap once, in `init`, and freed in `deinit`: the lock never moves, as POSIX
    // requires of an initialised `pthread_mutex_t` (the struct, which may move, holds only the pointers).
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // NB: read and written only between `pthread_mutex_lock` and `pthread_mutex_unlock` of `mutex`.
    @usableFromInline let value: UnsafeMutablePointer<Value>
  #else
    @usableFromInline let mutex: Mutex<Value>
  #endif

  /// A lock around `initialValue`.
  @inlinable
  package init(_ initialValue: consuming sending Value) {
    #if CONVERGENCE_TSAN
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      let status = pthread_mutex_init(mutex, nil)
      precondition(status == 0, "pthread_mutex_init failed with error \(status)")
      value = .allocate(capacity: 1)
      value.initialize(to: initialValue)
    #else
      mutex = Mutex(initialValue)
    #endif
  }

  #if CONVERGENCE_TSAN
    @inlinable
    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deinitialize(count: 1)
      mutex.deallocate()
      value.deinitialize(count: 1)
      value.deallocate()
    }
  #endif

  /// Runs `body` with exclusive access to the value, and returns what it returns.
  ///
  /// `body` runs with the lock held: keep it short, and never suspend, block or call out from it.
  ///
  /// Always inlined, as `Mutex.withLock` is: called from generic code that is not specialised (a shared value's read),
  /// an out-of-line call looked up generic metadata for its type parameters on every read.
  @inlinable @inline(__always)
  package borrowing func withLock<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    #if CONVERGENCE_TSAN
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value.pointee)
    #else
      return try mutex.withLock(body)
    #endif
  }
}

// NB: the value is reachable only through `withLock`, which holds the lock, and it is taken and given back as
// `sending`, so no reference into it escapes the lock (the same contract as `Mutex`, which is `Sendable` too).
extension Lock: @unchecked Sendable {}
