import CaseReflection
import Dependencies
import ValueDumping

/// Whether the child a store of a part that may be absent (an optional child, an enum case) was made for is still
/// there: gone once the part became absent or another child took its place (another case, another `id`).
///
/// A presented child's store is cached by what its scope names, so without this a sheet presented again would get
/// the same store as the one before, and a view still holding it (the old sheet, being dismissed) would write into
/// the new child. The scope arms one ``PresenceInterest`` in its root's checks when it makes the store; after the
/// send that makes the child go, the interest is published here: the store is taken out of its parent's cache (the
/// next scope makes a new one), and everything sent through it from then on is a reported issue that changes
/// nothing.
@MainActor
final class ChildPresence: InterestOwner {
  /// The store the child was scoped from, and the child's key in its cache.
  private weak var parent: (any ChildStoreCache)?
  private let key: ScopeKey
  /// Whether the child this store was made for is gone.
  private(set) var isGone = false

  init(parent: any ChildStoreCache, key: ScopeKey) {
    self.parent = parent
    self.key = key
  }

  func publish(_ interest: Interest) {
    isGone = true
    parent?.forgetChild(key, ifOwnedBy: self)
  }

  /// Reports `action`, sent through the store of a child that is gone, which drops it.
  func reportStale(_ action: Any, childType: Any.Type) {
    reportIssue(
      """
      An action was sent to the store of a child that is no longer presented: the '\(childType)' it was scoped \
      for was dismissed or replaced, so the action was dropped (it never reaches the child presented after it):

        \(dumpValue(action).prefix(2_000))

      A view that outlives its child (a sheet being dismissed, a screen a tap came late to) must not send to \
      the child's store; scope the store again for the child presented now.
      """)
  }
}

/// A store that caches child stores: what a ``ChildPresence`` takes its child out of.
@MainActor
protocol ChildStoreCache: AnyObject {
  /// Removes the child cached under `key`, if it is the one `presence` watches.
  func forgetChild(_ key: ScopeKey, ifOwnedBy presence: ChildPresence)
}

/// The presence of a child, at `path` in its root's state: changed once the child is absent or has another identity
/// (enum case, `Identifiable` id) than when the interest was armed. One-shot: once published it is never armed again.
final class PresenceInterest<Child>: Interest {
  private let path: StatePath<Child?>
  private let identity: ChildIdentity
  private let kind: ChildIdentity.Kind

  init(path: StatePath<Child?>, current: Child, owner: ChildPresence) {
    self.path = path
    self.kind = ChildIdentity.Kind(of: Child.self)
    self.identity = ChildIdentity(of: current, kind)
    super.init(observedKeyPath: \ChildPresence.isGone, owner: owner)
    armed = true
  }

  override func isUnchanged(in root: UnsafeRawPointer) -> Bool {
    path.read(in: root) { child in
      guard let child = child.pointee else { return false }
      return kind.isConstant || ChildIdentity(of: child, kind) == identity
    }
  }
}

/// What tells one child from another in the same place: the enum case's tag, the `id` of `Identifiable` state.
struct ChildIdentity: Equatable {
  let tag: Int?
  let id: AnyHashable?

  /// What identifies values of one type, decided once.
  struct Kind {
    let isEnum: Bool
    let isIdentifiable: Bool

    init<Child>(of type: Child.Type) {
      self.isEnum = EnumReflection.caseNames(of: Child.self) != nil
      self.isIdentifiable = Child.self is any Identifiable.Type
    }

    /// Whether every value has the same identity.
    var isConstant: Bool { !isEnum && !isIdentifiable }
  }

  init<Child>(of child: Child, _ kind: Kind) {
    self.tag = kind.isEnum ? EnumReflection.tag(of: child) : nil
    self.id = kind.isIdentifiable ? Self.identifier(of: child) : nil
  }

  private static func identifier(of value: Any) -> AnyHashable? {
    func open<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
    guard let identifiable = value as? any Identifiable else { return nil }
    return open(identifiable)
  }
}
