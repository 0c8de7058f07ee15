import Dependencies
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
  /// The enum tag the path's constructor builds, once an extraction proved it (-1 until then): later
  /// extractions compare tags instead of embedding the payload again to check the case.
  @usableFromInline let tag = Atomic<Int>(-1)

  /// The tag the constructor builds, or -1 while unknown.
  @inlinable var knownTag: Int { tag.load(ordering: .relaxed) }

  /// The root's layout (immortal: the layout cache never frees one), with the low bit set when the case's payload
  /// is read in place; 0 until learned with the tag.
  @usableFromInline let plan = Atomic<UInt>(0)

  /// What extraction learned once the tag was verified: the root's layout, and whether the payload is read in
  /// place (a single-payload enum's inline payload).
  @inlinable var knownPlan: (layout: UnsafePointer<EnumLayout>, direct: Bool)? {
    let bits = plan.load(ordering: .acquiring)
    // NB: a non-zero `plan` is the address of a layout from `EnumLayoutCache`, which are never freed.
    guard let layout = UnsafePointer<EnumLayout>(bitPattern: bits & ~1) else { return nil }
    return (layout, bits & 1 == 1)
  }

  /// Remembers the tag the constructor builds (an extraction embedded a payload and got this tag back), together
  /// with the plan (the tag first: a reader that sees the plan sees the tag).
  @usableFromInline func learn(tag value: Int, layout: UnsafePointer<EnumLayout>, direct: Bool) {
    tag.store(value, ordering: .relaxed)
    plan.store(UInt(bitPattern: layout) | (direct ? 1 : 0), ordering: .releasing)
  }

  @usableFromInline
  init<Root, Value>(_ root: Root.Type, _ value: Value.Type) {
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
