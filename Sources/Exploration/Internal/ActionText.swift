import CaseReflection
import ConvergenceBase
import Foundation

/// An action written as a script literal (`rowTapped(id: "1111…")`), by reflection: how `Feature.explore` prints
/// a failing sequence when no printer is given.
enum ActionText {
  static func literal(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch value {
    case let string as String: return quoted(string)
    case let uuid as UUID: return quoted(uuid.uuidString)
    case let bool as Bool: return "\(bool)"
    case let number as any BinaryInteger: return "\(number)"
    case let number as any BinaryFloatingPoint: return "\(number)"
    default: break
    }
    switch mirror.displayStyle {
    case .enum:
      let name = EnumReflection.caseName(of: value) ?? "\(value)"
      guard let payload = mirror.children.first?.value else { return name }
      let inner = Mirror(reflecting: payload)
      let arguments: String
      if inner.displayStyle == .tuple {
        arguments = inner.children.map { child in
          let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
          return (label.map { "\($0): " } ?? "") + nested(child.value)
        }.joined(separator: ", ")
      } else {
        arguments = nested(payload)
      }
      return "\(name)(\(arguments))"
    case .optional:
      return mirror.children.first.map { literal($0.value) } ?? "nil"
    case .collection, .set:
      return "[" + mirror.children.map { literal($0.value) }.joined(separator: ", ") + "]"
    case .struct, .class:
      return "\(type(of: value))("
        + mirror.children.map { "\($0.label ?? "_"): \(literal($0.value))" }.joined(separator: ", ")
        + ")"
    default:
      return "\(value)"
    }
  }

  /// The cases an action is made of, outermost first, its payloads left out (`path.element.detail.editTapped`): what
  /// an intent and a control have in common when they send the same kind of action.
  static func casePath(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum || mirror.displayStyle == .optional else { return "" }
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { casePath($0.value) } ?? "nil"
    }
    let name = EnumReflection.caseName(of: value) ?? "\(value)"
    guard let payload = mirror.children.first?.value else { return name }
    let inner = Mirror(reflecting: payload)
    let nested: String
    if inner.displayStyle == .tuple {
      nested =
        inner.children.lazy.map { casePath($0.value) }.first { !$0.isEmpty } ?? ""
    } else {
      nested = casePath(payload)
    }
    return nested.isEmpty ? name : name + "." + nested
  }

  private static func nested(_ value: Any) -> String {
    Mirror(reflecting: value).displayStyle == .enum ? "." + literal(value) : literal(value)
  }

  private static func quoted(_ text: String) -> String {
    "\"" + StringLiteralEscaping.escaped(text) + "\""
  }
}
