import ScenarioCatalog

/// What exploring reached and sent.
struct Coverage {
  var reached: [String: String] = [:]
  var reachedOrder: [String] = []
  var intents: [String: Int] = [:]
  var stepCount = 0
  /// Screen mode: the screens reached, in order, with the controls each offered and how often each was pressed.
  var screenOrder: [String] = []
  var controls: [String: (order: [String], presses: [String: Int])] = [:]
  /// Screen mode: the case paths of the actions the screen sent (appearing, pressing, and what that led to).
  var sentByScreen: Set<String> = []
  /// Screen mode: the case paths of the actions each declared intent made in the states reached.
  var intentPaths: [String: Set<String>] = [:]
  /// Screen mode: how often the intents were sampled on each screen and view-state kind.
  var intentSamples: [String: Int] = [:]

  /// Notes that `screen` offered `controls` (their coverage keys).
  mutating func offer(_ controls: [String], on screen: String) {
    if self.controls[screen] == nil {
      screenOrder.append(screen)
      self.controls[screen] = ([], [:])
    }
    for control in controls where self.controls[screen]?.presses[control] == nil {
      self.controls[screen]?.order.append(control)
      self.controls[screen]?.presses[control] = 0
    }
  }

  mutating func reach(_ kind: String, from scenario: String) {
    if reached[kind] == nil {
      reached[kind] = scenario
      reachedOrder.append(kind)
    }
  }

  mutating func record<Feature: ScenarioProviding>(
    _ resolved: ExplorationRun<Feature>.Resolved, kind: String, from scenario: String
  ) {
    stepCount += 1
    if case let .sent(_, intent) = resolved { intents[intent, default: 0] += 1 }
    if case let .pressed(_, control, screen) = resolved {
      offer([control], on: screen)
      controls[screen]?.presses[control, default: 0] += 1
    }
    reach(kind, from: scenario)
  }
}
