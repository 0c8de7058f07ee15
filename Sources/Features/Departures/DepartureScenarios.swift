import Dependencies
public import Reducer

extension DeparturesFeature {
  /// Every visible state of the departures board: the one catalog previews, tests and the demo
  /// runner use. The board's station is ``DepartureFixtures/station``; its time starts at
  /// `ScenarioDefaults.date` (09:00).
  public static let scenarios: [Scenario<DeparturesFeature>] = [
    Scenario(
      .loaded, summary: "Four departures, the first one due",
      initialState: State(station: DepartureFixtures.station), onAppear: .onAppear,
      expecting: .loaded(DepartureFixtures.rowsAtNine)
    ) {
      $0.departureService = MockDepartureService(.success(DepartureFixtures.board))
    },
    Scenario(
      .empty, summary: "Nothing leaves the station soon",
      initialState: State(station: DepartureFixtures.station), onAppear: .onAppear,
      expecting: .empty
    ) {
      $0.departureService = MockDepartureService(.empty)
    },
    Scenario(
      .error, summary: "Loading the board fails",
      initialState: State(station: DepartureFixtures.station), onAppear: .onAppear,
      expecting: .error(DepartureFixtures.loadError.message)
    ) {
      $0.departureService = MockDepartureService(.failure(DepartureFixtures.loadError))
    },
    Scenario(
      .loading, summary: "The service has not answered yet",
      initialState: State(station: DepartureFixtures.station), onAppear: .onAppear,
      expecting: .loading
    ) {
      $0.departureService = MockDepartureService(.loading)
    },
    Scenario(
      .delayed, summary: "The board arrives after two seconds",
      initialState: State(station: DepartureFixtures.station), onAppear: .onAppear,
      expecting: .loaded(DepartureFixtures.rowsAtNine), settleAfter: .seconds(2)
    ) {
      $0.departureService = MockDepartureService(
        .delayed(DepartureFixtures.board, by: .seconds(2)))
    },
  ]
}
