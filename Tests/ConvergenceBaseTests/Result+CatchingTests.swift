import ConvergenceBase
import Testing

@Suite struct ResultCatchingTests {
  struct Failure: Error, Equatable {}

  func value(_ number: Int) async throws -> Int { number }
  func failing() async throws -> Int { throw Failure() }

  @Test func asyncBodyThatReturnsGivesSuccess() async throws {
    let result = await Result { try await value(42) }
    #expect(try result.get() == 42)
  }

  @Test func asyncBodyThatThrowsGivesFailureWithTheError() async {
    let result = await Result { try await failing() }
    #expect(throws: Failure()) { try result.get() }
  }

  @Test func cancellationErrorIsCapturedLikeAnyOther() async {
    let result = await Result { () async throws -> Int in throw CancellationError() }
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @MainActor @Test func bodyRunsOnTheCallersActor() async throws {
    var touched = 0
    let result = await Result { () async throws -> Int in
      MainActor.assertIsolated()
      touched += 1  // main-actor state, mutated without a hop
      return touched
    }
    #expect(try result.get() == 1)
  }
}
