public import ReducerCore

extension Store where Action: BindableAction, Action.State == State {
  /// Reads a field of the state, and writes it by sending a binding action: `store.draftName = "Ada"` sends
  /// `.binding(.set(\.draftName, "Ada"))`.
  ///
  /// This is what makes `@Bindable var store` give `$store.draftName` in SwiftUI (a `Binding` through this
  /// subscript), with no binding written by hand:
  ///
  /// ```swift
  /// TextField("Name", text: $store.draftName)
  /// ```
  ///
  /// The write goes through the reducer (its ``BindingReducer`` applies it), so tests see it as an action.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: any WritableKeyPath<State, Value> & Sendable
  ) -> Value {
    get { self[dynamicMember: keyPath as KeyPath<State, Value>] }
    set { send(.binding(.set(keyPath, newValue))) }
  }
}
