import Reducer

/// The state of a screen that loads what it shows from a service: whether a load is in flight,
/// the last one's failure and whether one has completed. The moves every sample feature makes on
/// these three fields live here, once.
protocol LoadTracking {
  /// Whether a load is in flight.
  var isLoading: Bool { get set }
  /// The last load's failure, if it failed.
  var errorMessage: String? { get set }
  /// Whether a load has completed at least once.
  var hasLoaded: Bool { get set }
}

extension LoadTracking {
  /// Whether appearing should load: nothing loaded yet and no load in flight.
  var needsFirstLoad: Bool { !hasLoaded && !isLoading }

  /// Whether the answer is in and there is no load in flight: an empty list is then "empty",
  /// not "loading".
  var hasSettled: Bool { hasLoaded && !isLoading }

  /// A load starts: the spinner shows and the last failure is cleared.
  mutating func loadStarted() {
    isLoading = true
    errorMessage = nil
  }

  /// A load ended: with `failure`'s message, or none when it succeeded.
  mutating func loadEnded(failure: ServiceError? = nil) {
    isLoading = false
    hasLoaded = true
    errorMessage = failure?.message
  }
}
