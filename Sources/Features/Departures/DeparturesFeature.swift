import Dependencies
public import Foundation
public import Reducer

/// A station's departures board: loads on appear, refreshes every 30 seconds while visible, counts
/// down to each departure, and retries after an error.
///
/// The refresh timer is a long-living effect: `onAppear` starts it, `onDisappear` cancels it (and
/// any request in flight). The board's time, ``State/now``, comes from `@Dependency(\.date)` when
/// the board appears and then moves with the elapsed time of `@Dependency(\.continuousClock)`, so
/// a `TestClock` drives both the refreshes and the countdown:
///
/// ```swift
/// let clock = TestClock()
/// let store = DeparturesFeature.scenario(.loaded).makeTestStore(clock: clock)
/// await store.send(.onAppear) { … }
/// await clock.advance(by: .seconds(30))  // one tick: the countdown moves, the board reloads
/// ```
///
/// A failed load replaces the board with the error (stale times mislead passengers); the timer
/// keeps running, so the next tick tries again without the user's help.
///
/// > Important: Give the board a `TestClock` in tests (scenarios do). An `ImmediateClock` would
/// > tick forever; a clock left unimplemented reports the mistake and the board stops refreshing.
public struct DeparturesFeature: Reducer {
  /// The board's state.
  public struct State: Equatable, Sendable, Codable {
    /// The station whose departures are shown.
    public var station: Station
    /// The departures of the last successful answer, soonest first.
    public var departures: [Departure] = []
    /// The board's current time: set on appear, moved on by each tick; `nil` before the first
    /// appear. Countdowns are computed from it.
    public var now: Date?
    /// Whether a request is in flight.
    public var isLoading = false
    /// Whether ``departures`` holds a successful answer.
    public var hasLoaded = false
    /// The last load's failure, while it is the latest news.
    public var errorMessage: String?

    /// A board for `station` that has not appeared yet.
    public init(station: Station) {
      self.station = station
    }

    /// What the view draws. A view reads `store.viewState`, which observes this value by equality: it redraws
    /// when what it shows changes, not whenever a field behind it does.
    public var viewState: ViewState { DeparturesFeature.viewState(of: self) }
  }

  /// What can happen on the board.
  public enum Action: Equatable, Sendable, Codable {
    /// The view appeared: load, and start refreshing every ``refreshInterval``.
    case onAppear
    /// The view disappeared: stop refreshing and drop the request in flight.
    case onDisappear
    /// The user tapped "Retry" on the error screen.
    case retryTapped
    /// The refresh timer fired; `now` is the board's new time.
    case timerTicked(now: Date)
    /// The service answered.
    case departuresResponse(ServiceResult<[Departure]>)
  }

  /// How often the board refreshes while it is visible.
  public static let refreshInterval: Duration = .seconds(30)

  private enum CancelID { case load, timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date) var date
  @Dependency(\.departureService) var departureService

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        let now = date.now
        state.now = now
        return .merge(load(&state), refreshTimer(startingAt: now))
      case .onDisappear:
        state.isLoading = false
        return .merge(.cancel(id: CancelID.timer), .cancel(id: CancelID.load))
      case .retryTapped:
        state.errorMessage = nil
        return load(&state)
      case let .timerTicked(now):
        state.now = now
        return load(&state)
      case let .departuresResponse(.success(departures)):
        state.loadEnded()
        state.departures = departures.sorted { $0.departsAt < $1.departsAt }
        return .none
      case let .departuresResponse(.failure(error)):
        // Unlike a list, the board forgets what it had: its countdowns would be stale.
        state.loadEnded(failure: error)
        state.hasLoaded = false
        state.departures = []
        return .none
      }
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.isLoading = true
    let station = state.station.id
    return .run { send in
      await send(
        .departuresResponse(ServiceResult { try await departureService.departures(from: station) }))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }

  /// Ticks every ``refreshInterval`` until cancelled; each tick carries `start` plus the time the
  /// clock says has passed.
  private func refreshTimer(startingAt start: Date) -> Effect<Action> {
    .run { send in
      try await Self.tick(on: clock, every: Self.refreshInterval) { elapsed in
        await send(.timerTicked(now: start.addingTimeInterval(elapsed.timeInterval)))
      }
    }
    .cancellable(id: CancelID.timer, cancelInFlight: true)
  }

  /// Sleeps `interval` on `clock`, then reports the time elapsed since the start, until cancelled
  /// (it then throws `CancellationError`) or until the clock stops moving.
  ///
  /// A clock whose time does not move (the `UnimplementedClock` a test gets when it forgets to set
  /// one) ends the timer after the first sleep instead of spinning.
  private static func tick(
    on clock: any Clock<Duration>, every interval: Duration, _ body: (Duration) async -> Void
  ) async throws {
    // Passing the existential here opens it; Swift does not open it inside the effect's closure.
    try await tick(onConcrete: clock, every: interval, body)
  }

  private static func tick<C: Clock>(
    onConcrete clock: C, every interval: Duration, _ body: (Duration) async -> Void
  ) async throws where C.Duration == Duration {
    let start = clock.now
    var previous = Duration.zero
    while true {
      try await clock.sleep(for: interval)
      let elapsed = start.duration(to: clock.now)
      guard elapsed > previous else { return }
      previous = elapsed
      await body(elapsed)
    }
  }
}

extension Duration {
  /// The duration in seconds, for `Date` arithmetic.
  fileprivate var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}

extension DeparturesFeature: ScenarioProviding {
  /// What the departures view shows.
  public enum ViewState: ScenarioViewState {
    /// A spinner: no answer yet.
    case loading
    /// The rows still to leave, soonest first, with their countdowns.
    case loaded([DepartureRow])
    /// "No departures soon": the answer was empty, or everything on it has left.
    case empty
    /// The failure message and a Retry button.
    case error(String)
  }

  public static func viewState(of state: State) -> ViewState {
    if let message = state.errorMessage { return .error(message) }
    guard state.hasLoaded, let now = state.now else { return .loading }
    let rows = state.departures.compactMap { DepartureRow($0, at: now) }
    return rows.isEmpty ? .empty : .loaded(rows)
  }

  public static var featureName: String { "Departures" }
}

extension DeparturesFeature.State: LoadTracking {}
