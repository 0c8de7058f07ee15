public import Dependencies
public import Observation
import ValueDumping

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
/// - Effects run with the store's dependencies; a scoped child store shares its parent's root, state, dependencies.
/// - Reading state through the store registers the read with Observation (`withObservationTracking` on Linux,
///   SwiftUI on Apple platforms); a send that changes nothing an observer read notifies no one. Only the values
///   observers read are compared, never a copy of the whole state.
/// - When the last store sharing a root goes away, its running effects are cancelled.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action: Sendable> {
  /// The root core of the tree: its state, queue and effects, shared by every store scoped from it.
  let root: ObservedRoot
  /// Where this store's state is in the root's.
  let path: StatePath<State>
  /// Sends to the root, embedded: the root core's `send` (for a root store built by the inlinable initializer,
  /// specialized for the feature's concrete types), or the parent store's through the scope's action case.
  @usableFromInline let sendAction: @MainActor (Action) -> StoreTask
  let registrar = ObservationRegistrar()
  /// What observers read, by state key path (see `Store+Observation`).
  var interests: [AnyKeyPath: Interest] = [:]
  /// The last few key paths found, compared by identity before `interests` is hashed.
  var recentInterests: [(keyPath: AnyKeyPath, interest: Interest)] = []
  /// The cached child stores, by what their scope names (see `Store+Scope`).
  var children: [ScopeKey: AnyObject] = [:]
  /// For the store of a part that may be absent: whether the child it was made for is still there.
  var presence: ChildPresence?
  /// The size of `children` at which the next new element store first forgets those of elements that left.
  var childSweepThreshold = 32

  /// A root store over `core`.
  package convenience init(core: StoreCore<State, Action>) {
    self.init(root: core, send: { core.send($0) })
  }

  /// A root store over `core`, sending through `send` (the same core's `send`, specialized by the caller).
  @usableFromInline
  convenience init(
    root core: StoreCore<State, Action>, send: @escaping @MainActor (Action) -> StoreTask
  ) {
    self.init(root: core, path: .root, send: send)
  }

  /// A store over the state at `path` in `root`'s, sending through `send`.
  init(root: ObservedRoot, path: StatePath<State>, send: @escaping @MainActor (Action) -> StoreTask)
  {
    self.root = root
    self.path = path
    self.sendAction = send
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
    if let prepareDependencies { dependencies.applyOverrides(prepareDependencies) }
    dependencies.prepareForStore()
    let (state, reducer) = DependencyValues.$current.withValue(dependencies) {
      (initialState(), reducer().prepared())
    }
    let core = StoreCore(
      initialState: state, dependencies: dependencies,
      reduce: { reducer.reduce(into: &$0, action: $1) })
    self.init(root: core, send: { core.send($0) })
  }

  /// Sends `action` to the reducer; returns the effects it started, which you may await or cancel.
  @discardableResult
  @inlinable
  public func send(_ action: Action) -> StoreTask {
    sendAction(action)
  }

  /// The whole current state. Reading it observes all of it.
  public var state: State {
    observe(\State.self)
  }

  /// Reads part of the state, registering the read with Observation.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    observe(keyPath)
  }

  /// Reads an `Equatable` part of the state, registering the read with Observation.
  ///
  /// Inlinable: the comparison a send makes for an observer of the value (its `==`, in place) is compiled here, for
  /// the app's concrete types.
  @inlinable
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    observe(keyPath, isEqual: { { $0.pointee == $1.pointee } })
  }

  /// Whether the feature at the root of this store dismissed itself.
  ///
  /// A root feature that calls `await dismiss()` (`@Dependency(\.dismiss)`) in an effect run by no presentation
  /// or stack dismisses the whole store: this becomes `true`, and every running effect is cancelled (including the
  /// one that called `dismiss`). It is not an error: the store keeps working, and whoever shows it (an app's
  /// window, a preview, the demo runner) decides what dismissal means. Every store scoped from the same root reads
  /// the same value. Reading it does not register an observation.
  public var isDismissed: Bool { root.isDismissed }

  /// The state without registering an observation.
  package var currentState: State { root.withRootState { path.read(in: $0) { $0.pointee } } }

  /// The dependencies the store's reducers run with (the root's), for the view layer's store APIs.
  package var dependencies: DependencyValues { root.rootDependencies }

  /// How many child stores this store keeps cached (for tests of the cache's bounds).
  package var cachedChildStoreCount: Int { children.count }

  /// How many parts of the state this store has been asked to observe, ever (for tests of its bounds).
  package var observedPartCount: Int { interests.count }
}

extension Store: Observable {}

/// `Store<Feature.State, Feature.Action>` spelled `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
