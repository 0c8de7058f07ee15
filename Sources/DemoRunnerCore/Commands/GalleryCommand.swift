import DemoExploration
import DemoRendering
import DemoSession
import DemoTerminal
import Foundation

/// `demo-runner [gallery] [FEATURE…] [--no-state] [--long-text] [--html FILE]`: every feature
/// (or the ones named) in every scenario; in HTML, with each feature's scripts drawn as
/// storyboards.
@MainActor
enum GalleryCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) async throws(UsageError)
    -> ExitStatus
  {
    var only: [DemoFeature]?
    if !parsed.positionals.isEmpty {
      var chosen: [DemoFeature] = []
      for name in parsed.positionals {
        let feature = try context.feature(named: name, command: "gallery")
        if !chosen.contains(where: { $0.name == feature.name }) { chosen.append(feature) }
      }
      only = chosen
    }
    if parsed.has(.state), parsed.has(.noState) {
      throw UsageError(
        command: "gallery", message: "`--state` and `--no-state` cannot be combined",
        expected: "one of them")
    }
    let includeState = !parsed.has(.noState)
    let progress = parsed.value(.html) == nil ? nil : context.console.progress
    defer { progress?.finish() }
    let entries = await GalleryEntry.all(
      in: context.catalog, only: only, options: context.limits.options(.preview),
      progress: progress, task: "gallery --html", transcripts: progress != nil)
    let unexpected = entries.filter { $0.unexpectedCase != nil }
    if let file = parsed.value(.html) {
      let root = try context.optionalRoot(override: parsed.value(.root), command: "gallery")
      let storyboards =
        if let root {
          await Storyboard.all(
            of: only ?? context.catalog.features, root: root, limits: context.limits,
            progress: progress)
        } else {
          [Storyboard]()
        }
      let explored = await HTMLExploreCoverage.reports(
        of: only ?? context.catalog.features, launch: context.executable.map(WorkerLaunch.runner),
        watchdog: try Watchdog.from(environment: context.environment), progress: progress)
      progress?.finish()
      try write(
        HTMLGallery.page(
          entries, includeState: includeState, storyboards: storyboards, explored: explored),
        cards: entries.count, to: file, parsed: parsed, context: context)
    } else {
      context.console.print(
        terminalGallery(
          entries, features: only?.count ?? context.catalog.features.count,
          columns: context.columns, includeState: includeState,
          stateUnderScreens: parsed.has(.state),
          longText: parsed.has(.longText)))
    }
    for entry in unexpected {
      context.console.error(
        "error: \(entry.feature).\(entry.scenario.name) should reach "
          + "\(entry.scenario.expecting), but shows \(entry.unexpectedCase ?? "?")")
    }
    return unexpected.isEmpty ? .success : .failure
  }

  /// Writes `page`, which holds `cards` cards (one per entry), to `file`, and says so.
  private static func write(
    _ page: String, cards: Int, to file: String, parsed: ParsedArguments, context: CommandContext
  ) throws(UsageError) {
    let url = PackageRoot.absolute(file, from: context.currentDirectory)
    do {
      try OutputFile.write(Data(page.utf8), to: url)
    } catch {
      throw UsageError(
        command: "gallery", message: error.description,
        expected: "a writable path to a regular file (or a symlink to one) for `--html`")
    }
    let root = try context.optionalRoot(override: parsed.value(.root), command: "gallery")
    let shown = root?.relativePath(of: url) ?? file
    context.console.print("wrote \(shown) (\(cards) card\(cards == 1 ? "" : "s"))")
  }

  /// The gallery as terminal text: each scenario's rendered screen (its text form) when its feature registered a
  /// view, followed by its state dump only when `stateUnderScreens` (`--state`); else the view state drawn as a
  /// screen, followed by the state dump unless `includeState` is false (`--no-state`).
  static func terminalGallery(
    _ entries: [GalleryEntry], features: Int, columns: Int = TerminalWidth.golden,
    includeState: Bool = true, stateUnderScreens: Bool = false, longText: Bool = false
  ) -> String {
    var lines = [
      "Convergence demo gallery — \(features) feature\(features == 1 ? "" : "s"), "
        + "\(entries.count) scenario\(entries.count == 1 ? "" : "s")"
    ]
    var currentFeature: String?
    for entry in entries {
      if entry.feature != currentFeature {
        currentFeature = entry.feature
        let heading = "━━ \(entry.feature) "
        lines.append("")
        lines.append(heading + String(repeating: "━", count: max(3, columns - heading.count)))
      }
      lines.append("")
      let summary = entry.scenario.summary.isEmpty ? "" : " — \(entry.scenario.summary)"
      lines.append("\(entry.feature) · \(entry.scenario.name)\(summary)")
      if let text = entry.screenText {
        lines.append(
          TerminalScreen.render(
            RenderedScreen.screen(
              title: entry.screen.title, badge: entry.screen.badge, textForm: text),
            width: columns))
      } else {
        lines.append(TerminalScreen.render(entry.screen, width: columns))
      }
      if let unexpected = entry.unexpectedCase {
        lines.append("! expected \(entry.scenario.expecting), shows \(unexpected)")
      }
      if longText, let screen = entry.longTextScreen {
        lines.append("\(entry.feature) · \(entry.scenario.name) · long text")
        lines.append(TerminalScreen.render(screen, width: columns))
      } else if longText, let failure = entry.longTextFailure {
        lines.append("! long text: \(failure)")
      }
      if entry.screenText == nil ? includeState : stateUnderScreens {
        lines.append("state:")
        lines.append(TextLayout.indent(entry.stateDump, by: "  "))
      }
    }
    return lines.joined(separator: "\n")
  }
}
