/// The state of a screen that loads what it shows from a service: whether a load is in flight,
/// the last one's failure and whether one has completed.
///
/// Conform a feature's `State` that has these three fields (the conformance is one empty line) to
/// get the moves every loading screen makes on them, said once, and to use it with
/// `Reduce.loadCycle(id:response:step:fetch:loaded:)`:
///
/// ```swift
/// public struct State: Equatable, Sendable {
///   public var items: IdentifiedArrayOf<Item> = []
///   public var isLoading = false
///   public var errorMessage: String?
///   public var hasLoaded = false
/// }
/// extension ItemsFeature.State: LoadTracking {}
/// ```
public protocol LoadTracking {
  /// Whether a load is in flight.
  var isLoading: Bool { get set }
  /// The last load's failure, if it failed.
  var errorMessage: String? { get set }
  /// Whether a load has completed at least once.
  var hasLoaded: Bool { get set }
}

extension LoadTracking {
  /// Whether appearing should load: nothing loaded yet and no load in flight.
  public var needsFirstLoad: Bool { !hasLoaded && !isLoading }

  /// Whether the answer is in and there is no load in flight: an empty list is then "empty",
  /// not "loading".
  public var hasSettled: Bool { hasLoaded && !isLoading }

  /// A load starts: the spinner shows and the last failure is cleared.
  public mutating func loadStarted() {
    isLoading = true
    errorMessage = nil
  }

  /// A load ended: with `failure`'s message, or none when it succeeded.
  public mutating func loadEnded(failure: ServiceError? = nil) {
    isLoading = false
    hasLoaded = true
    errorMessage = failure?.message
  }
}
