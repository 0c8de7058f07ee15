public import Reducer

extension DeparturesFeature: Explorable {
  /// What a user can do: tap Retry, leave the board (it stops ticking).
  public static var intents: [Intent<Self>] {
    [Intent(.retryTapped), Intent(.onDisappear)]
  }

  /// The countdown ticks for as long as the board is shown.
  public static var hasLongLivingEffects: Bool { true }

  /// A failure and a loaded board never show together. (A failure may stay on screen while a reload is in
  /// flight: the timer's reload keeps it until the service answers, by design.)
  public static func invariants(_ state: State) -> [String] {
    state.hasLoaded && state.errorMessage != nil ? ["a failure shows over a loaded board"] : []
  }
}
