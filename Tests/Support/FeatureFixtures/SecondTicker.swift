public import Reducer

/// A feature whose `.start` runs a one-second timer on the `continuousClock` dependency until
/// cancelled, counting each tick: the fixture of the tests that a long `TestClock` advance delivers
/// every tick, on the test's thread.
public struct SecondTicker: Reducer {
  /// The ticks counted so far.
  public struct State: Equatable, Sendable {
    /// How many ticks arrived.
    public var ticks = 0
    /// No ticks yet.
    public init() {}
  }

  /// Start the timer, or one of its ticks.
  public enum Action: Equatable, Sendable {
    /// Starts the endless timer.
    case start
    /// One second passed.
    case tick
  }

  @Dependency(\.continuousClock) var clock

  /// The ticker.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}
