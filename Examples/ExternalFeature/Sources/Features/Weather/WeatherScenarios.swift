import Dependencies
public import Reducer

private typealias Mock = MockWeatherService
private typealias Fixtures = WeatherFixtures

extension WeatherFeature {
  /// Every visible state of the feature: the one catalog previews, tests and the demo runner
  /// use.
  public static let scenarios: [Scenario<WeatherFeature>] = scenario.standard(
    loaded: "Three items, one already done", Fixtures.list, showing: .loaded(Fixtures.list),
    empty: "The service has no items", showing: .empty,
    error: "Loading fails", Fixtures.loadError)

  /// A scenario of the screen: it appears, and the service answers.
  private static let scenario = ServiceScenarios<Self, [WeatherItem]>(
    State(), onAppear: .onAppear, loading: .loading, error: ViewState.error
  ) { $0.weatherService = Mock($1) }
}
