import Dependencies
import Foundation
import Observation
import Reducer
import ReducerTesting
import Testing

// Every Swift sample of Docs/Architecture.md, as written there: types inside the suite (so that two articles may
// both declare a `Counter`), statements inside its tests. `DocSamplesTests.docSamplesAreMirroredHere` fails
// when the article's samples and this file drift apart.

@Suite
struct ArchitectureDocSamples {
  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
      var fact: String?
    }
    enum Action: Equatable, Sendable {
      case decrementTapped
      case incrementTapped
      case factButtonTapped
      case factResponse(String)
    }

    @Dependency(\.numberFact) var numberFact

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .decrementTapped:
        state.count -= 1
        state.fact = nil
        return .none
      case .incrementTapped:
        state.count += 1
        state.fact = nil
        return .none
      case .factButtonTapped:
        let count = state.count
        return .run { send in
          await send(.factResponse(try await numberFact.fetch(count)))
        } catch: { error, send in
          await send(.factResponse("No fact today: \(error)"))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      }
    }
  }

  @MainActor @Test func storeSampleRunsAndObservationSampleNotifies() async {
    let changes = EffectProbe()
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { number in "\(number) is odd." }
    }
    store.send(.incrementTapped)
    await store.send(.factButtonTapped).finish()
    print(store.count, store.fact ?? "")  // 1 1 is odd.

    #expect(store.count == 1)
    #expect(store.fact == "1 is odd.")

    withObservationTracking {
      _ = store.count
    } onChange: {
      print("count changed")
    }
    store.send(.factButtonTapped)  // the count does not change: nothing is printed
    store.send(.incrementTapped)  // prints "count changed"

    #expect(store.count == 2)

    withObservationTracking {
      _ = store.count
    } onChange: {
      changes.record("count")
    }
    store.send(.decrementTapped)
    #expect(changes.events == ["count"])
  }

  @MainActor @Test func factErrorsReachTheCatchHandler() async {
    struct Offline: Error {}
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw Offline() }
    }
    await store.send(.factButtonTapped).finish()
    #expect(store.fact?.hasPrefix("No fact today") == true)
  }

  @MainActor @Test func theServiceFailsATestThatDidNotOverrideIt() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.factButtonTapped).finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("'NumberFactClient.fetch' was called")
    }
    #expect(store.fact?.hasPrefix("No fact today") == true)
  }
}

struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient { number in
    // The app's real work goes here, e.g. a request through its API client.
    "\(number) is the number of the day."
  }
  static let testValue = NumberFactClient { _ in
    throw Unimplemented("NumberFactClient.fetch")
  }
  static let previewValue = NumberFactClient { number in "\(number) is a good number." }
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
