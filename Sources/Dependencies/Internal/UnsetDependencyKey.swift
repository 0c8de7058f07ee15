/// The key of a dependency that is `nil` in every context until something sets it, keyed by the type of its value:
/// what a store puts in its dependencies for its reducers and effects to find (its local values, its own dismissal,
/// a test store's shared-value tracker), or a test for its mocks (the planned service answers).
///
/// ```swift
/// extension DependencyValues {
///   package var rootDismissal: RootDismissal? {
///     get { self[UnsetDependencyKey<RootDismissal>.self] }
///     set { self[UnsetDependencyKey<RootDismissal>.self] = newValue }
///   }
/// }
/// ```
///
/// One key per value type: two dependencies of one type would be one dependency.
package enum UnsetDependencyKey<Wrapped: Sendable>: DependencyKey {
  package static var liveValue: Wrapped? { nil }
  package static var testValue: Wrapped? { nil }
}
