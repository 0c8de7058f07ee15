/// Builds an ``ActionLiteral`` for any value: through ``LiteralEncoder`` when the value is
/// `Encodable`, by `Mirror` reflection otherwise (and for parts whose encoding fails).
enum ReflectedLiteral {
  /// Reflection stops below this depth (cyclic class graphs end here).
  static let maximumDepth = 32

  static func literal(for value: Any, depth: Int = 0) -> ActionLiteral {
    if let encodable = value as? any Encodable, let literal = encoded(encodable) {
      return literal
    }
    return reflected(value, depth: depth)
  }

  private static func encoded<T: Encodable>(_ value: T) -> ActionLiteral? {
    try? LiteralEncoder().encode(value)
  }

  private static func reflected(_ value: Any, depth: Int) -> ActionLiteral {
    switch value {
    case let string as String: return ActionLiteral(.string(string))
    case let character as Character: return ActionLiteral(.string(String(character)))
    case let bool as Bool: return ActionLiteral(.bool(bool))
    case let integer as any BinaryInteger: return ActionLiteral(.integer("\(integer)"))
    case let double as Double: return ActionLiteral(.float(double))
    case let float as Float: return ActionLiteral(.float(Double("\(float)") ?? Double(float)))
    default: break
    }
    let mirror = Mirror(reflecting: value)
    let typeName = TypeNames.simpleName(type(of: value))
    guard depth < maximumDepth else {
      return ActionLiteral(.case(name: typeName, arguments: []))
    }
    func child(_ value: Any) -> ActionLiteral { literal(for: value, depth: depth + 1) }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return ActionLiteral(.nil) }
      return literal(for: wrapped.value, depth: depth)
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else {
        return ActionLiteral(.case(name: "\(value)", arguments: []))
      }
      let payloadMirror = Mirror(reflecting: payload.value)
      let arguments: [ActionLiteral.Argument]
      if payloadMirror.displayStyle == .tuple {
        arguments = payloadMirror.children.map { element in
          ActionLiteral.Argument(label: tupleLabel(element.label), value: child(element.value))
        }
      } else {
        arguments = [ActionLiteral.Argument(label: nil, value: child(payload.value))]
      }
      return ActionLiteral(.case(name: name, arguments: arguments))
    case .tuple:
      let arguments = mirror.children.map { element in
        ActionLiteral.Argument(label: tupleLabel(element.label), value: child(element.value))
      }
      return ActionLiteral(.case(name: nil, arguments: arguments))
    case .collection:
      return ActionLiteral(.array(mirror.children.map { child($0.value) }))
    case .set, .dictionary:
      let elements = mirror.children.map { child($0.value) }
      let sorted = elements.map { ($0.printed(), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
      return ActionLiteral(.array(sorted))
    default:
      if mirror.children.isEmpty, mirror.displayStyle == nil {
        return ActionLiteral(.string("\(value)"))
      }
      let arguments = mirror.children.map { element in
        ActionLiteral.Argument(label: element.label, value: child(element.value))
      }
      return ActionLiteral(.case(name: typeName, arguments: arguments))
    }
  }

  /// Tuple labels from `Mirror` are `.0`, `.1` for unlabelled elements.
  private static func tupleLabel(_ label: String?) -> String? {
    guard let label, !label.hasPrefix(".") else { return nil }
    return label
  }
}
