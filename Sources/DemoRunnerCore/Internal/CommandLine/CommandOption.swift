import DemoSession
import DemoTerminal

/// One option of the `demo-runner` command line, declared once: its name, its argument, which
/// commands take it and the help line each shows. Parsing (``ParsedArguments``), the help
/// (``HelpText``) and the commands reading it (`parsed.value(.root)`) all go through this
/// declaration; ``all`` lists every one.
struct CommandOption: Sendable {
  /// The name with its dashes, e.g. `--root`.
  let name: String
  /// The argument's placeholder, e.g. `DIR`; nil for a flag.
  let argument: String?
  /// The help of each command that takes it, as printed under "Options:" (lines broken by
  /// hand); an empty text takes the option without listing it (an internal option).
  let help: [DemoCommand: String]
  /// How it appears in the usage line of its commands: `[--name ARG]` unless given; nil when
  /// another option's synopsis names it, or it is internal.
  let synopsis: String?
  /// The type of its value, checked once as the command line is parsed (``text`` for a flag).
  let value: OptionValue

  private init(
    _ name: String, _ argument: String? = nil, _ value: OptionValue = .text,
    synopsis: Synopsis = .standard, help: [DemoCommand: String]
  ) {
    self.name = name
    self.argument = argument
    self.value = value
    self.help = help
    switch synopsis {
    case .standard:
      self.synopsis = "[" + ([name] + (argument.map { [$0] } ?? [])).joined(separator: " ") + "]"
    case let .custom(text): self.synopsis = text
    case .none: self.synopsis = nil
    }
  }

  private enum Synopsis {
    case standard
    case custom(String)
    case none
  }

  /// Whether it takes a value (`--name VALUE` or `--name=VALUE`) rather than being a flag.
  var takesValue: Bool { argument != nil }

  /// `--name ARG`, or `--name` for a flag.
  var usage: String { argument.map { "\(name) \($0)" } ?? name }

  /// Whether it is listed in `command`'s help (internal options are not).
  func isListed(in command: DemoCommand) -> Bool { help[command].map { !$0.isEmpty } ?? false }

  /// The options `command` takes, in declaration order.
  static func taken(by command: DemoCommand) -> [CommandOption] {
    all.filter { $0.help[command] != nil }
  }

  /// Every option, in the order the help lists them.
  static let all: [CommandOption] = [
    scenario, script, interactive, live, baseURL, state, noState, longText, html, runs, steps, seed,
    exhaustive, depth, intents, json, save, inProcess, traceRun, replay, finish, worker, into,
    module,
    root,
  ]

  // MARK: - The options

  /// `--color always|never|auto`: taken by every command, anywhere before `--` (``GlobalOptions``).
  static let color = CommandOption(
    "--color", ColorMode.allCases.map(\.rawValue).joined(separator: "|"), help: [:])

  static let scenario = CommandOption(
    "--scenario", "NAME",
    help: [.run: "The scenario to start in.", .explore: "Only this scenario (needs FEATURE)."])

  static let script = CommandOption(
    "--script", "FILE", synopsis: .custom("[--script FILE | --interactive]"),
    help: [.run: "A script to play (see Docs/DemoRunner.md for the grammar)."])

  static let interactive = CommandOption(
    "--interactive", synopsis: .none,
    help: [
      .run: """
      Read steps from standard input, one per line (works with piped input).
      `help` lists the steps and the feature's actions, `state` and
      `screen` print the current ones, `quit` ends the session. On a
      terminal, lines can be edited and ↑ recalls earlier ones.
      """
    ])

  static let live = CommandOption(
    "--live", synopsis: .custom("[--live --base-url URL]"),
    help: [.run: "Use the live services instead of the scenario's mocks."])

  static let baseURL = CommandOption(
    "--base-url", "URL", .httpURL, synopsis: .none,
    help: [
      .run: """
      With --live: the API's base URL (http or https). The token is read from
      CONVERGENCE_API_TOKEN. Time-based effects still wait for `advance`.
      """
    ])

  static let state = CommandOption(
    "--state",
    help: [
      .gallery: """
      Also print each scenario's state dump under its screen (a feature with a
      registered view shows its rendered screen and no state by default).
      """,
      .run: """
      Without --script: print the transcript (the state, each step's diff and
      actions) instead of the rendered screen, for a feature with a view.
      """,
    ])

  static let noState = CommandOption(
    "--no-state",
    help: [.gallery: "Leave out the state dumps (in HTML: of every card)."])

  static let longText = CommandOption(
    "--long-text",
    help: [
      .gallery: """
      Also print each scenario's long-text variant, for the features that
      declare one (`DemoFeature(…, longText: .hostile)`).
      """
    ])

  static let html = CommandOption(
    "--html", "FILE",
    help: [
      .gallery: """
      Write one self-contained HTML page instead: a sidebar with every feature
      and scenario, a permalink per card, a failure summary with a diff for each
      broken scenario, each bundled script as a storyboard (a frame per step,
      #FEATURE-script-NAME-step-N), light and dark, a narrow-column variant
      (#narrow) and a long-text variant (#long-text); no JavaScript, nothing
      loaded from the network.
      """
    ])

  static let runs = CommandOption(
    "--runs", "N", .wholeNumber(1...1_000_000),
    help: [.explore: "Random runs, scenarios taking turns (default 200)."])

  static let steps = CommandOption(
    "--steps", "K", .wholeNumber(1...10_000), help: [.explore: "Steps per run (default 30)."])

  static let seed = CommandOption(
    "--seed", "S", .seed,
    help: [.explore: "The seed (default 1): the same seed gives the same report, byte for byte."])

  static let exhaustive = CommandOption(
    "--exhaustive", synopsis: .custom("[--exhaustive [--depth D]]"),
    help: [
      .explore: """
      Breadth-first over every intent (every payload choice) and clock step
      instead, states deduplicated: every state reachable in D steps passes.
      """
    ])

  static let depth = CommandOption(
    "--depth", "D", .wholeNumber(1...12), synopsis: .none,
    help: [.explore: "The depth of --exhaustive (default 3)."])

  static let json = CommandOption(
    "--json", "FILE", help: [.explore: "Also write the reports as JSON (coverage and failures)."])

  static let save = CommandOption(
    "--save", "PATH",
    help: [
      .explore: """
      Write the failing sequence as a script: `demo-runner run FEATURE
      --script PATH` reproduces it.
      """
    ])

  static let intents = CommandOption(
    "--intents",
    help: [
      .explore: """
      Send only the declared intents, never the controls of the rendered
      screen (pressed by default when the feature registered its view).
      """
    ])

  static let inProcess = CommandOption(
    "--in-process", synopsis: .none,
    help: [.explore: "Explore in this process (a trap then ends the run)."])

  /// Internal: an explore worker traces run N (``ExploreWorker``).
  static let traceRun = CommandOption(
    "--trace-run", "N", .wholeNumber(0...Int.max), synopsis: .none, help: [.explore: ""])

  /// Internal: an explore worker replays the steps given.
  static let replay = CommandOption("--replay", "STEPS", synopsis: .none, help: [.explore: ""])

  /// Internal: an explore worker writes the report of a crash its parent found (``CrashSummary`` as JSON).
  static let finish = CommandOption("--finish", "JSON", synopsis: .none, help: [.explore: ""])

  /// Internal: explore as the child process of another explore (``ExploreChild``).
  static let worker = CommandOption("--worker", synopsis: .none, help: [.explore: ""])

  static let into = CommandOption(
    "--into", "DIR", help: [.new: "The package root to write into (default: this package)."])

  static let module = CommandOption(
    "--module", "NAME",
    help: [
      .new: """
      The module the feature's sources compile into, which the test file
      imports (default: Features; in a package of your own, its target's name).
      """
    ])

  static let root = CommandOption(
    "--root", "DIR",
    help: [
      .gallery: """
      The package root: where the scripts drawn as storyboards are read, and what
      FILE is printed relative to.
      """,
      .list: """
      The package root holding the scripts (default: found from the current
      directory, DEMO_RUNNER_ROOT, or where the runner was built).
      """,
      .run: "The package root, used to print script paths relative to it.",
      .check: "The package root holding the scripts.",
      .record: "The package root holding the scripts.",
      .explore: "The package root `--save` writes inside (symlinks may not lead out).",
    ])
}
