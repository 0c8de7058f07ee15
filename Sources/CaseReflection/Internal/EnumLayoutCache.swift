import Synchronization
import ConvergenceBase

/// The process-wide cache of ``EnumLayout``s, keyed by type metadata, with a lock-free read path.
///
/// Reads (every extraction) take no lock and touch no reference count: they load the published
/// table with acquire ordering and probe it linearly. Writes (the first extraction for a type)
/// build the layout under a `Lock`, then publish it with a release store of one slot, or of a
/// whole new table when the current one is half full.
///
/// NB: Memory safety rests on nothing reachable from a published table ever being freed: layouts
/// and tables are immortal. This is bounded: one layout per distinct type ever asked about (each
/// with one small record per case), and tables grow geometrically, so the tables left behind add
/// up to less than the current one.
@usableFromInline
enum EnumLayoutCache {
  /// The address of the current table (0 before the first insertion). A table is
  /// `capacity + 2` atomic words: the capacity (a power of two), the address of the table it
  /// replaced (0 for the first; kept reachable, as it may still be read), then the slots, each 0 or
  /// the address of an immortal `EnumLayout`.
  private static let published = Atomic<UInt>(0)

  private struct Writer {
    /// Every layout ever inserted (addresses), to refill a grown table.
    var entries: [UInt] = []
    /// The capacity of the published table, 0 before the first insertion.
    var capacity = 0
  }

  private static let writer = Lock(Writer())

  /// The layout of `type`, built on first use.
  @usableFromInline
  static func layout(of type: any Any.Type) -> UnsafePointer<EnumLayout> {
    let metadata = TypeMetadata(type)
    if let layout = lookUp(metadata) { return layout }
    return insert(metadata)
  }

  /// The lock-free read path.
  @inline(__always)
  private static func lookUp(_ metadata: TypeMetadata) -> UnsafePointer<EnumLayout>? {
    guard let table = table(at: published.load(ordering: .acquiring)) else { return nil }
    let mask = Int(table[0].load(ordering: .relaxed)) - 1
    var index = hash(metadata) & mask
    while true {
      guard
        let layout = UnsafePointer<EnumLayout>(
          bitPattern: table[2 + index].load(ordering: .acquiring))
      else { return nil }
      if layout.pointee.metadata == metadata { return layout }
      index = (index &+ 1) & mask
    }
  }

  /// The slow path: builds and publishes the layout (once per type).
  @inline(never)
  private static func insert(_ metadata: TypeMetadata) -> UnsafePointer<EnumLayout> {
    let address = writer.withLock { writer -> UInt in
      // Another thread may have inserted it since our lock-free look-up.
      if let existing = lookUp(metadata) { return UInt(bitPattern: existing) }
      let layout = UnsafeMutablePointer<EnumLayout>.allocate(capacity: 1)
      layout.initialize(to: EnumLayout(metadata: metadata))
      let address = UInt(bitPattern: layout)
      writer.entries.append(address)
      if writer.entries.count * 2 > writer.capacity {
        // Publish a table twice as large (at least 64 slots) holding every layout. Readers still
        // probing the old table miss at worst, and then come here and find the layout.
        writer.capacity = max(64, writer.capacity * 2)
        let table = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: writer.capacity + 2)
        table.initialize(to: Atomic(UInt(writer.capacity)))
        (table + 1).initialize(to: Atomic(published.load(ordering: .relaxed)))
        for index in 2..<(writer.capacity + 2) { (table + index).initialize(to: Atomic(0)) }
        for entry in writer.entries {
          place(entry, in: table)
        }
        published.store(UInt(bitPattern: table), ordering: .releasing)
      } else if let table = table(at: published.load(ordering: .relaxed)) {
        place(address, in: table)
      }
      return address
    }
    // NB: `address` comes from `allocate` above or from a previous insertion: never null.
    return UnsafePointer(bitPattern: address).unsafelyUnwrapped
  }

  /// Stores a layout address in the first free slot of its probe sequence (writers only).
  private static func place(_ address: UInt, in table: UnsafeMutablePointer<Atomic<UInt>>) {
    guard let layout = UnsafePointer<EnumLayout>(bitPattern: address) else { return }
    let mask = Int(table[0].load(ordering: .relaxed)) - 1
    var index = hash(layout.pointee.metadata) & mask
    while table[2 + index].load(ordering: .relaxed) != 0 {
      index = (index &+ 1) & mask
    }
    table[2 + index].store(address, ordering: .releasing)
  }

  @inline(__always)
  private static func table(at address: UInt) -> UnsafeMutablePointer<Atomic<UInt>>? {
    UnsafeMutablePointer(bitPattern: address)
  }

  /// Fibonacci hashing of the metadata address (its low bits are alignment zeros).
  @inline(__always)
  private static func hash(_ metadata: TypeMetadata) -> Int {
    let bits = UInt(bitPattern: metadata.pointer) &>> 4
    let mixed = bits &* UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
    return Int(truncatingIfNeeded: mixed &>> (UInt.bitWidth / 2))
  }
}
