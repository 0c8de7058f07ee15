import DemoScript
package import DemoSession
package import DemoTerminal
import Reducer

/// One card of the gallery: a feature in one scenario, after it appeared and settled.
package struct GalleryEntry: Sendable {
  /// The feature's name.
  package var feature: String
  /// The scenario shown.
  package var scenario: ScenarioSummary
  /// The screen it shows.
  package var screen: Screen
  /// The state, dumped.
  package var stateDump: String
  /// The view-state case reached, when it is not the one the scenario declares (else `nil`).
  package var unexpectedCase: String?
  /// When the scenario misses its view state: the declared one (`-`) against the one reached
  /// (`+`), diffed; else `nil`.
  var expectationDiff: String?
  /// The screen of the long-text variant, when the feature declares one (see
  /// ``LongTextVariant``).
  package var longTextScreen: Screen?
  /// Why the long-text variant could not be drawn, when it could not.
  package var longTextFailure: String?
  /// The rendered screen's text form, when the feature registered its view (Linux; else `nil`).
  package var screenText: String?
  /// The rendered screen's HTML form, when the feature registered its view (Linux; else `nil`).
  var screenHTML: String?
  /// What `run FEATURE --scenario NAME --state` prints for the scenario (the HTML gallery's cards show it).
  var transcript: String?

  /// Runs every scenario of every feature in `catalog` (or of the features in `only`, when
  /// given): appear, then `settleAfter`; `progress`, when given, counts the scenarios as they run.
  @MainActor
  package static func all(
    in catalog: FeatureCatalog, only: [DemoFeature]? = nil, options: SessionOptions,
    progress: ProgressLine? = nil, task: String = "gallery", transcripts: Bool = false
  ) async -> [GalleryEntry] {
    var entries: [GalleryEntry] = []
    let features = only ?? catalog.features
    progress?.start(task + ": scenarios", total: features.reduce(0) { $0 + $1.scenarios.count })
    for feature in features {
      for index in feature.scenarios.indices {
        progress?.update(
          done: entries.count, detail: "\(feature.name) · \(feature.scenarios[index].name)")
        let (session, transcript) = await settled(
          feature, scenario: index, options, transcript: transcripts)
        var longTextScreen: Screen?
        var longTextFailure: String?
        switch feature.longText?(session.state) {
        case let .screen(viewState, caseName)?:
          longTextScreen = ScreenBuilder.screen(
            title: feature.name, viewState: viewState, caseName: caseName)
        case let .unavailable(reason)?:
          longTextFailure = reason
        case nil:
          break
        }
        entries.append(
          GalleryEntry(
            feature: feature.name,
            scenario: session.scenario,
            screen: ScreenBuilder.screen(
              title: feature.name, viewState: session.viewState,
              caseName: session.viewStateCase),
            stateDump: dumpValue(session.state),
            unexpectedCase: session.reachesExpectation ? nil : printAction(session.viewState),
            expectationDiff: session.reachesExpectation
              ? nil
              : diffValues(session.expectedViewState, session.viewState)
                ?? "- \(session.scenario.expecting)\n+ \(printAction(session.viewState))",
            longTextScreen: longTextScreen, longTextFailure: longTextFailure,
            screenText: session.screenText, screenHTML: session.screenHTML,
            transcript: transcript))
      }
    }
    return entries
  }

  /// The scenario at `index` of `feature`, appeared and settled, and, when `transcript` is true, the transcript
  /// `run FEATURE --scenario NAME --state` prints for it. The transcript's player settles the scenario the same way
  /// (appear, then `settleAfter`), so the card reads its session instead of playing the scenario a second time.
  @MainActor
  private static func settled(
    _ feature: DemoFeature, scenario index: Int, _ options: SessionOptions, transcript: Bool
  ) async -> (any DemoSession, String?) {
    if transcript {
      var lines: [String] = []
      let player = ScriptPlayer(feature: feature, options: options) { lines.append($0) }
      await player.start(scenario: index, applySettleAfter: true)
      if let session = player.currentSession { return (session, lines.joined(separator: "\n")) }
    }
    let session = feature.makeSession(index, options)
    _ = await session.appear()
    if session.scenario.settleAfter > .zero {
      _ = await session.advance(by: session.scenario.settleAfter)
    }
    return (session, nil)
  }
}
