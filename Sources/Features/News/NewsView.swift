import Foundation
public import SwiftUI
public import Reducer

/// The News screen: renders the view state, sends intent. No services, no logic.
public struct NewsView: View {
  let store: StoreOf<NewsFeature>

  /// A view over `store`.
  public init(store: StoreOf<NewsFeature>) {
    self.store = store
  }

  public var body: some View {
    content
      .task { await store.send(.onAppear) }
  }

  @ViewBuilder private var content: some View {
    switch store.viewState {
    case .loading:
      ProgressView("Loading the news…")
    case let .loaded(articles):
      feed(articles)
    case let .partial(articles, failedSources):
      VStack {
        Text("Couldn't load \(failedSources.formatted(.list(type: .and))).")
        Button("Retry") { store.send(.retryTapped) }
        feed(articles)
      }
    case .empty:
      VStack {
        Text("No news yet: every source answered, with nothing new.")
        Button("Refresh") { store.send(.refreshPulled) }
      }
    case let .error(message):
      RetryPrompt(message: message) { store.send(.retryTapped) }
    }
  }

  private func feed(_ articles: [Article]) -> some View {
    List(articles) { article in
      VStack(alignment: .center, spacing: 4) {
        Text(article.title)
        Text(article.summary)
        Text("\(article.source) · \(article.author)")
        Text(article.publishedAt.formatted(.dateTime.month().day().hour().minute()))
      }
    }
  }
}

/// Every scenario of the News screen, as a named preview.
struct NewsView_Previews: ScenarioPreviews {
  typealias Feature = NewsFeature

  static func view(_ store: StoreOf<NewsFeature>) -> some View {
    NewsView(store: store)
  }
}
