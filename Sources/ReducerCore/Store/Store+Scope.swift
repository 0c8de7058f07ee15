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
    child(
      Self.key(toChildState, embed, site: ScopeSite(fileID: fileID, line: line, column: column)),
      path: path.appending(toChildState), action: embed)
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
    scope(
      present: toChildState, OptionalChild(keyPath: toChildState), action: embed,
      site: ScopeSite(fileID: fileID, line: line, column: column))
  }

  /// A child store over the part of this store's state that `kind` finds, while `toChild` reads it present; `nil`
  /// when it is absent. Reading it observes `toChild`, which also names the child in the cache. What every scope
  /// to a part that may be absent is made of (an optional child, an enum case, a stack element).
  package func scope<Kind: ScopeStepKind, ChildAction: Sendable>(
    present toChild: KeyPath<State, Kind.Child?>, _ kind: Kind,
    action embed: @escaping @Sendable (ChildAction) -> Action, site: ScopeSite?
  ) -> Store<Kind.Child, ChildAction>? where Kind.Parent == State {
    guard let current = self[dynamicMember: toChild] else { return nil }
    return child(
      Self.key(toChild, embed, site: site), path: path.appending(kind, current: current),
      action: embed)
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
  /// Inlinable: the element stores' lookup (the ids compared in place) is compiled for the app's concrete types.
  @inlinable
  public func scope<ElementID: Hashable & Sendable, ChildState, ChildAction: Sendable>(
    state toElements: KeyPath<State, IdentifiedArray<ElementID, ChildState>>,
    action embed: @escaping @Sendable (ElementID, ChildAction) -> Action
  ) -> StoreCollection<ElementID, ChildState, ChildAction> {
    scope(elements: toElements, action: embed) { array, id, offset, found in
      if offset >= array.ids.count || array.ids[offset] != id {
        guard let index = array.index(id: id) else { return }
        offset = index
      }
      found(array.elements[offset])
    }
  }

  /// ``scope(state:action:)`` of an `IdentifiedArray`, its element stores finding their elements with `find`.
  @usableFromInline
  func scope<ElementID: Hashable & Sendable, ChildState, ChildAction: Sendable>(
    elements toElements: KeyPath<State, IdentifiedArray<ElementID, ChildState>>,
    action embed: @escaping @Sendable (ElementID, ChildAction) -> Action,
    find: @escaping IdentifiedElementFind<ElementID, ChildState>
  ) -> StoreCollection<ElementID, ChildState, ChildAction> {
    let arrayPath = path.appending(toElements)
    // The ids are read by a step of their own: the key-path runtime reads the computed `ids` with new metadata.
    let ids = observe(
      toElements.appending(path: \.ids),
      at: arrayPath.appending(IdentifiedIDs<ElementID, ChildState>()), isEqual: { { $0 == $1 } })
    let elements = currentState[keyPath: toElements]
    let route = ids.first.flatMap { elementRoute(of: toElements, first: $0, embed: embed) }
    var stores: [Store<ChildState, ChildAction>] = []
    stores.reserveCapacity(ids.count)
    for offset in ids.indices {
      let id = ids[offset]
      let key = route.map { route in
        ScopeKey(
          state: toElements, action: ObjectIdentifier(ChildAction.self), route: route,
          id: AnyHashable(id), site: nil)
      }
      let step = IdentifiedElement(id: id, offset: offset, find: find)
      stores.append(
        child(
          key, path: arrayPath.appending(step, current: elements[offset]),
          action: { embed(id, $0) }))
    }
    evictElementStores(of: toElements, action: ChildAction.self, keeping: ids)
    return StoreCollection(ids: ids, stores: stores)
  }

  /// The cached child store under `key`, else a new one over the state at `path` (cached when there is a key),
  /// sending through this store embedded by `embed`.
  private func child<ChildState, ChildAction: Sendable>(
    _ key: ScopeKey?, path: @autoclosure () -> StatePath<ChildState>,
    action embed: @escaping @Sendable (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    if let key, let child = children[key] as? Store<ChildState, ChildAction> { return child }
    let send = sendAction
    let child = Store<ChildState, ChildAction>(root: root, path: path()) { send(embed($0)) }
    if let key { children[key] = child }
    return child
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

  /// The route of a collection scope's element stores: the index of the earlier `embed` making the same action of the
  /// first id of the moment (so a store stays the same when the first element goes) and a probe action, or a new
  /// index (at most ``maximumElementRoutes``); nil (not cached) when no probe value exists or every route is taken.
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

  /// The cache key of a scope to `toChild` through `embed` from `site`: nil (not cached) when the action case cannot
  /// be told (see ``route(of:)``).
  private static func key<ChildAction>(
    _ toChild: AnyKeyPath, _ embed: (ChildAction) -> Action, site: ScopeSite?
  ) -> ScopeKey? {
    route(of: embed).map { route in
      ScopeKey(
        state: toChild, action: ObjectIdentifier(ChildAction.self), route: route, id: nil,
        site: site)
    }
  }

  /// What tells scopes through different action constructors apart in the cache: what `embed` makes of a probe value
  /// (``EnumReflection/probeValue(of:)``), a constant when the child action has no values, else nil (not cached).
  private static func route<ChildAction>(of embed: (ChildAction) -> Action) -> ScopeRoute? {
    switch EnumReflection.probeValue(of: ChildAction.self) {
    case .value(let probe): ScopeRoute(embed(probe))
    case .uninhabited: ScopeRoute(0)
    case .unknown: nil
    }
  }
}

/// An element of an `IdentifiedArray`, by id: looked for first where it was found last time (one comparison instead
/// of hashing the id; `offset`), by `find`, made where the types are concrete (the inlinable collection scope).
struct IdentifiedElement<ID: Hashable & Sendable, Element>: ScopeStepKind {
  let id: ID
  var offset: Int
  let find: IdentifiedElementFind<ID, Element>

  func part(of array: IdentifiedArray<ID, Element>) -> Element? {
    var (offset, found) = (offset, Element?.none)
    find(array, id, &offset) { found = $0 }
    return found
  }

  mutating func update(_ last: inout Element, from array: borrowing IdentifiedArray<ID, Element>) {
    find(array, id, &offset) { last = $0 }
  }
}

/// Finds the element with the id in the array, looking first at (and updating) the offset, and passes it on.
@usableFromInline
typealias IdentifiedElementFind<ID: Hashable & Sendable, Element> =
  @MainActor (borrowing IdentifiedArray<ID, Element>, ID, inout Int, (Element) -> Void) -> Void

/// The ids of an `IdentifiedArray`, read directly.
final class IdentifiedIDs<ID: Hashable & Sendable, Element>: StateStep {
  override func enter<R>(_ parent: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> R) -> R {
    // NB: the step before this one led to an `IdentifiedArray<ID, Element>` (see `StatePath.read(in:_:)`).
    let ids = parent.assumingMemoryBound(to: IdentifiedArray<ID, Element>.self).pointee.ids
    return withUnsafePointer(to: ids) { body($0) }
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
