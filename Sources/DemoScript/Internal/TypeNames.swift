/// Readable names of Swift types for messages and printed literals.
enum TypeNames {
  /// The type's own name without module, parent types or generic arguments: `Item`, `Action`,
  /// `Array`.
  static func simpleName(_ type: Any.Type) -> String {
    let described = String(describing: type)
    return String(described.prefix { $0 != "<" })
  }

  /// The type's name with its parent types but without the module: `Row.Action`; generic types
  /// fall back to `String(describing:)` (`Array<Int>`).
  static func displayName(_ type: Any.Type) -> String {
    let reflected = String(reflecting: type)
    guard !reflected.contains("<"), !reflected.contains("("),
      let dot = reflected.firstIndex(of: ".")
    else { return String(describing: type) }
    return String(reflected[reflected.index(after: dot)...])
  }
}

/// A coding key for array indices and synthesized paths.
struct LiteralCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }
}
