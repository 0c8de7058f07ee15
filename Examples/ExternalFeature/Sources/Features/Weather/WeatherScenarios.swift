import Dependencies
public import Reducer

private typealias Mock = MockWeatherService
private typealias Fixtures = WeatherFixtures

extension WeatherFeature {
  /// Every visible state of the feature: the one catalog previews, tests and the demo runner
  /// use.
  public static let scenarios: [Scenario<WeatherFeature>] = [
    Scenario(
      .loaded, summary: "Three items, one already done", initialState: State(),
      onAppear: .onAppear, expecting: .loaded(Fixtures.list)
    ) {
      $0.weatherService = Mock(.success(Fixtures.list))
    },
    Scenario(
      .empty, summary: "The service has no items", initialState: State(),
      onAppear: .onAppear, expecting: .empty
    ) {
      $0.weatherService = Mock(.empty)
    },
    Scenario(
      .error, summary: "Loading fails", initialState: State(), onAppear: .onAppear,
      expecting: .error(Fixtures.loadError.message)
    ) {
      $0.weatherService = Mock(.failure(Fixtures.loadError))
    },
    Scenario(
      .loading, summary: "The service has not answered yet", initialState: State(),
      onAppear: .onAppear, expecting: .loading
    ) {
      $0.weatherService = Mock(.loading)
    },
  ]
}
