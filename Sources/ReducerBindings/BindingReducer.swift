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
public struct BindingReducer<State, Action: BindableAction>: Reducer where Action.State == State {
  @usableFromInline let toBinding: AnyCasePath<Action, BindingAction<State>>

  /// The binding reducer of the feature whose body lists it.
  @inlinable
  public init() {
    self.toBinding = AnyCasePath { Action.binding($0) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toBinding.extract(from: action)?(&state)
    return .none
  }
}
