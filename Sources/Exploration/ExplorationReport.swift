/// What an exploration did and found: the budget and seed, coverage, and the first failure, shrunk to a script.
///
/// It holds no time and no address, so the same seed, feature and code give the same report, byte for byte
/// (``text``, or JSON with sorted keys).
public struct ExplorationReport: Codable, Sendable, Equatable {
  /// How often one intent was sent.
  public struct IntentCount: Codable, Sendable, Equatable {
    /// The intent's name.
    public var name: String
    /// How many times it was sent (a step whose intent did not apply is not counted).
    public var count: Int
  }

  /// One view-state kind: which scenarios declare it, and from which scenario exploring first reached it.
  public struct ViewStateCoverage: Codable, Sendable, Equatable {
    /// The kind (the view state's case).
    public var kind: String
    /// The scenarios whose expected view state is of this kind.
    public var declaredBy: [String]
    /// The scenario exploring first reached it from; `nil` when it was not reached.
    public var reachedFrom: String?
  }

  /// One screen reached in screen mode: the controls it offered, and how often each was pressed.
  public struct ScreenCoverage: Codable, Sendable, Equatable {
    /// One control, as a script presses it (typed text left out).
    public struct Control: Codable, Sendable, Equatable {
      /// The control (`tap "Retry"`, `type into "Title"`, `back`).
      public var control: String
      /// How many times it was pressed.
      public var presses: Int
    }
    /// `main`, or the presentation's role and view (`sheet ItemEditorView`, `alert "Delete?"`).
    public var name: String
    /// Its controls, in the order they were first offered.
    public var controls: [Control]
  }

  /// A failed check, shrunk.
  public struct Failure: Codable, Sendable, Equatable {
    /// The check that failed.
    public var check: ExplorationCheck
    /// What it saw.
    public var message: String
    /// The scenario the sequence starts from.
    public var scenario: String
    /// The random run that found it (`nil` in exhaustive mode).
    public var run: Int?
    /// How many steps the sequence had when it was found.
    public var foundAfter: Int
    /// The shrunk sequence, in ``ExploreStep`` text form.
    public var steps: [String]
    /// The shrunk sequence as a `.demo` script (without its final newline).
    public var script: String

    /// A failure (`demo-runner explore` makes one for a trap it saw in a child process).
    public init(
      check: ExplorationCheck, message: String, scenario: String, run: Int?, foundAfter: Int,
      steps: [String],
      script: String
    ) {
      self.check = check
      self.message = message
      self.scenario = scenario
      self.run = run
      self.foundAfter = foundAfter
      self.steps = steps
      self.script = script
    }
  }

  /// The feature's display name.
  public var feature: String
  /// The seed.
  public var seed: UInt64
  /// `random` or `exhaustive`.
  public var mode: String
  /// Random runs (0 in exhaustive mode).
  public var runs: Int
  /// Steps per random run, or the depth in exhaustive mode.
  public var stepsPerRun: Int
  /// The scenarios explored from.
  public var scenarios: [String]
  /// Steps played, shrinking not included.
  public var stepCount: Int
  /// Distinct states reached (exhaustive mode).
  public var distinctStates: Int?
  /// How often each intent was sent.
  public var intents: [IntentCount]
  /// Every view-state kind: declared or not, reached or not.
  public var viewStates: [ViewStateCoverage]
  /// Reached kinds no scenario declares: screens no preview and no test shows.
  public var undeclaredViewStates: [String]
  /// What was not checked, and why.
  public var notes: [String]
  /// The first failure, if any.
  public var failure: Failure?
  /// Screen mode: the screens reached and their controls (`nil` when only declared intents were sent).
  public var screens: [ScreenCoverage]?
  /// Screen mode: declared intents whose actions no control of a reached screen sent (the intents and the view
  /// disagree); `nil` when only declared intents were sent or the feature declares none.
  public var intentsNoControlSends: [String]?

  /// Whether every check held.
  public var passed: Bool { failure == nil }

  /// `control` cut to 60 characters (a control labelled with typed text can be long).
  static func shortened(_ control: String) -> String {
    control.count <= 60 ? control : String(control.prefix(59)) + "…"
  }

  /// The report as the command prints it.
  public var text: String {
    var lines: [String] = []
    let budget =
      mode == "exhaustive"
      ? "exhaustive to depth \(stepsPerRun)" : "\(runs) runs × \(stepsPerRun) steps"
    lines.append(
      "explore \(feature) — seed \(seed), \(budget)\(screens == nil ? "" : ", pressing the screen"), "
        + "scenarios: \(scenarios.joined(separator: ", "))")
    var played = "  steps played: \(stepCount)"
    if let distinctStates { played += ", distinct states: \(distinctStates)" }
    lines.append(played)
    lines.append(
      "  intents sent: "
        + (intents.isEmpty
          ? "none" : intents.map { "\($0.name) \($0.count)" }.joined(separator: ", ")))
    lines.append("  view states:")
    for coverage in viewStates {
      let declared =
        coverage.declaredBy.isEmpty
        ? "declared by no scenario" : "declared by " + coverage.declaredBy.joined(separator: ", ")
      let reached = coverage.reachedFrom.map { "reached from \($0)" } ?? "not reached"
      lines.append("    \(coverage.kind): \(reached); \(declared)")
    }
    lines.append(
      "  reachable view states no scenario declares: "
        + (undeclaredViewStates.isEmpty ? "none" : undeclaredViewStates.joined(separator: ", ")))
    if let screens {
      lines.append("  screens (controls pressed):")
      for screen in screens {
        let never = screen.controls.filter { $0.presses == 0 }.map(\.control)
        var line =
          "    \(screen.name): \(screen.controls.count - never.count) of \(screen.controls.count)"
        if !never.isEmpty {
          line +=
            "; never pressed: " + never.prefix(6).map(Self.shortened).joined(separator: ", ")
            + (never.count > 6 ? ", and \(never.count - 6) more" : "")
        }
        lines.append(line)
      }
    }
    if let intentsNoControlSends {
      lines.append(
        "  declared intents no control sends: "
          + (intentsNoControlSends.isEmpty ? "none" : intentsNoControlSends.joined(separator: ", "))
      )
    }
    for note in notes { lines.append("  note: \(note)") }
    if let failure {
      lines.append("  FAILED: \(failure.check.rawValue): \(failure.message)")
      lines.append(
        "  found after \(failure.foundAfter) step\(failure.foundAfter == 1 ? "" : "s")"
          + (failure.run.map { " in run \($0)" } ?? "")
          + " from scenario \(failure.scenario); shrunk to "
          + "\(failure.steps.count) step\(failure.steps.count == 1 ? "" : "s"):")
      for line in failure.script.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append("    " + line)
      }
      lines.append("  result: failed")
    } else {
      lines.append("  result: passed")
    }
    return lines.joined(separator: "\n")
  }
}
