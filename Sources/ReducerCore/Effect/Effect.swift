public import Dependencies
public import ReducerRuntime

/// Work a reducer asks the store to do after it changed the state: send more actions, run async work, cancel.
///
/// Effects are values; the store runs them. `.none` costs nothing, so returning it from every layer of a large app
/// and merging it is free.
///
/// ```swift
/// return .run { send in
///   try await clock.sleep(for: .milliseconds(300))
///   await send(.searchResponse(.success(try await searchClient.search(query))))
/// } catch: { error, send in
///   await send(.searchResponse(.failure(SearchError(error))))
/// }
/// .cancellable(id: CancelID.search, cancelInFlight: true)
/// ```
public struct Effect<Action: Sendable>: Sendable {
  @usableFromInline
  package enum Operation: Sendable {
    case none
    indirect case send(Action)
    /// Not boxed: `Run` is a class, so the effect interpreter (not specialised for the action type) takes it out
    /// with a retain. A `Run` struct in a box was copied out whole through its value witnesses, after a look-up of
    /// its generic metadata (about 500 instructions per effect).
    case run(Run)
    indirect case merge([Effect<Action>])
    indirect case concatenate([Effect<Action>])
    indirect case cancellable(id: CancelID, cancelInFlight: Bool, Effect<Action>)
    indirect case cancel(id: CancelID)
  }

  /// Async work and where it was created (for diagnostics).
  ///
  /// A class, made where the effect is created (``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``
  /// is inlinable, so its metadata is the caller's specialised one, not a look-up), read by reference after.
  @usableFromInline
  package final class Run: Sendable {
    /// The priority's raw value: `TaskPriority` is resilient, so storing it would give `Run` a layout known only at
    /// run time, and every copy of a `Run` in code not specialised for the action type (the effect interpreter)
    /// would look up `Run`'s generic metadata (a hashed cache look-up, six per round trip).
    package let priorityRawValue: UInt8?
    package var priority: TaskPriority? { priorityRawValue.map(TaskPriority.init(rawValue:)) }
    /// The work as ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)`` was given it, with its
    /// error handling (``handler``, ``location``); nil for work made of an ``EffectBody`` (``wrapped``). An app store's task calls
    /// it directly: no closure wrapping it, and no async frame of such a closure, per effect.
    package let operation: RunOperation?
    /// What to do with an error `operation` throws (not a `CancellationError`).
    package let handler: Handler?
    /// Where an `Effect.run` was created, for the issue an unhandled error reports.
    package let location: EffectLocation
    /// The work as a whole ``EffectBody`` (a mapped, throttled or synthesised effect); nil for an `operation`.
    package let wrapped: EffectBody<Action>?
    /// The dependencies the work runs with (those in force where the effect was created); `nil` for work that
    /// reads none. The store enters them around `body`, on the executor the task starts on: a task-local bound
    /// inside `body` would take the work off the store's actor (`TaskLocal.withValue` is not
    /// `nonisolated(nonsending)`).
    package let dependencies: DependencyValues?
    package let fileID: StaticString
    package let line: UInt

    /// The user's operation of an `Effect.run`.
    @usableFromInline package typealias RunOperation =
      nonisolated(nonsending) @Sendable (_ send: Send<Action>) async throws -> Void
    /// The `catch:` handler of an `Effect.run`.
    @usableFromInline package typealias Handler =
      nonisolated(nonsending) @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void

    @usableFromInline
    package init(
      priority: TaskPriority?, body: @escaping EffectBody<Action>,
      dependencies: DependencyValues? = nil,
      fileID: StaticString,
      line: UInt
    ) {
      self.priorityRawValue = priority?.rawValue
      self.operation = nil
      self.handler = nil
      self.location = EffectLocation(fileID: fileID, filePath: fileID, line: line, column: 0)
      self.wrapped = body
      self.dependencies = dependencies
      self.fileID = fileID
      self.line = line
    }

    /// The work of an `Effect.run`: `operation`, its errors handled by `handler` or reported at `location`.
    @usableFromInline
    init(
      priorityRawValue: UInt8?, operation: @escaping RunOperation, handler: Handler?,
      location: EffectLocation, dependencies: DependencyValues?
    ) {
      self.priorityRawValue = priorityRawValue
      self.operation = operation
      self.handler = handler
      self.location = location
      self.wrapped = nil
      self.dependencies = dependencies
      self.fileID = location.fileID
      self.line = location.line
    }

    /// The work as one ``EffectBody``, its errors handled (made on demand for an `operation`).
    package var body: EffectBody<Action> {
      if let wrapped { return wrapped }
      guard let operation else { return { _, _ in } }
      return effectBody(operation, handler: handler, location: location)
    }

    /// `body` with its dependencies entered, run on `isolation`.
    package func perform(_ send: Send<Action>, isolation: isolated (any Actor)?) async {
      guard let dependencies else { return await body(send, isolation) }
      await DependencyValues.$current.bound(to: dependencies, isolation: isolation) {
        await body(send, isolation)
      }
    }
  }

  @usableFromInline package let operation: Operation

  @usableFromInline
  package init(operation: Operation) {
    self.operation = operation
  }

  /// No work.
  @inlinable
  public static var none: Self { Self(operation: .none) }

  /// Sends `action` back into the store; it is reduced before the `send` that returned this effect returns.
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// Runs async work that can send actions back into the store.
  ///
  /// The work runs with the dependencies in force where the effect is created: inside a reducer that is the store's
  /// dependencies, changed by any `withDependencies` or `.dependency` around the code that returns the effect.
  ///
  /// Where it runs: in an app store the work starts at once on the main actor, as soon as the send that returned
  /// the effect has reduced all its actions, and runs there up to its first `await` of work isolated elsewhere (a
  /// client's request, a clock's sleep); an `await send(_:)` from the main actor is reduced without a thread hop.
  /// So synchronous work written in the closure itself runs on the main actor: move heavy computation into a
  /// client or a `@concurrent` function. In a test store the work runs on the test's effect runtime, queued
  /// behind the send (see Docs/Testing.md).
  ///
  /// `await send(action)` returns once the action has been reduced. A `CancellationError` (or any error thrown once
  /// the effect was cancelled) never reaches `catch`. Any other error goes to `catch`; without one it is reported as
  /// an issue naming where the effect was created: a test failure in tests, a warning elsewhere.
  ///
  /// - Parameters:
  ///   - priority: the priority of the task running the work.
  ///   - operation: the work; `send` feeds actions back into the store.
  ///   - handler: handles errors thrown by `operation`.
  ///   - fileID: the file ID reported with an unhandled error; the caller's by default.
  ///   - filePath: the file path reported with an unhandled error; the caller's by default.
  ///   - line: the line reported with an unhandled error; the caller's by default.
  ///   - column: the column reported with an unhandled error; the caller's by default.
  @inlinable
  public static func run(
    priority: TaskPriority? = nil,
    operation:
      nonisolated(nonsending) @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (
      nonisolated(nonsending) @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void
    )? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    // Effects run with the dependencies in force where they are created (TCA semantics): an effect returned from
    // inside `withDependencies` or below a `.dependency` modifier keeps those values.
    let dependencies = DependencyValues.current
    // No closure around `operation`: the store's task calls it and handles its errors itself (see `Run`).
    return Self(
      operation: .run(
        Run(
          priorityRawValue: priority?.rawValue, operation: operation, handler: handler,
          location: EffectLocation(fileID: fileID, filePath: filePath, line: line, column: column),
          dependencies: dependencies)))
  }

  /// Runs `effects` at the same time.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs `effects` at the same time.
  public static func merge(_ effects: [Self]) -> Self {
    var result = Self.none
    for effect in effects { result = result.merge(with: effect) }
    return result
  }

  /// Runs `effects` one after the other, each starting when the previous one finished.
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs `effects` one after the other, each starting when the previous one finished.
  public static func concatenate(_ effects: [Self]) -> Self {
    let work = effects.filter { if case .none = $0.operation { false } else { true } }
    switch work.count {
    case 0: return .none
    case 1: return work[0]
    default: return Self(operation: .concatenate(work))
    }
  }

  /// This effect and `other`, at the same time. Merging with `.none` returns the other effect unchanged.
  @inlinable
  public func merge(with other: Self) -> Self {
    if case .none = operation { return other }
    if case .none = other.operation { return self }
    return merged(with: other)
  }

  @usableFromInline
  func merged(with other: Self) -> Self {
    switch (operation, other.operation) {
    case let (.merge(lhs), .merge(rhs)): return Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _): return Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)): return Self(operation: .merge([self] + rhs))
    default: return Self(operation: .merge([self, other]))
    }
  }

  /// This effect, then `other` once this one finished.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// Transforms the actions this effect sends.
  @inlinable
  public func map<NewAction: Sendable>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    if case .none = operation { return .none }
    return Effect<NewAction>(operation: mapOperation(transform))
  }

  @usableFromInline
  func mapOperation<NewAction: Sendable>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction>.Operation {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(run):
      return .run(
        Effect<NewAction>.Run(
          priority: run.priority,
          body: { send, isolation in await run.body(send.map(transform), isolation) },
          dependencies: run.dependencies,
          fileID: run.fileID,
          line: run.line
        ))
    case let .merge(effects):
      return .merge(effects.map { $0.map(transform) })
    case let .concatenate(effects):
      return .concatenate(effects.map { $0.map(transform) })
    case let .cancellable(id, cancelInFlight, effect):
      return .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform))
    case let .cancel(id):
      return .cancel(id: id)
    }
  }

  /// Whether this effect does no work at all.
  @inlinable
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

/// Where an `Effect.run` was created: what the issue of an unhandled error names.
@usableFromInline
package struct EffectLocation: Sendable {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// An `Effect.run`'s `operation` as an ``EffectBody``, its errors handled (``performEffectOperation``).
///
/// Functions, not members of `Effect.Run`: a member of a type generic over the action, called from code not
/// specialised for it (the effect interpreter), looks up the type's metadata first; for the same reason the
/// parts travel as closures and non-generic values, never as a generic struct, enum or tuple.
func effectBody<Action: Sendable>(
  _ operation: @escaping Effect<Action>.Run.RunOperation, handler: Effect<Action>.Run.Handler?,
  location: EffectLocation
) -> EffectBody<Action> {
  { send, _ in
    await performEffectOperation(operation, handler: handler, location: location, send: send)
  }
}

/// Runs an `Effect.run`'s `operation` on the caller's actor; an error other than a `CancellationError` goes to
/// ``failEffect(_:handler:location:send:)``.
nonisolated(nonsending) func performEffectOperation<Action: Sendable>(
  _ operation: Effect<Action>.Run.RunOperation, handler: Effect<Action>.Run.Handler?,
  location: EffectLocation, send: Send<Action>
) async {
  do {
    try await operation(send)
  } catch is CancellationError {
  } catch {
    await failEffect(error, handler: handler, location: location, send: send)
  }
}

/// What an `Effect.run` does with an error its operation threw (not a `CancellationError`): hands it to its
/// `catch:` handler, or reports it as an issue naming where the effect was created. Nothing once the task is
/// cancelled.
nonisolated(nonsending) func failEffect<Action: Sendable>(
  _ error: any Error, handler: Effect<Action>.Run.Handler?, location: EffectLocation,
  send: Send<Action>
) async {
  if Task.isCancelled { return }
  if let handler {
    await handler(error, send)
  } else {
    reportIssue(
      """
      An 'Effect.run' created at \(location.fileID):\(location.line) threw an unhandled error:

        \(error)

      Handle errors in the effect with 'do'/'catch', or pass a 'catch:' handler to '.run'.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column
    )
  }
}

/// The async work of a `.run` effect, given the `Send` to its store and the actor to run on.
///
/// An app store passes the main actor: the body runs there (the user's operation is `nonisolated(nonsending)`),
/// so an effect that only sends back costs no thread hop, while work it awaits elsewhere (a client, a clock)
/// still runs where that work is isolated. A test store passes `nil`: the body runs on its runtime's executor.
/// The actor is passed explicitly because a wrapper that binds a task-local must hand it to
/// `TaskLocal.withValue(_:operation:isolation:)`; in a `nonisolated(nonsending)` body `#isolation` is `nil`, and
/// the operation would leave the actor.
@usableFromInline package typealias EffectBody<Action: Sendable> =
  @Sendable (
    Send<Action>, isolated (any Actor)?
  ) async -> Void
