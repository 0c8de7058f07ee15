extension Store: @MainActor Identifiable where State: Identifiable {
  /// The id of the state, read like any other part of it (registering the read with Observation).
  ///
  /// What `ForEach(store.scope(state: \.rows, action: Action.rows)) { rowStore in RowView(store: rowStore) }` needs:
  /// each row store is identified by its row's id, as the `IdentifiedArray` is. The same value as `store.id` read
  /// through dynamic member lookup, so the conformance hides nothing. Main-actor isolated, like the store.
  public var id: State.ID { self[dynamicMember: \State.id] }
}
