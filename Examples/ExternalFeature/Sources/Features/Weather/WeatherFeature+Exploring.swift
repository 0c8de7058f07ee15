import Foundation
public import Reducer

extension WeatherFeature: Explorable {
  /// What a user can do: tap Retry, tap a row (one listed, or one a reload removed).
  public static var intents: [Intent<Self>] {
    [
      Intent(.retryTapped),
      Intent("rowTapped") { state, draw in
        .rowTapped(id: draw.id(from: state.items.ids, absent: UUID(0)))
      },
    ]
  }

  /// A spinner and an error never show together.
  public static func invariants(_ state: State) -> [String] {
    state.isLoading && state.errorMessage != nil ? ["an error shows while loading"] : []
  }
}
