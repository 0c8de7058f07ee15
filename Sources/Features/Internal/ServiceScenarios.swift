import Dependencies
import Reducer

/// How a sample feature writes its scenarios: the screen appears and its one service answers with
/// a ``ScenarioResponse``. Only the name, the summary, the answer and the view state it leads to
/// change from one scenario to the next; the initial state, the appear action and how the mock is
/// installed are said once.
///
/// ```swift
/// let scenario = ServiceScenarios<ItemsFeature, [Item]>(
///   State(), onAppear: .onAppear, loading: .loading, error: ViewState.error
/// ) { $0.itemService = MockItemService($1) }
/// scenario(.empty, "The service has no items", answering: .empty, expecting: .empty)
/// ```
struct ServiceScenarios<Feature: ScenarioProviding, Answer: Sendable>: Sendable {
  private let initialState: @Sendable () -> Feature.State
  private let onAppear: Feature.Action
  private let loadingView: Feature.ViewState
  private let errorView: @Sendable (String) -> Feature.ViewState
  private let install: @Sendable (inout DependencyValues, ScenarioResponse<Answer>) -> Void

  /// Scenarios that start in `initialState`, send `onAppear`, and `install` the mock service; the
  /// screen shows `loading` until the service answers, and `error` with a failure's message.
  init(
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
  func standard(
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
  /// shows `view`.
  func delayed(_ summary: String, _ value: Answer, showing view: Feature.ViewState)
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
  ///   - state: the state before the view appears, when it is not the usual one.
  ///   - overrides: further dependency overrides, applied after the mock.
  func callAsFunction(
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
