import Foundation
import ConvergenceServices
import Testing

private enum Transport: ServiceErrorConvertible, Equatable {
  case offline, forbidden
  var serviceError: ServiceError {
    switch self {
    case .offline: ServiceError("You are offline.")
    case .forbidden: .unauthorized
    }
  }
}

private struct Plain: Error, CustomStringConvertible {
  var description: String { "the disk is full" }
}

@Suite struct ServiceErrorTests {
  @Test func aMessageIsWhatTheUserReads() {
    let error = ServiceError("The items could not be loaded.")
    #expect(error.message == "The items could not be loaded.")
    #expect(error.description == "The items could not be loaded.")
    #expect(!error.isUnauthorized)
  }

  @Test func unauthorizedAsksTheUserToSignInAgain() {
    #expect(
      ServiceError.unauthorized.message == "Your session has expired. Sign in again to continue.")
    #expect(ServiceError.unauthorized.isUnauthorized)
  }

  @Test func anyErrorMapsToAReadableServiceError() {
    let original = ServiceError("Kept.")
    #expect(ServiceError(original as any Error) == original)
    #expect(ServiceError(Transport.offline) == ServiceError("You are offline."))
    #expect(ServiceError(Transport.forbidden) == .unauthorized)
    #expect(ServiceError(CancellationError()) == .cancelled)
    #expect(ServiceError(Plain()) == ServiceError("the disk is full"))
  }

  @Test func itCodesItsMessageAndFlag() throws {
    let data = try JSONEncoder().encode(ServiceError.unauthorized)
    #expect(try JSONDecoder().decode(ServiceError.self, from: data) == .unauthorized)
  }
}
