public import Dependencies
public import Reducer
public import Testing

extension Scenario {
  /// A test store in this scenario: the same state and overrides as `makeStore(clock:)`, in test
  /// context, on `clock`.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let store = ItemsFeature.scenario(.error).makeTestStore(clock: clock)
  /// await store.send(.onAppear) { $0.isLoading = true }
  /// ```
  @MainActor
  public func makeTestStore(
    clock: TestClock = TestClock(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> TestStore<Feature.State, Feature.Action> {
    let dependencies = dependencies(context: .test, clock: clock, base: DependencyValues.current)
    return TestStore(
      initialState: initialState(dependencies: dependencies),
      reducer: { Feature() },
      withDependencies: { $0 = dependencies },
      sourceLocation: sourceLocation
    )
  }

  /// Proves the scenario reaches its declared view state: builds its test store, sends the appear action, lets
  /// `settleAfter` of clock time pass, and compares the view state; a mismatch fails the test with a diff.
  ///
  /// ```swift
  /// @Test(arguments: ItemsFeature.scenarios)
  /// func scenarioReachesItsViewState(_ scenario: Scenario<ItemsFeature>) async {
  ///   await scenario.assertReachesViewState()
  /// }
  /// ```
  @MainActor
  public func assertReachesViewState(
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let clock = TestClock()
    let store = makeTestStore(clock: clock, sourceLocation: sourceLocation)
    store.exhaustivity = .off
    if let onAppear { await store.send(onAppear, sourceLocation: sourceLocation) }
    if settleAfter > .zero { await clock.advance(by: settleAfter) }
    await store.skipReceivedActions(sourceLocation: sourceLocation)
    let reached = Feature.viewState(of: store.state)
    if reached != expecting {
      reportIssue(
        """
        Scenario '\(description)' did not reach its declared view state: …

        \(diffValues(expecting, reached) ?? "expected \(expecting), reached \(reached)")

        (Declared: −, Reached: +)
        """, at: sourceLocation)
    }
    await store.skipInFlightEffects()
  }
}

extension ScenarioProviding {
  /// Proves every scenario of the feature reaches its declared view state (see
  /// ``Scenario/assertReachesViewState(sourceLocation:)``).
  @MainActor
  public static func assertScenariosReachViewStates(
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    for scenario in scenarios {
      await scenario.assertReachesViewState(
        sourceLocation: sourceLocation)
    }
  }

  /// Proves every case of the view state is reached by at least one scenario; fails naming the cases none reaches.
  ///
  /// The cases are the view state's `ScenarioViewState.caseNames` (read by reflection), so adding a case to the
  /// view state without a scenario that shows it fails this proof:
  ///
  /// ```swift
  /// @Test func everyViewStateHasAScenario() {
  ///   ItemsFeature.assertEveryViewStateCovered()
  /// }
  /// ```
  public static func assertEveryViewStateCovered(
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let missing = uncoveredViewStateKinds
    guard !missing.isEmpty else { return }
    reportIssue(
      """
      \(featureName) has view states no scenario reaches: \
      \(missing.map { "'\($0)'" }.joined(separator: ", ")).

      Add a scenario to \(featureName).scenarios for each, so previews, tests and demos show it.
      """, at: sourceLocation)
  }

  /// The view-state case names no scenario reaches (empty when covered), in `ScenarioViewState.caseNames` order.
  public static var uncoveredViewStateKinds: [String] {
    let covered = Set(scenarios.map(\.expecting.caseName))
    return ViewState.caseNames.filter { !covered.contains($0) }
  }
}
