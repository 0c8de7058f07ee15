import Exploration

/// The gallery's exploring section of a feature: which view-state kinds exploring reached (and from which
/// scenario), which intents it sent, and every reachable kind no scenario declares: screens no preview and no
/// test shows.
enum HTMLExploreCoverage {
  /// The budget the gallery explores each feature with (in-process, seed 1).
  static let options = ExplorationOptions(runs: 50, steps: 20, seed: 1)

  /// The reports of `features`, explored in-process with ``options``.
  @MainActor
  static func reports(of features: [DemoFeature]) async -> [ExplorationReport] {
    var reports: [ExplorationReport] = []
    for feature in features {
      if let report = try? await feature.exploring.explore(options, nil) { reports.append(report) }
    }
    return reports
  }

  /// The section for `report`; empty without one.
  static func section(_ report: ExplorationReport?, feature: String) -> String {
    guard let report else { return "" }
    let id = HTMLGallery.anchor(feature) + "-explore"
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
