package import Exploration

/// How the parent (``ExploreChild``) starts a worker: the runner's executable, and the command line that asks it
/// for one (the runner's command line knows its option names; this module does not).
package struct WorkerLaunch: Sendable {
  /// The runner's executable, run again as the worker.
  package var executable: String
  /// The arguments that explore the feature named by the first argument with the options, answering the request.
  package var arguments:
    @Sendable (_ feature: String, _ options: ExplorationOptions, _ request: WorkerRequest) ->
      [String]

  package init(
    executable: String,
    arguments: @escaping @Sendable (String, ExplorationOptions, WorkerRequest) -> [String]
  ) {
    self.executable = executable
    self.arguments = arguments
  }
}

/// What a worker (``ExploreWorker``) is asked for.
package enum WorkerRequest: Sendable, Equatable {
  /// Explore, and write the report.
  case explore
  /// Play random run N again, writing each step before playing it.
  case traceRun(Int)
  /// Play these steps (``ExploreStep`` text, space-separated) from the options' scenario.
  case replay(String)
  /// Write the report of this crash (a ``CrashSummary`` as JSON).
  case finish(String)
}
