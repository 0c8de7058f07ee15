public import ReducerRuntime
extension Effect {
  /// Makes this effect cancellable with `id`.
  ///
  /// With `cancelInFlight: true`, effects already running with the same id are cancelled first: the primary debounce
  /// idiom is `clock.sleep` followed by work, in a `.run` marked `.cancellable(id:cancelInFlight: true)`. Ids are
  /// scoped to the store running the effect: two stores never cancel each other's effects.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation, !cancelInFlight { return self }
    return Self(operation: .cancellable(id: CancelID(id), cancelInFlight: cancelInFlight, self))
  }

  /// Cancels the running effects marked with `id`.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: CancelID(id)))
  }

  /// Delays this effect by `duration`; a newer debounced effect with the same `id` replaces it.
  ///
  /// - Parameters:
  ///   - id: names the debounce; also the effect's cancellation id (`cancelInFlight: true`).
  ///   - duration: how long to wait before running this effect.
  ///   - clock: the clock to wait on; it accepts what `@Dependency(\.continuousClock)` gives.
  ///   - fileID: the file ID reported with an issue; the caller's by default.
  ///   - line: the line reported with an issue; the caller's by default.
  public func debounce(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    if case .none = operation { return self }
    let wait = Self(
      operation: .run(
        Run(
          priority: nil,
          body: { _, _ in _ = try? await clock.sleep(for: duration) },
          fileID: fileID,
          line: line
        )))
    return Self.concatenate(wait, self).cancellable(id: id, cancelInFlight: true)
  }

  /// Rewrites every cancellation id inside this effect into `namespace`, and marks the whole effect cancellable
  /// with `namespace`, so a parent can cancel a child's effects without touching its siblings'.
  @usableFromInline
  package func namespaced(_ namespace: CancelID) -> Self {
    if case .none = operation { return self }
    return Self(
      operation: .cancellable(
        id: namespace, cancelInFlight: false, Self(operation: rewritingIDs(namespace))))
  }

  private func rewritingIDs(_ namespace: CancelID) -> Operation {
    switch operation {
    case .none, .send, .run:
      return operation
    case let .merge(effects):
      return .merge(effects.map { Self(operation: $0.rewritingIDs(namespace)) })
    case let .concatenate(effects):
      return .concatenate(effects.map { Self(operation: $0.rewritingIDs(namespace)) })
    case let .cancellable(id, cancelInFlight, effect):
      return .cancellable(
        id: id.inNamespace(namespace),
        cancelInFlight: cancelInFlight,
        Self(operation: effect.rewritingIDs(namespace)))
    case let .cancel(id):
      return .cancel(id: id.inNamespace(namespace))
    }
  }
}

extension Effect {
  /// Cancels the effects of every element in `before` that is not in `after`, each under its `namespace`: what a
  /// collection operator (`forEach`, a navigation stack) returns after the parent removed elements.
  @usableFromInline
  package static func cancelling<ID: Hashable>(
    removedFrom before: [ID], keeping after: [ID], namespace: (ID) -> CancelID
  ) -> Self {
    guard before != after else { return .none }
    let remaining = Set(after)
    var cancel = Self.none
    for id in before where !remaining.contains(id) {
      cancel = cancel.merge(with: .cancel(id: namespace(id)))
    }
    return cancel
  }
}
