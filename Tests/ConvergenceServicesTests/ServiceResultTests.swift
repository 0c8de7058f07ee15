import Foundation
import ConvergenceServices
import Testing

@Suite struct ServiceResultTests {
  private struct Plain: Error, CustomStringConvertible {
    var description: String { "no" }
  }

  @Test func catchingCapturesTheValueOrTheErrorAsAServiceError() async {
    #expect(await ServiceResult { 1 } == .success(1))
    #expect(await ServiceResult<Int> { throw Plain() } == .failure(ServiceError("no")))
  }

  @Test func itConvertsToAndFromResult() throws {
    let failure = ServiceResult<Int>(.failure(.unauthorized))
    #expect(failure == .failure(.unauthorized))
    #expect(failure.result == .failure(.unauthorized))
    #expect(try ServiceResult(.success(3)).get() == 3)
    #expect(throws: ServiceError.unauthorized) { try failure.get() }
  }

  @Test func itCodesLikeASynthesizedEnum() throws {
    let data = try JSONEncoder().encode(ServiceResult.success([1]))
    #expect(String(decoding: data, as: UTF8.self) == #"{"success":{"_0":[1]}}"#)
    let decoded = try JSONDecoder().decode(
      ServiceResult<[Int]>.self,
      from: Data(#"{"failure":{"_0":{"message":"x","isUnauthorized":true}}}"#.utf8))
    #expect(decoded == .failure(ServiceError("x", isUnauthorized: true)))
  }
}
