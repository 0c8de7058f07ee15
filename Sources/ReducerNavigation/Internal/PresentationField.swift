@_spi(Reflection) import Swift
public import Synchronization

/// Reaches the `PresentationState` behind a `@Presents` property through its stored backing field.
///
/// `ifLet` is given the projection `\.$destination`, a computed property: every access through that key path goes
/// through the key-path runtime (a getter and a setter call with generic metadata look-ups), which made a presented
/// child's action several times dearer than a `Scope`d child's. The wrapper's backing storage (`_destination`) is a
/// stored property of the same type, so once it is known which one, the value can be read and written in place at
/// its byte offset, as ``FieldPath`` does for stored key paths.
///
/// ## Finding the field, safely
///
/// The candidates are the stored fields of `Root` whose type is exactly `PresentationState<Child>`, from the
/// runtime's own field metadata (`_forEachField`): memory at such an offset *is* a value of that type. Which
/// candidate the key path projects is then observed, not assumed: the first time the key path reads a presented
/// (non-nil) value, a copy of the root is written nil through the key path, and the one candidate that turns nil
/// while holding a value in the original is the backing field. No single match (several fields changed, none did,
/// the root is not a struct, the key path reaches into a nested value) keeps the key path for good.
@usableFromInline
final class PresentationField<Root, Child>: Sendable {
  // NB: immutable after init; `KeyPath` is a thread-safe immutable class.
  @usableFromInline nonisolated(unsafe) let keyPath: WritableKeyPath<Root, PresentationState<Child>>
  private let candidates: [Int]
  /// The backing field's offset once found; `unknown` before the first presented value, `none` for good.
  @usableFromInline let resolved: Atomic<Int>

  @usableFromInline static var unknown: Int { -1 }
  @usableFromInline static var none: Int { -2 }

  init(_ keyPath: WritableKeyPath<Root, PresentationState<Child>>) {
    self.keyPath = keyPath
    var candidates: [Int] = []
    let isStruct = _forEachField(of: Root.self) { _, offset, type, _ in
      if type == PresentationState<Child>.self { candidates.append(offset) }
      return true
    }
    self.candidates = isStruct ? candidates : []
    self.resolved = Atomic(self.candidates.isEmpty ? Self.none : Self.unknown)
  }

  /// The presented child, or nil.
  @inlinable
  func read(_ root: inout Root) -> Child? {
    let offset = resolved.load(ordering: .relaxed)
    if offset >= 0 {
      return withUnsafeMutablePointer(to: &root) { pointer in
        (UnsafeMutableRawPointer(pointer) + offset)
          .assumingMemoryBound(to: PresentationState<Child>.self).pointee.wrappedValue
      }
    }
    let child = root[keyPath: keyPath].wrappedValue
    if offset == Self.unknown, child != nil { resolve(with: root) }
    return child
  }

  /// Replaces the presented child (nil dismisses).
  @inlinable
  func write(_ root: inout Root, _ child: Child?) {
    modify(&root) { $0.wrappedValue = child }
  }

  /// The presentation's number (see ``PresentationState/generation``).
  @usableFromInline
  func generation(_ root: inout Root) -> UInt64 {
    guard resolved.load(ordering: .relaxed) >= 0 else { return root[keyPath: keyPath].generation }
    return modify(&root) { $0.generation }
  }

  /// Gives the presented child a new number: it is another presentation than any before it.
  @usableFromInline
  func renumber(_ root: inout Root) {
    let generation = PresentationGenerations.next()
    modify(&root) { $0.generation = generation }
  }

  /// Runs `body` on the presentation state inside `root`, in place at the backing field once it is known.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout PresentationState<Child>) -> Result)
    -> Result
  {
    let offset = resolved.load(ordering: .relaxed)
    guard offset >= 0 else { return body(&root[keyPath: keyPath]) }
    // NB: a non-negative offset is that of the stored field of type `PresentationState<Child>` the key path was
    // observed to project (see the type's documentation), and the exclusive access to `root` covers it.
    return withUnsafeMutablePointer(to: &root) { pointer in
      body(
        &(UnsafeMutableRawPointer(pointer) + offset)
          .assumingMemoryBound(to: PresentationState<Child>.self).pointee)
    }
  }

  /// Finds which candidate the key path projects, given a root whose presented value is non-nil.
  @usableFromInline
  func resolve(with root: Root) {
    var original = root
    var cleared = root
    cleared[keyPath: keyPath] = PresentationState(wrappedValue: nil)
    let matches = candidates.filter { offset in
      isPresented(&original, at: offset) && !isPresented(&cleared, at: offset)
    }
    let offset = matches.count == 1 ? matches[0] : Self.none
    _ = resolved.compareExchange(
      expected: Self.unknown, desired: offset, ordering: .relaxed)
  }

  /// Whether the `PresentationState<Child>` stored at `offset` in `root` holds a value.
  ///
  /// NB: `offset` is one of `candidates`, fields whose runtime type is `PresentationState<Child>`.
  private func isPresented(_ root: inout Root, at offset: Int) -> Bool {
    withUnsafeMutablePointer(to: &root) { pointer in
      (UnsafeMutableRawPointer(pointer) + offset)
        .assumingMemoryBound(to: PresentationState<Child>.self).pointee.wrappedValue != nil
    }
  }

  /// The key path, for identities (cancellation namespaces).
  @usableFromInline var anyKeyPath: AnyKeyPath { keyPath }
}

/// Hands out presentation numbers: unique for the life of the process.
enum PresentationGenerations {
  private static let last = Atomic<UInt64>(0)

  static func next() -> UInt64 { last.add(1, ordering: .relaxed).newValue }
}
