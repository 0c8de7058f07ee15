import ConvergenceBase
public import Synchronization

/// Catches a closure given as a case constructor that is not one, so that a case path never silently fails to
/// route.
///
/// Built with the case path: when no case of `Root` can hold a `Value` payload at all (by the enum's metadata), the
/// closure can never be extracted back, and the issue is reported right away. Otherwise the first embedded value
/// is extracted back once; a nil is reported. Either way the check then stays quiet (one relaxed atomic load per
/// embed).
@usableFromInline
final class CasePathEmbedCheck: Sendable {
  private let pending = Atomic<Bool>(true)

  /// The root's layout when extraction can read its tags (it has enum witnesses and readable cases), else nil.
  ///
  /// NB: layouts come from `EnumLayoutCache`, which never frees one; set once here, before the check is shared
  /// (kept as its address, an integer, so the class stays `Sendable`).
  @inlinable var layout: UnsafePointer<EnumLayout>? { UnsafePointer(bitPattern: layoutAddress) }
  @usableFromInline let layoutAddress: UInt

  /// Bit `t` is set when a root holding the case of tag `t` (for `t < 64`) can never extract as `Value`, whatever
  /// the closure does: the case's payload type cannot be a `Value` (exactly the type checks of the full
  /// extraction path, so the answer is the same, without the layout look-up and the type comparison).
  @usableFromInline let refusedTags: UInt64

  /// What extraction learned once an extraction proved the tag the constructor builds: `tag << 1`, with the low
  /// bit set when the case's payload is read in place (a single-payload enum's inline payload); -1 until then.
  @usableFromInline let learned = Atomic<Int>(-1)

  /// What was learned (see `learned`): `tag << 1 | direct`, or -1.
  @inlinable var learnedBits: Int { learned.load(ordering: .relaxed) }

  /// The tag the constructor builds, or -1 while unknown.
  @inlinable var knownTag: Int {
    let bits = learnedBits
    return bits < 0 ? -1 : bits >> 1
  }

  /// The answer to an extraction that needs no more than what this check knows, or nil when the full path must run
  /// (the layout is unreadable, or the root holds a case that could be the constructor's and its tag is not known
  /// yet).
  ///
  /// A root of a case that cannot hold a `Value` is refused by one bit test (see `refusedTags`); once the
  /// constructor's tag is known, any other tag is refused by one compare, and the payload of that tag is read
  /// without embedding it again. No closure is involved, so a caller passes nothing that must be retained.
  @inlinable
  func extractKnown<Root, Value>(from root: Root, as value: Value.Type) -> Value?? {
    guard let layoutPointer = layout, let witnesses = layoutPointer.pointee.witnesses else {
      return nil
    }
    let layout = layoutPointer.pointee
    let tag = layout.tag(of: root, using: witnesses)
    if tag < 64, refusedTags & (1 &<< UInt64(tag)) != 0 { return .some(nil) }
    let learned = learnedBits
    guard learned >= 0 else { return nil }
    // The tag was verified for these types before: compare it, and read the payload (the full path's checks
    // depend only on the types, and passed then).
    guard tag == learned &>> 1 else { return .some(nil) }
    return layout.payload(
      of: root, tag: tag, direct: learned & 1 == 1, using: witnesses, as: Value.self)
  }

  /// Remembers the tag the constructor builds (an extraction embedded a payload and got this tag back), and
  /// whether its payload is read in place.
  @usableFromInline func learn(tag value: Int, direct: Bool) {
    learned.store(value << 1 | (direct ? 1 : 0), ordering: .relaxed)
  }

  /// What extraction knows from the start, a plain value a case path keeps inline (see `CaseTagPlan`).
  @usableFromInline let plan: CaseTagPlan

  @usableFromInline
  init<Root, Value>(_ embed: (Value) -> Root) {
    let layout = EnumLayoutCache.layout(of: Root.self)
    if layout.pointee.witnesses != nil, !layout.pointee.cases.isEmpty {
      self.layoutAddress = UInt(bitPattern: layout)
      self.refusedTags = EnumReflection.refusedTags(Root.self, Value.self, layout: layout.pointee)
      let tagBits = EnumReflection.constructorTag(of: embed, layout: layout.pointee)
      self.plan = CaseTagPlan(
        layoutAddress: layoutAddress, refusedTags: refusedTags, tagBits: tagBits)
      learned.store(tagBits, ordering: .relaxed)
    } else {
      self.layoutAddress = 0
      self.refusedTags = 0
      self.plan = .unknown
    }
    if !EnumReflection.someCaseCanHold(Root.self, Value.self) {
      pending.store(false, ordering: .relaxed)
      reportIssue(
        """
        A case path from (\(Value.self)) -> \(Root.self) was built from a closure that is not a case \
        constructor: no case of \(Root.self) holds a \(Value.self), so no action can ever be extracted through \
        it, and the child it scopes would never run.

        Pass the case constructor itself (e.g. 'Action.destination'), or compose case paths: \
        'AnyCasePath(Action.destination).appending(PresentationAction.presented)'. For a hand-written pair, use \
        'AnyCasePath(embed:extract:)'.
        """)
    }
  }

  /// Whether the first embed has not been checked yet.
  @usableFromInline var isPending: Bool { pending.load(ordering: .relaxed) }

  /// Reports, once, that `value` embedded into `root` does not extract back.
  @usableFromInline
  func verify<Root, Value>(_ root: Root, _ value: Value, extractsBack: Bool) {
    guard pending.exchange(false, ordering: .relaxed), !extractsBack else { return }
    reportIssue(
      """
      A case path from (\(Value.self)) -> \(Root.self) was built from a closure that is not a case \
      constructor: it embedded

        \(String(reflecting: value))

      as

        \(String(reflecting: root))

      which does not extract back, so actions of this case would never be routed.

      Pass the case constructor itself, compose case paths with 'appending', or use \
      'AnyCasePath(embed:extract:)'.
      """)
  }
}

/// What a case path built from a case constructor knows about its root before any extraction, kept inline in the
/// path as plain integers (no reference to retain on the hot path).
///
/// With it, an extraction is: read the root's tag (the enum's `getEnumTag` witness); refuse a case that cannot hold
/// a `Value` by one bit test; when the constructor's tag is known, refuse any other tag by one compare, and copy the
/// payload of that tag out.
@usableFromInline
package struct CaseTagPlan: Sendable {
  /// The address of the root's `EnumLayout` (immortal), or 0 when extraction cannot read the root's tags.
  @usableFromInline let layoutAddress: UInt
  /// See `CasePathEmbedCheck.refusedTags`.
  @usableFromInline let refusedTags: UInt64
  /// The constructor's tag, `tag << 1` with the low bit set when the payload is read in place, learned when the
  /// path was built by embedding a probe value and extracting it back; -1 when not known then.
  @usableFromInline let tagBits: Int

  @usableFromInline
  init(layoutAddress: UInt, refusedTags: UInt64, tagBits: Int) {
    self.layoutAddress = layoutAddress
    self.refusedTags = refusedTags
    self.tagBits = tagBits
  }

  /// Nothing known: every extraction takes the full path (hand-written case paths never read it).
  @usableFromInline static var unknown: Self { Self(layoutAddress: 0, refusedTags: 0, tagBits: -1) }

  /// The answer to an extraction from what the plan knows, or nil when the full path must run (see
  /// `CasePathEmbedCheck.extractKnown(from:as:)`, which also uses a tag learned later).
  @inlinable @inline(__always)
  func extract<Root, Value>(from root: Root, as value: Value.Type) -> Value?? {
    // NB: a non-zero address is that of a layout from `EnumLayoutCache`, which never frees one.
    guard let layoutPointer = UnsafePointer<EnumLayout>(bitPattern: layoutAddress),
      let witnesses = layoutPointer.pointee.witnesses
    else { return nil }
    let layout = layoutPointer.pointee
    let tag = layout.tag(of: root, using: witnesses)
    if tag < 64, refusedTags & (1 &<< UInt64(tag)) != 0 { return .some(nil) }
    guard tagBits >= 0 else { return nil }
    guard tag == tagBits &>> 1 else { return .some(nil) }
    return layout.payload(
      of: root, tag: tag, direct: tagBits & 1 == 1, using: witnesses, as: Value.self)
  }

  /// `extract(from:as:)`, with the tag taken from `cache` when a path read it from `root` before, else read and
  /// stored there.
  @inlinable @inline(__always)
  func extract<Root, Value>(
    from root: Root, tag cache: inout CaseTagCache<Root>, as value: Value.Type
  ) -> Value?? {
    guard layoutAddress != 0 else { return nil }
    // A tag is a fact about the value and its type (every layout of `Root` reads the same one), so a tag another
    // path read is used without touching the layout: only a hit reads it, to copy the payload out.
    let tag: Int
    if cache.value >= 0 {
      tag = cache.value
    } else {
      // NB: a non-zero address is that of a layout from `EnumLayoutCache`, which never frees one.
      guard let layoutPointer = UnsafePointer<EnumLayout>(bitPattern: layoutAddress),
        let witnesses = layoutPointer.pointee.witnesses
      else { return nil }
      tag = layoutPointer.pointee.tag(of: root, using: witnesses)
      cache.value = tag
    }
    if tag < 64, refusedTags & (1 &<< UInt64(tag)) != 0 { return .some(nil) }
    guard tagBits >= 0 else { return nil }
    guard tag == tagBits &>> 1 else { return .some(nil) }
    // NB: as above.
    guard let layoutPointer = UnsafePointer<EnumLayout>(bitPattern: layoutAddress),
      let witnesses = layoutPointer.pointee.witnesses
    else { return nil }
    return layoutPointer.pointee.payload(
      of: root, tag: tag, direct: tagBits & 1 == 1, using: witnesses, as: Value.self)
  }
}
