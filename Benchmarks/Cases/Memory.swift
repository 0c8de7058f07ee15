import Foundation
import HeapStats
import Reducer

/// Bytes allocated and still live, from the C allocator.
func liveHeapBytes() -> Int {
  Int(convergence_heap_bytes_in_use())
}

/// Allocations the process made so far, or nil where they are not counted.
func heapAllocations() -> Int? {
  let count = convergence_heap_allocations()
  return count == Int.max.magnitude * 2 + 1 ? nil : Int(count)
}

/// Allocations per trivial `Store.send` (the plain path must allocate nothing).
@MainActor
public func printAllocationReport() {
  let store = Store(initialState: Counter.State()) { Counter() }
  for _ in 0..<1_000 { store.send(.increment) }
  guard let before = heapAllocations() else {
    print("alloc.store.send              not counted on this platform")
    return
  }
  let sends = 100_000
  for _ in 0..<sends { store.send(.increment) }
  let perSend = Double((heapAllocations() ?? before) - before) / Double(sends)
  print(
    "alloc.store.send              " + String(format: "%.3f", perSend) + " allocations per send")
}

/// Compares the bytes of a 10,000-row state held by a store with the raw IdentifiedArray.
@MainActor
public func printMemoryReport() {
  let before = liveHeapBytes()
  var raw: Rows.State? = Rows.state(rows: 10_000)
  // Build the id index as the store's first send does, so both sides hold the same structure.
  blackHole(raw?.rows[id: 5_000])
  let rawBytes = liveHeapBytes() - before
  raw = nil
  blackHole(raw)
  let beforeStore = liveHeapBytes()
  var store: StoreOf<Rows>? = Store(initialState: Rows.state(rows: 10_000)) { Rows() }
  for id in 0..<100 { store?.send(.row(id: id, action: .increment)) }
  let storeBytes = liveHeapBytes() - beforeStore
  store = nil
  blackHole(store)
  let ratio = rawBytes > 0 ? Double(storeBytes) / Double(rawBytes) : 0
  print(
    "memory.forEach10k             raw \(rawBytes) B, in store \(storeBytes) B, ratio "
      + String(format: "%.2f", ratio))
}
