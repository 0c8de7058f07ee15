public import Dependencies

/// How a feature whose screen loads from one service writes its catalog: the screen appears and
/// the service answers with a ``ScenarioResponse``.
///
/// Only the name, the summary, the answer and the view state it leads to change from one scenario
/// to the next; the initial state, the appear action and how the mock is installed are said once.
/// ``standard(loaded:_:showing:empty:_:showing:error:_:)`` gives the four states every loading
/// screen has, in the same order and with the same `loading` summary in every feature;
/// ``delayed(_:_:showing:)`` the answer that arrives after two seconds; and calling the value
/// (``callAsFunction(_:_:state:answering:expecting:settleAfter:overrides:)``) any other scenario.
///
/// ```swift
/// extension NewsFeature {
///   public static let scenarios: [Scenario<NewsFeature>] =
///     scenario.standard(
///       loaded: "Four articles", NewsFixtures.feed, showing: .loaded(NewsFixtures.articles),
///       empty: "Every source answered, with nothing new", showing: .empty,
///       error: "The feed could not be loaded", NewsFixtures.loadError)
///
///   private static let scenario = ServiceScenarios<NewsFeature, NewsFeed>(
///     State(), onAppear: .onAppear, loading: .loading, error: ViewState.error
///   ) { $0.newsService = MockNewsService($1) }
/// }
/// ```
public struct ServiceScenarios<Feature: ScenarioProviding, Answer: Sendable>: Sendable {
  private let initialState: @Sendable () -> Feature.State
  private let onAppear: Feature.Action
  private let loadingView: Feature.ViewState
  private let errorView: @Sendable (String) -> Feature.ViewState
  private let install: @Sendable (inout DependencyValues, ScenarioResponse<Answer>) -> Void

  /// Scenarios that start in `initialState`, send `onAppear`, and `install` the mock service; the
  /// screen shows `loading` until the service answers, and `error` with a failure's message.
  ///
  /// - Parameters:
  ///   - initialState: the state before the view appears; evaluated with the scenario's
  ///     dependencies, for each scenario.
  ///   - onAppear: the action the view sends when it appears.
  ///   - loading: the view state while the service has not answered.
  ///   - error: the view state that shows a failure's message.
  ///   - install: puts the mock answering with the given response in the dependencies.
  public init(
    _ initialState: @autoclosure @escaping @Sendable () -> Feature.State,
    onAppear: Feature.Action,
    loading: Feature.ViewState,
    error: @escaping @Sendable (String) -> Feature.ViewState,
    install: @escaping @Sendable (inout DependencyValues, ScenarioResponse<Answer>) -> Void
  ) {
    self.initialState = initialState
    self.onAppear = onAppear
    self.loadingView = loading
    self.errorView = error
    self.install = install
  }

  /// The four states of every screen that loads, in this order: `loaded` (the service answers
  /// `value`), `empty` (it answers `emptyAnswer`), `error` (it fails with `failure`, whose
  /// message the screen shows) and `loading` (it has not answered yet).
  ///
  /// - Parameters:
  ///   - loaded: the `loaded` scenario's summary.
  ///   - value: what the service answers in `loaded`.
  ///   - loadedView: the view state `loaded` reaches.
  ///   - empty: the `empty` scenario's summary.
  ///   - emptyAnswer: what the service answers in `empty`; `.empty` (the mock's empty value) by
  ///     default.
  ///   - emptyView: the view state `empty` reaches.
  ///   - error: the `error` scenario's summary.
  ///   - failure: the failure the service answers in `error`.
  /// - Returns: the `loaded`, `empty`, `error` and `loading` scenarios, in this order.
  public func standard(
    loaded: String, _ value: Answer, showing loadedView: Feature.ViewState,
    empty: String, _ emptyAnswer: ScenarioResponse<Answer> = .empty,
    showing emptyView: Feature.ViewState,
    error: String, _ failure: ServiceError
  ) -> [Scenario<Feature>] {
    [
      self(.loaded, loaded, answering: .success(value), expecting: loadedView),
      self(.empty, empty, answering: emptyAnswer, expecting: emptyView),
      self(.error, error, answering: .failure(failure), expecting: errorView(failure.message)),
      self(
        .loading, "The service has not answered yet", answering: .loading, expecting: loadingView),
    ]
  }

  /// The `delayed` scenario: the service answers `value` after two seconds, and the screen then
  /// shows `view` (the scenario settles after those two seconds).
  ///
  /// - Parameters:
  ///   - summary: what the scenario shows, in one line.
  ///   - value: what the service answers.
  ///   - view: the view state the feature reaches once it has.
  public func delayed(_ summary: String, _ value: Answer, showing view: Feature.ViewState)
    -> Scenario<Feature>
  {
    self(
      .delayed, summary, answering: .delayed(value, by: .seconds(2)), expecting: view,
      settleAfter: .seconds(2))
  }

  /// The scenario `name`, in which the service answers `answer` and the feature reaches
  /// `expecting` (after `settleAfter`).
  ///
  /// - Parameters:
  ///   - name: the scenario's name.
  ///   - summary: what it shows, in one line.
  ///   - state: the state before the view appears, when it is not the usual one.
  ///   - answer: how the service answers.
  ///   - expecting: the view state the feature reaches.
  ///   - settleAfter: clock time that must pass before `expecting` holds.
  ///   - overrides: further dependency overrides, applied after the mock.
  public func callAsFunction(
    _ name: ScenarioName,
    _ summary: String,
    state: (@Sendable () -> Feature.State)? = nil,
    answering answer: ScenarioResponse<Answer>,
    expecting: Feature.ViewState,
    settleAfter: Duration = .zero,
    overrides: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
  ) -> Scenario<Feature> {
    let makeState = state ?? initialState
    return Scenario(
      name, summary: summary, initialState: makeState(), onAppear: onAppear,
      expecting: expecting, settleAfter: settleAfter
    ) { [install] in
      install(&$0, answer)
      overrides(&$0)
    }
  }
}
