import Dependencies
import Reducer

/// A counter with a timer and a fact lookup: one of each effect shape a TestStore must track.
struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var fact: String?
    var isTimerRunning = false
  }

  enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case incrementButtonTapped
    case refreshButtonTapped
    case timerStartTapped
    case timerStopTapped
    case timerTicked
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .factButtonTapped:
        return factEffect(count: state.count)
      case let .factResponse(fact):
        state.fact = fact
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .refreshButtonTapped:
        return .none
      case .timerStartTapped:
        state.isTimerRunning = true
        return timerEffect()
      case .timerStopTapped:
        state.isTimerRunning = false
        return .cancel(id: CancelID.timer)
      case .timerTicked:
        state.count += 1
        return .none
      }
    }
  }

  /// The line where ``factEffect(count:)`` creates its effect.
  static let factEffectLine: UInt = #line + 2
  func factEffect(count: Int) -> Effect<Action> {
    .run { send in
      try await clock.sleep(for: .seconds(1))
      await send(.factResponse(try await numberFact.fetch(count)))
    }
  }

  /// The line where ``timerEffect()`` creates its effect.
  static let timerEffectLine: UInt = #line + 2
  func timerEffect() -> Effect<Action> {
    .run { send in
      while true {
        try await clock.sleep(for: .seconds(1))
        await send(.timerTicked)
      }
    }
    .cancellable(id: CancelID.timer, cancelInFlight: true)
  }
}

/// Looks up a fact about a number.
struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient { "\($0) is a number." }
  static let testValue = NumberFactClient { _ in
    throw Unimplemented("NumberFactClient.fetch")
  }
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
