public import ReducerCore
import CaseReflection

/// One thing a user can do to a feature: an action template whose payload is drawn when it is sent.
///
/// ```swift
/// Intent(.refreshPulled)                       // a fixed action
/// Intent("rowTapped") { state, draw in         // a payload drawn from the state: a row that exists, or not
///   .rowTapped(id: draw.id(from: state.items.ids, absent: UUID(0)))
/// }
/// Intent("titleChanged") { _, draw in .titleChanged(draw.text(fixtures: ["Milk"])) }
/// ```
///
/// The closure may return `nil` when the intent makes no sense in `state` (nothing to tap): the step is skipped.
/// It must draw every choice from `draw`, never from a random source of its own, so a sequence replays and
/// shrinks exactly.
public struct Intent<Feature: Reducer>: Sendable {
  /// The name reports and coverage use (the action's case, usually).
  public let name: String
  private let make: @Sendable (Feature.State, IntentDraw) -> Feature.Action?

  /// An intent called `name` whose action `make` builds from the state and `draw`.
  public init(
    _ name: String,
    _ make: @escaping @Sendable (_ state: Feature.State, _ draw: IntentDraw) -> Feature.Action?
  ) {
    self.name = name
    self.make = make
  }

  /// The action for `state`, choosing with `draw`; `nil` when the intent does not apply.
  public func action(in state: Feature.State, draw: IntentDraw) -> Feature.Action? {
    make(state, draw)
  }
}

extension Intent where Feature.Action: Sendable {
  /// An intent that always sends `action`, named after its case.
  public init(_ action: Feature.Action) {
    let name = EnumReflection.caseName(of: action) ?? "\(action)"
    self.init(name) { _, _ in action }
  }
}
