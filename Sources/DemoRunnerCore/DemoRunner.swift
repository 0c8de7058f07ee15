public import DemoSession
import DemoTerminal
import Foundation

/// The `demo-runner` command: the gallery, `list`, `run`, `check`, `record`, `new`.
///
/// The executable calls ``main(arguments:catalog:)``; tests call
/// ``run(arguments:stdin:catalog:environment:currentDirectory:)``, which runs the same code
/// in-process and returns what it printed:
///
/// ```swift
/// let result = await DemoRunner.run(arguments: ["run", "Items", "--scenario", "empty"], catalog: .standard)
/// #expect(result.exitCode == 0)
/// #expect(result.stdout.contains("scenario empty"))
/// ```
///
/// Output is deterministic: scenarios run on a test clock with incrementing UUIDs and a fixed
/// date, effects run on a serial executor the runner waits on, and paths are printed relative
/// to the package root. Bad input ends with one located message and exit status 2; never a crash.
@MainActor
public enum DemoRunner {
  /// Runs the command line `arguments` (without the program name) in-process.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, e.g. `["check"]`.
  ///   - stdin: What `run --interactive` reads, line by line.
  ///   - catalog: The features to show (the `demo-runner` executable's is `FeatureCatalog.standard`).
  ///   - environment: The environment (`DEMO_RUNNER_ROOT`, `CONVERGENCE_API_TOKEN`); the
  ///     process's by default.
  ///   - currentDirectory: Where relative paths start; the process's by default.
  /// - Returns: The exit status and everything printed.
  public static func run(
    arguments: [String],
    stdin: String = "",
    catalog: FeatureCatalog,
    environment: [String: String]? = nil,
    currentDirectory: String? = nil
  ) async -> DemoRunResult {
    await run(
      arguments: arguments, stdin: stdin, catalog: catalog, environment: environment,
      currentDirectory: currentDirectory, limits: .standard)
  }

  /// ``run(arguments:stdin:catalog:environment:currentDirectory:)`` with other session bounds
  /// (tests use small ones to prove the runner never hangs, quickly).
  ///
  /// `measureColumns`, when given, stands for the terminal's width as asked before each
  /// interactive line (tests use it to play a resize). `progressTerminal`, when given, stands for a terminal on
  /// standard error: long commands draw their progress line on it (never into the result's `stderr`).
  static func run(
    arguments: [String], stdin: String, catalog: FeatureCatalog,
    environment: [String: String]?, currentDirectory: String?, limits: SessionLimits,
    measureColumns: (@MainActor () -> Int)? = nil, progressTerminal: ProgressTerminal? = nil,
    progressClock: (@Sendable () -> Duration)? = nil
  ) async -> DemoRunResult {
    let console = Console(streams: false)
    console.progress = ProgressLine(terminal: progressTerminal, now: progressClock)
    let environment = environment ?? ProcessInfo.processInfo.environment
    var context = CommandContext(
      catalog: catalog, console: console, input: LineReader(text: stdin),
      environment: environment,
      currentDirectory: currentDirectory ?? FileManager.default.currentDirectoryPath,
      prompts: false)
    context.limits = limits
    context.columns = TerminalWidth.resolve(environment: environment, askTerminal: false)
    context.measureColumns = measureColumns
    let status = await execute(arguments, context, outputIsTerminal: false, errorIsTerminal: false)
    return DemoRunResult(
      exitCode: status.rawValue, stdout: console.output, stderr: console.errors)
  }

  /// Runs the command line `arguments` as the `demo-runner` process: output is streamed to
  /// standard output and standard error, `--interactive` reads standard input.
  ///
  /// A package of your own gets its own runner from a three-line executable target that lists
  /// its features; scripts are looked up under `Sources/Features/<Folder>/Scripts` of the package
  /// root (the current directory or a parent holding `Package.swift` and `Sources/Features`):
  ///
  /// ```swift
  /// import DemoRunnerCore
  /// import Foundation
  /// import WeatherFeatures
  ///
  /// let catalog = FeatureCatalog([DemoFeature(WeatherFeature.self)])
  /// exit(await DemoRunner.main(arguments: Array(CommandLine.arguments.dropFirst()), catalog: catalog))
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - catalog: The features to show.
  /// - Returns: The exit status for `exit(_:)`.
  public static func main(arguments: [String], catalog: FeatureCatalog) async -> Int32 {
    TerminationSignals.unblock()
    let environment = ProcessInfo.processInfo.environment
    let interactiveTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let console = Console(streams: true)
    // Progress lines only on a terminal: a pipe or CI's log gets nothing extra.
    console.progress = ProgressLine(
      terminal: .standardError(environment: environment, isTerminal: isatty(STDERR_FILENO) == 1))
    var context = CommandContext(
      catalog: catalog, console: console,
      input: interactiveTerminal ? .terminal(TerminalLineEditor()) : .standardInput,
      environment: environment,
      currentDirectory: FileManager.default.currentDirectoryPath,
      prompts: isatty(STDIN_FILENO) == 1)
    context.columns = TerminalWidth.resolve(environment: environment, askTerminal: true)
    // Interactive lines ask the terminal first: an exported COLUMNS would hide a resize.
    context.measureColumns = { TerminalWidth.measure(environment: environment) }
    context.executable = Bundle.main.executablePath
    return await execute(
      arguments, context, outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      errorIsTerminal: isatty(STDERR_FILENO) == 1
    ).rawValue
  }

  /// The runner's version, printed by `--version`.
  public static let version = "0.16.0"

  private static func execute(
    _ arguments: [String], _ context: CommandContext, outputIsTerminal: Bool,
    errorIsTerminal: Bool
  ) async -> ExitStatus {
    do {
      let (mode, rest) = try GlobalOptions.colorMode(in: arguments)
      context.console.outputStyle = TerminalStyle.resolve(
        mode, environment: context.environment, isTerminal: outputIsTerminal)
      context.console.errorStyle = TerminalStyle.resolve(
        mode, environment: context.environment, isTerminal: errorIsTerminal)
      return try await dispatch(rest, context)
    } catch {
      context.console.error(error.description)
      return .usage
    }
  }

  private static func dispatch(
    _ arguments: [String], _ context: CommandContext
  ) async throws(UsageError) -> ExitStatus {
    guard let command = arguments.first else {
      return try await dispatch(.gallery, [], context)
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h":
      context.console.print(HelpText.overview)
      return .success
    case "--version":
      if let extra = rest.first {
        throw UsageError(
          command: nil, message: "unexpected argument `\(extra)` after `--version`",
          expected: "`demo-runner --version` on its own")
      }
      context.console.print("demo-runner \(version)")
      return .success
    default:
      // Options with no command are the gallery's (`demo-runner --html gallery.html`).
      if command.hasPrefix("-") { return try await dispatch(.gallery, arguments, context) }
      return try await dispatch(DemoCommand.named(command), rest, context)
    }
  }

  /// Runs `command` with its `arguments`, parsed against the options it declares; `--help` prints
  /// its help instead.
  private static func dispatch(
    _ command: DemoCommand, _ arguments: [String], _ context: CommandContext
  ) async throws(UsageError) -> ExitStatus {
    if command == .help {
      let topic = try arguments.first.map { name throws(UsageError) in try DemoCommand.named(name) }
      context.console.print(HelpText.of(topic ?? .help))
      return .success
    }
    let parsed = try ParsedArguments(arguments, command: command)
    if parsed.wantsHelp {
      context.console.print(HelpText.of(command))
      return .success
    }
    switch command {
    case .help: return .success
    case .gallery: return try await GalleryCommand.run(parsed, context)
    case .list: return try ListCommand.run(parsed, context)
    case .run: return try await RunCommand.run(parsed, context)
    case .check: return try await CheckCommand.run(parsed, context)
    case .record: return try await RecordCommand.run(parsed, context)
    case .new: return try await NewCommand.run(parsed, context)
    case .explore: return try await ExploreCommand.run(parsed, context)
    }
  }
}
