import Reducer

/// What an action asks of a screen's load cycle (``Reduce/loadCycle(id:response:step:fetch:loaded:)``).
enum LoadStep<Value: Sendable> {
  /// The view appeared: load, unless a load has completed or is in flight.
  case appear
  /// The user asked again (pulled to refresh, tapped "Retry"): load now, replacing a load in flight.
  case reload
  /// The service answered.
  case answer(ServiceResult<Value>)
}
