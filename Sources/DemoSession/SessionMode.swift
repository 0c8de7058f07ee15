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
  /// The bounds; of its two settle timeouts, ``settleTimeout`` is the one of ``mode``.
  var limits: SessionLimits

  /// How long a step waits for busy effects before going on (see ``DemoEffectSettler``): the live bound in a live
  /// session, the preview one otherwise.
  var settleTimeout: Duration {
    if case .live = mode { limits.liveSettleTimeout } else { limits.settleTimeout }
  }
}

/// The bounds every command runs sessions with: ``standard``, or smaller ones for tests
/// (`SessionLimits(wakeUpLimit: 50)`, the memberwise initializer).
package struct SessionLimits: Sendable {
  /// The standard bounds: 5 s per preview step, 35 s per live step, 10,000 wake-ups per `advance`, the runtime's
  /// standard runaway bound, ``standardActionLimit`` actions per step.
  package static let standard = SessionLimits()

  /// How long a preview step waits for effects that keep working (an effect that never rests).
  var settleTimeout: Duration = .seconds(5)
  /// How long a live step waits: long enough for a request to time out on its own.
  var liveSettleTimeout: Duration = .seconds(35)
  /// The most times one `advance` may wake the effects (see ``WakeUpBudget``).
  var wakeUpLimit = 10_000
  /// How many jobs the effects may run without coming to rest before a step gives up on them: the runtime's
  /// standard 1,000,000; tests of the bound pass a small one, so they take milliseconds.
  var runawayJobs = RuntimeLimits.standard.jobs
  /// The most actions one step may reduce: twice the wake-ups an `advance` may make, so a timer that ticks up to
  /// that limit, each tick sending an action, fits.
  static let standardActionLimit = 20_000
  /// The most actions the feature may reduce in one step (an action whose effect sends it again runs forever);
  /// past it the step's effects are stopped and the step fails.
  var actionLimit = SessionLimits.standardActionLimit

  /// The options for a session in `mode`.
  package func options(_ mode: SessionMode) -> SessionOptions {
    SessionOptions(mode: mode, limits: self)
  }
}
