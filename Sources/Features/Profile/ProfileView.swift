#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import Reducer

  /// The Profile screen: renders the view state, sends intent. No services, no logic.
  public struct ProfileView: View {
    let store: StoreOf<ProfileFeature>

    /// A view over `store`.
    public init(store: StoreOf<ProfileFeature>) {
      self.store = store
    }

    public var body: some View {
      content
        .task { store.send(.onAppear) }
    }

    @ViewBuilder private var content: some View {
      switch store.viewState {
      case .loading:
        ProgressView("Loading your profile…")
      case let .loaded(profile):
        form(profile, prompt: nil)
      case let .empty(profile):
        form(profile, prompt: "Tell people who you are: add your name and a few words about you.")
      case let .error(message):
        VStack {
          Text(message)
          Button("Retry") { store.send(.retryTapped) }
        }
      case let .signedOut(message):
        ContentUnavailableView {
          Label("Signed out", systemImage: "person.crop.circle.badge.exclamationmark")
        } description: {
          Text(message)
        }
      }
    }

    private func form(_ profile: Profile, prompt: String?) -> some View {
      Form {
        if let prompt {
          Section { Text(prompt) }
        }
        Section("@\(profile.handle)") {
          TextField(
            "Name", text: store.binding(\.name))
          TextField(
            "Bio", text: store.binding(\.bio),
            axis: .vertical)
        }
        if let message = store.saveErrorMessage {
          Section { Text(message).foregroundStyle(.red) }
        }
        Section {
          Button {
            store.send(.saveTapped)
          } label: {
            if store.isSaving { ProgressView() } else { Text("Save") }
          }
          .disabled(!store.canSave)
        } footer: {
          Text("Member since \(profile.joinedAt.formatted(date: .abbreviated, time: .omitted))")
        }
      }
    }
  }

  #Preview("Loaded") { ProfileView(store: ProfileFeature.scenario(.loaded).makeStore()) }
  #Preview("Empty") { ProfileView(store: ProfileFeature.scenario(.empty).makeStore()) }
  #Preview("Error") { ProfileView(store: ProfileFeature.scenario(.error).makeStore()) }
  #Preview("Loading") { ProfileView(store: ProfileFeature.scenario(.loading).makeStore()) }
  #Preview("Unauthorized") {
    ProfileView(store: ProfileFeature.scenario(.unauthorized).makeStore())
  }
#endif
