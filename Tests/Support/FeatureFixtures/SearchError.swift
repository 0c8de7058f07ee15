/// A failed search, by the description of what the client threw.
public struct SearchError: Error, Equatable, Sendable {
  /// The thrown error's description.
  public var message: String
  /// The failure `error` describes.
  public init(_ error: any Error) { self.message = "\(error)" }
}
