import Dependencies
import ReducerCore
import ScenarioCatalog

// Screen mode: steps press the controls of the rendered screen; the checks only a screen allows.
extension Explorer {
  /// A step in screen mode: mostly a control of the front-most screen, now and then a declared intent (for payloads
  /// the screen cannot express), the clock, or a service's answer.
  func generate(
    _ random: RandomSource, _ run: ExplorationRun<Feature>, pressing presses: [String]
  ) -> ExploreStep {
    let roll = random.index(100)
    if roll < 55, !presses.isEmpty { return .press(presses[random.index(presses.count)]) }
    if roll < 65, run.intentCount > 0 { return intentStep(random, run) }
    if roll < 78 { return .advance(.little) }
    if roll < 91 { return .advance(.pastSleeps) }
    return .answer(ServiceAnswer.allCases[random.index(ServiceAnswer.allCases.count)])
  }

  /// Notes the controls the front-most screen offers, and the actions the declared intents make in this state.
  func noteScreen(_ run: ExplorationRun<Feature>, _ coverage: inout Coverage) {
    guard let screen = run.screen else { return }
    let name = screen.frontLayer.name
    coverage.offer(screen.pressable.map(screen.controlKey), on: name)
    // What the intents make depends on the screen and the view state: sampled on a few visits of each pair.
    let visit = name + "\u{1F}" + run.viewStateKind
    coverage.intentSamples[visit, default: 0] += 1
    guard coverage.intentSamples[visit, default: 0] <= 4 else { return }
    for intent in spec.intents {
      guard let action = intent.action(in: run.state, draw: IntentDraw { _ in 0 }) else { continue }
      coverage.intentPaths[intent.name, default: []].insert(ActionText.casePath(action))
    }
  }

  /// After a step in screen mode: when the front-most screen offers no gesture back (a full-screen cover, an alert,
  /// a pushed screen whose back button is hidden), whether one of its controls removes it. Each control is tried on
  /// a replay of `steps` from `scenario` (the clock then passed every sleep, for a control whose effect dismisses);
  /// a screen found to have a way back is remembered for the exploration.
  func checkWayBack(
    _ run: ExplorationRun<Feature>, _ scenario: Scenario<Feature>, _ steps: [ExploreStep]
  ) async -> ExplorationViolation? {
    guard let screen = run.screen else { return nil }
    let layer = screen.frontLayer
    guard !layer.hasGestureBack else { return nil }
    let presses = screen.pressable
    let key = ([layer.id] + presses).joined(separator: "\u{1F}")
    if spec.waysBack.contains(key) { return nil }
    for press in presses {
      let trial = makeRun(scenario)
      let removed = await withIssueReporters([trial.reporter]) { () async -> Bool in
        // A replay that fails before the press cannot tell: the screen is given the benefit of the doubt.
        if await trial.start() != nil { return true }
        for step in steps {
          if await trial.perform(step).1 != nil { return true }
        }
        _ = await trial.perform(.press(press))
        _ = await trial.perform(.advance(.pastSleeps))
        return trial.screen?.shows(layer.id) != true
      }
      if removed {
        spec.waysBack.insert(key)
        return nil
      }
    }
    let how =
      presses.isEmpty
      ? "and it has no controls"
      : "and none of its controls removes it (tried: "
        + presses.prefix(6).joined(separator: ", ") + (presses.count > 6 ? ", …" : "") + ")"
    return ExplorationViolation(
      .noWayBack,
      "the \(layer.name) screen offers no way back: no swipe, tap outside or back button leaves it, \(how)",
      signature: layer.name)
  }

  /// The screens reached and the controls each offered, with how often each was pressed.
  func screenCoverage(_ coverage: Coverage) -> [ExplorationReport.ScreenCoverage] {
    coverage.screenOrder.map { name in
      let controls = coverage.controls[name] ?? ([], [:])
      return ExplorationReport.ScreenCoverage(
        name: name,
        controls: controls.order.map {
          .init(control: $0, presses: controls.presses[$0, default: 0])
        })
    }
  }

  /// The declared intents whose actions, in every state they applied in, no control of a reached screen sent (the
  /// intents and the view disagree); an intent that never applied is not listed.
  func intentsNoControlSends(_ coverage: Coverage) -> [String] {
    spec.intents.map(\.name).filter { name in
      guard let paths = coverage.intentPaths[name], !paths.isEmpty else { return false }
      return paths.isDisjoint(with: coverage.sentByScreen)
    }
  }
}
