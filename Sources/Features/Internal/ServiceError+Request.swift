import APIService
import Reducer

extension ServiceError {
  /// Runs `request`, a call through `apiClient`; what it throws becomes the `ServiceError` a view
  /// shows, naming the coding path of an answer that did not decode
  /// (`ServiceError(namingDecodingPathOf:)`). What every live service does around its calls.
  static func request<T>(_ request: () async throws -> T) async throws(ServiceError) -> T {
    do {
      return try await request()
    } catch {
      throw ServiceError(namingDecodingPathOf: error)
    }
  }
}
