import CaseReflection
public import IdentifiedArrays
extension Store {
  /// A child store over part of this store's state, sending through an action case.
  ///
  /// The child shares this store's root: same state, same effects, same dependencies. Child stores are cached, so
  /// scoping the same way twice (same state path, same action case, same call site) returns the same store. The
  /// action case is learnt by calling `embed` with a probe value (a payload-less case of an enum child action, or
  /// `0`, `""`, `false`): where the child action type has no such value (a struct, a case holding only a
  /// struct), the child is not cached and each call returns a new store over the same root.
  ///
  /// ```swift
  /// let counter = store.scope(state: \.counter, action: AppFeature.Action.counter)
  /// ```
  public func scope<ChildState, ChildAction: Sendable>(
    state toChildState: KeyPath<State, ChildState>,
    action embed: @escaping @Sendable (ChildAction) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction> {
    let key = Self.route(of: embed).map { route in
      ScopeKey(
        state: toChildState, action: ObjectIdentifier(ChildAction.self), route: route, id: nil,
        site: ScopeSite(fileID: fileID, line: line, column: column))
    }
    if let key, let child = children[key] as? Store<ChildState, ChildAction> { return child }
    func scoped<Base: StoreCoreProtocol<State, Action>>(_ base: Base) -> Store<
      ChildState, ChildAction
    > {
      let offset = MemoryLayout<State>.offset(of: toChildState)
      return Store<ChildState, ChildAction>(
        scoped: ScopedCore(
          base: base, toState: toChildState, stateOffset: offset,
          locate: Self.childLocator(in: base.locate, toChildState, at: offset),
          rootOffset: base.rootOffset.flatMap { root in offset.map { root + $0 } }, embed: embed))
    }
    let child = scoped(core)
    if let key { children[key] = child }
    return child
  }

  /// The locator of a child store over `toChild` of this store's state: at its offset when it is a stored property
  /// path, else read through the key-path runtime.
  private static func childLocator<ChildState>(
    in parent: @escaping StateLocator<State>, _ toChild: KeyPath<State, ChildState>, at offset: Int?
  ) -> StateLocator<ChildState> {
    guard let offset else {
      return { root, body in
        parent(root) { state in withUnsafePointer(to: state.pointee[keyPath: toChild]) { body($0) }
        }
      }
    }
    return { root, body in
      parent(root) { state in
        // NB: `offset` is `MemoryLayout<State>.offset(of: toChild)`, non-nil only for a stored property stored
        // inline in `State`, so the memory at that offset of a live `State` holds a `ChildState`; `body` only reads
        // it, while the state is alive.
        body((UnsafeRawPointer(state) + offset).assumingMemoryBound(to: ChildState.self))
      }
    }
  }

  /// A child store over optional child state while it is present; `nil` when it is absent.
  ///
  /// Reading it observes whether the child is present. A child store kept after its state became `nil` keeps
  /// showing the last value it saw (sending to it reaches the parent's `ifLet`, which reports the stray action).
  ///
  /// ```swift
  /// if let search = store.scope(state: \.search, action: AppFeature.Action.search) { … }
  /// ```
  ///
  /// > Important: scope optional state with this method, not with a force-unwrapping key path such as
  /// > `\.search!`, which traps once the child becomes `nil`.
  public func scope<ChildState, ChildAction: Sendable>(
    state toChildState: KeyPath<State, ChildState?>,
    action embed: @escaping @Sendable (ChildAction) -> Action,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    guard let current = self[dynamicMember: toChildState] else { return nil }
    let key = Self.route(of: embed).map { route in
      ScopeKey(
        state: toChildState, action: ObjectIdentifier(ChildAction.self), route: route, id: nil,
        site: ScopeSite(fileID: fileID, line: line, column: column))
    }
    if let key, let child = children[key] as? Store<ChildState, ChildAction> { return child }
    let last = LastValue(current)
    func scoped<Base: StoreCoreProtocol<State, Action>>(_ base: Base) -> Store<
      ChildState, ChildAction
    > {
      Store<ChildState, ChildAction>(
        scoped: PresentScopedCore(
          base: base, toState: toChildState, last: last,
          locate: Self.presentLocator(in: base.locate, toChildState, last: last), embed: embed))
    }
    let child = scoped(core)
    if let key { children[key] = child }
    return child
  }

  /// The locator of a child store over the optional `toChild` of this store's state: its value while present, else
  /// the last one seen.
  private static func presentLocator<ChildState>(
    in parent: @escaping StateLocator<State>, _ toChild: KeyPath<State, ChildState?>,
    last: LastValue<ChildState>
  ) -> StateLocator<ChildState> {
    { root, body in
      parent(root) { state in
        if let value = state.pointee[keyPath: toChild] { last.value = value }
        return withUnsafeMutablePointer(to: &last.value) { body(UnsafePointer($0)) }
      }
    }
  }

  /// One child store per element of an `IdentifiedArray` in the state, in order.
  ///
  /// Reading the collection observes the array's ids (not its elements): a row's change notifies only observers of
  /// that row's store.
  ///
  /// ```swift
  /// let rows = store.scope(state: \.rows, action: AppFeature.Action.row)
  /// for row in rows { print(row.title) }
  /// ```
  ///
  /// Inlinable: what a send compares for observers of the collection (its ids) and of an element store (its element,
  /// found at its last offset) is compiled here, for the app's concrete types.
  @inlinable
  public func scope<ElementID: Hashable & Sendable, ChildState, ChildAction: Sendable>(
    state toElements: KeyPath<State, IdentifiedArray<ElementID, ChildState>>,
    action embed: @escaping @Sendable (ElementID, ChildAction) -> Action
  ) -> StoreCollection<ElementID, ChildState, ChildAction> {
    // Once for all the element stores (the key-path runtime is not cheap).
    let elementsOffset = MemoryLayout<State>.offset(of: toElements)
    let ids = observe(toElements.appending(path: \.ids)) {
      Self.idsAccess(of: toElements, at: elementsOffset)
    }
    return elementStores(
      toElements, ids: ids, elementsOffset: elementsOffset, embed: embed,
      locator: Self.elementLocator(
        in: core.locate, rootOffset: core.rootOffset, toElements, at: elementsOffset))
  }

  /// Reads the ids of the array at `toElements` of a state in place (at its offset when it is a stored property
  /// path), and compares them there with captured ids: what a send checks for an observer of the collection. An
  /// element's change leaves the ids' storage as it was, so `==` answers from the storage's identity.
  @inlinable
  static func idsAccess<ElementID: Hashable & Sendable, ChildState>(
    of toElements: KeyPath<State, IdentifiedArray<ElementID, ChildState>>, at offset: Int?
  ) -> ValueAccess<State, [ElementID]> {
    guard let offset else {
      return (
        { $0.pointee[keyPath: toElements].ids },
        { state, captured in state.pointee[keyPath: toElements].ids == captured.pointee }
      )
    }
    // NB: `offset` is `MemoryLayout<State>.offset(of: toElements)`, non-nil only for a stored property stored inline
    // in `State`, so the memory at that offset of a live `State` holds the array; it is only read, while the state
    // is alive.
    return (
      { state in
        (UnsafeRawPointer(state) + offset)
          .assumingMemoryBound(to: IdentifiedArray<ElementID, ChildState>.self).pointee.ids
      },
      { state, captured in
        (UnsafeRawPointer(state) + offset)
          .assumingMemoryBound(to: IdentifiedArray<ElementID, ChildState>.self).pointee.ids
          == captured.pointee
      }
    )
  }

  /// Makes the locator of an element store from its cursor: the array is found through this store's locator (at
  /// `offset` when it is a stored property path; straight in the root state when this store's state is at a known
  /// offset there), the element at its last offset; it is copied into the cursor's last value, and read in place.
  @inlinable
  static func elementLocator<ElementID: Hashable & Sendable, ChildState>(
    in parent: @escaping StateLocator<State>, rootOffset: Int?,
    _ toElements: KeyPath<State, IdentifiedArray<ElementID, ChildState>>, at offset: Int?
  ) -> @MainActor (ElementCursor<ElementID, ChildState>) -> StateLocator<ChildState> {
    guard let offset else {
      return { cursor in
        { root, body in
          parent(root) { state in
            let element = withUnsafePointer(to: state.pointee[keyPath: toElements]) {
              cursor.refreshed(from: $0)
            }
            return withUnsafePointer(to: element) { body($0) }
          }
        }
      }
    }
    guard let rootOffset else {
      return { cursor in
        { root, body in
          parent(root) { state in
            // NB: as in `idsAccess`: the memory at `offset` of a live `State` holds the array; it is only read.
            let element = cursor.refreshed(
              from: (UnsafeRawPointer(state) + offset)
                .assumingMemoryBound(to: IdentifiedArray<ElementID, ChildState>.self))
            return withUnsafePointer(to: element) { body($0) }
          }
        }
      }
    }
    let arrayOffset = rootOffset + offset
    return { cursor in
      { root, body in
        // NB: this store's state is stored inline at `rootOffset` of the root state, and the array inline at
        // `offset` of it (as in `idsAccess`), so the memory there holds the array; it is only read.
        let element = cursor.refreshed(
          from: (root + arrayOffset)
            .assumingMemoryBound(to: IdentifiedArray<ElementID, ChildState>.self))
        return withUnsafePointer(to: element) { body($0) }
      }
    }
  }

  /// The element stores of the collection scope, cached, each located by what `locator` makes of its cursor.
  @usableFromInline
  func elementStores<ElementID: Hashable & Sendable, ChildState, ChildAction: Sendable>(
    _ toElements: KeyPath<State, IdentifiedArray<ElementID, ChildState>>, ids: [ElementID],
    elementsOffset: Int?, embed: @escaping @Sendable (ElementID, ChildAction) -> Action,
    locator: @escaping @MainActor (ElementCursor<ElementID, ChildState>) -> StateLocator<ChildState>
  ) -> StoreCollection<ElementID, ChildState, ChildAction> {
    let elements = core.currentState[keyPath: toElements]
    let route = ids.first.flatMap { elementRoute(of: toElements, first: $0, embed: embed) }
    var stores: [Store<ChildState, ChildAction>] = []
    stores.reserveCapacity(ids.count)
    // By offset, not `zip`: a tuple of generic types would be instantiated for every element.
    for offset in ids.indices {
      stores.append(
        elementStore(
          toElements, elementsOffset: elementsOffset, id: ids[offset], offset: offset,
          element: elements[offset], route: route, embed: embed, locator: locator))
    }
    evictElementStores(of: toElements, action: ChildAction.self, keeping: ids)
    return StoreCollection(ids: ids, stores: stores)
  }

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

  private func elementStore<ElementID: Hashable & Sendable, ChildState, ChildAction: Sendable>(
    _ toElements: KeyPath<State, IdentifiedArray<ElementID, ChildState>>,
    elementsOffset: Int?,
    id: ElementID,
    offset: Int,
    element: ChildState,
    route: ScopeRoute?,
    embed: @escaping @Sendable (ElementID, ChildAction) -> Action,
    locator: (ElementCursor<ElementID, ChildState>) -> StateLocator<ChildState>
  ) -> Store<ChildState, ChildAction> {
    let key = route.map { route in
      ScopeKey(
        state: toElements, action: ObjectIdentifier(ChildAction.self), route: route,
        id: AnyHashable(id), site: nil)
    }
    if let key, let child = children[key] {
      // NB: the key names the state path (a `KeyPath<State, IdentifiedArray<ElementID, ChildState>>`), the child
      // action type and an element id, and only this method stores under such keys, always a
      // `Store<ChildState, ChildAction>` (a key path is equal only to key paths of the same root and value types).
      return unsafeDowncast(child, to: Store<ChildState, ChildAction>.self)
    }
    let cursor = ElementCursor(id: id, offset: offset, last: element)
    func scoped<Base: StoreCoreProtocol<State, Action>>(_ base: Base) -> Store<
      ChildState, ChildAction
    > {
      Store<ChildState, ChildAction>(
        scoped: ElementScopedCore(
          base: base, toElements: toElements, elementsOffset: elementsOffset, cursor: cursor,
          locate: locator(cursor), embed: embed))
    }
    let child = scoped(core)
    if let key { children[key] = child }
    return child
  }

  /// The route of a collection scope's element stores: the index of the earlier `embed` for the same elements that
  /// makes the same action as this one of the first id and a probe action, or a new index (one closure is kept per
  /// route, and at most ``maximumElementRoutes`` routes); nil (not cached) when no probe value exists or every
  /// route is taken.
  ///
  /// Routes are compared on the first id of the moment, not remembered by id, so an element store stays the same
  /// when the first element is removed.
  private func elementRoute<ElementID: Hashable & Sendable, ChildAction: Sendable>(
    of toElements: AnyKeyPath, first: ElementID,
    embed: @escaping @Sendable (ElementID, ChildAction) -> Action
  ) -> ScopeRoute? {
    let routesKey = ElementRoutesKey(state: toElements, action: ObjectIdentifier(ChildAction.self))
    switch EnumReflection.probeValue(of: ChildAction.self) {
    case .uninhabited:
      return ScopeRoute(0)
    case .unknown:
      return nil
    case .value(let probe):
      let made = ScopeRoute(embed(first, probe))
      var known = elementRoutes[routesKey, default: []]
      for (index, earlier) in known.enumerated() {
        if let earlier = earlier as? @Sendable (ElementID, ChildAction) -> Action,
          ScopeRoute(earlier(first, probe)) == made
        {
          return ScopeRoute(index)
        }
      }
      guard known.count < Self.maximumElementRoutes else { return nil }
      known.append(embed)
      elementRoutes[routesKey] = known
      return ScopeRoute(known.count - 1)
    }
  }

  /// How many differently routed collection scopes of one array are cached; more are served uncached.
  static var maximumElementRoutes: Int { 8 }

  /// What tells two scopes through different action constructors apart in the cache: what `embed` makes of a probe
  /// value of its input (see ``EnumReflection/probeValue(of:)``), a constant when the child action has no values at
  /// all (nothing can be sent, so nothing can go to the wrong case), or nil when no probe value exists: such a child
  /// store is not cached.
  private static func route<ChildAction>(of embed: (ChildAction) -> Action) -> ScopeRoute? {
    switch EnumReflection.probeValue(of: ChildAction.self) {
    case .value(let probe): ScopeRoute(embed(probe))
    case .uninhabited: ScopeRoute(0)
    case .unknown: nil
    }
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
