public import Dependencies
public import Foundation
public import ReducerCore
import SharedState

/// One visible state of a feature, and how to get there: the convergence point of previews, tests and demos.
///
/// A scenario is a name, a one-line summary, an initial state, dependency overrides, the action the view sends on
/// appear, and the ``ScenarioProviding/ViewState`` it must reach (after `settleAfter` of clock time, for delayed
/// scenarios). `makeStore()` builds it for previews and demos; `makeTestStore()` (in `ReducerTesting`) builds the
/// same thing for tests.
///
/// ```swift
/// Scenario(.empty, initialState: State(), onAppear: .onAppear, expecting: .empty) {
///   $0.itemService = MockItemService(.empty)
/// }
/// ```
public struct Scenario<Feature: ScenarioProviding>: Sendable, CustomStringConvertible {
  /// The scenario's name.
  public let name: ScenarioName
  /// What the scenario shows, in one line.
  public let summary: String
  /// The lifecycle action the view sends when it appears (its `.task`), if any.
  public let onAppear: Feature.Action?
  /// The view state the feature reaches.
  public let expecting: Feature.ViewState
  /// How much clock time must pass after appearing before `expecting` holds.
  public let settleAfter: Duration
  private let makeInitialState: @Sendable () -> Feature.State
  private let overrides: @Sendable (inout DependencyValues) -> Void

  /// A scenario.
  ///
  /// - Parameters:
  ///   - name: one of the shared names (`.loaded`, `.empty`, …) or your own.
  ///   - summary: what it shows, in one line.
  ///   - initialState: the state before the view appears; evaluated with the scenario's dependencies.
  ///   - onAppear: the action the view sends on appear.
  ///   - expecting: the view state the feature reaches.
  ///   - settleAfter: clock time that must pass before `expecting` holds (for `delayed`).
  ///   - dependencies: the scenario's dependency overrides (its mocks).
  public init(
    _ name: ScenarioName,
    summary: String = "",
    initialState: @autoclosure @escaping @Sendable () -> Feature.State,
    onAppear: Feature.Action?,
    expecting: Feature.ViewState,
    settleAfter: Duration = .zero,
    dependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
  ) {
    self.name = name
    self.summary = summary
    self.makeInitialState = initialState
    self.onAppear = onAppear
    self.expecting = expecting
    self.settleAfter = settleAfter
    self.overrides = dependencies
  }

  /// The initial state, built with the scenario's dependencies.
  public func initialState(dependencies: DependencyValues) -> Feature.State {
    DependencyValues.$current.withValue(dependencies) { makeInitialState() }
  }

  /// The scenario's dependencies in `context`: deterministic defaults (incrementing UUIDs, a fixed date, UTC,
  /// en_US_POSIX), `clock`, then the scenario's own overrides.
  public func dependencies(
    context: DependencyContext, clock: any Clock<Duration>,
    base: DependencyValues = DependencyValues()
  ) -> DependencyValues {
    var values = base
    values.context = context
    values.uuid = .incrementing
    values.date = .constant(ScenarioDefaults.date)
    values.continuousClock = clock
    values.calendar = ScenarioDefaults.calendar
    values.locale = Locale(identifier: "en_US_POSIX")
    values.timeZone = ScenarioDefaults.timeZone
    values.pinSharedStorages()
    values.applyOverrides(overrides)
    return values
  }

  /// A store in this scenario for previews and demos (preview context).
  ///
  /// The view sends ``onAppear`` itself; `makeStore` does not. Time runs on `clock` (a real clock by default so a
  /// preview shows delays; the demo runner passes a `TestClock`).
  @MainActor
  public func makeStore(clock: any Clock<Duration> = ContinuousClock()) -> StoreOf<Feature> {
    let dependencies = dependencies(context: .preview, clock: clock)
    let state = initialState(dependencies: dependencies)
    return Store(initialState: state) {
      Feature()
    } withDependencies: {
      $0 = dependencies
    }
  }

  public var description: String { "\(Feature.featureName).\(name)" }
}

/// The fixed values scenarios run with.
public enum ScenarioDefaults {
  /// 2026-01-01 09:00:00 UTC.
  public static let date = Date(timeIntervalSince1970: 1_767_258_000)
  /// UTC.
  public static let timeZone = TimeZone(secondsFromGMT: 0) ?? TimeZone.autoupdatingCurrent
  /// Gregorian, in UTC.
  public static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }
}
