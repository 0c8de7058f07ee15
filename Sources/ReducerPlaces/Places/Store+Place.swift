import CaseReflection
public import ReducerCore

extension Store {
  /// The store of the child at `address` of `place` while it is there; nil when it is not.
  ///
  /// What a view scopes to for a new kind of child (a ``ScopablePlace``), the way it scopes to an optional child:
  /// the store is cached by the place's ``ScopablePlace/keyPath(to:)`` (so it is the same object on every scope while
  /// the child is there), reading it observes the child, and the child's actions reach this store as
  /// ``ChildPlace/action`` of ``ChildPlace/pack(_:at:)``. Once the child is gone (or replaced by one with another
  /// `id`), what is sent through a store kept from before is a reported issue that changes nothing.
  ///
  /// ```swift
  /// if let room = store.scope(DictionaryPlace(\.rooms, action: Hotel.Action.room), "101") { … }
  /// ```
  public func scope<Place: ScopablePlace>(_ place: Place, _ address: Place.Address)
    -> Store<Place.ChildState, Place.ChildAction>?
  where Place.ParentState == State, Place.ParentAction == Action {
    scope(
      state: place.keyPath(to: address), action: { place.action.embed(place.pack($0, at: address)) }
    )
  }
}
