#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import Reducer

  /// The News screen: renders the view state, sends intent. No services, no logic.
  public struct NewsView: View {
    let store: StoreOf<NewsFeature>

    /// A view over `store`.
    public init(store: StoreOf<NewsFeature>) {
      self.store = store
    }

    public var body: some View {
      content
        .task { store.send(.onAppear) }
        .refreshable { await store.send(.refreshPulled).finish() }
    }

    @ViewBuilder private var content: some View {
      switch store.viewState {
      case .loading:
        ProgressView("Loading the news…")
      case let .loaded(articles):
        feed(articles, failedSources: [])
      case let .partial(articles, failedSources):
        feed(articles, failedSources: failedSources)
      case .empty:
        ContentUnavailableView {
          Label("No news yet", systemImage: "newspaper")
        } description: {
          Text("Every source answered, with nothing new.")
        } actions: {
          Button("Refresh") { store.send(.refreshPulled) }
        }
      case let .error(message):
        VStack {
          Text(message)
          Button("Retry") { store.send(.retryTapped) }
        }
      }
    }

    private func feed(_ articles: [Article], failedSources: [String]) -> some View {
      List {
        if !failedSources.isEmpty {
          Section {
            HStack {
              Label(
                "Couldn't load \(failedSources.formatted(.list(type: .and))).",
                systemImage: "exclamationmark.triangle")
              Spacer()
              Button("Retry") { store.send(.retryTapped) }
            }
          }
        }
        ForEach(articles) { article in
          VStack(alignment: .leading, spacing: 4) {
            Text(article.title).font(.headline)
            Text(article.summary).font(.subheadline)
            Text("\(article.source) · \(article.author)")
              .font(.caption)
              .foregroundStyle(.secondary)
            Text(article.publishedAt, format: .dateTime.month().day().hour().minute())
              .font(.caption)
              .foregroundStyle(.secondary)
          }
        }
      }
    }
  }

  #Preview("Loaded") { NewsView(store: NewsFeature.scenario(.loaded).makeStore()) }
  #Preview("Empty") { NewsView(store: NewsFeature.scenario(.empty).makeStore()) }
  #Preview("Error") { NewsView(store: NewsFeature.scenario(.error).makeStore()) }
  #Preview("Loading") { NewsView(store: NewsFeature.scenario(.loading).makeStore()) }
  #Preview("Partial") { NewsView(store: NewsFeature.scenario(.partial).makeStore()) }
#endif
