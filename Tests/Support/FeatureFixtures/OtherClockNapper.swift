public import Dependencies
public import Reducer

/// A feature whose `.napTapped` sleeps one second on a `TestClock` that is not the store's
/// `continuousClock`, sends `.woke`, then keeps working (100 yields): the fixture of the tests that
/// such an effect has settled, on the test's thread, by the time its action is received.
public struct OtherClockNapper: Reducer {
  /// How often the effect woke.
  public struct State: Equatable, Sendable {
    /// How many `.woke` actions arrived.
    public var woke = 0
    /// Not woken yet.
    public init() {}
  }

  /// Tap to nap, or the wake-up.
  public enum Action: Equatable, Sendable {
    /// Starts the nap.
    case napTapped
    /// The nap ended.
    case woke
  }

  /// The clock the nap sleeps on.
  public let other: TestClock

  /// A napper sleeping on `other`.
  public init(other: TestClock) { self.other = other }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .napTapped:
      let other = self.other
      return .run { send in
        try await other.sleep(for: .seconds(1))
        await send(.woke)
        // Work after the last send: the effect must have finished by the time `receive` returns.
        for _ in 0..<100 { await Task.yield() }
      }
    case .woke:
      state.woke += 1
      return .none
    }
  }
}
