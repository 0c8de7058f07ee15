public import Foundation

/// A type `.appStorage` can keep in `UserDefaults`: `Bool`, `Int`, `Double`, `String`, `URL` and `Data` (and,
/// through `SharedKey.appStorage(_:)`, any `RawRepresentable` whose raw value is one of them).
///
/// Conform your own type by saying how it is stored as one of those property-list values.
public protocol AppStorageValue: Sendable {
  /// The property-list value stored for `self` (a `Bool`, `Int`, `Double`, `String` or `Data`).
  var appStorageObject: any Sendable { get }
  /// The value stored as `object`, or nil when `object` is not one.
  init?(appStorageObject object: Any)
}

extension Bool: AppStorageValue, PropertyListScalar {}

extension Int: AppStorageValue, PropertyListScalar {}

extension Double: AppStorageValue, PropertyListScalar {}

extension String: AppStorageValue, PropertyListScalar {}

extension Data: AppStorageValue, PropertyListScalar {}

extension URL: AppStorageValue {
  /// Stored as its absolute string (the same on every platform).
  public var appStorageObject: any Sendable { absoluteString }
  public init?(appStorageObject object: Any) {
    if let url = object as? URL {
      self = url
    } else if let text = object as? String, let url = URL(string: text) {
      self = url
    } else {
      return nil
    }
  }
}
