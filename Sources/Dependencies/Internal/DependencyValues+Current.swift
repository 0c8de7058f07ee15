#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// In-place access to ``DependencyValues/current``: what a store's send and a `@Dependency` read use instead of the
/// standard library's `TaskLocal` accessors.
///
/// - A read of the current storage's id (``DependencyValues/currentStorageID``) looks at the bound value where the
///   runtime keeps it: `TaskLocal.get()` copies the whole `DependencyValues` out through its value witness (a retain
///   of the storage, and a release once the copy is dropped) to compare one integer.
/// - A bind for a synchronous body (``DependencyValues/withCurrent(_:_:)``) pushes and pops the value as
///   `TaskLocal.withValue` does, without its separate check for a binding inside a task group's body (the runtime's
///   push makes its own).
///
/// Both call the concurrency runtime's task-local entry points (``TaskLocalEntryPoints``) with the arguments the
/// standard library's inlinable `TaskLocal` code passes them; where they cannot be found, the `TaskLocal` accessors
/// are used.
extension DependencyValues {
  /// The id of the storage bound as ``current`` (that of the default bag when nothing is bound), read in place.
  @inlinable
  package static var currentStorageID: UInt64 {
    let runtime = TaskLocalEntryPoints.shared
    guard let get = runtime.get else { return current.storage.id }
    guard let slot = get(runtime.currentKey) else { return current.storage.id }
    // NB: unsafe pointer: `slot` is the runtime's storage of the value bound to `$current`, a `DependencyValues`
    // (its only stored property is the `Storage` reference, so the slot holds that reference). The binding is
    // alive for the whole read (a binding ends only when the code that made it returns, and that code is below
    // this one on the stack), so the reference is read without a retain and only its immutable `id` is used.
    return slot.load(as: Unmanaged<Storage>.self)._withUnsafeGuaranteedRef { $0.id }
  }

  /// Runs the synchronous `body` with ``current`` bound to `values`, as `DependencyValues.$current.withValue` does.
  @inlinable
  @inline(__always)
  package static func withCurrent<R>(_ values: DependencyValues, _ body: () throws -> R) rethrows
    -> R
  {
    let runtime = TaskLocalEntryPoints.shared
    guard let push = runtime.push, let pop = runtime.pop else {
      return try $current.withValue(values, operation: body)
    }
    // NB: unsafe pointer: the runtime takes the value at +1 from `owned` (moved, as `withValue` hands it over), so
    // the storage is retained here and released by the runtime when `pop` ends the binding, on this thread, before
    // this function returns.
    var owned = Unmanaged.passRetained(values.storage)
    push(runtime.currentKey, &owned, runtime.valuesMetadata)
    defer { pop() }
    return try body()
  }
}

/// The concurrency runtime's task-local entry points, found once by name: the functions the standard library's
/// inlinable `TaskLocal.get()` and `withValue` call from every client (so part of the runtime's stable ABI).
///
/// Declaring them with `@_silgen_name` would be the usual way, but the compiler reserves `swift_` names for the
/// runtime and warns. They take pointers only, which the C and Swift calling conventions pass alike.
@usableFromInline
final class TaskLocalEntryPoints: @unchecked Sendable {
  // NB: `@unchecked` for the C function pointers and raw addresses: all immutable once made, pointing at the runtime's
  // thread-safe functions, at `$current` (a `TaskLocal` object alive for the life of the process, never retained
  // through this address) and at `DependencyValues`' type metadata (never freed).

  /// `swift_task_localValueGet(key)`: the address of the value bound to `key`, or nil.
  @usableFromInline typealias Get = @convention(c) (UnsafeRawPointer) -> UnsafeMutableRawPointer?
  /// `swift_task_localValuePush(key, value, type)`: binds the value at `value` (taken at +1) of type `type`.
  @usableFromInline typealias Push =
    @convention(c) (
      UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeRawPointer
    ) -> Void
  /// `swift_task_localValuePop()`: ends the innermost binding.
  @usableFromInline typealias Pop = @convention(c) () -> Void

  @usableFromInline static let shared = TaskLocalEntryPoints()

  @usableFromInline let get: Get?
  /// Both or neither of `push` and `pop`.
  @usableFromInline let push: Push?
  @usableFromInline let pop: Pop?
  /// The runtime's key of ``DependencyValues/current``: the address of its `TaskLocal` object.
  @usableFromInline let currentKey: UnsafeRawPointer
  /// The type metadata of ``DependencyValues``.
  @usableFromInline let valuesMetadata: UnsafeRawPointer

  private init() {
    currentKey = UnsafeRawPointer(Unmanaged.passUnretained(DependencyValues.$current).toOpaque())
    valuesMetadata = unsafeBitCast(DependencyValues.self as Any.Type, to: UnsafeRawPointer.self)
    let process = dlopen(nil, RTLD_NOW)
    let symbol = { (name: String) in process.flatMap { dlsym($0, name) } }
    get = symbol("swift_task_localValueGet").map { unsafeBitCast($0, to: Get.self) }
    let push = symbol("swift_task_localValuePush").map { unsafeBitCast($0, to: Push.self) }
    let pop = symbol("swift_task_localValuePop").map { unsafeBitCast($0, to: Pop.self) }
    if let push, let pop {
      self.push = push
      self.pop = pop
    } else {
      self.push = nil
      self.pop = nil
    }
  }
}
