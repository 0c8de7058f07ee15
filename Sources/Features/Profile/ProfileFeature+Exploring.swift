public import Reducer

extension ProfileFeature: Explorable {
  /// What a user can do on the form: type a name or a bio (fixtures and boundary texts), save, retry.
  public static var intents: [Intent<Self>] {
    [
      Intent("nameChanged") { _, draw in
        .binding(.set(\.name, draw.text(fixtures: ["Ada Lovelace"])))
      },
      Intent("bioChanged") { _, draw in
        .binding(.set(\.bio, draw.text(fixtures: ["Mathematician"])))
      },
      Intent(.saveTapped),
      Intent(.retryTapped),
    ]
  }

  /// A signed-out form holds nothing personal.
  public static func invariants(_ state: State) -> [String] {
    guard state.signedOutMessage != nil, !state.isLoading else { return [] }
    return state.profile == nil ? [] : ["a profile shows after signing out"]
  }
}
