import Foundation
public import Reducer

extension ItemsFeature: Explorable {
  /// What a user can do on the list: pull to refresh, tap Retry, tap a row (one that exists, or one that was
  /// just removed by a refresh).
  public static var intents: [Intent<Self>] {
    [
      Intent(.refreshPulled),
      Intent(.retryTapped),
      Intent("rowTapped") { state, draw in
        .rowTapped(id: draw.id(from: state.items.ids, absent: UUID(0)))
      },
    ]
  }

  /// A spinner and an error never show together; a loaded list is never loading from nothing.
  public static func invariants(_ state: State) -> [String] {
    var violated: [String] = []
    if state.isLoading, state.errorMessage != nil {
      violated.append("an error shows while loading")
    }
    if !state.hasLoaded, state.errorMessage != nil {
      violated.append("an error before any load finished")
    }
    return violated
  }
}
