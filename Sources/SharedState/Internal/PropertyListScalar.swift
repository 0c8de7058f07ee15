/// A standard type `UserDefaults` stores as itself (`Bool`, `Int`, `Double`, `String`, `Data`): its
/// ``AppStorageValue`` conformance stores `self` and reads back a value of the same type, so the
/// five conformances share this one implementation.
protocol PropertyListScalar: AppStorageValue {}

extension PropertyListScalar {
  /// `self`: a property-list value as it is.
  public var appStorageObject: any Sendable { self }

  /// `object` when it is a value of this type, nil otherwise.
  public init?(appStorageObject object: Any) {
    guard let value = object as? Self else { return nil }
    self = value
  }
}
