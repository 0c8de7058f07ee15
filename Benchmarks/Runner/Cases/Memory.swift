import Foundation
import HeapStats
import Reducer

/// Bytes allocated and still live, from the C allocator.
func liveHeapBytes() -> Int {
  Int(convergence_heap_bytes_in_use())
}

/// Compares the bytes of a 10,000-row state held by a store with the raw IdentifiedArray.
@MainActor
func printMemoryReport() {
  let before = liveHeapBytes()
  var raw: Rows.State? = Rows.state(rows: 10_000)
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
