import DemoScript
import Dependencies
import Reducer

#if os(Linux)
  import SwiftUI
#endif

extension FeatureSession {
  #if os(Linux)
    var hasScreen: Bool { host != nil }
    var screenText: String? { host.map { forms.text(of: $0.tree) } }
    var screenHTML: String? { host.map { forms.html(of: $0.tree) } }
  #else
    var hasScreen: Bool { false }
    var screenText: String? { nil }
    var screenHTML: String? { nil }
  #endif

  /// Performs `step` on the rendered screen through the control's closure or binding, then settles (rendering).
  /// An issue the feature reports while handling it, or effects that run away, are located errors, as for `send`.
  func perform(_ step: UIStep, at location: SourceLocation) async throws(ScriptError) {
    #if os(Linux)
      guard let host else { throw noScreen(step, at: location) }
      if host.needsRender { host.render() }
      actions.reset()
      let failure: String? = await withIssueReporters([reporter]) { () async -> String? in
        do {
          try host.perform(step)
        } catch {
          return String(describing: error)
        }
        await settle()
        return nil
      }
      if let failure {
        throw ScriptError(
          at: location, failure,
          expected: "a control the screen shows; the transcript's `view:` lists them")
      }
      try afterStep(at: location)
    #else
      throw noScreen(step, at: location)
    #endif
  }

  private func noScreen(_ step: UIStep, at location: SourceLocation) -> ScriptError {
    ScriptError.noScreen(feature: featureName, step: step, at: location)
  }
}

extension ScriptError {
  /// A UI step in a feature that registered no view (or on a platform without rendered screens).
  static func noScreen(feature: String, step: UIStep, at location: SourceLocation) -> ScriptError {
    #if os(Linux)
      ScriptError(
        at: location, "\(feature) registered no view, so `\(step.keyword)` has no screen to act on",
        expected:
          "`send` steps, or the feature registered with its view: "
          + "`DemoFeature(MyFeature.self) { MyView(store: $0) }`")
    #else
      ScriptError(
        at: location,
        "`\(step.keyword)` needs a rendered screen, and screens are rendered only on Linux",
        expected: "`send` steps on this platform")
    #endif
  }
}
