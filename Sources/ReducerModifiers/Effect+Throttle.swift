import Dependencies
public import ReducerCore
import ReducerRuntime

extension Effect {
  /// Lets at most one action of this effect through per `interval` for `id`: the first at once, then the latest
  /// (or, with `latest: false`, the first) of those that arrive within the interval, when it ends.
  ///
  /// TCA's semantics: an action arriving when nothing went through for `id` in the last `interval` is sent
  /// immediately. One arriving sooner is held and sent when the interval since the last one sent ends; a newer
  /// throttled effect with the same `id` cancels the one still holding, and sends instead the newest action
  /// (`latest: true`) or the first one held (`latest: false`).
  ///
  /// ```swift
  /// case .scrolled(let offset):
  ///   return .send(.loadMoreIfNeeded(offset))
  ///     .throttle(id: CancelID.scroll, for: .seconds(1), clock: clock, latest: true)
  /// ```
  ///
  /// The throttled actions are sent from the effect's task, so even a throttled `.send` is received after the
  /// `send` that started it returns (`await store.receive(...)` in tests). The timing state is kept by the store
  /// running the effect, per `id` (the same `id` in two `forEach` rows shares it); outside a store (no storage),
  /// throttling is impossible: each action is reported as an issue and passed through.
  ///
  /// - Parameters:
  ///   - id: names the throttle; also the effect's cancellation id (`cancelInFlight: true`).
  ///   - interval: the shortest time between two actions sent.
  ///   - clock: the clock to measure time on; it accepts what `@Dependency(\.continuousClock)` gives.
  ///   - latest: whether to send the newest held action (true) or the first (false).
  ///   - fileID: the file ID reported with an issue; the caller's by default.
  ///   - filePath: the file path reported with an issue; the caller's by default.
  ///   - line: the line reported with an issue; the caller's by default.
  ///   - column: the column reported with an issue; the caller's by default.
  public func throttle(
    id: some Hashable & Sendable,
    for interval: Duration,
    clock: any Clock<Duration>,
    latest: Bool,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    if case .none = operation { return self }
    let throttler = Throttler<Action>(
      id: CancelID(id), interval: interval, clock: clock, latest: latest,
      location: ThrottleLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return Self(operation: throttled(by: throttler)).cancellable(id: id, cancelInFlight: true)
  }

  /// This effect's tree, with every action it sends going through `throttler`.
  private func throttled(by throttler: Throttler<Action>) -> Operation {
    switch operation {
    case .none, .cancel:
      return operation
    case let .send(action):
      let location = throttler.location
      return .run(
        Run(
          priority: nil, body: { send, _ in await throttler.deliver(action, to: send) },
          fileID: location.fileID, line: location.line))
    case let .run(run):
      return .run(
        Run(
          priority: run.priority,
          body: { send, _ in await throttler.run(run.body, sendingTo: send) },
          dependencies: run.dependencies, fileID: run.fileID, line: run.line))
    case let .merge(effects):
      return .merge(effects.map { Self(operation: $0.throttled(by: throttler)) })
    case let .concatenate(effects):
      return .concatenate(effects.map { Self(operation: $0.throttled(by: throttler)) })
    case let .cancellable(id, cancelInFlight, effect):
      return .cancellable(
        id: id, cancelInFlight: cancelInFlight, Self(operation: effect.throttled(by: throttler)))
    }
  }
}
