/// What an action asks of a screen's load cycle (`Reduce.loadCycle(id:response:step:fetch:loaded:)`).
///
/// A feature maps each of its actions to a step, or to `nil` for the actions the cycle leaves to
/// its other reducers:
///
/// ```swift
/// step: { action in
///   switch action {
///   case .onAppear: .appear
///   case .refreshPulled, .retryTapped: .reload
///   case let .itemsResponse(result): .answer(result)
///   case .rowTapped: nil
///   }
/// }
/// ```
public enum LoadStep<Value: Sendable> {
  /// The view appeared: load, unless a load has completed or is in flight.
  case appear
  /// The user asked again (pulled to refresh, tapped "Retry"): load now, replacing a load in flight.
  case reload
  /// The service answered.
  case answer(ServiceResult<Value>)
}
