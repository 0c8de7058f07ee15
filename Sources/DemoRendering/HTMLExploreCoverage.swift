package import DemoExploration
package import DemoSession
package import DemoTerminal
package import Exploration

/// The gallery's exploring section of a feature: which view-state kinds exploring reached (and from which
/// scenario), which intents it sent, and every reachable kind no scenario declares: screens no preview and no
/// test shows.
package enum HTMLExploreCoverage {
  /// The budget the gallery explores each feature with (in-process, seed 1).
  static let options = ExplorationOptions(runs: 50, steps: 20, seed: 1)

  /// How exploring one feature for the gallery ended.
  package enum Explored {
    /// Its report (a failure included: a trap or a hang in a worker is a `crash` or `hang` failure).
    case report(ExplorationReport)
    /// Exploring could not report (the worker could not start, or trapped before its first run).
    case broken(feature: String, message: String)

    var feature: String {
      switch self {
      case let .report(report): report.feature
      case let .broken(feature, _): feature
      }
    }
  }

  /// What exploring `features` with ``options`` found: in worker processes started by `launch` (as `explore` does, so
  /// a trap or a hang ends a worker and is reported on the feature's card), or in-process without one.
  /// `progress`, when given, counts the features as they are explored.
  @MainActor
  package static func reports(
    of features: [DemoFeature], launch: WorkerLaunch?, watchdog: Watchdog = .standard,
    progress: ProgressLine? = nil
  ) async -> [Explored] {
    var reports: [Explored] = []
    progress?.start("gallery --html: exploring", total: features.count)
    for (index, feature) in features.enumerated() {
      progress?.update(done: index, detail: "\(feature.name): \(options.progressSummary)")
      if let launch {
        switch await ExploreChild(
          launch: launch, feature: feature, options: options, watchdog: watchdog
        ).explore() {
        case let .report(report): reports.append(.report(report))
        case let .broken(message): reports.append(.broken(feature: feature.name, message: message))
        }
      } else if let report = try? await feature.exploring.explore(options, FeatureExploring.Hooks())
      {
        reports.append(.report(report))
      }
    }
    return reports
  }

  /// The section for `explored`; empty without it.
  static func section(_ explored: Explored?, feature: String) -> String {
    guard let explored else { return "" }
    let id = HTMLGallery.anchor(feature) + "-explore"
    guard case let .report(report) = explored else {
      guard case let .broken(_, message) = explored else { return "" }
      return "<section class=\"explore\" id=\"\(id)\">\n<p class=\"warning\">Exploring failed: "
        + HTMLGallery.escape(message) + "</p>\n</section>\n"
    }
    var html = "<section class=\"explore\" id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n"
    html += "<h3 id=\"\(id)-title\">Explored: seed \(report.seed), \(report.runs) runs × "
    html += "\(report.stepsPerRun) steps, \(report.stepCount) steps played</h3>\n"
    html += "<table>\n<thead><tr><th>View state</th><th>Reached from</th><th>Declared by</th></tr>"
    html += "</thead>\n<tbody>\n"
    for kind in report.viewStates {
      let declared =
        kind.declaredBy.isEmpty
        ? "<strong>no scenario</strong>"
        : HTMLGallery.escape(kind.declaredBy.joined(separator: ", "))
      html += "<tr><td><code>\(HTMLGallery.escape(kind.kind))</code></td><td>"
      html += kind.reachedFrom.map(HTMLGallery.escape) ?? "not reached"
      html += "</td><td>\(declared)</td></tr>\n"
    }
    html += "</tbody>\n</table>\n"
    let intents = report.intents.map { "\(HTMLGallery.escape($0.name)) \($0.count)" }
    html += "<p>Intents sent: \(intents.isEmpty ? "none" : intents.joined(separator: ", ")).</p>\n"
    let gaps = report.undeclaredViewStates
    html += "<p>Reachable view states no scenario declares: "
    html +=
      gaps.isEmpty
      ? "none" : "<strong>" + HTMLGallery.escape(gaps.joined(separator: ", ")) + "</strong>"
    html += ".</p>\n"
    if let failure = report.failure {
      html +=
        "<p class=\"warning\">Exploring failed: \(HTMLGallery.escape(failure.check.rawValue)): "
      html +=
        "\(HTMLGallery.escape(failure.message))</p>\n<pre>\(HTMLGallery.escape(failure.script))</pre>\n"
    }
    return html + "</section>\n"
  }
}
