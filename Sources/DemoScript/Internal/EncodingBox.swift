import Foundation

/// A reference-typed node that an `Encodable` value writes into; converted into an
/// ``ActionLiteral`` once encoding is done.
final class EncodingBox {
  /// What was written into the box.
  enum Storage {
    /// Nothing yet.
    case empty
    /// Keyed entries in the order they were first written.
    case keyed(keys: [String], values: [String: EncodingBox])
    /// Unkeyed elements.
    case unkeyed([EncodingBox])
    /// A leaf value.
    case single(ActionLiteral.Kind)
  }

  var storage: Storage = .empty
  /// The encoded type's simple name (struct literals are printed with it).
  var typeName: String
  /// Whether the encoded value is an enum (so one keyed entry means one case).
  var isEnum: Bool
  /// Whether the encoded type is a `Set` or `Dictionary`, whose order must be normalized.
  var isUnordered: Bool

  init(typeName: String = "", isEnum: Bool = false, isUnordered: Bool = false) {
    self.typeName = typeName
    self.isEnum = isEnum
    self.isUnordered = isUnordered
  }

  /// Encodes `value` into a new box.
  static func encode<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> EncodingBox {
    if let uuid = value as? UUID {
      return EncodingBox(leaf: .string(uuid.uuidString))
    }
    if let url = value as? URL {
      return EncodingBox(leaf: .string(url.absoluteString))
    }
    if let date = value as? Date {
      return EncodingBox(leaf: .float(date.timeIntervalSinceReferenceDate))
    }
    let simpleName = TypeNames.simpleName(T.self)
    let box = EncodingBox(
      typeName: simpleName,
      isEnum: Mirror(reflecting: value).displayStyle == .enum,
      isUnordered: simpleName == "Set" || simpleName == "Dictionary")
    try value.encode(to: LiteralEncoderImpl(box: box, codingPath: codingPath))
    return box
  }

  convenience init(leaf: ActionLiteral.Kind) {
    self.init()
    storage = .single(leaf)
  }

  /// Takes over everything `other` holds (used when a single-value container encodes a
  /// wrapped value, as `Optional` does).
  func adopt(_ other: EncodingBox) {
    storage = other.storage
    typeName = other.typeName
    isEnum = other.isEnum
    isUnordered = other.isUnordered
  }

  /// The box for `key`, created on first use.
  func entry(forKey key: String) -> EncodingBox {
    if case .keyed(_, let values) = storage, let existing = values[key] { return existing }
    let box = EncodingBox()
    set(box, forKey: key)
    return box
  }

  /// Replaces the box for `key`.
  func set(_ box: EncodingBox, forKey key: String) {
    var keys: [String] = []
    var values: [String: EncodingBox] = [:]
    if case .keyed(let existingKeys, let existingValues) = storage {
      keys = existingKeys
      values = existingValues
    }
    storage = .empty  // Leaves `keys` and `values` uniquely referenced, so no copy below.
    if values.updateValue(box, forKey: key) == nil { keys.append(key) }
    storage = .keyed(keys: keys, values: values)
  }

  func makeKeyed() {
    if case .keyed = storage { return }
    storage = .keyed(keys: [], values: [:])
  }

  func append(_ box: EncodingBox) {
    var elements: [EncodingBox] = []
    if case .unkeyed(let existing) = storage { elements = existing }
    storage = .empty  // Leaves `elements` uniquely referenced, so no copy below.
    elements.append(box)
    storage = .unkeyed(elements)
  }

  func makeUnkeyed() {
    if case .unkeyed = storage { return }
    storage = .unkeyed([])
  }

  var unkeyedCount: Int {
    if case .unkeyed(let elements) = storage { return elements.count }
    return 0
  }

  /// The literal this box describes.
  func literal() -> ActionLiteral {
    ActionLiteral(literalKind())
  }

  private func literalKind() -> ActionLiteral.Kind {
    switch storage {
    case .empty:
      return .case(name: typeName.isEmpty ? nil : typeName, arguments: [])
    case .single(let kind):
      return kind
    case .unkeyed(let elements):
      var literals = elements.map { $0.literal() }
      if isUnordered {
        literals = Self.sortedUnordered(literals, isDictionary: typeName == "Dictionary")
      }
      return .array(literals)
    case .keyed(var keys, let values):
      if isUnordered { keys.sort() }
      if isEnum, keys.count == 1, let payload = values[keys[0]] {
        switch payload.storage {
        case .keyed(let payloadKeys, let payloadValues):
          return .case(
            name: keys[0], arguments: Self.arguments(keys: payloadKeys, values: payloadValues))
        case .empty:
          return .case(name: keys[0], arguments: [])
        default:
          return .case(
            name: keys[0], arguments: [ActionLiteral.Argument(label: nil, value: payload.literal())]
          )
        }
      }
      return .case(
        name: typeName.isEmpty ? nil : typeName,
        arguments: Self.arguments(keys: keys, values: values))
    }
  }

  private static func arguments(
    keys: [String],
    values: [String: EncodingBox]
  ) -> [ActionLiteral.Argument] {
    var arguments: [ActionLiteral.Argument] = []
    for key in keys {
      guard let box = values[key] else { continue }
      // `_N` prints unlabelled only at position N, the one place decoding reads it back as `_N`
      // (a dictionary key "_1" sorted first, or `f(_0: nil, _1: 2)` with `_0` omitted, keeps it).
      let positional = DecodingNode.isPositionalKey(key) && key == "_\(arguments.count)"
      arguments.append(ActionLiteral.Argument(label: positional ? nil : key, value: box.literal()))
    }
    return arguments
  }

  /// Sorts set elements, or dictionary key/value pairs, by their printed form.
  private static func sortedUnordered(
    _ literals: [ActionLiteral],
    isDictionary: Bool
  ) -> [ActionLiteral] {
    guard isDictionary else {
      return literals.map { ($0.printed(), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }
    var pairs: [(key: ActionLiteral, value: ActionLiteral)] = []
    var index = 0
    while index + 1 < literals.count {
      pairs.append((literals[index], literals[index + 1]))
      index += 2
    }
    let sorted = pairs.map { ($0.key.printed(), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    var result = sorted.flatMap { [$0.key, $0.value] }
    if index < literals.count { result.append(literals[index]) }
    return result
  }
}
