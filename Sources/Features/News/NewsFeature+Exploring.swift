public import Reducer

extension NewsFeature: Explorable {
  /// What a reader can do: pull to refresh, tap Retry.
  public static var intents: [Intent<Self>] {
    [Intent(.refreshPulled), Intent(.retryTapped)]
  }

  /// A spinner and an error never show together; a source fails only once per load.
  public static func invariants(_ state: State) -> [String] {
    var violated: [String] = []
    if state.isLoading, state.errorMessage != nil {
      violated.append("an error shows while loading")
    }
    if Set(state.failedSources).count != state.failedSources.count {
      violated.append("a failed source is listed twice")
    }
    return violated
  }
}
