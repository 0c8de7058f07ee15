import ValueDumping
/// A state whose fields binding actions can name, so that its ``BindingAction``s are `Codable` (for demo scripts
/// and recorded actions).
///
/// List the fields a form binds, each with the name scripts use:
///
/// ```swift
/// extension ProfileFeature.State: CodableBindings {
///   public static let codableBindings: [CodableBinding<Self>] = [
///     .field("name", \.name),
///     .field("bio", \.bio),
///   ]
/// }
/// ```
///
/// A binding action then encodes like the enum case `set(_:_:)` with the field's name and value, so a demo script
/// writes `send binding(.set("name", "Ada"))`. Decoding an unknown name, or encoding an action for a field the list
/// lacks, is an error naming the fields that exist.
public protocol CodableBindings {
  /// The fields binding actions may set, by name.
  static var codableBindings: [CodableBinding<Self>] { get }
}

/// One field of a ``CodableBindings`` state: its name, and how to encode and decode a binding action for it.
public struct CodableBinding<Root>: Sendable {
  /// The name scripts and encoded actions use.
  public let name: String
  let keyPath: any PartialKeyPath<Root> & Sendable
  let encodeValue:
    @Sendable (BindingAction<Root>, inout KeyedEncodingContainer<BindingCodingKey>) throws -> Void
  let decodeAction:
    @Sendable (KeyedDecodingContainer<BindingCodingKey>) throws -> BindingAction<Root>

  /// The field at `keyPath`, named `name`.
  public static func field<Value: Codable & Equatable & Sendable>(
    _ name: String, _ keyPath: any WritableKeyPath<Root, Value> & Sendable
  ) -> Self {
    Self(
      name: name, keyPath: keyPath,
      encodeValue: { action, container in
        guard let value = action.value as? Value else { return }
        try container.encode(value, forKey: .value)
      },
      decodeAction: { container in
        .set(keyPath, try container.decode(Value.self, forKey: .value))
      })
  }
}

/// The keys of an encoded binding action: the case `set`, then its two positional payloads.
public enum BindingCodingKey: String, CodingKey, Sendable {
  case set
  case name = "_0"
  case value = "_1"
}

extension BindingAction: Encodable where Root: CodableBindings {
  public func encode(to encoder: any Encoder) throws {
    let path = keyPath as AnyKeyPath
    guard let field = Root.codableBindings.first(where: { ($0.keyPath as AnyKeyPath) == path })
    else {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "\(keyPathName(path)) is not one of \(Root.self).codableBindings ("
            + Root.codableBindings.map(\.name).joined(separator: ", ") + ")"))
    }
    var outer = encoder.container(keyedBy: BindingCodingKey.self)
    var payload = outer.nestedContainer(keyedBy: BindingCodingKey.self, forKey: .set)
    try payload.encode(field.name, forKey: .name)
    try field.encodeValue(self, &payload)
  }
}

extension BindingAction: Decodable where Root: CodableBindings {
  public init(from decoder: any Decoder) throws {
    let outer = try decoder.container(keyedBy: BindingCodingKey.self)
    let payload = try outer.nestedContainer(keyedBy: BindingCodingKey.self, forKey: .set)
    let name = try payload.decode(String.self, forKey: .name)
    guard let field = Root.codableBindings.first(where: { $0.name == name }) else {
      throw DecodingError.dataCorruptedError(
        forKey: .name, in: payload,
        debugDescription: "\(Root.self) has no bindable field '\(name)'; its fields are: "
          + Root.codableBindings.map { "'\($0.name)'" }.joined(separator: ", "))
    }
    self = try field.decodeAction(payload)
  }
}
