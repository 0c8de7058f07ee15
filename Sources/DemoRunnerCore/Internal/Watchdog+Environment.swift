import DemoExploration

extension Watchdog {
  /// The environment variable that sets the processor-time bound, in seconds (`0.5`): tests use a small one, so
  /// a planted hang is reported in a second, not minutes.
  static let environmentVariable = "DEMO_RUNNER_EXPLORE_WATCHDOG"

  /// The watchdog ``environmentVariable`` sets, else ``standard``.
  ///
  /// - Throws: ``UsageError`` naming the variable when its value is not a positive number of seconds.
  static func from(environment: [String: String]) throws(UsageError) -> Watchdog {
    guard let text = environment[environmentVariable], !text.isEmpty else { return standard }
    guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
      throw UsageError(
        command: "explore", message: "\(environmentVariable)=\(text) is not a number of seconds",
        expected: "a number of seconds above 0, such as 20 or 0.5")
    }
    let bound = Duration.milliseconds(Int64(seconds * 1000))
    return Watchdog(processorTime: bound, wallTime: max(standard.wallTime, bound * 10))
  }
}
