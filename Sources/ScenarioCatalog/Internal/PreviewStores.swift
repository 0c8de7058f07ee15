import ReducerCore

/// The stores previews use, one per feature and scenario, kept for the life of the process.
@MainActor
enum PreviewStores {
  private static var stores: [String: AnyObject] = [:]

  /// The store kept under `key`, made by `make` the first time.
  static func store<State, Action>(
    for key: String, make: () -> Store<State, Action>
  ) -> Store<State, Action> {
    if let kept = stores[key] as? Store<State, Action> { return kept }
    let store = make()
    stores[key] = store
    return store
  }
}
