public import Reducer
public import SwiftUI

/// A piece's outline, pushed over its detail: the tree of sections, each editable in place (``OutlineNodeView``).
public struct OutlineScreenView: View {
  let store: StoreOf<OutlineScreenFeature>

  /// A view over `store`.
  public init(store: StoreOf<OutlineScreenFeature>) {
    self.store = store
  }

  public var body: some View {
    List {
      OutlineNodeView(store: store.scope(state: \.root, action: OutlineScreenFeature.Action.root))
    }
    .navigationTitle("Outline")
  }
}
