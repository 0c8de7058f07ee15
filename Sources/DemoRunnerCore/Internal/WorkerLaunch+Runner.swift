import DemoExploration
import Exploration

extension WorkerLaunch {
  /// The runner's own executable as explore's worker: `explore FEATURE --runs … --worker` and the request's option.
  static func runner(_ executable: String) -> WorkerLaunch {
    WorkerLaunch(executable: executable) { feature, options, request in
      var arguments = [
        DemoCommand.explore.rawValue, feature, CommandOption.runs.name, "\(options.runs)",
        CommandOption.steps.name, "\(options.steps)", CommandOption.seed.name, "\(options.seed)",
      ]
      if let scenario = options.scenario { arguments += [CommandOption.scenario.name, scenario] }
      if let depth = options.exhaustiveDepth {
        arguments += [CommandOption.exhaustive.name, CommandOption.depth.name, "\(depth)"]
      }
      if options.intentsOnly { arguments.append(CommandOption.intents.name) }
      arguments.append(CommandOption.worker.name)
      switch request {
      case .explore: break
      case let .traceRun(run): arguments += [CommandOption.traceRun.name, "\(run)"]
      case let .replay(steps): arguments += [CommandOption.replay.name, steps]
      case let .finish(summary): arguments += [CommandOption.finish.name, summary]
      }
      return arguments
    }
  }
}
