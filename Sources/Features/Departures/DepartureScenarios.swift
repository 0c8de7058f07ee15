import Dependencies
public import Reducer

extension DeparturesFeature {
  /// Every visible state of the departures board: the one catalog previews, tests and the demo
  /// runner use. The board's station is ``DepartureFixtures/station``; its time starts at
  /// `ScenarioDefaults.date` (09:00).
  public static let scenarios: [Scenario<DeparturesFeature>] =
    scenario.standard(
      loaded: "Four departures, the first one due", DepartureFixtures.board,
      showing: .loaded(DepartureFixtures.rowsAtNine),
      empty: "Nothing leaves the station soon", showing: .empty,
      error: "Loading the board fails", DepartureFixtures.loadError)
    + [
      scenario.delayed(
        "The board arrives after two seconds", DepartureFixtures.board,
        showing: .loaded(DepartureFixtures.rowsAtNine))
    ]

  /// A scenario of the board at ``DepartureFixtures/station``: it appears, and the departure
  /// service answers.
  private static let scenario = ServiceScenarios<DeparturesFeature, [Departure]>(
    State(station: DepartureFixtures.station), onAppear: .onAppear, loading: .loading,
    error: ViewState.error
  ) { $0.departureService = MockDepartureService($1) }
}
