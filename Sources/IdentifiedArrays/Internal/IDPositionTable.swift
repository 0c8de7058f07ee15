/// The id-to-offset index behind `IdentifiedArray`.
///
/// An open-addressing hash table with linear probing. Each bucket holds only an offset into the
/// array's `ids` (as `offset + 1`, so `0` marks an empty bucket); the ids themselves are not
/// stored twice: a probe compares against `ids[offset]`. That keeps the index at 4 bytes per
/// bucket, against 8 + `MemoryLayout<ID>.stride` for a `Dictionary<ID, Int>`.
///
/// Invariants, relative to the `ids` array the owner passes to every call:
/// - *Disabled* (`buckets` empty): `ids.count <= linearSearchLimit`; lookups scan `ids`.
/// - *Enabled*: `buckets.count` is a power of two, at most 3/4 of the buckets are used, and
///   every offset of `ids` appears in exactly one bucket, reachable from its id's hash by
///   probing forward without crossing an empty bucket.
///
/// Every method that takes `ids` needs the table to be consistent with that exact array, so
/// the owner updates the table *before* it shifts its arrays (see `reassign`). Deletion uses
/// backward shifting, so there are no tombstones and lookups never degrade over time.
@usableFromInline
struct IDPositionTable: Sendable {
  /// Arrays up to this many ids keep no table and search `ids` linearly.
  @usableFromInline static let linearSearchLimit = 16

  /// `0`: empty; otherwise `offset + 1`. Empty array: the table is disabled.
  @usableFromInline var buckets: [UInt32]

  /// A disabled (empty) table.
  @usableFromInline
  init() {
    buckets = []
  }

  private init(buckets: [UInt32]) {
    self.buckets = buckets
  }

  /// Whether the table holds buckets (`false`: lookups scan the ids).
  @inlinable var isEnabled: Bool { !buckets.isEmpty }

  /// Whether an array that now has `count` ids needs a larger (or a first) table.
  @inlinable
  func needsGrowth(forCount count: Int) -> Bool {
    count > Self.linearSearchLimit && count > buckets.count / 4 * 3
  }

  /// Whether an array that now has `count` ids should trade this table for a smaller one.
  @usableFromInline
  func shouldShrink(forCount count: Int) -> Bool {
    isEnabled && (count <= Self.linearSearchLimit / 2 || count < buckets.count / 16)
  }

  /// The bucket count a freshly built table uses for `count` ids (0: no table).
  static func bucketCount(forCount count: Int) -> Int {
    precondition(
      count < Int(UInt32.max),
      "IdentifiedArray supports at most \(UInt32.max - 1) elements; got \(count)."
    )
    guard count > linearSearchLimit else { return 0 }
    var bucketCount = 32
    while bucketCount / 4 * 3 < count { bucketCount &*= 2 }
    return bucketCount
  }

  /// Builds a table for `ids`, or reports the offsets of the first id that repeats.
  ///
  /// - Returns: the table, and `(first, second)` offsets of a repeated id if there is one (the
  ///   table is then unusable).
  static func make<ID: Hashable>(
    indexing ids: [ID]
  ) -> (table: Self, duplicate: (first: Int, second: Int)?) {
    let bucketCount = bucketCount(forCount: ids.count)
    guard bucketCount > 0 else {
      for second in ids.indices {
        for first in 0..<second where ids[first] == ids[second] {
          return (Self(), (first, second))
        }
      }
      return (Self(), nil)
    }
    var buckets = [UInt32](repeating: 0, count: bucketCount)
    let mask = bucketCount - 1
    for (offset, id) in ids.enumerated() {
      var bucket = id.hashValue & mask
      while buckets[bucket] != 0 {
        let other = Int(buckets[bucket]) - 1
        if ids[other] == id { return (Self(), (other, offset)) }
        bucket = (bucket &+ 1) & mask
      }
      buckets[bucket] = UInt32(truncatingIfNeeded: offset + 1)
    }
    return (Self(buckets: buckets), nil)
  }

  /// Finds `id`.
  ///
  /// - Returns: `offset`, the id's offset in `ids` (nil when absent), and `bucket`, the bucket
  ///   holding it or, when absent, the empty bucket where it would go (`-1` while disabled).
  @inlinable
  func find<ID: Hashable>(_ id: ID, in ids: [ID]) -> (bucket: Int, offset: Int?) {
    guard isEnabled else { return (-1, ids.firstIndex(of: id)) }
    let mask = buckets.count - 1
    var bucket = id.hashValue & mask
    while true {
      let stored = buckets[bucket]
      if stored == 0 { return (bucket, nil) }
      let offset = Int(stored) - 1
      if ids[offset] == id { return (bucket, offset) }
      bucket = (bucket &+ 1) & mask
    }
  }

  /// Stores `offset` in `bucket` (a bucket that `find` returned).
  @inlinable
  mutating func setOffset(_ offset: Int, at bucket: Int) {
    buckets[bucket] = UInt32(truncatingIfNeeded: offset + 1)
  }

  /// Empties `bucket` and pulls later entries of its probe run back so none becomes unreachable.
  ///
  /// `ids` must still hold the ids of every entry left in the table at their current offsets.
  @usableFromInline
  mutating func remove<ID: Hashable>(bucket: Int, in ids: [ID]) {
    guard isEnabled else { return }
    let mask = buckets.count - 1
    var hole = bucket
    var next = (bucket &+ 1) & mask
    while buckets[next] != 0 {
      let ideal = ids[Int(buckets[next]) - 1].hashValue & mask
      // The entry at `next` may fill the hole only if the hole lies on its probe path, that is
      // cyclically within [ideal, next).
      if (next &- ideal) & mask >= (next &- hole) & mask {
        buckets[hole] = buckets[next]
        hole = next
      }
      next = (next &+ 1) & mask
    }
    buckets[hole] = 0
  }

  /// Rewrites the offset of every entry whose offset lies in `range` to `newOffset(offset)`.
  ///
  /// Call it while `ids` is still in its old order. Offsets in `range` that have no entry
  /// (already removed) are skipped. A few entries are found by hash (cost grows with
  /// `range.count` only); many are rewritten in one pass over the buckets, with no hashing.
  @usableFromInline
  mutating func reassign<ID: Hashable>(
    _ range: Range<Int>,
    in ids: [ID],
    to newOffset: (Int) -> Int
  ) {
    guard isEnabled, !range.isEmpty else { return }
    if range.count &* 8 < buckets.count {
      // Find every bucket first, then write: a rewritten bucket must never be compared
      // against `ids` by a later probe.
      var found: [(bucket: Int, offset: Int)] = []
      found.reserveCapacity(range.count)
      for offset in range {
        let probe = find(ids[offset], in: ids)
        if probe.offset == offset { found.append((probe.bucket, offset)) }
      }
      for (bucket, offset) in found {
        buckets[bucket] = UInt32(truncatingIfNeeded: newOffset(offset) + 1)
      }
    } else {
      for bucket in buckets.indices where buckets[bucket] != 0 {
        let offset = Int(buckets[bucket]) - 1
        if range.contains(offset) {
          buckets[bucket] = UInt32(truncatingIfNeeded: newOffset(offset) + 1)
        }
      }
    }
  }
}
