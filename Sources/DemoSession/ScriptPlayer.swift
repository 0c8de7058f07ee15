package import DemoScript
import DemoTerminal
import Reducer

/// Plays script steps against a feature and writes the transcript: what each step did to the
/// state (a diff), the actions effects sent back, the screen, and how expectations fared.
///
/// The transcript is the golden format: it depends only on the feature and the steps, never on
/// the machine, the time or the path the script was read from.
@MainActor
package final class ScriptPlayer {
  private let feature: DemoFeature
  private let options: SessionOptions
  private let emit: (String) -> Void
  /// Whether the transcript is kept: a player without one (``init(feature:options:)``) dumps, diffs and draws
  /// nothing for lines nobody reads.
  private let transcribing: Bool
  private var session: (any DemoSession)?
  /// The state as it was dumped last (a snapshot: a `@Shared` field would otherwise dump its value now).
  private var lastState: DumpSnapshot?
  /// Whether the transcript already said that the feature dismissed itself.
  private var reportedDismissal = false
  /// How wide screens are drawn: the box is indented 4 columns in a transcript. An interactive
  /// session sets it before each line, so a resized terminal gets screens at its new width.
  package var columns: Int

  /// The steps played so far (the `scenario` step and the appear included).
  private(set) var stepCount = 0
  /// The expectations checked so far.
  package private(set) var expectationCount = 0
  /// The expectations that failed so far.
  package private(set) var failureCount = 0

  /// A player for `feature` that writes transcript lines to `emit`, drawing screens to fit
  /// `columns` (goldens use ``TerminalWidth/golden``).
  package init(
    feature: DemoFeature, options: SessionOptions, columns: Int = TerminalWidth.golden,
    emit: @escaping (String) -> Void
  ) {
    self.feature = feature
    self.columns = columns
    self.options = options
    self.emit = emit
    self.transcribing = true
  }

  /// A player for `feature` that keeps no transcript (storyboards): it plays every step and counts expectations as
  /// a transcribing player does, but never dumps, diffs or draws the lines a transcript would hold.
  package init(feature: DemoFeature, options: SessionOptions) {
    self.feature = feature
    self.columns = TerminalWidth.golden
    self.options = options
    self.emit = { _ in }
    self.transcribing = false
  }

  /// Checks what can be checked before running: scenario names, action literals and view-state
  /// cases.
  ///
  /// - Throws: The first ``ScriptError``, located in the script.
  package static func validate(_ script: Script, for feature: DemoFeature) throws(ScriptError) {
    for step in script.steps {
      try validate(step, for: feature)
    }
  }

  /// Checks one step (see ``validate(_:for:)-(Script,_)``).
  package static func validate(_ step: ScriptStep, for feature: DemoFeature) throws(ScriptError) {
    switch step.kind {
    case let .scenario(name):
      _ = try scenarioIndex(name, in: feature, at: step.location)
    case let .send(literal):
      try feature.validateAction(literal)
    case let .expectViewState(literal):
      guard let name = literal.caseName, feature.viewStateCases.contains(name) else {
        let name = literal.caseName ?? literal.printed()
        throw ScriptError(
          at: literal.location, "\(feature.name) has no view state `\(name)`",
          expected: ClosestMatch.joined(
            feature.viewStateCases.map { "`\($0)`" }, conjunction: "or"),
          suggestions: ClosestMatch.suggestions(for: name, among: feature.viewStateCases))
      }
    case let .ui(ui):
      guard feature.hasScreen else {
        throw ScriptError.noScreen(feature: feature.name, step: ui, at: step.location)
      }
    case .advance, .wait, .answer, .expectState, .expectDeclaredViewState, .expectCheck:
      return
    }
  }

  /// The index of the scenario `name` of `feature`.
  ///
  /// - Throws: ``ScriptError`` at `location` naming the scenarios that exist.
  static func scenarioIndex(
    _ name: String, in feature: DemoFeature, at location: SourceLocation
  ) throws(ScriptError) -> Int {
    if let index = feature.scenarioIndex(named: name) { return index }
    throw ScriptError(
      at: location, "\(feature.name) has no scenario `\(name)`",
      expected: ClosestMatch.joined(feature.scenarioNames.map { "`\($0)`" }, conjunction: "or"),
      suggestions: ClosestMatch.suggestions(for: name, among: feature.scenarioNames))
  }

  /// Starts the scenario at `index`: shows its initial state, sends its `onAppear` and, when
  /// `applySettleAfter`, lets its `settleAfter` time pass.
  package func start(scenario index: Int, applySettleAfter: Bool) async {
    let session = feature.makeSession(index, options)
    let summary = session.scenario
    self.session = session
    reportedDismissal = false
    stepCount += 1
    emit("scenario \(summary.name)" + (summary.summary.isEmpty ? "" : " — \(summary.summary)"))
    if transcribing {
      // One dump of the state serves the transcript and the next step's diff.
      let snapshot = DumpSnapshot(session.state)
      emit("  state:")
      emit(TextLayout.indent(dumpValue(snapshot), by: "    "))
      lastState = snapshot
    }
    if let printed = await session.appear() {
      stepCount += 1
      emit("")
      emit("appear: send \(printed)")
      reportChanges(session, sent: true)
    }
    if applySettleAfter, summary.settleAfter > .zero {
      _ = await session.advance(by: summary.settleAfter)
      stepCount += 1
      emit("")
      emit("settle: advance \(DurationText.script(summary.settleAfter))")
      reportChanges(session, sent: false)
    }
  }

  /// Plays `step`. A `scenario` step restarts the feature in that scenario.
  ///
  /// - Throws: ``ScriptError`` for an action or a path the feature does not have.
  package func perform(_ step: ScriptStep) async throws(ScriptError) {
    if case let .scenario(name) = step.kind {
      let index = try Self.scenarioIndex(name, in: feature, at: step.location)
      if session != nil { emit("") }
      await start(scenario: index, applySettleAfter: false)
      return
    }
    guard let session else {
      preconditionFailure("ScriptPlayer.start(scenario:) must run before the first step")
    }
    stepCount += 1
    emit("")
    let header = "line \(step.location.line): "
    switch step.kind {
    case .scenario:
      return
    case let .send(literal):
      let printed = try await session.send(literal)
      emit(header + "send \(printed)")
      reportChanges(session, sent: true)
    case let .advance(duration):
      emit(header + "advance \(DurationText.script(duration))")
      let finished = await session.advance(by: duration)
      if let runaway = session.takeRunaway() {
        throw ScriptError(
          at: step.location, runaway,
          expected: "effects that come to rest: an action whose effect sends it again never ends")
      }
      reportChanges(session, sent: false)
      if let issue = session.takeReportedIssue() {
        throw ScriptError(
          at: step.location, "the feature reported an issue while the clock moved: \(issue)",
          expected:
            "effects that send only actions the feature can handle when they answer (is the "
            + "child they answer still presented?)")
      }
      guard finished else {
        throw ScriptError(
          at: step.location,
          "`advance \(DurationText.script(duration))` woke the feature's effects more than "
            + "\(options.limits.wakeUpLimit) times, so they were stopped",
          expected: "a shorter advance: a repeating timer wakes once every period")
      }
    case let .answer(answer):
      emit(header + "answer \(answer.rawValue)")
      session.planAnswer(answer)
      emit("  the next service call answers \(answer.rawValue)")
    case .wait:
      emit(header + "wait")
      await session.settle()
      if let runaway = session.takeRunaway() {
        throw ScriptError(
          at: step.location, runaway,
          expected: "effects that come to rest: an action whose effect sends it again never ends")
      }
      reportChanges(session, sent: false)
    case let .expectViewState(literal):
      emit(header + "expect viewState \(literal.printed())")
      expectViewState(literal, in: session)
    case .expectDeclaredViewState:
      emit(header + "expect declared viewState")
      expectDeclaredViewState(in: session)
    case let .expectCheck(check):
      emit(header + "expect \(check.rawValue)")
      expectationCount += 1
      if let problem = session.problem(check) {
        failureCount += 1
        emit("  ✗ \(problem)")
      } else {
        switch check {
        case .invariants: emit("  ✓ every invariant holds")
        case .roundTrip: emit("  ✓ the state round-trips through Codable")
        case .settled: emit("  ✓ nothing sleeps on the clock")
        }
      }
    case let .expectState(path, expected):
      emit(header + "expect \(path) == \(expected.printed())")
      try expectState(path, expected, in: session, at: step.location)
    case let .ui(ui):
      try await session.perform(ui, at: step.location)
      emit(header + ui.description)
      reportUIChanges(session)
    }
  }

  /// The last line of a transcript: passed, or how many expectations failed.
  package var resultLine: String {
    let expectations = "\(expectationCount) expectation\(expectationCount == 1 ? "" : "s")"
    if failureCount == 0 {
      return "result: passed (\(stepCount) steps, \(expectations))"
    }
    return "result: failed (\(failureCount) of \(expectations) failed)"
  }

  private func reportChanges(_ session: any DemoSession, sent: Bool) {
    let actions = session.takeReducedActions()
    guard transcribing else { return }
    if reportActionsAndDiff(session, sent ? actions.dropFirst() : actions[...], label: "received") {
      emit("  screen:")
      emit(TextLayout.indent(screenText(of: session), by: "    "))
    } else {
      emit("  no state change")
    }
  }

  /// After a UI step: every action it led to (the view's and its effects'), the state's diff, and the rendered
  /// screen in its text form, always (a walkthrough's golden shows each screen the user saw).
  private func reportUIChanges(_ session: any DemoSession) {
    let actions = session.takeReducedActions()
    guard transcribing else { return }
    if !reportActionsAndDiff(session, actions[...], label: "actions") {
      emit("  no state change")
    }
    emit("  view:")
    emit(TextLayout.indent(session.screenText ?? "", by: "    "))
  }

  /// A step's `actions` under `label`, the feature's dismissal (once), and the state's diff since the last step;
  /// whether the state changed.
  private func reportActionsAndDiff(
    _ session: any DemoSession, _ actions: ArraySlice<Any>, label: String
  ) -> Bool {
    if !actions.isEmpty {
      emit("  \(label):")
      for action in actions { emit(TextLayout.indent(dumpValue(action), by: "    ")) }
    }
    if session.isDismissed && !reportedDismissal {
      reportedDismissal = true
      emit("  dismissed: the feature dismissed itself; its effects were cancelled")
    }
    // One dump of the state serves this diff and the next one.
    let state = DumpSnapshot(session.state)
    defer { lastState = state }
    guard let lastState, let difference = diffValues(lastState, state) else { return false }
    emit("  diff:")
    emit(TextLayout.indent(difference, by: "    "))
    return true
  }

  private func screenText(of session: any DemoSession) -> String {
    TerminalScreen.render(screen(of: session), width: columns - 4)
  }

  /// The current state, dumped (interactive `state`); `nil` before the first scenario starts.
  package var stateDump: String? { session.map { dumpValue($0.state) } }

  /// The current screen drawn to fit the terminal (interactive `screen`); `nil` before the first
  /// scenario starts.
  package var currentScreen: String? {
    session.map { TerminalScreen.render(screen(of: $0), width: columns) }
  }

  /// The rendered view's text form (interactive `view`); `nil` before the first scenario starts or when the
  /// feature registered no view.
  package var currentView: String? { session?.screenText }

  /// The current screen, laid out but not drawn (storyboards); `nil` before the first scenario
  /// starts.
  package var currentScreenLayout: Screen? { session.map(screen(of:)) }

  /// The current rendered screen's HTML form (storyboards); `nil` before the first scenario starts or without a view.
  package var currentScreenHTML: String? { session?.screenHTML }

  /// The session the player plays in (the gallery's card reads the scenario's screen and state from it after
  /// ``start(scenario:applySettleAfter:)``); `nil` before the first scenario starts.
  package var currentSession: (any DemoSession)? { session }

  private func screen(of session: any DemoSession) -> Screen {
    ScreenBuilder.screen(
      title: session.featureName, viewState: session.viewState, caseName: session.viewStateCase)
  }

  private func expectViewState(_ literal: ActionLiteral, in session: any DemoSession) {
    expectationCount += 1
    let passed: Bool
    if case .case(_, let arguments) = literal.kind, arguments.isEmpty {
      passed = literal.caseName == session.viewStateCase
    } else {
      passed = StatePathResolver.matches(session.viewState, literal)
    }
    if passed {
      emit("  ✓ viewState is \(literal.printed())")
    } else {
      failureCount += 1
      let found =
        literal.printed() == literal.caseName
        ? session.viewStateCase : printAction(session.viewState)
      emit("  ✗ viewState is \(found), expected \(literal.printed())")
    }
  }

  /// `expect declared viewState`: the view state's case is one some scenario expects.
  private func expectDeclaredViewState(in session: any DemoSession) {
    expectationCount += 1
    let kind = session.viewStateCase
    let declaring = feature.scenarios.filter { $0.expectingCase == kind }.map(\.name)
    if let first = declaring.first {
      emit("  ✓ viewState \(kind) is declared by scenario \(first)")
    } else {
      failureCount += 1
      var declared: [String] = []
      for scenario in feature.scenarios where !declared.contains(scenario.expectingCase) {
        declared.append(scenario.expectingCase)
      }
      emit(
        "  ✗ viewState is \(kind), a kind no scenario of \(feature.name) declares (declared: "
          + declared.joined(separator: ", ") + ")")
    }
  }

  private func expectState(
    _ path: DemoScript.StatePath, _ expected: ActionLiteral, in session: any DemoSession,
    at location: SourceLocation
  ) throws(ScriptError) {
    expectationCount += 1
    switch try StatePathResolver.resolve(path, in: session.state, location: location) {
    case let .value(value):
      if StatePathResolver.matches(value, expected) {
        emit("  ✓ \(path) == \(expected.printed())")
      } else {
        failureCount += 1
        emit(
          "  ✗ \(path) is \(ActionLiteral(reflecting: value).printed()), "
            + "expected \(expected.printed())")
      }
    case let .unreachable(reason):
      failureCount += 1
      emit("  ✗ \(reason)")
    }
  }
}
