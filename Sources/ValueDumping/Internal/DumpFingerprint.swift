/// A 64-bit FNV-1a hasher with a fixed seed, so fingerprints are identical across runs.
///
/// Swift's `Hasher` is randomly seeded per process, which would make anything derived from it
/// (ordering, alignment tie-breaks) nondeterministic; this one is only ever used to reject
/// unequal dump nodes quickly, never as proof of equality.
struct DumpFingerprint: Sendable {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  mutating func combine(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* Self.prime
  }

  mutating func combine(_ word: UInt64) {
    var hash = value
    var remaining = word
    for _ in 0..<8 {
      hash = (hash ^ (remaining & 0xFF)) &* Self.prime
      remaining >>= 8
    }
    value = hash
  }

  /// Hashes the UTF-8 bytes followed by the length, so adjacent strings cannot run together.
  mutating func combine(_ string: String) {
    var hash = value
    var length: UInt64 = 0
    for byte in string.utf8 {
      hash = (hash ^ UInt64(byte)) &* Self.prime
      length &+= 1
    }
    value = hash
    combine(length)
  }
}
