/// Runs `operation` with the current dependencies changed by `update`.
///
/// Overrides nest: an inner call starts from the outer call's values. The operation's result is returned.
///
/// ```swift
/// let id = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   @Dependency(\.uuid) var uuid
///   return uuid()
/// }
/// ```
@discardableResult
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try values.applyOverrides(update)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Runs an async `operation` with the current dependencies changed by `update`.
///
/// Tasks started inside `operation` inherit the changed values.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try values.applyOverrides(update)
  return try await DependencyValues.$current.withValue(values, operation: operation)
}

/// Captures the current dependencies so that code running later, outside this task (a callback, a delegate, a
/// dispatch queue), can run with them.
///
/// ```swift
/// withEscapedDependencies { continuation in
///   queue.async {
///     continuation.yield { @Dependency(\.date) var date; print(date.now) }
///   }
/// }
/// ```
public func withEscapedDependencies<R>(_ operation: (EscapedDependencies) throws -> R) rethrows -> R
{
  try operation(EscapedDependencies(values: DependencyValues.current))
}

/// Dependencies captured by ``withEscapedDependencies(_:)``, to be restored later.
public struct EscapedDependencies: Sendable {
  /// The captured values.
  public let values: DependencyValues

  /// Runs `operation` with the captured dependencies.
  public func yield<R>(_ operation: () throws -> R) rethrows -> R {
    try DependencyValues.$current.withValue(values, operation: operation)
  }

  /// Runs an async `operation` with the captured dependencies.
  public func yield<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async rethrows -> R {
    try await DependencyValues.$current.withValue(values, operation: operation)
  }
}
