public import SwiftUI
public import ReducerCore

extension Bindable {
  /// A field of the store's state, to be bound with ``StoreBindable/sending(_:)`` to the action that sets it, for a
  /// feature whose action is not a `BindableAction`: `$store.title.sending(Feature.Action.titleChanged)`.
  @_disfavoredOverload
  public subscript<State, Action, Member>(
    dynamicMember keyPath: any KeyPath<State, Member> & Sendable
  ) -> StoreBindable<State, Action, Member> where Value == Store<State, Action> {
    StoreBindable(store: wrappedValue, keyPath: keyPath)
  }
}

/// A field of a store's state on its way to becoming a `Binding`: see ``sending(_:)``.
@MainActor
public struct StoreBindable<State, Action: Sendable, Member> {
  let store: Store<State, Action>
  let keyPath: any KeyPath<State, Member> & Sendable

  /// A binding that reads the field through the store and, when written, sends `action(newValue)`.
  ///
  /// ```swift
  /// TextField("Title", text: $store.title.sending(Feature.Action.titleChanged))
  /// ```
  public func sending(_ action: @escaping @Sendable (Member) -> Action) -> Binding<Member> {
    let store = store
    let keyPath = keyPath
    return Binding(
      get: { @MainActor in store[dynamicMember: keyPath] },
      set: { @MainActor newValue in store.send(action(newValue)) })
  }
}
