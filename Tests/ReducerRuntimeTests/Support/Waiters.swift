import Dependencies

/// Hands `count` continuations of waiting tasks to `body` (for `RuntimeState.addWaiter`), then returns what each
/// task was resumed with, in order.
///
/// `body` must see every continuation resumed (through what the state returns), or the test waits until its time
/// limit: a continuation the state loses fails the test instead of passing silently.
func withWaiters(
  _ count: Int, _ body: ([CheckedContinuation<Bool, Never>]) -> Void
) async -> [Bool] {
  let parked = LockIsolated<[Int: CheckedContinuation<Bool, Never>]>([:])
  let tasks = (0..<count).map { index in
    Task {
      await withCheckedContinuation { continuation in
        parked.withValue { $0[index] = continuation }
      }
    }
  }
  while parked.value.count < count { await Task.yield() }
  let continuations = parked.value
  body((0..<count).compactMap { continuations[$0] })
  var results: [Bool] = []
  for task in tasks { results.append(await task.value) }
  return results
}
