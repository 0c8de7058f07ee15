import Dependencies
public import Reducer
import ReducerRuntime
public import Testing

extension TestStore where Action: Equatable {
  /// Asserts that an effect sent `expectedAction` next, and how it changed the state.
  ///
  /// Waits up to `timeout` (the store's ``TestStore/timeout`` by default) for the action to arrive. A different
  /// action, no action, or a state mismatch fails the test; a timeout names the effects still running and the
  /// actions that started them.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let expectation = ReceiveExpectation.action(
      { expectedAction }, matches: { $0 == expectedAction })
    await receiveAction(
      expectation, timeout: timeout, update: updateStateToExpectedResult,
      at: sourceLocation)
  }
}

extension TestStore {
  /// Asserts that an effect sent an action of the case `casePath` constructs next, whatever its payload.
  ///
  /// For actions that are not `Equatable`: `await store.receive(Action.searchResponse) { $0.results = […] }`.
  /// Takes the constructor of a case with one payload value or several (`Action.row` for
  /// `case row(id:action:)`, whose payload is then the tuple of them).
  public func receive<each Payload>(
    _ casePath: @escaping @Sendable (repeat each Payload) -> Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    // One payload value is the payload itself (`(repeat each Payload)` is then `Payload`), several are a tuple:
    // the case path of either shape is built the same way.
    let path = AnyCasePath<Action, (repeat each Payload)> { payload in casePath(repeat each payload)
    }
    await receiveAction(
      constructedBy: path, timeout: timeout, update: updateStateToExpectedResult,
      at: sourceLocation)
  }

  /// A `receive` of an action of the case a constructor builds, whatever its payload.
  private func receiveAction<Payload>(
    constructedBy path: AnyCasePath<Action, Payload>, timeout: Duration?,
    update: ((inout State) throws -> Void)?, at location: SourceLocation
  ) async {
    let expectation = ReceiveExpectation<Action>.any(
      "an action of the case \(Payload.self) -> \(Action.self)",
      hint: "Expected an action matching the given case constructor.",
      matches: { path.extract(from: $0) != nil })
    await receiveAction(expectation, timeout: timeout, update: update, at: location)
  }

  /// Asserts that an effect sent an action of the same enum case as `expectedCase` next, whatever its payload.
  ///
  /// For a case without payload of an action that is not `Equatable` (TCA: `receive(\.refreshed)`):
  ///
  /// ```swift
  /// await store.receive(case: .refreshed) { $0.isRefreshing = false }
  /// ```
  ///
  /// Cases are compared by name, so a case with a payload matches any payload; a non-enum action never matches.
  public func receive(
    case expectedCase: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let expectedName = EnumReflection.caseName(of: expectedCase)
    let expectation = ReceiveExpectation<Action>.any(
      "an action of the case .\(expectedName ?? "?")",
      hint: "Expected an action of the case .\(expectedName ?? "?").",
      matches: { expectedName != nil && EnumReflection.caseName(of: $0) == expectedName })
    await receiveAction(
      expectation, timeout: timeout, update: updateStateToExpectedResult,
      at: sourceLocation)
  }

  /// Asserts that an effect sent an action for which `isMatching` is true next.
  public func receive(
    where isMatching: @escaping (Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let expectation = ReceiveExpectation.any(
      "an action matching the predicate", hint: "Expected an action matching the predicate.",
      matches: isMatching)
    await receiveAction(
      expectation, timeout: timeout, update: updateStateToExpectedResult,
      at: sourceLocation)
  }

  /// Asserts that an effect sent an action of the case `casePath` extracts next, whatever its payload.
  ///
  /// Takes composed case paths, so a test can name a nested case without an `Equatable` action:
  ///
  /// ```swift
  /// await store.receive(AnyCasePath(Action.path).appending(StackAction.popFrom)) {
  ///   $0.path = StackState()
  /// }
  /// ```
  public func receive<Payload>(
    _ casePath: AnyCasePath<Action, Payload>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let expectation = ReceiveExpectation<Action>.any(
      "an action of the case path to \(Payload.self) in \(Action.self)",
      hint: "Expected an action matching the given case path.",
      matches: { casePath.extract(from: $0) != nil })
    await receiveAction(
      expectation, timeout: timeout, update: updateStateToExpectedResult,
      at: sourceLocation)
  }

  /// Asserts that an effect sent, next, an action of the case `casePath` extracts holding exactly `payload`.
  ///
  /// ```swift
  /// let presented = AnyCasePath(Action.destination).appending(PresentationAction.presented)
  /// await store.receive(presented, .alert(.confirmDeletion(id: 1)))
  /// ```
  public func receive<Payload: Equatable>(
    _ casePath: AnyCasePath<Action, Payload>,
    _ payload: Payload,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let expectation = ReceiveExpectation.action(
      { casePath.embed(payload) }, matches: { casePath.extract(from: $0) == payload })
    await receiveAction(
      expectation, timeout: timeout, update: updateStateToExpectedResult,
      at: sourceLocation)
  }

  /// Asserts that an effect sent, next, an action of one `forEach` element: the element `id`, with an action of the
  /// case `elementCase`, whatever its payload.
  ///
  /// For a parent with `case rows(id: Row.State.ID, action: Row.Action)` (the case its `forEach` names), the
  /// macro-free spelling of TCA's `receive(\.rows[id: 1].response)`, without a closure and without an `Equatable`
  /// action:
  ///
  /// ```swift
  /// await store.receive(Action.rows, id: 1, Row.Action.response) {
  ///   $0.rows[id: 1]?.fact = "1 is a number."
  /// }
  /// ```
  ///
  /// An action of another element, of another case of the element, or not of the element case at all fails the
  /// test, naming what was expected and what arrived.
  ///
  /// - Parameters:
  ///   - elementAction: the parent's two-payload case constructor, `Action.rows`.
  ///   - id: the id of the element whose action is expected.
  ///   - elementCase: the case constructor of the element's action, `Row.Action.response`.
  ///   - timeout: how long to wait for the action; the store's ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: how the action changes the state.
  ///   - sourceLocation: where a failure is reported; the caller's by default.
  public func receive<ID: Hashable & Sendable, ElementAction, Payload>(
    _ elementAction: @escaping @Sendable (ID, ElementAction) -> Action,
    id: ID,
    _ elementCase: @escaping @Sendable (Payload) -> ElementAction,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let element = AnyCasePath(elementAction)
    let child = AnyCasePath(elementCase)
    let expected =
      "an action of the element \(String(reflecting: id)) of the case \(Payload.self) -> "
      + "\(ElementAction.self)"
    let expectation = ReceiveExpectation<Action>.any(expected, hint: "Expected \(expected).") {
      guard let (actionID, childAction) = element.extract(from: $0) else { return false }
      return actionID == id && child.extract(from: childAction) != nil
    }
    await receiveAction(
      expectation, timeout: timeout, update: updateStateToExpectedResult,
      at: sourceLocation)
  }

  /// The one body of every `receive`: waits for an action `expectation` accepts (the next one when exhaustive),
  /// reports what arrived instead or why none did, and checks the state the action left, every failure reported at
  /// `location` (the caller's `sourceLocation`, handed down by every overload as it came).
  func receiveAction(
    _ expectation: ReceiveExpectation<Action>, timeout: Duration?,
    update: ((inout State) throws -> Void)?, at location: SourceLocation
  ) async {
    let timeout = timeout ?? self.timeout
    let matching = expectation.matches
    let waitMatching = exhaustivity == .on ? nil : matching
    let recorder = self.recorder
    let outcome = await waitForEffects(
      runtime: runtime, registry: registry, timeout: timeout,
      until: {
        if let waitMatching { return recorder.received.contains { waitMatching($0.action) } }
        return !recorder.received.isEmpty
      })
    guard outcome == .done else {
      let hasEffects = !registry.inFlight.isEmpty
      var message = "Expected to receive \(expectation.description()), but "
      message += explain(outcome, timeout: timeout, hasEffects: hasEffects)
      if hasEffects {
        message += "\n\nEffects still running:\n"
        message += describeInFlight(runtime: runtime, registry: registry)
      }
      if outcome == .stuck && hasEffects {
        message +=
          "\n\nAdvance the test clock, or send the action that makes the effect answer, first."
      }
      fail(message, at: location)
      return
    }
    switch exhaustivity {
    case .on:
      let (action, actual) = recorder.received.removeFirst()
      guard matching(action) else {
        fail(expectation.mismatch(action), at: location)
        state = actual
        return
      }
      let previous = state
      check(previous: previous, actual: actual, update: update, at: location)
      state = actual
    case let .off(show):
      guard let index = recorder.received.firstIndex(where: { matching($0.action) }) else { return }
      if index > 0 {
        let skipped = recorder.received[..<index]
        if show {
          note(
            "\(skipped.count) received action(s) were skipped:\n"
              + describe(skipped.map(\.action)), at: location)
        }
        state = skipped.last?.state ?? state
      }
      let (_, actual) = recorder.received[index]
      recorder.received.removeFirst(index + 1)
      let previous = state
      check(previous: previous, actual: actual, update: update, at: location)
      state = actual
    }
  }

  /// Waits for every running effect to finish, then checks that every shared change was asserted.
  ///
  /// A shared value changed after the last assertion (by an effect that sent no action, or outside the store)
  /// fails with a diff, as it would when the store goes away; assert it with ``TestStore/assert(_:sourceLocation:)``.
  /// Fails at once, naming each effect and what it waits for, when the effects cannot finish by themselves
  /// (parked on a `TestClock` sleep nobody advances, or `Task.never()`); fails after `timeout` (the store's
  /// ``TestStore/timeout`` by default) only while some effect waits on work outside the store's runtime.
  public func finish(
    timeout: Duration? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let timeout = timeout ?? self.timeout
    let registry = self.registry
    let outcome = await waitForEffects(
      runtime: runtime, registry: registry, timeout: timeout,
      until: { registry.inFlight.isEmpty })
    // Once the effects are done, a shared change nobody asserted can no longer be asserted by a `receive`.
    defer { reportUnassertedShared(exhaustivity: exhaustivity, at: sourceLocation) }
    guard outcome != .done else { return }
    let inFlight = registry.inFlight
    switch exhaustivity {
    case .on:
      fail(
        """
        Expected effects to finish, but \(inFlight.count) still running: \
        \(explain(outcome, timeout: timeout, hasEffects: true))

        \(describeInFlight(runtime: runtime, registry: registry))
        """, at: sourceLocation)
    case let .off(show):
      if show {
        note("\(inFlight.count) effect(s) still running were skipped.", at: sourceLocation)
      }
    }
  }

  /// Runs `operation` with the store's exhaustivity set to `exhaustivity`, then restores it.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try await operation()
  }

  /// The store's queue, for debugging: received actions not yet asserted and effects running.
  public var description: String {
    var lines = ["TestStore<\(State.self), \(Action.self)>"]
    lines.append("  received, not yet asserted: \(recorder.received.count)")
    for (action, _) in recorder.received { lines.append("    • \(dumpValue(action))") }
    let inFlight = registry.inFlight
    lines.append("  effects in flight: \(inFlight.count)")
    if !inFlight.isEmpty {
      lines.append(
        describeInFlight(runtime: runtime, registry: registry).split(separator: "\n").map {
          "  " + $0
        }
        .joined(separator: "\n"))
    }
    return lines.joined(separator: "\n")
  }
}

extension TestStore: @MainActor CustomStringConvertible {}
