/// Where a store's state is in its root's state, as data, read by one function (``read(in:_:)``) for a store's reads
/// and its observers' checks: an offset into the root state (of the stored properties stored inline on the way), then
/// steps, each from a state to a part of it (``StateStep``): a stored property after a step, a key path, a part that
/// may be absent (an optional, an enum case, an element by id). A scope appends one step to its parent's path.
@MainActor
@usableFromInline
package struct StatePath<Value> {
  /// Bytes from the root state to where the first step starts.
  let offset: Int
  /// The steps from there, in order; the last one leads to a `Value`.
  let steps: [StateStep]

  /// The path of a root store: its whole state.
  static var root: Self { Self(offset: 0, steps: []) }

  /// This path, then the part of its value at `keyPath`: an offset when it is a stored property stored inline (found
  /// once, here), else read through the key path.
  func appending<Child>(_ keyPath: KeyPath<Value, Child>) -> StatePath<Child> {
    guard let offset = MemoryLayout<Value>.offset(of: keyPath) else {
      return appending(KeyPathStep(keyPath))
    }
    if steps.isEmpty { return StatePath<Child>(offset: self.offset + offset, steps: []) }
    return offset == 0
      ? StatePath<Child>(offset: self.offset, steps: steps) : appending(OffsetStep(offset))
  }

  /// This path, then `step`, which leads from a `Value` to a `Child`.
  func appending<Child>(_ step: StateStep) -> StatePath<Child> {
    StatePath<Child>(offset: offset, steps: steps + [step])
  }

  /// This path, then a part of its value that may be absent, found by `kind`; `current` is the part now (the value
  /// shown while it is absent, until it is found again).
  package func appending<Kind: ScopeStepKind>(
    _ kind: Kind, current: Kind.Child
  ) -> StatePath<Kind.Child> where Kind.Parent == Value {
    appending(PartStep(kind, last: current))
  }

  /// Calls `body` with the address of the value this path leads to in the root state at `root`: in place where every
  /// step is a stored property, else in a step's copy. `body` must only read, and not keep the address.
  func read<R>(in root: UnsafeRawPointer, _ body: (UnsafePointer<Value>) -> R) -> R {
    // NB: the steps were appended one at a time, each from the type the path led to before it (the root's state
    // for the first), so the address the last one hands on is that of a `Value`.
    read(from: root + offset, step: 0) { body($0.assumingMemoryBound(to: Value.self)) }
  }

  private func read<R>(
    from address: UnsafeRawPointer, step index: Int, _ body: (UnsafeRawPointer) -> R
  ) -> R {
    guard index < steps.count else { return body(address) }
    return steps[index].enter(address) { read(from: $0, step: index + 1, body) }
  }
}
