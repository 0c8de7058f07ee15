public import Synchronization
import Dependencies

/// A flag shared by every value of one type, set once and never cleared: a fact about the type learned as the
/// program runs (for example that some `forEach` of this type returned an element effect).
///
/// Values of the type keep the flag's address, so reading it on a hot path is one load, with no look-up, lock or
/// reference count.
@usableFromInline
package struct TypeFlag: Sendable {
  /// The address of the type's flag: an `Atomic<Bool>` that is never freed.
  @usableFromInline let address: UInt

  /// The flag of `type` (the same one for every call with the same type).
  @usableFromInline package init(for type: any Any.Type) {
    let key = ObjectIdentifier(type)
    address = typeFlags.withLock { flags in
      if let address = flags[key] { return address }
      let flag = UnsafeMutablePointer<Atomic<Bool>>.allocate(capacity: 1)
      flag.initialize(to: Atomic(false))
      let address = UInt(bitPattern: flag)
      flags[key] = address
      return address
    }
  }

  // NB: `address` is that of an `Atomic<Bool>` allocated in `init(for:)` and deliberately never freed (one per type
  // that asks, a bounded number), so the pointer stays valid from any thread for the life of the process.
  @inlinable var flag: UnsafeMutablePointer<Atomic<Bool>> {
    UnsafeMutablePointer(bitPattern: address).unsafelyUnwrapped
  }

  /// Whether the flag was set (by any value of the type, on any thread).
  @inlinable package var isSet: Bool { flag.pointee.load(ordering: .acquiring) }

  /// Sets the flag for every value of the type.
  @inlinable package func set() {
    guard !isSet else { return }
    flag.pointee.store(true, ordering: .releasing)
  }
}

extension TypeFlag {
  /// A flag for the operators that never read theirs (a `Scope`, whose place tracks no children): made once, so
  /// building such an operator takes no lock.
  @usableFromInline package static let untracked = TypeFlag(for: Untracked.self)

  private enum Untracked {}
}

/// Every type's flag, by type (written once per type; read only when a value is built).
private let typeFlags = Lock<[ObjectIdentifier: UInt]>([:])
