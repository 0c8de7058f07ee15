#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals that end the runner (SIGTERM from a CI timeout, SIGINT from Ctrl-C, SIGHUP).
package enum TerminationSignals {
  /// Unblocks the termination signals on the calling (main) thread.
  ///
  /// A process started from a Swift program inherits the mask of the thread that spawned it, and the threads of
  /// Swift concurrency block nearly every signal: `demo-runner` started from a test or a tool would otherwise
  /// ignore SIGTERM, and its explore workers, which end with it, would run on. Signals the launcher *ignores*
  /// (`nohup`) stay ignored.
  package static func unblock() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signal) }
    _ = pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }
}
