public import Dependencies
public import Observation
public import SharedState
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
/// - Effects run with the store's dependencies; a scoped child store shares its parent's root, state and
///   dependencies.
/// - Reading state through the store registers the read with Observation (`withObservationTracking` on Linux,
///   SwiftUI on Apple platforms); a send that changes nothing an observer read notifies no one. Only the values
///   observers read are compared, never a copy of the whole state.
/// - When the last store sharing a root goes away, its running effects are cancelled.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action: Sendable> {
  @usableFromInline let core: any StoreCoreProtocol<State, Action>
  /// `core.send`, bound where the store is made: for a root store built by the inlinable initializer it is
  /// specialized for the feature's concrete types (an existential call into the generic core costs ~30% of a
  /// trivial send).
  @usableFromInline let sendAction: @MainActor (Action) -> StoreTask
  let registrar = ObservationRegistrar()
  /// What observers read, by state key path (see `Store+Observation`).
  var interests: [AnyKeyPath: Interest] = [:]
  /// The last few key paths found, compared by identity before `interests` is hashed.
  var recentInterests: [(keyPath: AnyKeyPath, interest: Interest)] = []
  var children: [ScopeKey: AnyObject] = [:]
  /// Per array and child action type, the action constructor of each collection-scope route (see `Store+Scope`).
  var elementRoutes: [ElementRoutesKey: [Any]] = [:]

  /// A root store over `core`.
  package convenience init(core: StoreCore<State, Action>) {
    self.init(scoped: core)
  }

  /// A store over `core`, a scoped view of another core.
  init(scoped core: any StoreCoreProtocol<State, Action>) {
    self.core = core
    self.sendAction = { [core] in core.send($0) }
  }

  /// A root store over `core`, sending through `send` (the same core's `send`, specialized by the caller).
  @usableFromInline
  init(root core: StoreCore<State, Action>, send: @escaping @MainActor (Action) -> StoreTask) {
    self.core = core
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
    prepareDependencies?(&dependencies)
    dependencies.pinSharedStorages()
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
    observe(keyPath) { Self.equatableAccess(of: keyPath) }
  }

  /// Whether the feature at the root of this store dismissed itself.
  ///
  /// A root feature that calls `await dismiss()` (`@Dependency(\.dismiss)`) in an effect run by no presentation
  /// or stack dismisses the whole store: this becomes `true`, and every running effect is cancelled (including the
  /// one that called `dismiss`). It is not an error: the store keeps working, and whoever shows it (an app's
  /// window, a preview, the demo runner) decides what dismissal means. Every store scoped from the same root reads
  /// the same value. Reading it does not register an observation.
  public var isDismissed: Bool { core.observedRoot.isDismissed }

  /// The state without registering an observation.
  package var currentState: State { core.currentState }

  /// How many child stores this store keeps cached (for tests of the cache's bounds).
  package var cachedChildStoreCount: Int { children.count }
}

extension Store: Observable {}

/// `Store<Feature.State, Feature.Action>` spelled `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// Identifies a cached child store: the state path, the child action type, the route (which action case the
/// constructor builds, learnt from a probe value, so two scopes over the same state through different action cases
/// are different stores even from one call site), the element id (for collections) and the call site.
struct ScopeKey: Hashable {
  let state: AnyKeyPath
  let action: ObjectIdentifier
  let route: ScopeRoute
  let id: AnyHashable?
  let site: ScopeSite?
}

/// Which action case a scope's constructor builds: what it made of a probe value of the child action, compared with
/// `==` when the action is `Equatable` (a few nanoseconds for a small enum), else by its dump.
///
/// Hashing ignores the value (the action need not be `Hashable`): the other parts of a ``ScopeKey`` spread the keys,
/// and the routes of one state path, action type and call site are few.
struct ScopeRoute: Hashable {
  private let value: Any
  private let matches: (Any) -> Bool

  init(_ value: Any) {
    if let equatable = value as? any Equatable {
      self.value = value
      self.matches = Self.comparison(with: equatable)
    } else {
      let dump = dumpValue(value)
      self.value = dump
      self.matches = { ($0 as? String) == dump }
    }
  }

  private static func comparison<T: Equatable>(with value: T) -> (Any) -> Bool {
    { ($0 as? T) == value }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.matches(rhs.value) }

  func hash(into hasher: inout Hasher) {}
}

/// The collection scopes of one array with one child action type, whose routes are told apart by their constructors.
struct ElementRoutesKey: Hashable {
  let state: AnyKeyPath
  let action: ObjectIdentifier
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
