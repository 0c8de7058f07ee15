import Dependencies
import ReducerCore
import ReducerTesting
import ScenarioCatalog
import Testing

/// `Reduce.loadCycle` with `LoadTracking`: load on the first appear only, reload on request, record
/// the answer or the failure.
@MainActor
@Suite struct ReduceLoadCycleTests {
  @Test func theFirstAppearLoadsAndALaterOneDoesNot() async {
    let store = Counter.scenario(.loaded).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.countResponse(.success(7))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.count = 7
    }
    await store.send(.onAppear)
  }

  @Test func aFailureShowsItsMessageAndARetryClearsIt() async {
    let store = Counter.scenario(.error).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.countResponse(.failure(ServiceError("The count could not be loaded.")))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.errorMessage = "The count could not be loaded."
    }
    store.dependencies.countService = .success(3)
    await store.send(.retryTapped) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(.countResponse(.success(3))) {
      $0.isLoading = false
      $0.count = 3
    }
  }

  @Test func anAppearWhileLoadingDoesNotStartASecondLoad() async {
    let store = Counter.scenario(.loading).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.send(.onAppear)
    await store.skipInFlightEffects()
  }

  @Test func theLoadIsReportedWhereTheFeatureStartsIt() async {
    let store = Counter.scenario(.loading).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await withKnownIssue("the service never answers") {
      await store.receive(.countResponse(.success(7)))
    } matching: { issue in
      issue.description.contains("created at ScenarioCatalogTests/Support.swift:")
    }
    await store.skipInFlightEffects()
  }
}
