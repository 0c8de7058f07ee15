import DemoScript
package import DemoSession
package import DemoTerminal
import Foundation
import Reducer

/// A bundled script drawn as a storyboard: one frame per step, each the screen after the step
/// with the step's text as its caption. The HTML gallery shows one per script, in its feature's
/// section (``HTMLStoryboard``).
///
/// Frames come from the same ``ScriptPlayer`` that `check` and `record` use, with the scenario's
/// mocks, so a storyboard shows exactly what the golden transcript records.
package struct Storyboard: Sendable {
  /// One step of the script, after it ran.
  struct Frame: Sendable {
    /// How an expectation fared (`nil` for a step that expects nothing).
    enum Outcome: Sendable, Equatable {
      case passed
      case failed
    }

    /// The step's number in the script, from 1.
    var number: Int
    /// The step's line in the script.
    var line: Int
    /// The step, as written in script syntax: `send rowTapped(id: "…")`.
    var caption: String
    /// The screen after the step, drawn from the view state: only without ``screenHTML`` (the page shows one of
    /// them, the rendered screen when there is one).
    var screen: Screen?
    /// The rendered screen's HTML form after the step, when the feature registered its view (Linux).
    var screenHTML: String?
    /// Whether the step's expectation held.
    var outcome: Outcome?
  }

  /// The feature's display name.
  var feature: String
  /// The script's name: its file name without `.demo`.
  var name: String
  /// The script's path relative to the package root.
  var path: String
  /// The frames, in order.
  var frames: [Frame]
  /// Why the script stopped (a malformed script, or a step the feature cannot take), if it did.
  var error: String?

  /// The storyboard of every bundled script of `features`, by feature, then by file name.
  /// `progress`, when given, counts the scripts as they play.
  @MainActor
  package static func all(
    of features: [DemoFeature], root: PackageRoot, limits: SessionLimits,
    progress: ProgressLine? = nil
  ) async -> [Storyboard] {
    var storyboards: [Storyboard] = []
    let scripts = BundledScript.all(in: FeatureCatalog(features), root: root)
    progress?.start("gallery --html: storyboards", total: scripts.count)
    for script in scripts {
      progress?.update(done: storyboards.count, detail: script.path)
      storyboards.append(await play(script, limits: limits))
    }
    return storyboards
  }

  /// Plays `bundled`, keeping the screen after each step.
  @MainActor
  static func play(_ bundled: BundledScript, limits: SessionLimits) async -> Storyboard {
    let name = String(bundled.url.deletingPathExtension().lastPathComponent)
    var storyboard = Storyboard(
      feature: bundled.feature.name, name: name, path: bundled.path, frames: [], error: nil)
    let script: Script
    let url: URL
    do throws(RootConfinement.Refusal) {
      url = try bundled.confinedScriptURL()
    } catch {
      storyboard.error = "error: \(error.description)"
      return storyboard
    }
    do throws(ScriptError) {
      script = try ScriptReplay.load(url, path: bundled.path)
      try ScriptPlayer.validate(script, for: bundled.feature)
    } catch {
      storyboard.error = error.description
      return storyboard
    }
    // No transcript: a frame keeps the screen, so dumping and diffing the state for lines nobody reads is waste.
    let player = ScriptPlayer(feature: bundled.feature, options: limits.options(.preview))
    var startsWithScenario = false
    if let first = script.steps.first, case .scenario = first.kind { startsWithScenario = true }
    if !startsWithScenario { await player.start(scenario: 0, applySettleAfter: false) }
    for (index, step) in script.steps.enumerated() {
      let failures = player.failureCount
      let expectations = player.expectationCount
      do throws(ScriptError) {
        try await player.perform(step)
      } catch {
        storyboard.error = error.description
        return storyboard
      }
      let outcome: Frame.Outcome? =
        player.expectationCount == expectations
        ? nil : player.failureCount == failures ? .passed : .failed
      let screenHTML = player.currentScreenHTML
      storyboard.frames.append(
        Frame(
          number: index + 1, line: step.location.line, caption: caption(step),
          screen: screenHTML == nil ? player.currentScreenLayout : nil, screenHTML: screenHTML,
          outcome: outcome))
    }
    return storyboard
  }

  /// `step` in script syntax.
  static func caption(_ step: ScriptStep) -> String {
    switch step.kind {
    case let .scenario(name): "scenario \(name)"
    case let .send(literal): "send \(literal.printed())"
    case let .advance(duration): "advance \(DurationText.script(duration))"
    case .wait: "wait"
    case let .answer(answer): "answer \(answer.rawValue)"
    case let .expectViewState(literal): "expect viewState \(literal.printed())"
    case .expectDeclaredViewState: "expect declared viewState"
    case let .expectCheck(check): "expect \(check.rawValue)"
    case let .expectState(path, expected): "expect \(path) == \(expected.printed())"
    case let .ui(step): step.description
    }
  }
}
