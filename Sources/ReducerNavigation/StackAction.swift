public import ReducerCore
/// An action of a navigation stack: an element's action, a push or a pop.
///
/// The parent's action holds it in one case, `case path(StackAction<Path.State, Path.Action>)` (or
/// `StackActionOf<Path>`), and the stack `forEach` routes it.
///
/// ```swift
/// case let .path(.element(id: id, action: .detail(.deleteTapped))):
///   state.path.pop(from: id)
///   return .none
/// ```
public enum StackAction<State, Action> {
  /// An action of the element with `id`.
  case element(id: StackElementID, action: Action)
  /// Removes the element with `id` and every element above it (what a back button or `dismiss` sends).
  case popFrom(id: StackElementID)
  /// Pushes `state` on top with `id` (what a navigation link sends).
  case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// `StackAction<Path.State, Path.Action>` spelled as `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
