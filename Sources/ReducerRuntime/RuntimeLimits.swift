/// When a wait on an ``EffectRuntime`` gives up on effects that never come to rest: the runtime's two give-up
/// bounds, fixed when the runtime is made.
///
/// Neither bounds how long effects may work: a runtime that keeps changing is followed for as long as it takes.
/// They only end a wait on a runaway loop (``jobs`` jobs without one rest: an effect that loops awaiting only
/// `Task.yield()`) or on a busy runtime that made no progress at all for ``stall``. Tests of those bounds make
/// a runtime with small ones, so proving the bound takes milliseconds instead of a minute.
package struct RuntimeLimits: Sendable, Equatable {
  /// How long a busy runtime may make no progress at all (not one job run, action delivered or sleeper woken)
  /// before a wait on it gives up.
  package var stall: Duration
  /// How many jobs effects may run without the runtime coming to rest before a wait gives up on them. A count,
  /// not a duration, so how busy the machine is never decides it.
  package var jobs: Int

  /// Limits of `stall` and `jobs`.
  package init(stall: Duration = runawayLimit, jobs: Int = runawayJobLimit) {
    self.stall = stall
    self.jobs = jobs
  }

  /// What every store's runtime uses: 60 seconds without progress, 1,000,000 jobs without rest.
  package static let standard = RuntimeLimits()
}
