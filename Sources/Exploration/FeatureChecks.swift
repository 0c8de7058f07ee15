public import ReducerCore
public import ScenarioCatalog

/// The checks exploring applies to a feature's state after a step, for a replay to apply them too:
/// `demo-runner run` plays `expect invariants`, `expect roundTrip` and `expect settled` (the lines a script saved by
/// `explore` ends with) through it, so a saved script fails where exploring failed.
public struct FeatureChecks<Feature: ScenarioProviding> {
  private let spec: ExplorationSpec<Feature>

  /// The checks of `feature`: its `Explorable` invariants and exemptions, when it has them.
  public init(_ feature: Feature.Type) {
    spec = ExplorationSpec()
  }

  /// The feature's invariants that `state` violates, one line each; empty when every rule holds (or the feature
  /// declares none).
  public func violatedInvariants(_ state: Feature.State) -> [String] {
    spec.invariants(state)
  }

  /// What differs after encoding and decoding `state` through `Codable`; `nil` when it round-trips, or when the
  /// state is not `Codable` (see ``roundTripIsChecked``).
  public func roundTripProblem(_ state: Feature.State) -> String? {
    spec.roundTrip?(state)
  }

  /// Whether the state is `Codable`, so ``roundTripProblem(_:)`` checks anything.
  public var roundTripIsChecked: Bool { spec.roundTrip != nil }

  /// Whether the feature declares a timer or subscription that runs while it is shown (exempt from the check that
  /// nothing still sleeps on the clock once it passed every sleep).
  public var hasLongLivingEffects: Bool { spec.hasLongLivingEffects }
}
