import ConvergenceBase
import Testing

/// `Lock` gives each caller exclusive access to its value, in the normal build (`Mutex`) and in the TSan build
/// (`-DCONVERGENCE_TSAN`: a `pthread_mutex_t`).
@Suite struct LockTests {
  final class Counter: Sendable {
    let count = Lock(0)
  }

  @Test func concurrentIncrementsUnderTheLockLoseNone() async {
    let counter = Counter()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 { counter.count.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.count.withLock { $0 } == 80_000)
  }

  @Test func withLockReturnsTheBodysResultAndRethrowsItsError() {
    struct Refused: Error {}
    let lock = Lock([1, 2])
    #expect(lock.withLock { $0.count } == 2)
    #expect(throws: Refused.self) {
      try lock.withLock { (values: inout [Int]) throws(Refused) -> Void in
        values.append(3)
        throw Refused()
      }
    }
    // A change made before the throw is kept, as with `Mutex`.
    #expect(lock.withLock { $0 } == [1, 2, 3])
  }
}
