import Foundation
import ReducerCore
import ScenarioCatalog
import ValueDumping

/// What exploring knows of a feature: its intents, invariants and exemptions (defaults when it is not
/// ``Explorable``), the view-state kinds its scenarios declare, and how its state round-trips.
struct ExplorationSpec<Feature: ScenarioProviding> {
  let intents: [Intent<Feature>]
  let invariants: (Feature.State) -> [String]
  let hasLongLivingEffects: Bool
  let declaresIntents: Bool
  /// A description of what differs after encoding and decoding the state; `nil` when it round-trips. `nil`
  /// itself when the state is not `Codable`.
  let roundTrip: ((Feature.State) -> String?)?
  /// States already known to round-trip, shared by every run of the exploration.
  let roundTripped = RecentStates<Feature.State>()
  /// Screen mode: presented screens (by id and controls) a control was found to remove, shared by every run.
  let waysBack = KeySet()

  init() {
    if let explorable = Feature.self as? any Explorable.Type {
      let declared = Self.declarations(of: explorable)
      intents = declared.intents
      invariants = declared.invariants
      hasLongLivingEffects = declared.longLiving
    } else {
      intents = []
      invariants = { _ in [] }
      hasLongLivingEffects = false
    }
    declaresIntents = !intents.isEmpty
    if let codable = Feature.State.self as? any Codable.Type {
      roundTrip = Self.roundTrip(through: codable)
    } else {
      roundTrip = nil
    }
  }

  private static func declarations<E: Explorable>(
    of explorable: E.Type
  ) -> (intents: [Intent<Feature>], invariants: (Feature.State) -> [String], longLiving: Bool) {
    // `E` is `Feature` itself, met through the existential: the casts cannot fail.
    // Cast once here, not once per step.
    let intents = (E.intents as Any) as? [Intent<Feature>] ?? []
    let invariants: (E.State) -> [String] = E.invariants
    return (
      intents,
      (invariants as Any) as? (Feature.State) -> [String] ?? { _ in [] },
      E.hasLongLivingEffects
    )
  }

  private static func roundTrip<C: Codable>(through type: C.Type) -> (Feature.State) -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let decoder = JSONDecoder()
    return { state in
      guard let value = state as? C else { return nil }
      do {
        let data = try encoder.encode(value)
        let decoded = try decoder.decode(C.self, from: data)
        guard let back = decoded as? Feature.State else { return "decodes as another type" }
        if back == state { return nil }
        return "decodes to a different state:\n"
          + (diffValues(state, back) ?? "(no printable difference)")
      } catch {
        return "\(error)"
      }
    }
  }

  /// The view-state kinds the scenarios declare (what they expect), in scenario order.
  static var declaredKinds: [String] {
    var kinds: [String] = []
    for scenario in Feature.scenarios where !kinds.contains(scenario.expecting.caseName) {
      kinds.append(scenario.expecting.caseName)
    }
    return kinds
  }
}
