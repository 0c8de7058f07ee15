public import Dependencies
public import ReducerCore

extension Reducer {
  /// Runs this reducer with the dependency at `keyPath` set to `value`.
  ///
  /// The reducer's logic and every effect it creates see `value`: effects capture the dependencies in force where
  /// they are created, so the override follows them into their tasks. Modifiers nest, and the innermost one wins:
  /// `Child().dependency(\.uuid, a).dependency(\.uuid, b)` runs `Child` with `a`.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Scope(state: \.editor, action: Action.editor) {
  ///     Editor()
  ///       .dependency(\.uuid, .incrementing)
  ///   }
  /// }
  /// ```
  ///
  /// `value` is made once, where the modifier is written: an `.incrementing` generator keeps counting across
  /// actions. A reducer without the modifier pays nothing for it.
  ///
  /// - Parameters:
  ///   - keyPath: the dependency to set.
  ///   - value: its value for this reducer.
  public func dependency<Value: Sendable>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> DependencyModifier<Self> {
    DependencyModifier(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Runs this reducer with the dependency at `keyPath` changed by `transform`.
  ///
  /// Like ``dependency(_:_:)`` but starting from the value in force, for example to wrap a client:
  ///
  /// ```swift
  /// Search()
  ///   .transformDependency(\.searchClient) { client in
  ///     let search = client.search
  ///     client.search = { query in try await search(query.lowercased()) }
  ///   }
  /// ```
  ///
  /// `transform` runs for every action the reducer receives, with the values in force for that action.
  ///
  /// - Parameters:
  ///   - keyPath: the dependency to change.
  ///   - transform: changes the value in place.
  public func transformDependency<Value: Sendable>(
    _ keyPath: any WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (_ value: inout Value) -> Void
  ) -> DependencyModifier<Self> {
    DependencyModifier(base: self, isIdempotent: false) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer `dependency(_:_:)` and `transformDependency(_:transform:)` return: runs `base` inside changed
/// dependencies.
public struct DependencyModifier<Base: Reducer>: Reducer {
  @usableFromInline let base: PreparedReducer<Base.State, Base.Action>
  @usableFromInline let update: @Sendable (inout DependencyValues) -> Void
  /// The changed values for the last values in force, when `update` gives the same result for the same input
  /// (`dependency(_:_:)`); nil for `transformDependency`, whose closure runs every time.
  @usableFromInline let cache: ChangedDependencies?

  init(
    base: Base, isIdempotent: Bool = true,
    update: @escaping @Sendable (inout DependencyValues) -> Void
  ) {
    self.base = base.prepared()
    self.update = update
    self.cache = isIdempotent ? ChangedDependencies() : nil
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let values = changedValues()
    return DependencyValues.$current.withValue(values) {
      base.reduce(into: &state, action: action)
    }
  }

  private func changedValues() -> DependencyValues {
    let current = DependencyValues.current
    if let cached = cache?.values(for: current) { return cached }
    var changed = current
    changed.applyOverrides(update)
    cache?.store(changed, for: current)
    return changed
  }
}

/// The last dependencies a ``DependencyModifier`` made, and the storage they were made from.
///
/// Reusing them keeps one storage per input, so `@Dependency` reads below the modifier hit their own caches instead
/// of missing on a fresh storage for every action. The input is held strongly, so that comparing identities is
/// exact (a storage that is gone could otherwise be replaced by a new one at the same address); the output already
/// holds every value of the input but the one replaced, so this keeps nothing else alive.
@usableFromInline
final class ChangedDependencies: Sendable {
  private struct Entry {
    let input: DependencyValues.Storage
    let output: DependencyValues
  }

  private let entry = Lock<Entry?>(nil)

  func values(for input: DependencyValues) -> DependencyValues? {
    let storage = input.storage
    return entry.withLock { entry in
      guard let entry, entry.input === storage else { return nil }
      return entry.output
    }
  }

  func store(_ output: DependencyValues, for input: DependencyValues) {
    let storage = input.storage
    entry.withLock { $0 = Entry(input: storage, output: output) }
  }
}
