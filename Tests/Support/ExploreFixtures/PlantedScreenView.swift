public import Reducer
public import SwiftUI

/// The planted counter's screen: a count, Add, Reset, Show cover, a title field; the cover has Close.
public struct PlantedScreenView<Kind: PlantedScreenBugKind>: View {
  let store: StoreOf<PlantedScreenFeature<Kind>>

  /// A view over `store`.
  public init(store: StoreOf<PlantedScreenFeature<Kind>>) { self.store = store }

  public var body: some View {
    VStack {
      Text(countText)
      Button("Add") { store.send(.addTapped) }
      if Kind.bug != .intentWithoutControl {
        Button("Reset") { store.send(.resetTapped) }
      }
      Button("Show cover") { store.send(.showCoverTapped) }
      if Kind.bug == .deadButton {
        Button("Share") {}
      }
      TextField(
        "Title", text: Binding(get: { store.title }, set: { store.send(.titleChanged($0)) }))
    }
    .fullScreenCover(isPresented: Binding(get: { store.isCoverShown }, set: { _ in })) {
      VStack {
        Text("Cover")
        Button("Close") { store.send(.closeCoverTapped) }
      }
    }
  }

  private var countText: String {
    if store.count > 1 {
      switch Kind.bug {
      case .renderIssue: reportIssue("the count was drawn past 1")
      case .renderTrap: fatalError("the count was drawn past 1")
      default: break
      }
    }
    return "Count: \(store.count)"
  }
}
