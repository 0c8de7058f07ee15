/// Why an ``HTTPTestServer`` could not start, or why a raw exchange with it failed.
///
/// Each case says which operation failed and what the system said, for example
/// `bind 127.0.0.1:0 failed: Address already in use (errno 98)`.
public enum HTTPTestServerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A system call failed; `operation` names it (with its address where there is one).
  case system(operation: String, message: String)

  public var description: String {
    switch self {
    case .system(let operation, let message):
      return "\(operation) failed: \(message)"
    }
  }
}
