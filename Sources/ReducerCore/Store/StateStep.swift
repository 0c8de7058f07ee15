/// One step of a ``StatePath``: from the address of a state to the address of a part of it.
///
/// The kinds: ``OffsetStep`` (a stored property stored inline), ``KeyPathStep`` (any other key path) and
/// ``PartStep`` (a part that may be absent, found by a ``ScopeStepKind``: an optional, an enum case, an element by
/// id), which keeps showing the last part it found.
@MainActor
@usableFromInline
class StateStep {
  /// Calls `body` with the address of this step's part of the state at `parent`, and returns what it returns.
  /// `body` must only read, and not keep the address.
  func enter<R>(_ parent: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> R) -> R {
    body(parent)
  }
}

/// A stored property stored inline, `offset` bytes into its parent (`MemoryLayout.offset(of:)`).
final class OffsetStep: StateStep {
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
  }

  override func enter<R>(_ parent: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> R) -> R {
    body(parent + offset)
  }
}

/// A part read through a key path (a computed property, say), from a copy.
final class KeyPathStep<Parent, Child>: StateStep {
  let keyPath: KeyPath<Parent, Child>

  init(_ keyPath: KeyPath<Parent, Child>) {
    self.keyPath = keyPath
  }

  override func enter<R>(_ parent: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> R) -> R {
    // NB: the step before this one led to a `Parent` (see `StatePath.read(in:_:)`).
    let child = parent.assumingMemoryBound(to: Parent.self).pointee[keyPath: keyPath]
    return withUnsafePointer(to: child) { body($0) }
  }
}

/// A kind of scope: how to find a part of a state that may be absent (an optional child, an enum case, an element by
/// id). A store scoped through it keeps showing the last part it saw while the part is absent. A new kind of scope is
/// one of these, appended to the parent's path (``StatePath/appending(_:current:)``).
@MainActor
package protocol ScopeStepKind {
  /// The state the part is found in.
  associatedtype Parent
  /// The part.
  associatedtype Child
  /// The part of `parent`, or nil when it is absent. It may remember where it found it (for the next time).
  mutating func part(of parent: Parent) -> Child?
  /// Sets `last` to the part of `parent` when it is present (``part(of:)`` by default; a kind may avoid the copies).
  mutating func update(_ last: inout Child, from parent: borrowing Parent)
}

extension ScopeStepKind {
  package mutating func update(_ last: inout Child, from parent: borrowing Parent) {
    if let part = part(of: copy parent) { last = part }
  }
}

/// A step of a ``ScopeStepKind``: the part it finds, else the last part found.
final class PartStep<Kind: ScopeStepKind>: StateStep {
  private var kind: Kind
  /// The part when it was last found.
  private(set) var last: Kind.Child

  init(_ kind: Kind, last: Kind.Child) {
    self.kind = kind
    self.last = last
  }

  override func enter<R>(_ parent: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> R) -> R {
    // NB: the step before this one led to a `Kind.Parent` (see `StatePath.read(in:_:)`).
    kind.update(&last, from: parent.assumingMemoryBound(to: Kind.Parent.self).pointee)
    return withUnsafePointer(to: &last) { body($0) }
  }
}

/// An optional child, through a key path to it.
struct OptionalChild<Parent, Child>: ScopeStepKind {
  let keyPath: KeyPath<Parent, Child?>

  func part(of parent: Parent) -> Child? { parent[keyPath: keyPath] }
}
