/// A writable key path that reaches a stored property directly when it can.
///
/// Projecting through a `WritableKeyPath` goes through the runtime on every call (generic metadata, accessors).
/// When the key path names a stored property laid out inline (`MemoryLayout.offset(of:)` is non-nil), the value
/// lives at a fixed byte offset inside the root, and reading or mutating it in place is plain pointer arithmetic.
/// Composition operators build their `FieldPath` once, so each action pays only that arithmetic.
@usableFromInline
package struct FieldPath<Root, Value>: @unchecked Sendable {
  // NB: key paths are immutable once formed (the ones given here were `& Sendable`); `offset` is a plain Int.
  @usableFromInline package let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline package let offset: Int?

  @usableFromInline
  package init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  /// Runs `body` with the value inside `root`, in place.
  @inlinable
  package func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    // NB: `offset(of:)` is non-nil only for a stored property stored inline in `Root`, so the memory at `offset`
    // is bound to `Value` for as long as `root` is, and the exclusive access to `root` covers it.
    return withUnsafeMutablePointer(to: &root) { pointer in
      body(&(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// Reads a part of the value inside `root` without copying the rest.
  @inlinable
  package func read<Result>(_ root: inout Root, _ body: (Value) -> Result) -> Result {
    guard let offset else { return body(root[keyPath: keyPath]) }
    return withUnsafeMutablePointer(to: &root) { pointer in
      body((UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// The key path, for identities (cancellation namespaces).
  @usableFromInline package var anyKeyPath: AnyKeyPath { keyPath }
}
