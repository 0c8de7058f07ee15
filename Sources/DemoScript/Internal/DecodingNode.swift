/// A reference-typed mirror of an ``ActionLiteral`` that records how decoding used it.
///
/// `Decoder` containers are values, but "did the action's `Decodable` ask for every argument I
/// wrote?" needs shared, mutable bookkeeping. Each node records the argument keys that were
/// requested, whether its payload was decoded at all, and how many array elements were read;
/// ``verifyAllArgumentsUsed()`` then turns leftovers into located errors.
final class DecodingNode {
  /// The node's content, children already wrapped.
  enum Content {
    case caseLiteral(name: String?, arguments: [DecodingArgument])
    case string(String)
    case integer(String)
    case float(Double)
    case bool(Bool)
    case null
    case array([DecodingNode])
  }

  /// A case name that the enum's `CodingKey` type did not accept.
  struct UnmatchedCase {
    /// Names the key type accepts that are one edit away from the written name.
    let nearbyNames: () -> [String]
  }

  let content: Content
  let location: SourceLocation

  /// Whether a keyed container read this case literal's arguments (or selected its case).
  var payloadUsed = false
  /// The argument keys asked for, in order (`_0`, `_1`, … for positional ones).
  private(set) var requestedKeys: [String] = []
  private var requestedKeySet: Set<String> = []
  /// Whether a keyed container read this case literal as an enum case (see
  /// `LiteralKeyedDecodingContainer`); such a case must end up selected.
  var openedAsEnumCase = false
  /// Set when the case name was rejected by the enum's `CodingKey` type.
  var unmatchedCase: UnmatchedCase?
  /// The type whose unkeyed container read this array, if any.
  var arrayReader: String?
  /// How many array elements were read.
  var consumedElements = 0

  init(_ literal: ActionLiteral) {
    location = literal.location
    switch literal.kind {
    case .case(let name, let arguments):
      let wrapped = arguments.enumerated().map { index, argument in
        DecodingArgument(
          label: argument.label, key: argument.label ?? "_\(index)",
          location: argument.location, node: DecodingNode(argument.value))
      }
      content = .caseLiteral(name: name, arguments: wrapped)
    case .string(let value): content = .string(value)
    case .integer(let text): content = .integer(text)
    case .float(let value): content = .float(value)
    case .bool(let value): content = .bool(value)
    case .nil: content = .null
    case .array(let elements): content = .array(elements.map(DecodingNode.init))
    }
  }

  /// Records that the argument `key` was asked for.
  func request(_ key: String) {
    if requestedKeySet.insert(key).inserted { requestedKeys.append(key) }
  }

  func hasRequested(_ key: String) -> Bool { requestedKeySet.contains(key) }

  var isNil: Bool {
    if case .null = content { return true }
    return false
  }

  var caseName: String? {
    if case .caseLiteral(let name, _) = content { return name }
    return nil
  }

  var arguments: [DecodingArgument] {
    if case .caseLiteral(_, let arguments) = content { return arguments }
    return []
  }

  /// How the node reads in messages: "string literal \"abc\"", "case `row(…)`", ….
  var summary: String {
    switch content {
    case .caseLiteral(let name?, let arguments):
      return "case \(Self.display(name: name, hasArguments: !arguments.isEmpty))"
    case .caseLiteral(nil, _): return "argument list `(…)`"
    case .string(let value):
      let shown = value.count > 32 ? String(value.prefix(32)) + "…" : value
      return "string literal \"\(ActionLiteral.escaped(shown))\""
    case .integer(let text):
      return "integer literal `\(text.count > 32 ? String(text.prefix(32)) + "…" : text)`"
    case .float(let value): return "floating-point literal `\(value)`"
    case .bool(let value): return "`\(value)`"
    case .null: return "`nil`"
    case .array: return "array literal `[…]`"
    }
  }

  /// "`name(…)`", "`name`" or "`(…)`" for this case literal.
  var caseDisplay: String {
    if case .caseLiteral(let name, let arguments) = content {
      guard let name else { return "`(…)`" }
      return Self.display(name: name, hasArguments: !arguments.isEmpty)
    }
    return summary
  }

  static func display(name: String, hasArguments: Bool) -> String {
    "`\(ActionLiteral.printableName(name))\(hasArguments ? "(…)" : "")`"
  }

  /// Argument positions by label, built on first lookup so long lists stay linear.
  private var labelIndex: [String: Int]?

  /// The argument a key names: `_N` is the N-th argument if unlabelled; other keys are labels.
  func argument(forKey key: String) -> DecodingArgument? {
    let arguments = self.arguments
    if key.hasPrefix("_"), let index = Int(key.dropFirst()), arguments.indices.contains(index) {
      if arguments[index].label == nil { return arguments[index] }
    }
    if labelIndex == nil {
      var index: [String: Int] = [:]
      for (position, argument) in arguments.enumerated() {
        if let label = argument.label, index[label] == nil { index[label] = position }
      }
      labelIndex = index
    }
    return labelIndex?[key].map { arguments[$0] }
  }

  /// Throws for the first argument or array element (in source order) that decoding never read.
  func verifyAllArgumentsUsed() throws(ScriptError) {
    var pending: [DecodingNode] = [self]
    while let node = pending.popLast() {
      switch node.content {
      case .caseLiteral(_, let arguments):
        if node.openedAsEnumCase, !node.payloadUsed {
          throw ScriptError(
            at: node.location, "unexpected case \(node.caseDisplay)",
            expected: "an argument list `(…)` or a value")
        }
        if node.payloadUsed, let unused = arguments.first(where: { !node.hasRequested($0.key) }) {
          throw node.unusedArgumentError(unused)
        }
        pending.append(contentsOf: arguments.reversed().map(\.node))
      case .array(let elements):
        if let reader = node.arrayReader, node.consumedElements < elements.count {
          throw ScriptError(
            at: elements[node.consumedElements].location, "unexpected extra array element",
            expected: "\(node.consumedElements) element(s) for `\(reader)`")
        }
        pending.append(contentsOf: elements.reversed())
      default:
        break
      }
    }
  }

  /// The call shape decoding asked for, e.g. "`row(id:action:)`".
  var requestedSignature: String {
    let name = caseName.map(ActionLiteral.printableName) ?? ""
    let labels = requestedKeys.map { key in
      Self.isPositionalKey(key) ? "_:" : "\(ActionLiteral.printableName(key)):"
    }
    return labels.isEmpty ? "`\(name)`" : "`\(name)(\(labels.joined()))`"
  }

  static func isPositionalKey(_ key: String) -> Bool {
    key.hasPrefix("_") && Int(key.dropFirst()) != nil
  }

  private func unusedArgumentError(_ argument: DecodingArgument) -> ScriptError {
    guard !requestedKeys.isEmpty else {
      return ScriptError(
        at: argument.location, "\(caseDisplay) takes no arguments",
        expected: requestedSignature)
    }
    guard let label = argument.label else {
      return ScriptError(
        at: argument.location, "unexpected extra argument in \(caseDisplay)",
        expected: requestedSignature)
    }
    let labels = requestedKeys.filter { !Self.isPositionalKey($0) }
    return ScriptError(
      at: argument.location, "unexpected argument label `\(label):` in \(caseDisplay)",
      expected: requestedSignature, suggestions: ClosestMatch.suggestions(for: label, among: labels)
    )
  }

  /// The error for a key that decoding needs but the literal does not have.
  func missingArgumentError(key: String, typeName: String) -> ScriptError {
    let unused = arguments.filter { !hasRequested($0.key) }
    if Self.isPositionalKey(key) {
      let position = (Int(key.dropFirst()) ?? 0) + 1
      if let labelled = unused.first(where: { $0.label != nil }), let label = labelled.label {
        return ScriptError(
          at: labelled.location,
          "argument \(position) of \(caseDisplay) takes no label; remove `\(label):`",
          expected: "an unlabelled value")
      }
      return ScriptError(
        at: location, "missing argument \(position) in \(caseDisplay) for `\(typeName)`",
        expected: "an unlabelled value at position \(position)")
    }
    let unusedLabels = unused.compactMap(\.label)
    if let closest = ClosestMatch.suggestions(for: key, among: unusedLabels, limit: 1).first,
      let argument = unused.first(where: { $0.label == closest })
    {
      return ScriptError(
        at: argument.location, "unknown argument label `\(closest):` in \(caseDisplay)",
        expected: "`\(key):`", suggestions: [key])
    }
    if let positional = unused.first(where: { $0.label == nil }) {
      return ScriptError(
        at: positional.location, "missing argument label `\(key):` in \(caseDisplay)",
        expected: "`\(key): …`")
    }
    return ScriptError(
      at: location, "missing argument `\(key):` in \(caseDisplay) for `\(typeName)`",
      expected: "an argument labelled `\(key):`",
      suggestions: ClosestMatch.suggestions(for: key, among: unusedLabels))
  }
}

/// One argument of a case literal during decoding.
struct DecodingArgument {
  let label: String?
  /// The coding key this argument answers to: its label, or `_N` when unlabelled.
  let key: String
  let location: SourceLocation
  let node: DecodingNode
}
