import ReducerCore

/// The stores previews use, one per feature type and scenario name, kept for the life of the process.
///
/// A store is keyed by its feature's type identity (`ObjectIdentifier` of the metatype), not by the type's printed
/// name: two features named alike in different modules or scopes (`A.Counter`, `B.Counter`) keep stores of their own.
// NB: the one mutable global of this target, and safe: the holder is `@MainActor`, so every read and write of `stores`
// runs on the main actor, one at a time, whatever test or canvas asks (tests running in parallel included); the
// compiler checks that no other isolation reaches it. Entries are never removed (a preview keeps its store for the life
// of the process, which is the point); the key's feature identity cannot be reused by another type while the process runs.
@MainActor
enum PreviewStores {
  /// What a store is kept under: the feature's type and the scenario's name.
  struct Key: Hashable {
    /// The identity of the feature type (its metatype).
    let feature: ObjectIdentifier
    /// The scenario's name.
    let scenario: String
  }

  private static var stores: [Key: AnyObject] = [:]

  /// The store kept for `Feature`'s scenario `scenario`, made by `make` the first time.
  static func store<Feature, State, Action>(
    of feature: Feature.Type, scenario: String, make: () -> Store<State, Action>
  ) -> Store<State, Action> {
    let key = Key(feature: ObjectIdentifier(feature), scenario: scenario)
    if let kept = stores[key] as? Store<State, Action> { return kept }
    let store = make()
    stores[key] = store
    return store
  }
}
