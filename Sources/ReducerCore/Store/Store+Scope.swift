public import IdentifiedArrays

extension Store {
  /// A child store over part of this store's state, sending through an action case.
  ///
  /// The child shares this store's root: same state, same effects, same dependencies. Child stores are cached by
  /// what the scope names, hashed as written: the state key path and the child action type. Scoping the same way
  /// twice, from anywhere, returns the same store, and nothing is built or called to tell (no value of any action
  /// type, no call of `embed`).
  ///
  /// `embed` is a case constructor, or a composition of them (`{ .destination(.presented($0)) }`), or a closure that
  /// captures a value (`{ .row(id: id, action: $0) }`). A closure cannot be compared, so it is not part of the
  /// store's identity: the store sends through the `embed` of its latest scope. Two scopes of one state path through
  /// two action cases of the same child action type are therefore one store, sending through the last case given;
  /// scope each child by its own state path (`\.rows[id: id]`, a case of an enum destination) to keep them apart.
  ///
  /// ```swift
  /// let counter = store.scope(state: \.counter, action: AppFeature.Action.counter)
  /// ```
  public func scope<ChildState, ChildAction: Sendable>(
    state toChildState: KeyPath<State, ChildState>,
    action embed: @escaping @Sendable (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    child(
      Self.key(toChildState, ChildAction.self), path: path.appending(toChildState), action: embed)
  }

  /// A child store over optional child state while it is present; `nil` when it is absent.
  ///
  /// Reading it observes whether the child is present. The store is bound to the child present when it was made: a
  /// child store kept after its state became `nil` (or after another child took its place: another enum case, another
  /// `id`) keeps showing the last value it saw, and sending to it is a reported issue that changes nothing, even once
  /// a child is presented again (scoping again gives the new child's store).
  ///
  /// ```swift
  /// if let search = store.scope(state: \.search, action: AppFeature.Action.search) { … }
  /// ```
  ///
  /// > Important: scope optional state with this method, not with a force-unwrapping key path such as
  /// > `\.search!`, which traps once the child becomes `nil`.
  public func scope<ChildState, ChildAction: Sendable>(
    state toChildState: KeyPath<State, ChildState?>,
    action embed: @escaping @Sendable (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    scope(present: toChildState, OptionalChild(keyPath: toChildState), action: embed)
  }

  /// A child store over the part of this store's state that `kind` finds, while `toChild` reads it present; `nil`
  /// when it is absent. Reading it observes `toChild`, which also names the child in the cache with the child action
  /// type. What every scope to a part that may be absent is made of (an optional child, an enum case, a stack
  /// element). The store is the same object on every scope while the child it was made for is there, and a new one
  /// once that child went away (see ``ChildPresence``), even if a child is there again.
  package func scope<Kind: ScopeStepKind, ChildAction: Sendable>(
    present toChild: KeyPath<State, Kind.Child?>, _ kind: Kind,
    action embed: @escaping @Sendable (ChildAction) -> Action
  ) -> Store<Kind.Child, ChildAction>? where Kind.Parent == State {
    guard let current = self[dynamicMember: toChild] else { return nil }
    let key = Self.key(toChild, ChildAction.self)
    if let cached = children[key] as? CachedChildStore<Kind.Child, ChildAction, Route<ChildAction>>
    {
      cached.route.embed = embed
      return cached.store
    }
    // A new child store, bound to the child present now (see `ChildPresence`).
    let presence = ChildPresence(parent: self, key: key)
    let route = Route(embed)
    let send = sendAction
    let child = Store<Kind.Child, ChildAction>(
      root: root, path: path.appending(kind, current: current)
    ) { action in
      guard !presence.isGone else {
        presence.reportStale(action, childType: Kind.Child.self)
        return StoreTask(lineage: nil)
      }
      return send(route.embed(action))
    }
    child.presence = presence
    children[key] = CachedChildStore(child, route: route)
    root.add(
      PresenceInterest(path: path.appending(toChild), current: current, owner: presence))
    return child
  }

  /// The store of the element `id` of a collection that `toChild` reads (nil when it is absent), cached by `id`
  /// under `collection` (a key path that names the collection, not the element). What a stack element's store is made
  /// of.
  ///
  /// The stores of elements that left are forgotten: each time the cache has grown to twice its size after the last
  /// sweep, the element stores of `collection` whose id is not among `presentIDs` are dropped (a view still holding
  /// one keeps its last value; what it sends is reported by the collection's reducer). So the cache is bounded by
  /// the collection's size, not by how many elements were ever scoped.
  ///
  /// Reading it observes `observedIDs` (the collection's ids, one observation for every element), not the element:
  /// an observation per element would stay in this store for good, one per element ever scoped.
  package func scope<Kind: ScopeStepKind, ChildAction: Sendable, IDs: Equatable>(
    element id: AnyHashable, of collection: AnyKeyPath, observing observedIDs: KeyPath<State, IDs>,
    present toChild: KeyPath<State, Kind.Child?>, _ kind: Kind,
    action embed: @escaping @Sendable (ChildAction) -> Action,
    presentIDs: () -> Set<AnyHashable>
  ) -> Store<Kind.Child, ChildAction>? where Kind.Parent == State {
    _ = self[dynamicMember: observedIDs]
    guard let current = currentState[keyPath: toChild] else { return nil }
    let key = ScopeKey(state: collection, action: ObjectIdentifier(ChildAction.self), id: id)
    if children[key] == nil, children.count >= childSweepThreshold {
      let action = ObjectIdentifier(ChildAction.self)
      let present = presentIDs()
      let gone = children.keys.filter { key in
        key.state == collection && key.action == action
          && (key.id.map { !present.contains($0) } ?? false)
      }
      for key in gone { children[key] = nil }
      childSweepThreshold = Swift.max(Self.minimumChildSweepThreshold, 2 * children.count)
    }
    return child(key, path: path.appending(kind, current: current), action: embed)
  }

  /// The size of the child cache below which
  /// ``scope(element:of:observing:present:_:action:presentIDs:)`` sweeps nothing.
  static var minimumChildSweepThreshold: Int { 32 }

  /// One child store per element of an `IdentifiedArray` in the state, in order.
  ///
  /// Reading the collection observes the array's ids (not its elements): a row's change notifies only observers of
  /// that row's store.
  ///
  /// ```swift
  /// let rows = store.scope(state: \.rows, action: AppFeature.Action.row)
  /// for row in rows { print(row.title) }
  /// ```
  /// Inlinable: the element stores' lookup and the comparison of the ids (both in place) are compiled for the app's
  /// concrete types.
  @inlinable
  public func scope<ElementID: Hashable & Sendable, ChildState, ChildAction: Sendable>(
    state toElements: KeyPath<State, IdentifiedArray<ElementID, ChildState>>,
    action embed: @escaping @Sendable (ElementID, ChildAction) -> Action
  ) -> StoreCollection<ElementID, ChildState, ChildAction> {
    scope(
      elements: toElements, action: embed, idsEqual: { $0.pointee == $1.pointee },
      find: { array, id, offset, last in
        guard let found = array.pointee.index(id: id, hint: offset) else { return }
        offset = found
        last = array.pointee[found]
      })
  }

  /// ``scope(state:action:)`` of an `IdentifiedArray`, its observers comparing the ids with `idsEqual` and its
  /// element stores finding their elements with `find`.
  @usableFromInline
  func scope<ElementID: Hashable & Sendable, ChildState, ChildAction: Sendable>(
    elements toElements: KeyPath<State, IdentifiedArray<ElementID, ChildState>>,
    action embed: @escaping @Sendable (ElementID, ChildAction) -> Action,
    idsEqual: @escaping ValueComparison<[ElementID]>,
    find: @escaping IdentifiedElementFind<ElementID, ChildState>
  ) -> StoreCollection<ElementID, ChildState, ChildAction> {
    let arrayPath = path.appending(toElements)
    // The ids are compared in place, where the array stores them.
    let ids = observe(
      toElements.appending(path: \.ids),
      at: arrayPath.appending(IdentifiedArray<ElementID, ChildState>.storedIDs),
      isEqual: { idsEqual })
    let elements = currentState[keyPath: toElements]
    let action = ObjectIdentifier(ChildAction.self)
    let send = sendAction
    var stores: [Store<ChildState, ChildAction>] = []
    stores.reserveCapacity(ids.count)
    for offset in ids.indices {
      let id = ids[offset]
      // Each element's store by its id, under the collection's key path: what the scope names.
      let key = ScopeKey(state: toElements, action: action, id: AnyHashable(id))
      typealias Cached = CachedChildStore<
        ChildState, ChildAction, ElementActionRoute<ElementID, ChildAction, Action>
      >
      if let cached = children[key] as? Cached {
        cached.route.embed = embed
        stores.append(cached.store)
        continue
      }
      let route = ElementActionRoute(id: id, embed)
      let step = IdentifiedElement(id: id, find: find)
      let store = Store<ChildState, ChildAction>(
        root: root, path: arrayPath.appending(step, current: elements[offset])
      ) { send(route.embed(route.id, $0)) }
      children[key] = Cached(store, route: route)
      stores.append(store)
    }
    evictElementStores(of: toElements, action: ChildAction.self, keeping: ids)
    return StoreCollection(ids: ids, stores: stores)
  }

  /// The cached child store under `key`, now sending through `embed`, else a new one over the state at `path`,
  /// cached, sending through this store embedded by `embed`.
  private func child<ChildState, ChildAction: Sendable>(
    _ key: ScopeKey, path: @autoclosure () -> StatePath<ChildState>,
    action embed: @escaping @Sendable (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    if let cached = children[key] as? CachedChildStore<ChildState, ChildAction, Route<ChildAction>>
    {
      cached.route.embed = embed
      return cached.store
    }
    let route = Route(embed)
    let send = sendAction
    let child = Store<ChildState, ChildAction>(root: root, path: path()) { send(route.embed($0)) }
    children[key] = CachedChildStore(child, route: route)
    return child
  }

  /// The route of a child store of this store (see ``ActionRoute``).
  private typealias Route<ChildAction> = ActionRoute<ChildAction, Action>

  /// Forgets the cached stores of elements that are gone (a view still holding one keeps its last value).
  private func evictElementStores<ElementID: Hashable, ChildAction>(
    of toElements: AnyKeyPath, action: ChildAction.Type, keeping ids: [ElementID]
  ) {
    let action = ObjectIdentifier(ChildAction.self)
    let current = Set(ids.map { AnyHashable($0) })
    let stale = children.keys.filter { key in
      key.state == toElements && key.action == action
        && (key.id.map { !current.contains($0) } ?? false)
    }
    for key in stale { children[key] = nil }
  }

  /// The cache key of a scope to `toChild` sending `ChildAction`s: what the scope names, nothing built or called.
  private static func key<ChildAction>(_ toChild: AnyKeyPath, _: ChildAction.Type) -> ScopeKey {
    ScopeKey(state: toChild, action: ObjectIdentifier(ChildAction.self), id: nil)
  }
}

/// The child stores of an `IdentifiedArray`, one per element, in order.
public struct StoreCollection<ID: Hashable & Sendable, State, Action: Sendable>:
  RandomAccessCollection
{
  /// The elements' ids, in order.
  public let ids: [ID]
  let stores: [Store<State, Action>]

  public var startIndex: Int { 0 }
  public var endIndex: Int { ids.count }

  /// The store of the element at `position`.
  public subscript(position: Int) -> Store<State, Action> { stores[position] }

  /// The store of the element with `id`, if present.
  @MainActor
  public subscript(id id: ID) -> Store<State, Action>? {
    ids.firstIndex(of: id).map { stores[$0] }
  }
}

/// A cached child store that may be bound to one presented child (see ``ChildPresence``).
@MainActor
protocol PresenceOwned: AnyObject {
  var presence: ChildPresence? { get }
}

extension Store: ChildStoreCache {
  func forgetChild(_ key: ScopeKey, ifOwnedBy presence: ChildPresence) {
    guard let child = children[key] as? any PresenceOwned, child.presence === presence else {
      return
    }
    children[key] = nil
  }
}
