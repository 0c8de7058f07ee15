import IdentifiedArrays
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
  /// Lets `observer` watch the root's state changes.
  func addObserver(_ observer: any StateObserving)
  /// The root core, which every scoped core of the tree shares.
  var rootCore: AnyObject { get }
}

extension StoreCore: StoreCoreProtocol {
  @usableFromInline package var currentState: State { state }
  @usableFromInline package var rootCore: AnyObject { self }
  @usableFromInline package func addObserver(_ observer: any StateObserving) {
    observers.append(WeakObserver(value: observer))
    isObserved = true
  }
}

/// A core over a part of its parent's state, sending through an action case.
@MainActor
final class ScopedCore<Base: StoreCoreProtocol, State, Action: Sendable>: StoreCoreProtocol {
  let base: Base
  let toState: KeyPath<Base.State, State>
  let embed: @Sendable (Action) -> Base.Action
  /// Where the child state is stored inline in the parent's, when it is (a stored property path).
  private let stateOffset: Int?

  init(
    base: Base, toState: KeyPath<Base.State, State>,
    embed: @escaping @Sendable (Action) -> Base.Action
  ) {
    self.base = base
    self.toState = toState
    self.embed = embed
    self.stateOffset = MemoryLayout<Base.State>.offset(of: toState)
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
  func addObserver(_ observer: any StateObserving) { base.addObserver(observer) }
  var rootCore: AnyObject { base.rootCore }
}

/// A core over optional child state; after the child became `nil` it keeps showing the last value it saw.
@MainActor
final class PresentScopedCore<Base: StoreCoreProtocol, State, Action: Sendable>: StoreCoreProtocol {
  let base: Base
  let toState: KeyPath<Base.State, State?>
  let embed: @Sendable (Action) -> Base.Action
  private var last: State

  init(
    base: Base, toState: KeyPath<Base.State, State?>, current: State,
    embed: @escaping @Sendable (Action) -> Base.Action
  ) {
    self.base = base
    self.toState = toState
    self.embed = embed
    self.last = current
  }

  var currentState: State {
    if let value = base.currentState[keyPath: toState] { last = value }
    return last
  }
  func withCurrentState<R>(_ body: (UnsafePointer<State>) -> R) -> R {
    base.withCurrentState { parent in
      if let value = parent.pointee[keyPath: toState] { last = value }
    }
    return withUnsafePointer(to: &last) { body($0) }
  }
  func send(_ action: Action) -> StoreTask { base.send(embed(action)) }
  func addObserver(_ observer: any StateObserving) { base.addObserver(observer) }
  var rootCore: AnyObject { base.rootCore }
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
  let id: ID
  let embed: @Sendable (ID, Action) -> Base.Action
  private var last: State
  /// Where the element was found last time in the array.
  private var offset = 0
  /// Where the array is stored inline in the parent's state, when it is (a stored property path): read there
  /// instead of through the key-path runtime, which instantiates generic metadata on every read.
  private let elementsOffset: Int?

  /// `elementsOffset` is `MemoryLayout<Base.State>.offset(of: toElements)`, found once for all the elements.
  init(
    base: Base, toElements: KeyPath<Base.State, IdentifiedArray<ID, State>>, elementsOffset: Int?,
    id: ID, current: State, embed: @escaping @Sendable (ID, Action) -> Base.Action
  ) {
    self.base = base
    self.toElements = toElements
    self.id = id
    self.embed = embed
    self.last = current
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
          .assumingMemoryBound(to: IdentifiedArray<ID, State>.self).pointee[id: id]
      }
    } else {
      element = parent[keyPath: toElements][id: id]
    }
    if let element { last = element }
    return last
  }
  func withCurrentState<R>(_ body: (UnsafePointer<State>) -> R) -> R {
    base.withCurrentState { parent in
      if let elementsOffset {
        // NB: as in `currentState`: the memory at `elementsOffset` of a live `Base.State` holds the array; it is
        // only read, while `parent` is alive.
        refresh(
          from: (UnsafeRawPointer(parent) + elementsOffset)
            .assumingMemoryBound(to: IdentifiedArray<ID, State>.self))
      } else {
        var elements = parent.pointee[keyPath: toElements]
        withUnsafePointer(to: &elements) { refresh(from: $0) }
      }
    }
    // The element is copied into `last` (the value a removed element's store keeps showing) and read there.
    return withUnsafePointer(to: &last) { body($0) }
  }

  /// Copies the element into `last`, if present: at the offset it had last time when the id there is still its id
  /// (one comparison instead of hashing the id), else found by id.
  /// (Through a pointer: a generic value read from memory would be copied first, retaining each of its buffers.)
  /// On the common path only inlinable members are used (`ids`, `elements`): calling another one on a generic
  /// value read through a pointer copies the value first.
  private func refresh(from array: UnsafePointer<IdentifiedArray<ID, State>>) {
    let ids = array.pointee.ids
    if offset < ids.count, ids[offset] == id {
      last = array.pointee.elements[offset]
      return
    }
    // Moved (or gone): found by its table (this copies the array's references once, off the common path).
    guard let found = array.pointee.index(id: id) else { return }
    offset = found
    last = array.pointee.elements[found]
  }
  func send(_ action: Action) -> StoreTask { base.send(embed(id, action)) }
  func addObserver(_ observer: any StateObserving) { base.addObserver(observer) }
  var rootCore: AnyObject { base.rootCore }
}
