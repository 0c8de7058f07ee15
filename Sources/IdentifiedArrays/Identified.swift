/// A value paired with an identifier: makes any value `Identifiable`, so it can live in an `IdentifiedArray`.
///
/// For a row whose state is a plain value without an id of its own, such as a `String` or a value shared by
/// several rows:
///
/// ```swift
/// var rows: IdentifiedArrayOf<Identified<UUID, String>> = [
///   Identified("Milk", id: uuid()),
///   Identified("Eggs", id: uuid()),
/// ]
/// rows[id: id]?.value = "Oat milk"
/// ```
///
/// Properties of the value read through the wrapper (`row.count` for `row.value.count`) and write through it when
/// the key path is writable. The id never changes after creation. `Identified` is `Equatable`, `Hashable`,
/// `Codable` and `Sendable` when its id and value are; two are equal when both their ids and values are.
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
  /// The identifier.
  public let id: ID

  /// The identified value.
  public var value: Value

  /// Pairs `value` with `id`.
  ///
  /// - Parameters:
  ///   - value: the value.
  ///   - id: its identifier.
  public init(_ value: Value, id: ID) {
    self.id = id
    self.value = value
  }

  /// Pairs `value` with the identifier read from it at `id`, e.g. `Identified(name, id: \.self)`.
  ///
  /// - Parameters:
  ///   - value: the value.
  ///   - id: where the identifier is in the value; read once, now.
  public init(_ value: Value, id: KeyPath<Value, ID>) {
    self.init(value, id: value[keyPath: id])
  }

  /// Reads a property of the value.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// Reads and writes a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension Identified: Equatable where Value: Equatable {}

extension Identified: Hashable where Value: Hashable {}

extension Identified: Sendable where ID: Sendable, Value: Sendable {}

extension Identified: Encodable where ID: Encodable, Value: Encodable {
  /// Encodes a keyed container: `{"id": …, "value": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: IdentifiedCodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(value, forKey: .value)
  }
}

extension Identified: Decodable where ID: Decodable, Value: Decodable {
  /// Decodes a keyed container with an `id` and a `value`.
  ///
  /// - Throws: `DecodingError.keyNotFound` (located at the container) when either key is missing, or the error
  ///   decoding the id or the value throws.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: IdentifiedCodingKeys.self)
    self.init(
      try container.decode(Value.self, forKey: .value),
      id: try container.decode(ID.self, forKey: .id))
  }
}

extension Identified: CustomStringConvertible {
  public var description: String {
    "Identified(\(String(reflecting: value)), id: \(String(reflecting: id)))"
  }
}

/// The keys of an encoded ``Identified``.
private enum IdentifiedCodingKeys: String, CodingKey {
  case id, value
}
