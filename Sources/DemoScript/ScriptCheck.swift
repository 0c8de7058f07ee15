/// A check `demo-runner explore` applies after every step, as a script step (`expect invariants`,
/// `expect roundTrip`, `expect settled`): a script `explore --save` writes for one of these failures ends with the
/// line, so it fails under `demo-runner run` until the bug is fixed.
public enum ScriptCheck: String, Hashable, Sendable, CaseIterable {
  /// `expect invariants`: every invariant the feature declares (`Explorable.invariants`) holds.
  case invariants
  /// `expect roundTrip`: the state survives encoding and decoding through `Codable`.
  case roundTrip
  /// `expect settled`: nothing sleeps on the clock any more (unless the feature declares long-living effects).
  case settled
}
