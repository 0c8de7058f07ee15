import Dependencies
import ReducerCore
import ReducerTesting
import ScenarioCatalog
import Testing

/// A feature whose one effect plays a ``ScenarioResponse`` from its dependency, as a mock-backed feature does.
private struct Fetcher: Reducer {
  struct State: Equatable {
    var numbers: [Int]?
    var error: ServiceError?
    var isLoading = false
  }
  enum Action: Equatable {
    case load
    case cancelTapped
    case response(ServiceResult<[Int]>)
  }
  private enum CancelID { case load }

  let response: ScenarioResponse<[Int]>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .load:
        state.isLoading = true
        return .run { [response] send in
          await send(.response(ServiceResult { try await response.resolve(empty: []) }))
        }
        .cancellable(id: CancelID.load)
      case .cancelTapped:
        state.isLoading = false
        return .cancel(id: CancelID.load)
      case let .response(.success(numbers)):
        state.isLoading = false
        state.numbers = numbers
        return .none
      case let .response(.failure(error)):
        state.isLoading = false
        state.error = error
        return .none
      }
    }
  }
}

@Suite struct ScenarioResponseTests {
  private static let boom = ServiceError("The numbers could not be loaded.")

  @Test func successAnswersAtOnceWithItsValue() async throws {
    #expect(try await ScenarioResponse.success([1, 2]).resolve(empty: []) == [1, 2])
  }

  @Test func emptyAnswersWithTheEmptyValueGiven() async throws {
    #expect(try await ScenarioResponse<[Int]>.empty.resolve(empty: []) == [])
    #expect(try await ScenarioResponse<String>.empty.resolve(empty: "none") == "none")
  }

  @Test func emptyWithoutAnEmptyValueIsAReportedIssueAndAFailure() async {
    var result: ServiceResult<Int>?
    await withKnownIssue {
      result = await ServiceResult { try await ScenarioResponse<Int>.empty.resolve() }
    } matching: {
      $0.description.contains("ScenarioResponse<Int>.empty has no empty value")
    }
    // Outside the known issue, so a wrong answer fails the test.
    #expect(
      result
        == .failure(
          ServiceError(
            "ScenarioResponse<Int>.empty has no empty value: pass one to 'resolve(empty:)'.")))
  }

  @Test func failureThrowsItsError() async {
    let result = await ServiceResult {
      try await ScenarioResponse<[Int]>.failure(Self.boom).resolve()
    }
    #expect(result == .failure(Self.boom))
  }

  @Test func mapTransformsTheValueAndKeepsTheBehaviour() async throws {
    #expect(try await ScenarioResponse.success(2).map { $0 * 10 }.resolve() == 20)
    let delayed = ScenarioResponse.delayed(2, by: .seconds(1)).map { "\($0)" }
    guard case .delayed("2", by: .seconds(1)) = delayed else {
      Issue.record("expected .delayed(\"2\", by: 1s), got \(delayed)")
      return
    }
  }

  @MainActor @Test func delayedAnswersOnlyOnceTheClockHasMoved() async {
    let clock = TestClock()
    let store = TestStore(initialState: Fetcher.State()) {
      Fetcher(response: .delayed([3], by: .seconds(2)))
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.load) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    #expect(store.state.numbers == nil)
    await clock.advance(by: .seconds(1))
    await store.receive(.response(.success([3]))) {
      $0.isLoading = false
      $0.numbers = [3]
    }
  }

  @MainActor @Test func delayedCancelledWhileSleepingNeverAnswers() async {
    let clock = TestClock()
    let store = TestStore(initialState: Fetcher.State()) {
      Fetcher(response: .delayed([3], by: .seconds(2)))
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.load) { $0.isLoading = true }
    await store.send(.cancelTapped) { $0.isLoading = false }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @MainActor @Test func loadingStaysInFlightUntilCancelled() async {
    let store = TestStore(initialState: Fetcher.State()) {
      Fetcher(response: .loading)
    }
    await store.send(.load) { $0.isLoading = true }
    // Parked, not busy: the store is quiescent at once; cancelling ends the request without an answer.
    await store.send(.cancelTapped) { $0.isLoading = false }
    await store.finish()
  }

  @Test func loadingThrowsCancelledOnceItsTaskIsCancelled() async {
    let task = Task { await ServiceResult { try await ScenarioResponse<Int>.loading.resolve() } }
    task.cancel()
    #expect(await task.value == .failure(.cancelled))
  }
}
