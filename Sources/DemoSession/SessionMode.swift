package import Foundation
import Reducer
import ReducerRuntime

/// Where a demo session's dependencies come from.
package enum SessionMode: Sendable {
  /// The scenario's mocks, in preview context: deterministic.
  case preview
  /// The live services over HTTP at `baseURL`, in live context; only the clock stays a test
  /// clock, so `advance` still drives time-based effects.
  case live(baseURL: URL, token: String?)
}

/// How a session runs: its dependencies, and the bounds that keep a misbehaving feature from
/// hanging the runner.
package struct SessionOptions: Sendable {
  /// Mocks or live services.
  var mode: SessionMode
  /// How long a step waits for busy effects before going on (see ``DemoEffectSettler``).
  var settleTimeout: Duration
  /// The most times one `advance` may wake the effects (see ``WakeUpBudget``).
  var wakeUpLimit: Int
  /// How many jobs the effects may run without coming to rest before a step gives up on them (a runaway loop).
  var runawayJobs = RuntimeLimits.standard.jobs
  /// The most actions the feature may reduce in one step (an action whose effect sends it again runs forever);
  /// past it the step's effects are stopped and the step fails.
  var actionLimit = SessionLimits.standardActionLimit
}

/// The bounds every command runs sessions with.
package struct SessionLimits: Sendable {
  /// How long a preview step waits for effects that keep working (an effect that never rests).
  var settleTimeout: Duration
  /// How long a live step waits: long enough for a request to time out on its own.
  var liveSettleTimeout: Duration
  /// The most times one `advance` may wake the effects.
  var wakeUpLimit: Int
  /// How many jobs the effects may run without coming to rest before a step gives up on them: the runtime's
  /// standard 1,000,000; tests of the bound pass a small one, so they take milliseconds.
  var runawayJobs: Int
  /// The most actions one step may reduce: twice the wake-ups an `advance` may make, so a timer that ticks up to
  /// that limit, each tick sending an action, fits.
  static let standardActionLimit = 20_000
  /// The most actions one step may reduce (see ``SessionOptions/actionLimit``).
  var actionLimit: Int

  /// The standard bounds (5 s per preview step, 35 s per live step, 10,000 wake-ups per `advance`, the runtime's
  /// standard runaway bound, ``standardActionLimit`` actions per step), or smaller ones for tests.
  package init(
    settleTimeout: Duration = .seconds(5), liveSettleTimeout: Duration = .seconds(35),
    wakeUpLimit: Int = 10_000, runawayJobs: Int = RuntimeLimits.standard.jobs,
    actionLimit: Int = standardActionLimit
  ) {
    self.settleTimeout = settleTimeout
    self.liveSettleTimeout = liveSettleTimeout
    self.wakeUpLimit = wakeUpLimit
    self.runawayJobs = runawayJobs
    self.actionLimit = actionLimit
  }

  /// The options for a session in `mode`.
  package func options(_ mode: SessionMode) -> SessionOptions {
    let timeout: Duration = if case .live = mode { liveSettleTimeout } else { settleTimeout }
    return SessionOptions(
      mode: mode, settleTimeout: timeout, wakeUpLimit: wakeUpLimit, runawayJobs: runawayJobs,
      actionLimit: actionLimit)
  }
}
