public import ReducerCore

/// A feature `demo-runner explore` and `Feature.explore(runs:steps:)` can search for bugs: what a user can do
/// (its ``intents``) and what must always hold (its ``invariants(_:)``).
///
/// Exploring starts from every scenario, sends generated sequences of intents, moves the test clock and varies
/// the service answers, and after every step checks that no issue was reported, the view state is a kind some
/// scenario declares, effects settle, the state round-trips through `Codable`, and the invariants hold.
///
/// ```swift
/// extension ItemsFeature: Explorable {
///   public static var intents: [Intent<Self>] {
///     [
///       Intent(.refreshPulled),
///       Intent(.retryTapped),
///       Intent("rowTapped") { state, draw in .rowTapped(id: draw.id(from: state.items.ids, absent: UUID(0))) },
///     ]
///   }
///   public static func invariants(_ state: State) -> [String] {
///     state.isLoading && state.errorMessage != nil ? ["an error shows while loading"] : []
///   }
/// }
/// ```
///
/// Every requirement has a default: a feature that declares nothing is still explored with its scenario's
/// appear action, clock steps and service answers.
public protocol Explorable: ScenarioProviding {
  /// What a user can cause: the actions a view sends (never an effect's response). Payloads are drawn from the
  /// current state, the feature's fixtures and boundary values with the ``IntentDraw`` each intent is given.
  static var intents: [Intent<Self>] { get }

  /// What is violated in `state`, one line each; empty when every invariant holds.
  static func invariants(_ state: State) -> [String]

  /// Whether the feature runs effects that never end while it is shown (a timer, a subscription): such
  /// effects are exempt from the check that effects settle once the clock passes their sleeps.
  static var hasLongLivingEffects: Bool { get }
}

extension Explorable {
  public static var intents: [Intent<Self>] { [] }
  public static func invariants(_ state: State) -> [String] { [] }
  public static var hasLongLivingEffects: Bool { false }
}
