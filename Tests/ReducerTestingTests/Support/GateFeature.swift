import Dependencies
import Reducer

/// A wait the test ends by hand: work outside any store's runtime, like a real network call.
final class Gate: Sendable {
  private let state = Lock<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

  /// Returns once the gate is open.
  func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = state.withLock { state -> Bool in
        if state.open { return true }
        state.waiters.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Opens the gate, letting every waiter go on.
  func open() {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.open = true
      defer { state.waiters.removeAll() }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}

/// A feature whose effect waits on a ``Gate``: what the runtime cannot see.
struct GateFeature: Reducer {
  struct State: Equatable, Sendable { var answer: String? }
  enum Action: Equatable, Sendable {
    case askTapped
    case answered(String)
  }

  let gate: Gate

  static let effectLine: UInt = #line + 5
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .askTapped:
      let gate = self.gate
      return .run { send in
        await gate.wait()
        await send(.answered("42"))
      }
    case let .answered(answer):
      state.answer = answer
      return .none
    }
  }
}
