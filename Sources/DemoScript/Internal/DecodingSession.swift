/// The shared state of one decode: the case-name provider and the typed entry point that every
/// container goes through, so errors thrown by a type's own `init(from:)` get located.
final class DecodingSession {
  let knownCaseNames: ((Any.Type) -> [String]?)?

  init(knownCaseNames: ((Any.Type) -> [String]?)?) {
    self.knownCaseNames = knownCaseNames
  }

  /// Decodes `literal` as `T`, then checks that every argument and element was used.
  static func decode<T: Decodable>(
    _ type: T.Type,
    from literal: ActionLiteral,
    knownCaseNames: ((Any.Type) -> [String]?)?
  ) throws(ScriptError) -> T {
    let root = DecodingNode(literal)
    let session = DecodingSession(knownCaseNames: knownCaseNames)
    let value: T
    do {
      value = try session.decode(T.self, node: root, isPayload: false, codingPath: [])
    } catch {
      throw error as? ScriptError ?? ScriptError(at: literal.location, "\(error)")
    }
    try root.verifyAllArgumentsUsed()
    return value
  }

  /// Decodes `T` from `node` (or from its argument list when `isPayload`).
  func decode<T: Decodable>(
    _ type: T.Type,
    node: DecodingNode,
    isPayload: Bool,
    codingPath: [any CodingKey]
  ) throws -> T {
    let decoder = LiteralDecoderImpl(
      node: node, isPayload: isPayload, session: self, codingPath: codingPath, targetType: T.self)
    if let special = try decoder.decodeFoundationValue(T.self) { return special }
    do {
      return try T(from: decoder)
    } catch let error as ScriptError {
      throw error
    } catch {
      throw locate(error, node: node, type: T.self)
    }
  }

  /// Turns an error thrown by a type's own decoding code into a located ``ScriptError``.
  private func locate(_ error: any Error, node: DecodingNode, type: Any.Type) -> ScriptError {
    if let unmatched = node.unmatchedCase, !node.payloadUsed, let name = node.caseName {
      return unknownCaseError(name: name, node: node, type: type, nearby: unmatched.nearbyNames)
    }
    if case .caseLiteral(nil, _) = node.content, case DecodingError.typeMismatch = error {
      return ScriptError(
        at: node.location, "cannot use argument list `(…)` as `\(TypeNames.displayName(type))`",
        expected: keyedExpectation(for: type))
    }
    let detail: String
    switch error {
    case DecodingError.dataCorrupted(let context),
      DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context),
      DecodingError.keyNotFound(_, let context):
      detail = context.debugDescription
    default:
      detail = "\(error)"
    }
    var written: String?
    switch node.content {
    case .string(let value): written = value
    case .caseLiteral(let name?, let arguments) where arguments.isEmpty: written = name
    default: written = nil
    }
    if let written, let known = knownCaseNames?(type), !known.isEmpty {
      return ScriptError(
        at: node.location, "invalid `\(TypeNames.displayName(type))` \(node.summary): \(detail)",
        expected: Self.caseList(known),
        suggestions: ClosestMatch.suggestions(for: written, among: known))
    }
    return ScriptError(
      at: node.location, "invalid `\(TypeNames.displayName(type))` \(node.summary): \(detail)")
  }

  /// "unknown case `x` for `Action`", with suggestions from the provider or from probing the
  /// enum's coding keys.
  func unknownCaseError(
    name: String,
    node: DecodingNode,
    type: Any.Type,
    nearby: () -> [String]
  ) -> ScriptError {
    let typeName = TypeNames.displayName(type)
    if let known = knownCaseNames?(type), !known.isEmpty {
      return ScriptError(
        at: node.location, "unknown case `\(name)` for `\(typeName)`",
        expected: Self.caseList(known),
        suggestions: ClosestMatch.suggestions(for: name, among: known))
    }
    return ScriptError(
      at: node.location, "unknown case `\(name)` for `\(typeName)`",
      expected: "a case of `\(typeName)`",
      suggestions: ClosestMatch.suggestions(for: name, among: nearby()))
  }

  /// "one of `a`, `b` or `c`" (shortened to ten names and a count).
  static func caseList(_ names: [String]) -> String {
    let shown = names.prefix(10).map { "`\(ActionLiteral.printableName($0))`" }
    if names.count == 1 { return shown[0] }
    if names.count > 10 {
      return "one of " + shown.joined(separator: ", ") + " and \(names.count - 10) more"
    }
    return "one of " + ClosestMatch.joined(shown, conjunction: "or")
  }

  /// How a keyed value of `type` is written, for type-mismatch messages.
  func keyedExpectation(for type: Any.Type?) -> String {
    guard let type else { return "a case literal or an argument list `(label: value)`" }
    if let known = knownCaseNames?(type), !known.isEmpty {
      return "a case of `\(TypeNames.displayName(type))`: \(Self.caseList(known))"
    }
    return "a case such as `.name(…)` or an argument list `(label: value)` for "
      + "`\(TypeNames.displayName(type))`"
  }

  /// Names accepted by `Key(stringValue:)` that are one edit (or a letter case) away from `name`.
  static func probeNames<Key: CodingKey>(near name: String, in _: Key.Type) -> [String] {
    let scalars = Array(name.unicodeScalars)
    guard !scalars.isEmpty, scalars.count <= 40 else { return [] }
    let alphabet = Array(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_".unicodeScalars)
    var found: [String] = []
    var seen: Set<String> = [name]
    func test(_ candidate: [Unicode.Scalar]) {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: candidate)
      let text = String(view)
      if seen.insert(text).inserted, Key(stringValue: text) != nil { found.append(text) }
    }
    test(Array(name.lowercased().unicodeScalars))
    for (index, scalar) in scalars.enumerated() {
      var flipped = scalars
      let lower = scalar.properties.lowercaseMapping.unicodeScalars
      let upper = scalar.properties.uppercaseMapping.unicodeScalars
      if lower.count == 1, let first = lower.first, first != scalar { flipped[index] = first }
      if upper.count == 1, let first = upper.first, first != scalar { flipped[index] = first }
      test(flipped)
    }
    for index in scalars.indices {
      var deleted = scalars
      deleted.remove(at: index)
      test(deleted)
      if index + 1 < scalars.count {
        var swapped = scalars
        swapped.swapAt(index, index + 1)
        test(swapped)
      }
      for letter in alphabet {
        var replaced = scalars
        replaced[index] = letter
        test(replaced)
      }
    }
    for index in 0...scalars.count {
      for letter in alphabet {
        var inserted = scalars
        inserted.insert(letter, at: index)
        test(inserted)
      }
    }
    return found
  }
}
