/// SplitMix64 (Steele, Lea and Flood, 2014): a small, fast, seedable generator. Exploring owns its randomness so
/// the same seed gives the same sequences on every platform and Swift version.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An index in `0..<count` (`count` > 0), without modulo bias worth speaking of for small counts.
  mutating func index(_ count: Int) -> Int {
    Int(truncatingIfNeeded: next() % UInt64(count))
  }

  /// The seed of run `run` of an exploration seeded with `seed`: each run replays on its own.
  static func runSeed(_ seed: UInt64, run: Int) -> UInt64 {
    var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: run) &* 0xD1B5_4A32_D192_ED03))
    return mixer.next()
  }
}
