import Foundation
public import SwiftUI
public import Reducer

/// The Profile screen: renders the view state, sends intent. No services, no logic.
public struct ProfileView: View {
  @Bindable var store: StoreOf<ProfileFeature>

  /// A view over `store`.
  public init(store: StoreOf<ProfileFeature>) {
    self._store = Bindable(store)
  }

  public var body: some View {
    content
      .task { await store.send(.onAppear) }
  }

  @ViewBuilder private var content: some View {
    switch store.viewState {
    case .loading:
      ProgressView("Loading your profile…")
    case let .loaded(profile):
      form(profile, prompt: "")
    case let .empty(profile):
      form(profile, prompt: "Tell people who you are: add your name and a few words about you.")
    case let .error(message):
      RetryPrompt(message: message) { store.send(.retryTapped) }
    case let .signedOut(message):
      VStack {
        Text("Signed out")
        Text(message)
      }
    }
  }

  private func form(_ profile: Profile, prompt: String) -> some View {
    List {
      Text(prompt)
      Text("@\(profile.handle)")
      TextField("Name", text: $store.name)
      TextField("Bio", text: $store.bio)
      Text(store.saveErrorMessage ?? "")
      if store.isSaving {
        ProgressView("Saving…")
      } else {
        Button("Save") { store.send(.saveTapped) }
          .disabled(!store.canSave)
      }
      Text("Member since \(profile.joinedAt.formatted(date: .abbreviated, time: .omitted))")
    }
  }
}

/// Every scenario of the Profile screen, as a named preview.
struct ProfileView_Previews: ScenarioPreviews {
  typealias Feature = ProfileFeature

  static func view(_ store: StoreOf<ProfileFeature>) -> some View {
    ProfileView(store: store)
  }
}
