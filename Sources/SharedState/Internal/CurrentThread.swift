#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The calling thread's identity, unique among the threads alive at the moment: what ``SharedReference`` compares
/// to tell a read made from inside its own `withLock` (same thread) from another thread's.
enum CurrentThread {
  /// The calling thread's id; never 0.
  static var id: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}
