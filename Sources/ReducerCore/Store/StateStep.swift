/// One step of a ``StatePath``: from the address of a state to the address of a part of it.
///
/// The kinds: ``OffsetStep`` (a stored property stored inline), ``KeyPathStep`` (any other key path) and
/// ``PartStep`` (a part that may be absent, found by a ``ScopeStepKind``: an optional, an enum case, an element by
/// id), which keeps showing the last part it found.
@MainActor
@usableFromInline
class StateStep {
  /// The step before this one; nil for the first. A constant, so a read walks the chain without retaining it.
  final let previous: StateStep?

  init(after previous: StateStep?) {
    self.previous = previous
  }

  /// Calls `body` with the address of this step's part of the state at `parent`, and returns what it returns.
  /// `body` must only read, and not keep the address.
  func enter<R>(_ parent: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> R) -> R {
    body(parent)
  }

  /// Calls `body` with the address this step leads to from `start`, where the first step starts: every step before
  /// it, then this one.
  final func read<R>(from start: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> R) -> R {
    // Unwrapped in place (checked just before): binding the constant `previous` would retain it.
    if previous == nil { return enter(start, body) }
    return previous!.read(from: start) { enter($0, body) }
  }
}

/// A stored property stored inline, `offset` bytes into its parent (`MemoryLayout.offset(of:)`).
final class OffsetStep: StateStep {
  let offset: Int

  init(_ offset: Int, after previous: StateStep?) {
    self.offset = offset
    super.init(after: previous)
  }

  override func enter<R>(_ parent: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> R) -> R {
    body(parent + offset)
  }
}

/// A part read through a key path (a computed property, say), from a copy.
final class KeyPathStep<Parent, Child>: StateStep {
  let keyPath: KeyPath<Parent, Child>

  init(_ keyPath: KeyPath<Parent, Child>, after previous: StateStep?) {
    self.keyPath = keyPath
    super.init(after: previous)
  }

  override func enter<R>(_ parent: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> R) -> R {
    // NB: the step before this one led to a `Parent` (see `StatePath.read(in:_:)`).
    var child = parent.assumingMemoryBound(to: Parent.self).pointee[keyPath: keyPath]
    return withAddress(of: &child, body)
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
  /// The part of `parent`, or nil when it is absent.
  func part(of parent: Parent) -> Child?
  /// Sets `last` to the part of the parent at `parent` when it is present (``part(of:)`` by default; a kind may read
  /// it in place). `hint` is the kind's memo between reads of one store (where it found the part last time), 0 at
  /// first.
  func update(_ last: inout Child, from parent: UnsafePointer<Parent>, hint: inout Int)
}

extension ScopeStepKind {
  package func update(_ last: inout Child, from parent: UnsafePointer<Parent>, hint: inout Int) {
    if let part = part(of: parent.pointee) { last = part }
  }
}

/// A step of a ``ScopeStepKind``: the part it finds, else the last part found.
final class PartStep<Kind: ScopeStepKind>: StateStep {
  // NB: unchecked exclusivity: only `enter` touches these, on the main actor, and a read never enters the same
  // step again while it is in it (the comparison it calls reads values, not the store).
  /// A constant, so that reading it retains nothing it holds.
  private let kind: Kind
  /// The part when it was last found.
  @exclusivity(unchecked) private var last: Kind.Child
  /// The kind's memo (``ScopeStepKind/update(_:from:hint:)``).
  @exclusivity(unchecked) private var hint = 0

  init(_ kind: Kind, last: Kind.Child, after previous: StateStep?) {
    self.kind = kind
    self.last = last
    super.init(after: previous)
  }

  override func enter<R>(_ parent: UnsafeRawPointer, _ body: (UnsafeRawPointer) -> R) -> R {
    // NB: the step before this one led to a `Kind.Parent` (see `StatePath.read(in:_:)`).
    kind.update(&last, from: parent.assumingMemoryBound(to: Kind.Parent.self), hint: &hint)
    return withAddress(of: &last, body)
  }
}

/// Calls `body` with the address of `value`. A function of this module, so that a main-actor closure literal is not
/// handed straight to the standard library, which would make it check its executor on every call.
@inline(__always)
private func withAddress<T, R>(of value: inout T, _ body: (UnsafeRawPointer) -> R) -> R {
  withUnsafePointer(to: &value) { body($0) }
}

/// An optional child, through a key path to it.
struct OptionalChild<Parent, Child>: ScopeStepKind {
  let keyPath: KeyPath<Parent, Child?>

  func part(of parent: Parent) -> Child? { parent[keyPath: keyPath] }
}
