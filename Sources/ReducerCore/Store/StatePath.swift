/// Where a store's state is in its root's state, as data, read by one function (``read(in:_:)``) for a store's reads
/// and its observers' checks: an offset into the root state (of the stored properties stored inline on the way), then
/// steps, each from a state to a part of it (``StateStep``): a stored property after a step, a key path, a part that
/// may be absent (an optional, an enum case, an element by id). A scope appends one step to its parent's path.
@MainActor
@usableFromInline
package struct StatePath<Value> {
  /// Bytes from the root state to where the first step starts.
  let offset: Int
  /// The last step, which leads to a `Value` (each step holds the one before it); nil when there is none.
  let last: StateStep?

  /// The path of a root store: its whole state.
  static var root: Self { Self(offset: 0, last: nil) }

  /// This path, then the part of its value at `keyPath`: an offset when it is a stored property stored inline (found
  /// once, here), else read through the key path.
  func appending<Child>(_ keyPath: KeyPath<Value, Child>) -> StatePath<Child> {
    guard let offset = MemoryLayout<Value>.offset(of: keyPath) else {
      return StatePath<Child>(offset: self.offset, last: KeyPathStep(keyPath, after: last))
    }
    guard let last else { return StatePath<Child>(offset: self.offset + offset, last: nil) }
    return StatePath<Child>(
      offset: self.offset, last: offset == 0 ? last : OffsetStep(offset, after: last))
  }

  /// This path, then a part of its value that may be absent, found by `kind`; `current` is the part now (the value
  /// shown while it is absent, until it is found again).
  package func appending<Kind: ScopeStepKind>(
    _ kind: Kind, current: Kind.Child
  ) -> StatePath<Kind.Child> where Kind.Parent == Value {
    StatePath<Kind.Child>(offset: offset, last: PartStep(kind, last: current, after: last))
  }

  /// Calls `body` with the address of the value this path leads to in the root state at `root`: in place where every
  /// step is a stored property, else in a step's copy. `body` must only read, and not keep the address.
  func read<R>(in root: UnsafeRawPointer, _ body: (UnsafePointer<Value>) -> R) -> R {
    // NB: the steps were appended one at a time, each from the type the path led to before it (the root's state
    // for the first), so the address the last one hands on is that of a `Value`.
    // Unwrapped in place (checked just before): binding the constant `last` would retain it.
    if last == nil { return body((root + offset).assumingMemoryBound(to: Value.self)) }
    return last!.read(from: root + offset) { body($0.assumingMemoryBound(to: Value.self)) }
  }
}
