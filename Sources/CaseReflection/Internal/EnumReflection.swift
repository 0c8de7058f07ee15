import ConvergenceBase
import Synchronization

/// Runtime enum reflection: case names, and payload extraction driven by a case constructor.
///
/// ## Technique
///
/// For each enum type, ``EnumLayoutCache`` keeps an ``EnumLayout`` built once from the runtime
/// metadata: the enum value witnesses (`getEnumTag`, `destructiveProjectEnumData`,
/// `destructiveInjectEnumTag`) and, per case by tag, its name, resolved payload type and storage
/// (inline, indirect, none). Extracting with a case constructor `embed: (Value) -> Root` is then:
///
/// 1. look the layout up (lock-free) and read the root's tag through `getEnumTag`;
/// 2. check that this case's payload type is laid out exactly like `Value` (the same metadata, or
///    a tuple differing only in labels): a pointer comparison in the common case;
/// 3. copy the root to the stack, strip its tag and take the payload out as `Value`
///    (``EnumLayout/projectPayload(of:tag:using:)``);
/// 4. re-embed: `embed(payload)` must have the root's tag, which tells `case a(Int)` from
///    `case b(Int)`.
///
/// No `Mirror`, no heap allocation and no lock on this path; nothing is built per call. Indirect
/// cases (payload in a heap box) and types without usable metadata take a `Mirror`-based path;
/// payloads whose representation differs between concrete and generic code (functions,
/// metatypes) are refused.
///
/// ## Safety argument
///
/// Memory is only reinterpreted as `Value` after step 2 proved from the enum's own metadata that
/// the payload *is* a `Value` (whatever `embed` does), for a type that has a single in-memory
/// representation (see ``TypeMetadata/isRepresentationSensitive``). Step 4 adds semantic
/// correctness, never memory safety. Projection works on a private copy and hands its references
/// to the result exactly once. Layouts are immutable and immortal once published, so concurrent
/// readers never see a partial or freed one.
@usableFromInline
package enum EnumReflection {
  /// The name of the case `value` holds, e.g. `"queryChanged"`; nil if `value` is not an enum.
  ///
  /// Read from the enum's field descriptor (no `Mirror`), falling back to `Mirror` when the
  /// metadata is not readable.
  package static func caseName(of value: Any) -> String? {
    func open<T>(_ value: T) -> String? { caseName(ofOpened: value) }
    return _openExistential(value, do: open)
  }

  /// Every case name of an enum type in tag order: first the cases with a payload, then the cases
  /// without one, each group in declaration order. Nil if `type` is not an enum (or its
  /// reflection metadata is unavailable).
  ///
  /// > Note: Swift's runtime metadata only records this order, so an enum declaring
  /// > `case a, b(Int)` lists `["b", "a"]`.
  package static func caseNames(of type: any Any.Type) -> [String]? {
    let layout = EnumLayoutCache.layout(of: type).pointee
    guard !layout.cases.isEmpty else { return nil }
    var names: [String] = []
    for entry in layout.cases {
      guard let name = entry.name else { return nil }
      names.append(String(cString: name))
    }
    return names
  }

  /// The payload of `root` if it holds the case `embed` constructs, else nil.
  ///
  /// Inlinable so that callers specialized for concrete types (such as `Scope`) run it without
  /// generic metadata look-ups; the layout look-up itself is a call into this module.
  ///
  /// - Parameters:
  ///   - root: The enum value to look into.
  ///   - embed: A case constructor such as `Action.counter` (or a closure that always lands in one
  ///     case, holding the value it is given).
  /// - Returns: The payload, or nil when `root` holds another case (or a case reflection cannot
  ///   read, see ``EnumLayout/PayloadStorage/unsupported``).
  ///   - tagCache: the case path's memory of the tag `embed` builds: once known, a root of another case is
  ///     refused by comparing tags, and a root of that case is read without embedding its payload again.
  @inlinable
  static func extract<Root, Value>(
    from root: Root, embed: (Value) -> Root, tagCache: CasePathEmbedCheck? = nil
  ) -> Value? {
    if let known = tagCache?.extractKnown(from: root, as: Value.self) { return known }
    let layoutPointer = EnumLayoutCache.layout(of: Root.self)
    let layout = layoutPointer.pointee
    guard let witnesses = layout.witnesses, !layout.cases.isEmpty else {
      return extractByMirror(from: root, embed: embed, layout: layout)
    }
    let tag = layout.tag(of: root, using: witnesses)
    let knownTag = tagCache?.knownTag ?? -1
    if knownTag >= 0, knownTag != tag { return nil }
    guard let entry = layout.case(at: tag) else { return nil }
    switch entry.storage {
    case .inline:
      guard let payloadType = entry.payloadType,
        payloadType.isLayoutCompatible(with: TypeMetadata(Value.self))
      else { return nil }
      let value: Value = layout.projectPayload(of: root, tag: tag, using: witnesses)
      if knownTag == tag { return value }
      let embeddedTag = layout.tag(of: embed(value), using: witnesses)
      guard embeddedTag == tag else {
        // Another case holding the same payload type: the constructor's own case is now known all the same.
        learnTag(embeddedTag, of: layout, valueType: Value.self, into: tagCache)
        return nil
      }
      tagCache?.learn(tag: tag, direct: layout.isSinglePayload && tag == 0)
      return value
    case .none, .empty:
      return extractVoid(from: root, embed: embed, payloadType: entry.payloadType, tag: tag)
    case .boxed:
      return extractBoxed(from: root, embed: embed, payloadType: entry.payloadType, tag: tag)
    case .unsupported:
      reportUnreadablePayload(of: Root.self, tag: tag, valueType: Value.self)
      return nil
    }
  }

  /// Extraction from a case whose payload occupies no bits: `Void` (`case done(Void)`, or
  /// `case tapped` through `{ _ in .tapped }`), or a zero-sized payload type such as a single-case
  /// child action (`case child(Child.Action)` where `enum Action { case tapped }`), materialized out
  /// of nothing.
  ///
  /// NB: a zero-sized type has exactly one value and holds no references, so building it from no
  /// bytes is sound once the case's payload type is known to be `Value`.
  @usableFromInline
  static func extractVoid<Root, Value>(
    from root: Root, embed: (Value) -> Root, payloadType: TypeMetadata?, tag: Int
  ) -> Value? {
    let void = TypeMetadata(Void.self)
    guard MemoryLayout<Value>.size == 0,
      (payloadType ?? void).isLayoutCompatible(with: TypeMetadata(Value.self))
    else { return nil }
    let layout = EnumLayoutCache.layout(of: Root.self).pointee
    guard let witnesses = layout.witnesses else { return nil }
    let value = unsafeBitCast((), to: Value.self)
    return layout.tag(of: embed(value), using: witnesses) == tag ? value : nil
  }

  /// Extraction from an `indirect` case, whose payload lives in a heap box: read straight out of
  /// the box after checking the payload type, then verified by tag like the fast path.
  ///
  /// `Mirror` is not used: an enum conforming to `CustomReflectable` would hand its mirror's
  /// value to the child instead of the payload. A one-element labeled payload
  /// (`case labeled(value: Int)`, stored as `(value: Int)`) is laid out like its element, so it
  /// extracts as `Int`.
  @usableFromInline
  static func extractBoxed<Root, Value>(
    from root: Root, embed: (Value) -> Root, payloadType: TypeMetadata?, tag: Int
  ) -> Value? {
    let layout = EnumLayoutCache.layout(of: Root.self).pointee
    guard let witnesses = layout.witnesses, let payloadType,
      payloadType.isLayoutCompatible(with: TypeMetadata(Value.self)),
      let value: Value = layout.projectBoxedPayload(
        of: root, tag: tag, payloadType: payloadType, using: witnesses),
      layout.tag(of: embed(value), using: witnesses) == tag
    else { return nil }
    return value
  }

  /// Remembers `tag`, the case a constructor built, when that case's payload is read inline as a `Value` (the checks
  /// the full path makes before it reads a payload).
  @usableFromInline
  static func learnTag<Value>(
    _ tag: Int, of layout: EnumLayout, valueType: Value.Type, into tagCache: CasePathEmbedCheck?
  ) {
    guard let tagCache, let entry = layout.case(at: tag), entry.storage == .inline,
      let payloadType = entry.payloadType,
      payloadType.isLayoutCompatible(with: TypeMetadata(Value.self))
    else { return }
    tagCache.learn(tag: tag, direct: layout.isSinglePayload && tag == 0)
  }

  /// The tag `embed` builds, learned as a case path is built: `tag << 1`, with the low bit set when the payload is
  /// read in place (see `CaseTagPlan.tagBits`), or -1 when it cannot be learned up front.
  ///
  /// `embed` is called once, with a probe value (``probeValue(of:)``: built without running any of `Value`'s code),
  /// and the root it builds is extracted back by the full path, which checks the case's payload type and that
  /// re-embedding lands in the same case: exactly what the first matching extraction would learn. Only a case whose
  /// payload is stored inline is remembered (the others keep taking the full path).
  static func constructorTag<Root, Value>(of embed: (Value) -> Root, layout: EnumLayout) -> Int {
    guard let witnesses = layout.witnesses, case .value(let probe) = probeValue(of: Value.self)
    else {
      return -1
    }
    let root = embed(probe)
    let tag = layout.tag(of: root, using: witnesses)
    guard let entry = layout.case(at: tag), entry.storage == .inline,
      extract(from: root, embed: embed) != nil
    else { return -1 }
    let direct =
      layout.isSinglePayload && tag == 0
      || projectionKeepsPayload(of: root, tag: tag, layout: layout, as: Value.self)
    return tag << 1 | (direct ? 1 : 0)
  }

  /// Whether taking the payload of case `tag` out of its enum leaves the payload's bytes as they are, shown on
  /// `root` (a value of that case): then every value of the case holds its payload as it is at offset 0, and it is
  /// read without the projection witness.
  ///
  /// NB: `destructiveProjectEnumData` clears the bits that encode the case (extra tag bytes past the payload, or
  /// spare bits inside it). They are the same for every value of one case, so if clearing them changed none of the
  /// payload's bytes here, it changes none for any value of the case. Padding the copy leaves undefined can only
  /// make the bytes differ (the payload is then projected, as before). The copy is turned back into its enum value
  /// before it is destroyed.
  static func projectionKeepsPayload<Root, Value>(
    of root: Root, tag: Int, layout: EnumLayout, as value: Value.Type
  ) -> Bool {
    let size = MemoryLayout<Value>.size
    guard let witnesses = layout.witnesses, size <= MemoryLayout<Root>.size else { return false }
    var copy = root
    return withUnsafeMutableBytes(of: &copy) { bytes -> Bool in
      guard let base = bytes.baseAddress else { return false }
      let before = Array(bytes.prefix(size))
      witnesses.destructiveProjectEnumData(base, layout.metadata.pointer)
      let kept = bytes.prefix(size).elementsEqual(before)
      let tag = UInt32(truncatingIfNeeded: tag)
      witnesses.destructiveInjectEnumTag(base, tag, layout.metadata.pointer)
      return kept
    }
  }

  /// The tags (below 64) of the cases of `layout` that can never extract as a `Value`, by their payload types
  /// alone: bit `t` set means the full extraction path answers nil for a root of tag `t`, whatever `embed` does,
  /// without reporting anything.
  static func refusedTags<Root, Value>(
    _ root: Root.Type, _ value: Value.Type, layout: EnumLayout
  ) -> UInt64 {
    let wanted = TypeMetadata(Value.self)
    let void = TypeMetadata(Void.self)
    var mask: UInt64 = 0
    for (tag, entry) in layout.cases.prefix(64).enumerated() {
      let compatible = entry.payloadType?.isLayoutCompatible(with: wanted) ?? false
      let refused: Bool
      switch entry.storage {
      case .inline, .boxed:
        refused = !compatible
      case .none, .empty:
        refused =
          !(MemoryLayout<Value>.size == 0
          && (entry.payloadType ?? void).isLayoutCompatible(with: wanted))
      case .unsupported:
        // The case asked for is reported once (`reportUnreadablePayload`); any other is a plain refusal.
        refused = !(entry.isRepresentationSensitive && compatible)
      }
      if refused { mask |= 1 << UInt64(tag) }
    }
    return mask
  }

  /// Reports, once per enum type and case, that a case path asked for a case whose payload
  /// reflection cannot read (a function or a metatype, or a tuple or optional of one).
  ///
  /// Only when `Value` is that payload's type: a case path for another case of the same enum
  /// meeting this case is an ordinary non-match, not a mistake.
  @usableFromInline
  static func reportUnreadablePayload<Root, Value>(
    of root: Root.Type, tag: Int, valueType: Value.Type
  ) {
    let layout = EnumLayoutCache.layout(of: Root.self).pointee
    guard let entry = layout.case(at: tag), entry.isRepresentationSensitive,
      let payloadType = entry.payloadType,
      payloadType.isLayoutCompatible(with: TypeMetadata(Value.self)),
      let reported = layout.reported,
      reported[tag].compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    else { return }
    let name = entry.name.map { String(cString: $0) } ?? "#\(tag)"
    let type = String(reflecting: Root.self)
    let short = String(describing: Root.self)
    reportIssue(
      """
      Case extraction cannot read the `\(name)` case of `\(type)`: its payload \
      (`\(Value.self)`) is or holds a function or a metatype, which reflection cannot copy \
      safely, so `AnyCasePath(\(short).\(name))` (and `Scope`, `ifLet`, `forEach` or \
      `receive` given that constructor) never matches it. Spell the case path out instead: \
      `AnyCasePath(embed: \(short).\(name), extract: { if case let .\(name)(value) = $0 \
      { value } else { nil } })`.
      """)
  }

  private static func caseName<T>(ofOpened value: T) -> String? {
    let layout = EnumLayoutCache.layout(of: T.self).pointee
    guard let witnesses = layout.witnesses else { return caseNameByMirror(of: value) }
    let tag = layout.tag(of: value, using: witnesses)
    guard let name = layout.case(at: tag)?.name else { return caseNameByMirror(of: value) }
    return String(cString: name)
  }
}
