public import SwiftUI
public import ReducerBindings
public import ReducerCore

extension Store where Action: BindableAction, Action.State == State {
  /// A SwiftUI binding to one field of the state: reading it reads through the store (so the view observes
  /// the field), writing it sends `.binding(.set(keyPath, newValue))`.
  ///
  /// ```swift
  /// TextField("Name", text: store.binding(\.draftName))
  /// ```
  ///
  /// Apple platforms only; tests send the binding actions themselves.
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<State, Value> & Sendable
  ) -> Binding<Value> {
    Binding(
      get: { @MainActor in self[dynamicMember: keyPath] },
      set: { @MainActor in self.send(.binding(.set(keyPath, $0))) }
    )
  }
}
