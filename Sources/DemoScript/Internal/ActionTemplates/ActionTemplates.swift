import Foundation

/// The cases of a feature's `Action`, written as script literals with a type for each payload:
/// what interactive `help` lists.
///
/// The case names come from enum reflection; each case's payload labels and types are read by
/// decoding the case through its `Codable` conformance with a ``TemplateProbeDecoder``, which
/// records what the synthesized `init(from:)` asks for:
///
/// ```text
/// onAppear
/// rowTapped(id: UUID)
/// itemsResponse(ServiceResult<[Item]>)
/// ```
package enum ActionTemplates {
  /// One template per case of `type` (cases with payloads first, as enum reflection lists
  /// them); empty when `type` is not an enum.
  package static func of<Action: Decodable>(_ type: Action.Type) -> [String] {
    guard let names = EnumCaseNames.of(type) else { return [] }
    return names.map { template(type, caseName: $0) }
  }

  /// The template of case `caseName` of `type`.
  static func template<Action: Decodable>(_ type: Action.Type, caseName: String) -> String {
    let probe = TemplateProbe()
    let decoder = TemplateProbeDecoder(probe: probe, depth: 0, caseName: caseName)
    let complete = (try? Action(from: decoder)) != nil
    var parts = probe.fields.map { field in
      field.label.hasPrefix("_") ? field.type : "\(field.label): \(field.type)"
    }
    // A payload whose placeholder could not be built ends the probe early: say there may be more.
    if !complete && !probe.fields.isEmpty { parts.append("…") }
    return parts.isEmpty ? caseName : "\(caseName)(\(parts.joined(separator: ", ")))"
  }

  /// `type`'s name as a script author reads it: `Array<Item>` → `[Item]`, `Optional<String>` →
  /// `String?`, no module prefixes.
  static func typeName(_ type: Any.Type) -> String {
    readable(String(describing: type))
  }

  /// `Array<X>` → `[X]`, `Optional<X>` → `X?`, `Dictionary<K, V>` → `[K: V]`, recursively.
  static func readable(_ name: String) -> String {
    guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return name }
    let base = String(name[..<open])
    let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
    let arguments = splitArguments(inner).map(readable)
    switch (base, arguments.count) {
    case ("Array", 1): return "[\(arguments[0])]"
    case ("Optional", 1): return "\(arguments[0])?"
    case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
    default: return "\(base)<\(arguments.joined(separator: ", "))>"
    }
  }

  /// The top-level comma-separated generic arguments of `text`.
  private static func splitArguments(_ text: Substring) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0:
        parts.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    parts.append(current.trimmingCharacters(in: .whitespaces))
    return parts
  }
}

/// What one probe recorded: the payload fields of the probed case, in decoding order.
final class TemplateProbe {
  /// One payload field: its coding key (`_0` for an unlabelled one) and its type's name.
  struct Field {
    var label: String
    var type: String
  }

  /// The fields recorded so far.
  var fields: [Field] = []
}
