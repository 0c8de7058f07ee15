public import Dependencies
public import Observation

/// The runtime of a feature: holds its state, runs its reducer for every action, and runs the effects.
///
/// Build it the same way in an app, a preview, a demo and a test; only the dependencies change:
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) {
///   AppFeature()
/// } withDependencies: {
///   $0.continuousClock = ImmediateClock()
/// }
/// store.send(.counter(.incrementTapped))
/// store.counter.count            // reads state through dynamic member lookup
/// ```
///
/// - Actions sent while a reducer runs are queued and reduced in order, never re-entrantly.
/// - Effects run with the store's dependencies; a scoped child store shares its parent's root, state and
///   dependencies.
/// - Reading state through the store registers the read with Observation (`withObservationTracking` on Linux,
///   SwiftUI on Apple platforms); a send that changes nothing an observer read notifies no one. Only the values
///   observers read are compared, never a copy of the whole state.
/// - When the last store sharing a root goes away, its running effects are cancelled.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action: Sendable> {
  let root: AnyObject
  @usableFromInline let readState: @MainActor () -> State
  @usableFromInline let sendAction: @MainActor (Action) -> StoreTask
  let addObserver: @MainActor (any StateObserving) -> Void
  let registrar = ObservationRegistrar()
  var interests: [AnyKeyPath: Interest] = [:]
  var armedCount = 0
  var children: [ScopeKey: AnyObject] = [:]

  @usableFromInline
  init(
    root: AnyObject,
    readState: @escaping @MainActor () -> State,
    sendAction: @escaping @MainActor (Action) -> StoreTask,
    addObserver: @escaping @MainActor (any StateObserving) -> Void
  ) {
    self.root = root
    self.readState = readState
    self.sendAction = sendAction
    self.addObserver = addObserver
  }

  /// A store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: the state to start from; evaluated with the store's dependencies.
  ///   - reducer: the feature's reducer.
  ///   - prepareDependencies: overrides for the store's dependencies (none by default).
  @inlinable
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    var dependencies = PreparedDependencies.values.merging(DependencyValues.current)
    prepareDependencies?(&dependencies)
    dependencies.pinSharedStorages()
    let (state, reducer) = DependencyValues.$current.withValue(dependencies) {
      (initialState(), reducer()._prepared())
    }
    self.init(
      core: StoreCore(
        initialState: state, dependencies: dependencies,
        reduce: { reducer.reduce(into: &$0, action: $1) }))
  }

  /// A root store over an existing runtime (TestStore and the demo runner build their own).
  @inlinable
  package convenience init(core: StoreCore<State, Action>) {
    self.init(
      root: core,
      readState: { core.state },
      sendAction: { core.send($0) },
      addObserver: { core.addObserver($0) }
    )
  }

  /// Sends `action` to the reducer; returns the effects it started, which you may await or cancel.
  @discardableResult
  @inlinable
  public func send(_ action: Action) -> StoreTask {
    sendAction(action)
  }

  /// The whole current state. Reading it observes all of it.
  public var state: State {
    access(\State.self)
    return readState()
  }

  /// Reads part of the state, registering the read with Observation.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    access(keyPath)
    return readState()[keyPath: keyPath]
  }

  /// The state without registering an observation.
  package var currentState: State { readState() }

  /// How many child stores this store keeps cached (for tests of the cache's bounds).
  package var cachedChildStoreCount: Int { children.count }
}

extension Store: Observable {}

/// `Store<Feature.State, Feature.Action>` spelled `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// Identifies a cached child store: the state path, the child action type, the element id (for collections),
/// and the call site (two scopes over the same state through different action cases are different stores).
struct ScopeKey: Hashable {
  let state: AnyKeyPath
  let action: ObjectIdentifier
  let id: AnyHashable?
  let site: ScopeSite?
}

/// Where `scope` was called.
struct ScopeSite: Hashable {
  let fileID: String
  let line: UInt
  let column: UInt

  init(fileID: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.line = line
    self.column = column
  }
}
