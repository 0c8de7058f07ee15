import Dependencies
import Foundation
import Observation
import Reducer
import ReducerTesting
import Testing

// Every Swift sample of Docs/Effects.md, as written there: types inside the suite (so that two articles may
// both declare a `Counter`), statements inside its tests. `DocSamplesTests.docSamplesAreMirroredHere` fails
// when the article's samples and this file drift apart.

@Suite
struct EffectsDocSamples {
  struct BookSearch: Reducer {
    struct State: Equatable, Sendable {
      var query = ""
      var results: [String] = []
      var errorMessage: String?
    }
    enum Action: Equatable, Sendable {
      case queryChanged(String)
      case searchResponse(Result<[String], BookSearchError>)
    }
    private enum CancelID { case search }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.bookClient) var bookClient

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .queryChanged(query):
        state.query = query
        guard !query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(.success(try await bookClient.search(query))))
        } catch: { error, send in
          await send(.searchResponse(.failure(BookSearchError(message: "\(error)"))))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case let .searchResponse(.success(results)):
        state.results = results
        state.errorMessage = nil
        return .none
      case let .searchResponse(.failure(error)):
        state.results = []
        state.errorMessage = error.message
        return .none
      }
    }
  }

  struct Onboarding: Reducer {
    struct State: Equatable, Sendable {
      var steps: [String] = []
    }
    enum Action: Equatable, Sendable {
      case startTapped
      case stepFinished(String)
    }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .startTapped:
        return .concatenate(
          .send(.stepFinished("welcome")),
          .merge(
            .run { send in
              try await clock.sleep(for: .seconds(2))
              await send(.stepFinished("profile"))
            },
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.stepFinished("settings"))
            }
          ),
          .send(.stepFinished("done"))
        )
      case let .stepFinished(step):
        state.steps.append(step)
        return .none
      }
    }
  }

  struct Autosave: Reducer {
    struct State: Equatable, Sendable {
      var text = ""
      var savedText = ""
    }
    enum Action: Equatable, Sendable {
      case textChanged(String)
      case saveRequested
    }
    private enum CancelID { case save }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .textChanged(text):
        state.text = text
        return .send(.saveRequested)
          .debounce(id: CancelID.save, for: .seconds(1), clock: clock)
      case .saveRequested:
        state.savedText = state.text
        return .none
      }
    }
  }

  @MainActor @Test func storeTaskSampleRuns() async {
    let store = Store(initialState: BookSearch.State()) {
      BookSearch()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.bookClient.search = { query in ["\(query) in depth"] }
    }
    await store.send(.queryChanged("swift")).finish()
    print(store.results)  // ["swift in depth"]

    let task = store.send(.queryChanged("concurrency"))
    task.cancel()
    await task.finish()
    print(task.isCancelled, store.results)  // true ["swift in depth"]

    #expect(store.results == ["swift in depth"])
    #expect(store.query == "concurrency")
  }

  @MainActor @Test func onboardingRunsItsStepsInOrder() async {
    let clock = TestClock()
    let store = TestStore(initialState: Onboarding.State()) {
      Onboarding()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped)
    await store.receive(.stepFinished("welcome")) { $0.steps = ["welcome"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.stepFinished("settings")) { $0.steps.append("settings") }
    await clock.advance(by: .seconds(1))
    await store.receive(.stepFinished("profile")) { $0.steps.append("profile") }
    await store.receive(.stepFinished("done")) { $0.steps.append("done") }
  }

  @MainActor @Test func bookSearchReportsFailuresAndClearsOnEmptyQuery() async {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "offline" }
    }
    let store = Store(initialState: BookSearch.State()) {
      BookSearch()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.bookClient.search = { _ in throw Offline() }
    }
    await store.send(.queryChanged("swift")).finish()
    #expect(store.errorMessage == "offline")
    await store.send(.queryChanged("")).finish()
    #expect(store.state == BookSearch.State(query: "", results: [], errorMessage: "offline"))
  }

  @MainActor @Test func autosaveDebouncesTyping() async {
    let clock = TestClock()
    let store = TestStore(initialState: Autosave.State()) {
      Autosave()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.textChanged("a")) { $0.text = "a" }
    await clock.advance(by: .milliseconds(500))
    await store.send(.textChanged("ab")) { $0.text = "ab" }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.saveRequested) { $0.savedText = "ab" }
  }
}

struct BookSearchError: Error, Equatable, Sendable {
  var message: String
}

struct BookClient: Sendable {
  var search: @Sendable (String) async throws -> [String]
}

extension BookClient: DependencyKey {
  static let liveValue = BookClient { _ in [] }
  static let testValue = BookClient { _ in throw Unimplemented("BookClient.search") }
}

extension DependencyValues {
  var bookClient: BookClient {
    get { self[BookClient.self] }
    set { self[BookClient.self] = newValue }
  }
}
