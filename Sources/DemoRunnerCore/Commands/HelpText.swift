import DemoScript
import DemoSession

/// The `--help` text of the runner and of each subcommand.
///
/// A command's help is its usage line, what it does, its "Options:" and what follows; the usage
/// line and the options are drawn from the ``CommandOption`` declarations, so an option is
/// described in one place.
enum HelpText {
  /// `demo-runner --help`.
  static var overview: String {
    let commands = DemoCommand.allCases.map { command in
      "  " + padded(command.rawValue, to: 10) + command.summary
    }
    let color = CommandOption.color
    return """
      demo-runner — every feature in every scenario, and scripted walkthroughs.

      Usage: demo-runner [COMMAND] [OPTIONS] \(color.synopsis ?? color.usage)
             demo-runner --version

      With no command, prints the gallery: every feature in every scenario, each drawn as a small
      screen followed by its state.

      Commands:
      \(commands.joined(separator: "\n"))

      Colour: on a terminal unless NO_COLOR is set; `\(color.usage)` decides. Screens
      are as wide as COLUMNS, else the terminal, else 80 (goldens are always drawn at 80).

      Exit status: 0 success, 1 a failed check or expectation, 2 bad usage or a bad script.
      Run `demo-runner COMMAND --help` for a command's options.
      """
  }

  /// The help of `command` (`help`'s is the overview).
  static func of(_ command: DemoCommand) -> String {
    guard command != .help else { return overview }
    var sections = [usage(command), about(command)]
    let listed = command.options.filter { $0.isListed(in: command) }
    if !listed.isEmpty { sections.append("Options:\n" + options(listed, of: command)) }
    if let footer = footer(command) { sections.append(footer) }
    return sections.joined(separator: "\n\n")
  }

  /// The widest usage line before it wraps.
  private static let usageWidth = 92

  /// `Usage: demo-runner COMMAND OPERANDS [OPTION]…`, wrapped under the operands.
  private static func usage(_ command: DemoCommand) -> String {
    let prefix = "Usage: demo-runner \(command.rawValue) "
    let words = [command.operands].compactMap { $0 } + command.options.compactMap(\.synopsis)
    var lines = [prefix]
    for word in words {
      let line = lines[lines.count - 1]
      if line == prefix {
        lines[lines.count - 1] = line + word
      } else if line.count + 1 + word.count > usageWidth {
        lines.append(String(repeating: " ", count: prefix.count) + word)
      } else {
        lines[lines.count - 1] = line + " " + word
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The "Options:" lines: each option's usage, then its help in a column as wide as the widest
  /// usage needs (at least 14), continuation lines under the first.
  private static func options(_ listed: [CommandOption], of command: DemoCommand) -> String {
    let column = max(14, (listed.map(\.usage.count).max() ?? 0) + 2)
    return listed.map { option in
      let help = (option.help[command] ?? "").split(
        separator: "\n", omittingEmptySubsequences: false)
      let first = "  " + padded(option.usage, to: column)
      let rest = help.dropFirst().map { String(repeating: " ", count: column + 2) + $0 }
      return ([first + (help.first ?? "")] + rest).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// `text` with spaces after it up to `width` characters.
  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// What `command` does: the paragraphs between its usage line and its options.
  private static func about(_ command: DemoCommand) -> String {
    switch command {
    case .gallery:
      """
      Runs every scenario of every feature (or of the FEATUREs named; its onAppear, then its
      settleAfter time on a test clock) and prints a small screen per scenario followed by the
      state dump.
      """
    case .list:
      """
      Lists every feature with its scenarios (name, summary, the view state it reaches) and the
      bundled scripts (Sources/Features/<Name>/Scripts/*.demo).
      """
    case .run:
      """
      Starts FEATURE in a scenario (the script's `scenario` step, --scenario, or the first one),
      sends its onAppear action, then plays the script. Each step prints the action, the actions
      effects sent back, the state diff and the screen. With no script, the scenario's settleAfter
      time is also let pass, as in the gallery.
      """
    case .check:
      """
      Replays every bundled script (Sources/Features/<Name>/Scripts/*.demo) and compares its
      transcript with the golden next to it (*.golden). Prints a diff for each mismatch.
      """
    case .record:
      """
      Replays the given scripts (default: every bundled script) and writes each transcript to the
      golden next to it (x.demo → x.golden). A script whose expectations fail is not recorded.
      """
    case .new: newAbout
    case .explore: exploreAbout
    case .help: ""
    }
  }

  /// What follows `command`'s options, if anything.
  private static func footer(_ command: DemoCommand) -> String? {
    switch command {
    case .gallery: "Exits 1 when a scenario does not reach the view state it declares."
    case .run:
      """
      Script steps:
        scenario NAME               start over in scenario NAME
        send ACTION                 send an action, e.g. send rowTapped(id: "1111…")
        advance DURATION            move the test clock, e.g. advance 300ms, advance 2s
        wait                        let effects settle
        expect viewState CASE       e.g. expect viewState loaded
        expect declared viewState   the view state's case is one some scenario declares
        expect state.PATH == VALUE  e.g. expect state.items.count == 3

      UI steps (a feature registered with its view; pressed on the rendered screen):
        tap "LABEL" [role ROLE]     e.g. tap "Retry", tap "Save" role button
        type "TEXT" [into "LABEL"]  e.g. type "Milk" into "Title"
        toggle "LABEL"              flip a toggle
        pick "OPTION" [in "LABEL"]  e.g. pick "Weekly" in "Frequency"
        step "LABEL" by N           e.g. step "Tempo" by -1
        slide ["LABEL"] to VALUE    e.g. slide "Volume" to 0.5
        delete "LABEL"              swipe a row away
        refresh | back | dismiss    pull to refresh, go back, dismiss what is presented

      Exits 1 when an expectation fails, 2 for a bad argument or script.
      """
    case .check:
      """
      Exits 1 when a transcript differs from its golden, a golden is missing or an expectation
      fails; 2 when a script is malformed.
      """
    case .new: "Exits 2 for a bad NAME, an existing folder or a clash, writing nothing."
    case .explore: exploreFooter
    case .list, .record, .help: nil
    }
  }

  private static let newAbout = """
    Scaffolds the whole file set of a feature called NAME, laid out like the sample features:
    the model, the service protocol, a live service over `apiClient`, a scenario mock,
    fixtures, scenarios, the reducer, a SwiftUI view with a #Preview per scenario, a test file
    (scenario proofs and an exhaustive flow), and a script with its golden transcript. The code
    compiles and its tests pass as generated.

      Sources/Features/NAME/…                  the feature and Scripts/toggle.{demo,golden}
      Tests/FeaturesTests/NAMEFeatureTests.swift

    Then prints the two lines to add by hand: the feature's `DemoFeature(…)` line for
    FeatureCatalog.standard and its `exclude` entry for Package.swift.

    NAME is an UpperCamelCase Swift identifier of ASCII letters and digits (`Weather`,
    `TrainTimes`), without a `Feature` suffix. An existing folder or test file is never
    overwritten, and a name whose types the Features module already declares is refused.
    """

  /// What `help` prints in an interactive session.
  static let interactive = """
    Steps: scenario NAME | send ACTION | advance DURATION | wait | expect viewState CASE |
           expect state.PATH == VALUE
    UI steps (with a view): tap "LABEL" | type "TEXT" into "LABEL" | toggle "LABEL" |
           pick "OPTION" in "LABEL" | step "LABEL" by N | slide "LABEL" to VALUE |
           delete "LABEL" | refresh | back | dismiss
    Also: help, state (the current state), screen (the current screen), view (the rendered
    view, with a view), quit.
    On a terminal: ←/→, Home/End, Backspace, Ctrl-U/Ctrl-K edit the line; ↑/↓ recall earlier
    lines; Ctrl-C abandons a line; Ctrl-D on an empty line ends the session.
    """
}
