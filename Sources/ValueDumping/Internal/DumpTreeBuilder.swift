import CaseReflection
/// Builds the `DumpNode` tree of a value by reflection.
///
/// One builder serves one top-level call: it caches short type names and which types need plain
/// reflection, and tracks the class instances on the current path (to print `<cycle>` instead
/// of recursing forever). It holds no state beyond that call.
struct DumpTreeBuilder {
  /// Nesting beyond this prints `…` whatever `maxDepth` says, so that a pathologically deep value
  /// (a 100,000-node linked list) cannot overflow the stack.
  static let nestingLimit = 100
  /// How many `CustomDumpRepresentable` representations may be followed in a row, so that a
  /// representation returning `self` (or another conforming value, forever) terminates.
  static let representationLimit = 16

  /// Containers at this depth or deeper print as `Type(…)`; the root is at depth 0.
  let maxDepth: Int
  private var typeNames: [ObjectIdentifier: String] = [:]
  private var objectsOnPath: Set<ObjectIdentifier> = []
  /// Dynamic types known to need plain reflection (see `specialNode`).
  private var reflectedTypes: Set<ObjectIdentifier> = []

  /// A negative `maxDepth` behaves like 0.
  init(maxDepth: Int) {
    self.maxDepth = max(0, maxDepth)
  }

  mutating func build(_ value: Any) -> DumpNode {
    node(for: value, depth: 0, representations: 0)
  }

  private mutating func node(for value: Any, depth: Int, representations: Int) -> DumpNode {
    if depth > Self.nestingLimit { return .leaf("…") }
    if let snapshot = value as? DumpSnapshot { return snapshot.tree }
    let dynamicType = ObjectIdentifier(type(of: value))
    if !reflectedTypes.contains(dynamicType) {
      if let special = specialNode(for: value, depth: depth, representations: representations) {
        return special
      }
      // Only a type that went through every check may skip them next time.
      if representations < Self.representationLimit { reflectedTypes.insert(dynamicType) }
    }
    return reflectedNode(value, mirror: Mirror(reflecting: value), depth: depth)
  }

  /// The node for a value that is not reflected field by field: a custom representation, an
  /// identified collection, a scalar, an `AnyHashable` or a metatype.
  ///
  /// Whether this returns `nil` depends only on the value's dynamic type, except for optionals,
  /// whose wrapped value is checked again once unwrapped; so `node(for:)` caches the types for
  /// which it returned `nil` and skips these dynamic casts for them.
  private mutating func specialNode(
    for value: Any, depth: Int, representations: Int
  ) -> DumpNode? {
    if let verbatim = value as? any VerbatimDumpable { return .leaf(verbatim.dumpText) }
    if representations < Self.representationLimit,
      let custom = value as? any CustomDumpRepresentable
    {
      return node(
        for: custom.dumpRepresentation, depth: depth, representations: representations + 1)
    }
    if let identified = value as? any IdentifiedCollectionDumpable {
      return identifiedNode(identified.dumpEntries, depth: depth)
    }
    if let text = DumpScalar.text(for: value) { return .leaf(text) }
    if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
      return node(for: hashable.base, depth: depth, representations: representations)
    }
    if let metatype = value as? any Any.Type { return .leaf(typeName(metatype) + ".self") }
    return nil
  }

  private mutating func reflectedNode(_ value: Any, mirror: Mirror, depth: Int) -> DumpNode {
    guard let style = mirror.displayStyle else {
      return unstyledNode(value, mirror: mirror, depth: depth)
    }
    switch style {
    case .optional:
      guard let wrapped = mirror.children.first else { return .leaf("nil") }
      return node(for: wrapped.value, depth: depth, representations: 0)
    case .enum:
      return enumNode(value, mirror: mirror, depth: depth)
    case .tuple:
      return tupleNode(mirror, depth: depth)
    case .collection:
      return collectionNode(mirror, depth: depth)
    case .set:
      return setNode(mirror, depth: depth)
    case .dictionary:
      return dictionaryNode(mirror, depth: depth)
    case .struct:
      return structureNode(value, mirror: mirror, depth: depth)
    case .class:
      return classNode(value, mirror: mirror, depth: depth)
    case .foreignReference:
      return .leaf(typeName(mirror.subjectType) + "()")
    @unknown default:
      return .leaf(DumpScalar.escaped(String(describing: value), escapingQuotes: false))
    }
  }

  // MARK: - Kinds

  private mutating func enumNode(_ value: Any, mirror: Mirror, depth: Int) -> DumpNode {
    guard let payload = mirror.children.first else {
      // The library's one case-name path (field descriptors, then Mirror): it names the case even
      // when a `CustomStringConvertible` description hides it.
      let name = EnumReflection.caseName(of: value)
      return .leaf("." + (name ?? String(describing: value)))
    }
    let open = "." + (payload.label ?? "some") + "("
    if depth >= maxDepth { return .leaf(open + "…)") }
    let payloadMirror = Mirror(reflecting: payload.value)
    let children: [DumpChild]
    if payloadMirror.displayStyle == .tuple {
      children = labelledChildren(payloadMirror.children, depth: depth)
    } else {
      children = [DumpChild(label: "", node: child(payload.value, depth: depth))]
    }
    return .container(.enumCase, open: open, close: ")", children: children)
  }

  private mutating func tupleNode(_ mirror: Mirror, depth: Int) -> DumpNode {
    if depth >= maxDepth, !mirror.children.isEmpty { return .leaf("(…)") }
    return .container(
      .tuple, open: "(", close: ")", children: labelledChildren(mirror.children, depth: depth))
  }

  private mutating func collectionNode(_ mirror: Mirror, depth: Int) -> DumpNode {
    if depth >= maxDepth, !mirror.children.isEmpty { return .leaf("[…]") }
    let children = mirror.children.map { DumpChild(label: "", node: child($0.value, depth: depth)) }
    return .container(.collection, open: "[", close: "]", children: children)
  }

  private mutating func setNode(_ mirror: Mirror, depth: Int) -> DumpNode {
    if depth >= maxDepth, !mirror.children.isEmpty { return .leaf("Set([…])") }
    let elements = mirror.children.map { child($0.value, depth: depth) }
    let sorted = elements.map { (DumpRenderer.flatText($0), $0) }.sorted { $0.0 < $1.0 }
    return .container(
      .set, open: "Set([", close: "])",
      children: sorted.map { DumpChild(label: "", node: $0.1) })
  }

  private mutating func dictionaryNode(_ mirror: Mirror, depth: Int) -> DumpNode {
    if depth >= maxDepth, !mirror.children.isEmpty { return .leaf("[…]") }
    var entries: [(key: String, value: DumpNode, valueText: String)] = []
    entries.reserveCapacity(mirror.children.count)
    for entry in mirror.children {
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else { continue }
      let key = DumpRenderer.flatText(child(pair[0].value, depth: depth))
      let value = child(pair[1].value, depth: depth)
      entries.append((key, value, ""))
    }
    // Keys with identical dumps (rare: `AnyHashable` keys of different types) fall back to the
    // value dumps, so the order never depends on hashing.
    let keyCounts = Dictionary(entries.map { ($0.key, 1) }, uniquingKeysWith: +)
    if keyCounts.values.contains(where: { $0 > 1 }) {
      entries = entries.map { ($0.key, $0.value, DumpRenderer.flatText($0.value)) }
    }
    entries.sort { ($0.key, $0.valueText) < ($1.key, $1.valueText) }
    return .container(
      .dictionary, open: "[", close: "]", empty: "[:]",
      children: entries.map { DumpChild(label: $0.key + ": ", node: $0.value) })
  }

  private mutating func identifiedNode(
    _ entries: [(id: AnyHashable, element: Any)], depth: Int
  ) -> DumpNode {
    if depth >= maxDepth, !entries.isEmpty { return .leaf("[…]") }
    let children = entries.map { entry in
      let id = DumpRenderer.flatText(child(entry.id, depth: depth))
      return DumpChild(label: "[id: " + id + "]: ", node: child(entry.element, depth: depth))
    }
    return .container(.identified, open: "[", close: "]", children: children)
  }

  private mutating func structureNode(_ value: Any, mirror: Mirror, depth: Int) -> DumpNode {
    let name = typeName(mirror.subjectType)
    if depth >= maxDepth, !mirror.children.isEmpty { return .leaf(name + "(…)") }
    return .container(
      .structure, open: name + "(", close: ")",
      children: labelledChildren(mirror.children, depth: depth))
  }

  private mutating func classNode(_ value: Any, mirror: Mirror, depth: Int) -> DumpNode {
    let name = typeName(mirror.subjectType)
    var mirrors = [mirror]
    while let superclass = mirrors[mirrors.count - 1].superclassMirror {
      mirrors.append(superclass)
    }
    let fields = mirrors.reversed().flatMap { Array($0.children) }
    if fields.isEmpty { return .leaf(name + "()") }
    guard type(of: value) is AnyObject.Type else {
      // A value type presenting itself with a class-style mirror: no identity to track.
      if depth >= maxDepth { return .leaf(name + "(…)") }
      return .container(
        .structure, open: name + "(", close: ")",
        children: labelledChildren(fields, depth: depth))
    }
    let identity = ObjectIdentifier(value as AnyObject)
    if objectsOnPath.contains(identity) { return .leaf("<cycle>") }
    if depth >= maxDepth { return .leaf(name + "(…)") }
    objectsOnPath.insert(identity)
    defer { objectsOnPath.remove(identity) }
    return .container(
      .structure, open: name + "(", close: ")",
      children: labelledChildren(fields, depth: depth))
  }

  /// Values with no display style: ranges, custom mirrors built without one, and opaque values
  /// such as closures, which print their description.
  private mutating func unstyledNode(_ value: Any, mirror: Mirror, depth: Int) -> DumpNode {
    let name = typeName(mirror.subjectType)
    let children = Array(mirror.children)
    if children.isEmpty {
      if value is any CustomReflectable { return .leaf(name + "()") }
      return .leaf(DumpScalar.escaped(String(describing: value), escapingQuotes: false))
    }
    if let range = rangeText(name: name, children: children, depth: depth) {
      return .leaf(range)
    }
    if depth >= maxDepth { return .leaf(name + "(…)") }
    return .container(
      .structure, open: name + "(", close: ")",
      children: labelledChildren(children, depth: depth))
  }

  /// `0..<3` and `0...3` for the standard library's ranges (whose mirrors have no style).
  private mutating func rangeText(
    name: String, children: [Mirror.Child], depth: Int
  ) -> String? {
    let isHalfOpen = name.hasPrefix("Range<")
    guard isHalfOpen || name.hasPrefix("ClosedRange<"), children.count == 2,
      children[0].label == "lowerBound", children[1].label == "upperBound"
    else { return nil }
    let lower = DumpRenderer.flatText(child(children[0].value, depth: depth))
    let upper = DumpRenderer.flatText(child(children[1].value, depth: depth))
    return lower + (isHalfOpen ? "..<" : "...") + upper
  }

  // MARK: - Helpers

  private mutating func child(_ value: Any, depth: Int) -> DumpNode {
    node(for: value, depth: depth + 1, representations: 0)
  }

  /// Children with their labels; positional tuple labels (`.0`) print no label.
  private mutating func labelledChildren(
    _ children: some Collection<Mirror.Child>, depth: Int
  ) -> [DumpChild] {
    children.map { element in
      var name = element.label
      // A property wrapper's storage (`_count`) dumps under the property's own name (`count`).
      if let label = name, label.hasPrefix("_"), element.value is any PropertyWrapperDumpable {
        name = String(label.dropFirst())
      }
      let label = name.map { $0.hasPrefix(".") ? "" : $0 + ": " } ?? ""
      return DumpChild(label: label, node: child(element.value, depth: depth))
    }
  }

  private mutating func typeName(_ type: any Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let cached = typeNames[key] { return cached }
    let name = DumpTypeName.of(type)
    typeNames[key] = name
    return name
  }
}
