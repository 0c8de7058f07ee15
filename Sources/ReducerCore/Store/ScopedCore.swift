public import IdentifiedArrays
/// The runtime a `Store` talks to: the root's ``StoreCore``, or a scoped view of another core.
///
/// TCA's `Core` shape: a scoped store holds a typed core that projects its parent's state and embeds its actions,
/// instead of a stack of closures; every core of one tree shares the root's state, queue and effects.
@MainActor
@usableFromInline
package protocol StoreCoreProtocol<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action: Sendable
  /// The state this core sees.
  var currentState: State { get }
  /// Calls `body` with the state this core sees, in place where it can (observers' change checks read through it:
  /// a copy of the root state would retain every buffer in it). `body` must only read, and not keep the pointer.
  func withCurrentState<R>(_ body: (UnsafePointer<State>) -> R) -> R
  /// Sends `action` to the root, embedded.
  func send(_ action: Action) -> StoreTask
  /// The root core, which every scoped core of the tree shares, and which compares what observers read.
  var observedRoot: ObservedRoot { get }
  /// Where this core's state is in its root's: how the checks of observers find it (see ``StateLocator``).
  var locate: StateLocator<State> { get }
  /// Where this core's state is stored inline in the root state, when only stored-property paths lead there (`0` for
  /// the root): the checks of observers then read it there, without calling `locate`.
  var rootOffset: Int? { get }
}

extension StoreCore: StoreCoreProtocol {
  @usableFromInline package var currentState: State { state }
  @usableFromInline package var observedRoot: ObservedRoot { self }
  @usableFromInline package var locate: StateLocator<State> {
    // NB: the root core hands its checks its own state (a `State`) as the root state.
    { root, body in body(root.assumingMemoryBound(to: State.self)) }
  }
  @usableFromInline package var rootOffset: Int? { 0 }
}

/// A core over a part of its parent's state, sending through an action case.
@MainActor
final class ScopedCore<Base: StoreCoreProtocol, State, Action: Sendable>: StoreCoreProtocol {
  let base: Base
  let toState: KeyPath<Base.State, State>
  let embed: @Sendable (Action) -> Base.Action
  /// Where the child state is stored inline in the parent's, when it is (a stored property path).
  private let stateOffset: Int?
  let locate: StateLocator<State>
  let rootOffset: Int?

  /// `stateOffset` is `MemoryLayout<Base.State>.offset(of: toState)`; `locate` finds the child state in the root
  /// state, at `rootOffset` when known.
  init(
    base: Base, toState: KeyPath<Base.State, State>, stateOffset: Int?,
    locate: @escaping StateLocator<State>, rootOffset: Int?,
    embed: @escaping @Sendable (Action) -> Base.Action
  ) {
    self.base = base
    self.toState = toState
    self.embed = embed
    self.stateOffset = stateOffset
    self.locate = locate
    self.rootOffset = rootOffset
  }

  var currentState: State { base.currentState[keyPath: toState] }
  func withCurrentState<R>(_ body: (UnsafePointer<State>) -> R) -> R {
    base.withCurrentState { parent in
      if let stateOffset {
        // NB: `offset(of:)` is non-nil only for a stored property stored inline in `Base.State`, so the memory at
        // that offset of a live `Base.State` holds a `State`; `body` only reads it, while `parent` is alive.
        return body((UnsafeRawPointer(parent) + stateOffset).assumingMemoryBound(to: State.self))
      }
      var child = parent.pointee[keyPath: toState]
      return withUnsafePointer(to: &child) { body($0) }
    }
  }
  func send(_ action: Action) -> StoreTask { base.send(embed(action)) }
  var observedRoot: ObservedRoot { base.observedRoot }
}

/// A core over optional child state; after the child became `nil` it keeps showing the last value it saw.
@MainActor
final class PresentScopedCore<Base: StoreCoreProtocol, State, Action: Sendable>: StoreCoreProtocol {
  let base: Base
  let toState: KeyPath<Base.State, State?>
  let embed: @Sendable (Action) -> Base.Action
  /// The last value seen (shared with `locate`, which updates it too).
  let last: LastValue<State>
  let locate: StateLocator<State>
  var rootOffset: Int? { nil }

  init(
    base: Base, toState: KeyPath<Base.State, State?>, last: LastValue<State>,
    locate: @escaping StateLocator<State>, embed: @escaping @Sendable (Action) -> Base.Action
  ) {
    self.base = base
    self.toState = toState
    self.embed = embed
    self.last = last
    self.locate = locate
  }

  var currentState: State {
    if let value = base.currentState[keyPath: toState] { last.value = value }
    return last.value
  }
  func withCurrentState<R>(_ body: (UnsafePointer<State>) -> R) -> R {
    base.withCurrentState { parent in
      if let value = parent.pointee[keyPath: toState] { last.value = value }
    }
    return withUnsafePointer(to: &last.value) { body($0) }
  }
  func send(_ action: Action) -> StoreTask { base.send(embed(action)) }
  var observedRoot: ObservedRoot { base.observedRoot }
}

/// A core over one element of an `IdentifiedArray`; after the element was removed it keeps showing its last value.
@MainActor
final class ElementScopedCore<
  Base: StoreCoreProtocol, ID: Hashable & Sendable, State, Action: Sendable
>:
  StoreCoreProtocol
{
  let base: Base
  let toElements: KeyPath<Base.State, IdentifiedArray<ID, State>>
  let embed: @Sendable (ID, Action) -> Base.Action
  /// The element's id, where it was found last and its last value (shared with `locate`).
  let cursor: ElementCursor<ID, State>
  let locate: StateLocator<State>
  var rootOffset: Int? { nil }
  /// Where the array is stored inline in the parent's state, when it is (a stored property path): read there
  /// instead of through the key-path runtime, which instantiates generic metadata on every read.
  private let elementsOffset: Int?

  /// `elementsOffset` is `MemoryLayout<Base.State>.offset(of: toElements)`, found once for all the elements.
  init(
    base: Base, toElements: KeyPath<Base.State, IdentifiedArray<ID, State>>, elementsOffset: Int?,
    cursor: ElementCursor<ID, State>, locate: @escaping StateLocator<State>,
    embed: @escaping @Sendable (ID, Action) -> Base.Action
  ) {
    self.base = base
    self.toElements = toElements
    self.cursor = cursor
    self.locate = locate
    self.embed = embed
    self.elementsOffset = elementsOffset
  }

  var currentState: State {
    let parent = base.currentState
    let element: State?
    if let elementsOffset {
      element = withUnsafePointer(to: parent) { pointer in
        // NB: `offset(of:)` is non-nil only for a stored property stored inline in `Base.State`, so the memory
        // at that offset of a live `Base.State` holds the array; it is only read, while `parent` is alive.
        (UnsafeRawPointer(pointer) + elementsOffset)
          .assumingMemoryBound(to: IdentifiedArray<ID, State>.self).pointee[id: cursor.id]
      }
    } else {
      element = parent[keyPath: toElements][id: cursor.id]
    }
    if let element { cursor.last.pointee = element }
    return cursor.last.pointee
  }
  func withCurrentState<R>(_ body: (UnsafePointer<State>) -> R) -> R {
    // The element is copied into `last` (the value a removed element's store keeps showing) and read from a copy.
    let element = base.withCurrentState { parent in
      if let elementsOffset {
        // NB: as in `currentState`: the memory at `elementsOffset` of a live `Base.State` holds the array; it is
        // only read, while `parent` is alive.
        return cursor.refreshed(
          from: (UnsafeRawPointer(parent) + elementsOffset)
            .assumingMemoryBound(to: IdentifiedArray<ID, State>.self))
      }
      return withUnsafePointer(to: parent.pointee[keyPath: toElements]) {
        cursor.refreshed(from: $0)
      }
    }
    return withUnsafePointer(to: element) { body($0) }
  }

  func send(_ action: Action) -> StoreTask { base.send(embed(cursor.id, action)) }
  var observedRoot: ObservedRoot { base.observedRoot }
}

/// The last value an optional child store saw, kept after the child became `nil`.
@MainActor
final class LastValue<State> {
  var value: State

  init(_ value: State) {
    self.value = value
  }
}

/// An element store's element: its id, the offset where it was found last, and its last value (kept after the
/// element was removed). Shared by the element's core and its store's locator, which the collection scope makes for
/// the app's concrete types.
///
/// The offset and the value are kept in buffers of their own: a send reads and writes them for every observed
/// element, and a class's stored properties would cost two dynamic exclusivity checks each time.
@MainActor
@usableFromInline
final class ElementCursor<ID: Hashable & Sendable, State> {
  /// The id of the element the store is scoped to.
  @usableFromInline let id: ID
  /// Where the element was found last time in the array.
  ///
  /// NB: allocated and initialized with the cursor, freed in `deinit`; only touched on the main actor, by plain
  /// loads and stores (no access to it is held while other code runs).
  @usableFromInline let offset: UnsafeMutablePointer<Int>
  /// The element when it was last seen.
  ///
  /// NB: as `offset`: initialized with the cursor, deinitialized and freed in `deinit`; read by copying the value out,
  /// written by assigning it, so no access is held while other code runs (a comparison of the value, say).
  @usableFromInline let last: UnsafeMutablePointer<State>

  init(id: ID, offset: Int, last: State) {
    self.id = id
    self.offset = .allocate(capacity: 1)
    self.offset.initialize(to: offset)
    self.last = .allocate(capacity: 1)
    self.last.initialize(to: last)
  }

  isolated deinit {
    offset.deallocate()
    last.deinitialize(count: 1)
    last.deallocate()
  }

  /// The element, copied into `last` if present: at the offset it had last time when the id there is still its id
  /// (one comparison instead of hashing the id), else found by id; the last value seen if it is gone.
  /// (Through a pointer: a generic value read from memory would be copied first, retaining each of its buffers.)
  /// On the common path only inlinable members are used (`ids`, `elements`): calling another one on a generic
  /// value read through a pointer copies the value first.
  @inlinable
  func refreshed(from array: UnsafePointer<IdentifiedArray<ID, State>>) -> State {
    let offset = self.offset.pointee
    let ids = array.pointee.ids
    if offset < ids.count, ids[offset] == id {
      let element = array.pointee.elements[offset]
      last.pointee = element
      return element
    }
    return refreshedMoved(from: array)
  }

  /// ``refreshed(from:)`` for an element that moved (or is gone): found by its table (this copies the array's
  /// references once, off the common path).
  @usableFromInline
  func refreshedMoved(from array: UnsafePointer<IdentifiedArray<ID, State>>) -> State {
    if let found = array.pointee.index(id: id) {
      offset.pointee = found
      last.pointee = array.pointee.elements[found]
    }
    return last.pointee
  }
}
