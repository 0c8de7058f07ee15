import Dependencies
import ReducerCore
import ScenarioCatalog

/// Breadth-first search from one scenario over every intent (every payload choice) and clock step, to a depth,
/// deduplicating states by ``ExplorationRun/stateKey`` (the state's dump, effects in flight, pending sleeps).
@MainActor
struct ExhaustiveSearch<Feature: ScenarioProviding> {
  let explorer: Explorer<Feature>
  let scenario: Scenario<Feature>
  let depth: Int
  /// Payload choices enumerated per intent and state, at most.
  var choiceLimit = 64

  struct Outcome {
    var distinctStates = 0
    var failure: (steps: [ExploreStep], violation: ExplorationViolation)?
  }

  func run(_ coverage: inout Coverage) async -> Outcome {
    var outcome = Outcome()
    let name = scenario.name.rawValue
    var seen: Set<String> = []
    let (root, rootViolation) = await replay([])
    coverage.reach(Feature.viewState(of: root.state).caseName, from: name)
    if let rootViolation {
      outcome.failure = ([], rootViolation)
      return outcome
    }
    seen.insert(root.stateKey)
    var frontier: [[ExploreStep]] = [[]]
    for _ in 0..<depth {
      var next: [[ExploreStep]] = []
      for path in frontier {
        let (base, _) = await replay(path)
        explorer.noteScreen(base, &coverage)
        for step in successors(of: base) {
          let candidate = path + [step]
          let (run, violation) = await replay(candidate)
          coverage.stepCount += 1
          coverage.sentByScreen.formUnion(run.sentByScreen)
          if case let .press(press) = step, let screen = base.screen {
            coverage.offer([screen.controlKey(press)], on: screen.frontLayer.name)
            coverage.controls[screen.frontLayer.name]?.presses[
              screen.controlKey(press), default: 0] +=
              1
          }
          coverage.reach(Feature.viewState(of: run.state).caseName, from: name)
          if case let .intent(index, _) = step {
            coverage.intents[run.intentName(index), default: 0] += 1
          }
          if let violation {
            outcome.distinctStates = seen.count
            outcome.failure = (candidate, violation)
            return outcome
          }
          if seen.insert(run.stateKey).inserted { next.append(candidate) }
        }
      }
      frontier = next
      if frontier.isEmpty { break }
    }
    outcome.distinctStates = seen.count
    return outcome
  }

  /// A fresh run with `steps` played; the violation of the last step, if it failed.
  private func replay(_ steps: [ExploreStep]) async -> (
    ExplorationRun<Feature>, ExplorationViolation?
  ) {
    let run = explorer.makeRun(scenario, keepingSentActions: explorer.spec.declaresIntents)
    let violation = await withIssueReporters([run.reporter]) { () async -> ExplorationViolation? in
      if let violation = await run.start() { return violation }
      if steps.isEmpty, let violation = await explorer.checkWayBack(run, scenario, []) {
        return violation
      }
      for step in steps {
        explorer.onProgress?()
        if let violation = await run.perform(step).1 { return violation }
      }
      return steps.isEmpty ? nil : await explorer.checkWayBack(run, scenario, steps)
    }
    return (run, violation)
  }

  /// Every intent with every choice vector its payload can be drawn with in `run`'s state, then the clock steps.
  private func successors(of run: ExplorationRun<Feature>) -> [ExploreStep] {
    var steps: [ExploreStep] = []
    for index in 0..<run.intentCount {
      var pending: [[Int]] = [[]]
      var vectors: [[Int]] = []
      while let prefix = pending.popLast(), vectors.count < choiceLimit {
        var arities: [Int] = []
        var position = 0
        let draw = IntentDraw { count in
          defer { position += 1 }
          arities.append(count)
          return position < prefix.count ? prefix[position] : 0
        }
        guard run.action(ofIntent: index, draw: draw) != nil else { continue }
        let choices = draw.choices
        vectors.append(choices)
        for position in prefix.count..<choices.count {
          for alternative in (1..<max(arities[position], 1)).reversed() {
            pending.append(Array(choices[..<position]) + [alternative])
          }
        }
      }
      steps += vectors.sorted { $0.lexicographicallyPrecedes($1) }.map {
        .intent(index, choices: $0)
      }
    }
    let presses = run.screen?.pressable.map { ExploreStep.press($0) } ?? []
    return steps + presses + ClockStep.allCases.map { .advance($0) }
  }
}
