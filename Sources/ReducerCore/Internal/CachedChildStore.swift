/// A child store in its parent's cache, with the route it sends through (an ``ActionRoute`` or an
/// ``ElementActionRoute``): a scope that finds it gives the route its own action case, so the store always sends
/// through the case its latest scope named (a closure that captures a value sends with the value of the latest
/// render).
@MainActor
final class CachedChildStore<ChildState, ChildAction: Sendable, Route: AnyObject>: PresenceOwned {
  let store: Store<ChildState, ChildAction>
  let route: Route

  init(_ store: Store<ChildState, ChildAction>, route: Route) {
    self.store = store
    self.route = route
  }

  var presence: ChildPresence? { store.presence }
}

/// How a child store's actions become its parent's: the scope's case constructor, replaced by each scope that finds
/// the store in the cache.
@MainActor
final class ActionRoute<ChildAction, Action> {
  // NB: unchecked exclusivity: read and written only on the main actor, and never written while a send reads it
  // (the read copies the closure out before calling it).
  @exclusivity(unchecked) var embed: @Sendable (ChildAction) -> Action

  init(_ embed: @escaping @Sendable (ChildAction) -> Action) {
    self.embed = embed
  }
}

/// ``ActionRoute`` of a collection element's store: the collection's case constructor, with the element's id.
@MainActor
final class ElementActionRoute<ID, ChildAction, Action> {
  let id: ID
  // NB: unchecked exclusivity, as in ``ActionRoute``.
  @exclusivity(unchecked) var embed: @Sendable (ID, ChildAction) -> Action

  init(id: ID, _ embed: @escaping @Sendable (ID, ChildAction) -> Action) {
    self.id = id
    self.embed = embed
  }
}
