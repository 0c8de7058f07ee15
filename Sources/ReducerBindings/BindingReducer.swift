public import CaseReflection
public import ReducerCore
/// A reducer that applies every ``BindingAction`` the feature receives to its state.
///
/// List it in the body before the reducer that reacts to the changes, so that by the time your `Reduce` sees
/// `.binding(\.field)`, the field already holds the new value:
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.draftName):
///       state.isDirty = true
///       return .none
///     case .binding, .saveTapped:
///       return .none
///     }
///   }
/// }
/// ```
///
/// Other actions pass through untouched; the reducer never returns an effect.
///
/// A feature whose view actions are grouped in a `case view(View)` (TCA's `ViewAction` convention) makes `View`
/// the ``BindableAction`` and names the case with `init(action:)`.
public struct BindingReducer<State, Action: Sendable>: Reducer {
  @usableFromInline let toBinding: AnyCasePath<Action, BindingAction<State>>

  /// The binding reducer of the feature whose body lists it.
  @inlinable
  public init() where Action: BindableAction, Action.State == State {
    self.toBinding = AnyCasePath { Action.binding($0) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toBinding.extract(from: action)?(&state)
    return .none
  }
}
