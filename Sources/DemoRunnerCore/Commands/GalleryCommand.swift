import Foundation

/// `demo-runner [gallery] [--html FILE]`: every feature in every scenario.
@MainActor
enum GalleryCommand {
  static func run(_ arguments: [String], _ context: CommandContext) async throws(UsageError)
    -> ExitStatus
  {
    let parsed = try ParsedArguments(
      arguments, command: "gallery", options: ["--html", "--root"], flags: [])
    if parsed.wantsHelp {
      context.console.print(HelpText.gallery)
      return .success
    }
    if let extra = parsed.positionals.first {
      throw UsageError(
        command: "gallery", message: "unexpected argument `\(extra)`",
        expected: "options only: `--html FILE`")
    }
    let entries = await GalleryEntry.all(
      in: context.catalog, options: context.limits.options(.preview))
    let unexpected = entries.filter { $0.unexpectedCase != nil }
    if let file = parsed.values["--html"] {
      try write(HTMLGallery.page(entries), to: file, parsed: parsed, context: context)
    } else {
      context.console.print(
        terminalGallery(entries, catalog: context.catalog, columns: context.columns))
    }
    for entry in unexpected {
      context.console.error(
        "error: \(entry.feature).\(entry.scenario.name) should reach "
          + "\(entry.scenario.expecting), but shows \(entry.unexpectedCase ?? "?")")
    }
    return unexpected.isEmpty ? .success : .failure
  }

  private static func write(
    _ page: String, to file: String, parsed: ParsedArguments, context: CommandContext
  ) throws(UsageError) {
    let url = PackageRoot.absolute(file, from: context.currentDirectory)
    do {
      try OutputFile.write(Data(page.utf8), to: url)
    } catch {
      throw UsageError(
        command: "gallery", message: error.description,
        expected: "a writable path to a regular file (or a symlink to one) for `--html`")
    }
    let root = try context.optionalRoot(override: parsed.values["--root"], command: "gallery")
    let shown = root?.relativePath(of: url) ?? file
    let cards = page.components(separatedBy: "<article class=\"card\"").count - 1
    context.console.print("wrote \(shown) (\(cards) card\(cards == 1 ? "" : "s"))")
  }

  /// The gallery as terminal text.
  static func terminalGallery(
    _ entries: [GalleryEntry], catalog: FeatureCatalog, columns: Int = TerminalWidth.golden
  ) -> String {
    let features = catalog.features.count
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
      lines.append(TerminalScreen.render(entry.screen, width: columns))
      if let unexpected = entry.unexpectedCase {
        lines.append("! expected \(entry.scenario.expecting), shows \(unexpected)")
      }
      lines.append("state:")
      lines.append(TextLayout.indent(entry.stateDump, by: "  "))
    }
    return lines.joined(separator: "\n")
  }
}
