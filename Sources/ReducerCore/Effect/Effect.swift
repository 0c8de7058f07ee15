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
  package indirect enum Operation: Sendable {
    case none
    case send(Action)
    case run(Run)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(id: CancelID, cancelInFlight: Bool, Effect<Action>)
    case cancel(id: CancelID)
  }

  /// Async work and where it was created (for diagnostics).
  @usableFromInline
  package struct Run: Sendable {
    /// The priority's raw value: `TaskPriority` is resilient, so storing it would give `Run` a layout known only at
    /// run time, and every copy of a `Run` in code not specialised for the action type (the effect interpreter)
    /// would look up `Run`'s generic metadata (a hashed cache look-up, six per round trip).
    package let priorityRawValue: UInt8?
    package var priority: TaskPriority? { priorityRawValue.map(TaskPriority.init(rawValue:)) }
    package let body: EffectBody<Action>
    /// The dependencies the work runs with (those in force where the effect was created); `nil` for work that
    /// reads none. The store enters them around `body`, on the executor the task starts on: a task-local bound
    /// inside `body` would take the work off the store's actor (`TaskLocal.withValue` is not
    /// `nonisolated(nonsending)`).
    package let dependencies: DependencyValues?
    package let fileID: StaticString
    package let line: UInt

    @usableFromInline
    package init(
      priority: TaskPriority?, body: @escaping EffectBody<Action>,
      dependencies: DependencyValues? = nil,
      fileID: StaticString,
      line: UInt
    ) {
      self.priorityRawValue = priority?.rawValue
      self.body = body
      self.dependencies = dependencies
      self.fileID = fileID
      self.line = line
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
    // The error handling written in the body rather than in a function it calls: one async frame fewer.
    let body: EffectBody<Action> = { send, isolation in
      do {
        try await operation(send)
      } catch is CancellationError {
      } catch {
        await handle(error, send: send, handler: handler, fileID, filePath, line, column)
      }
    }
    return Self(
      operation: .run(
        Run(
          priority: priority, body: body, dependencies: dependencies, fileID: fileID, line: line)))
  }

  /// What an `Effect.run` does with an error its operation threw (not a `CancellationError`).
  nonisolated(nonsending) private static func handle(
    _ error: any Error, send: Send<Action>,
    handler: (
      nonisolated(nonsending) @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void
    )?,
    _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
  ) async {
    if Task.isCancelled { return }
    if let handler {
      await handler(error, send)
    } else {
      reportIssue(
        """
        An 'Effect.run' created at \(fileID):\(line) threw an unhandled error:

          \(error)

        Handle errors in the effect with 'do'/'catch', or pass a 'catch:' handler to '.run'.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
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
