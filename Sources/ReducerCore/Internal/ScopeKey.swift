/// Identifies a cached child store by what the scope names, hashed as written: the state path (a key path, which
/// for an enum-case scope names the case: see `EnumCaseKey`), the child action type, and the element id (for a
/// collection's element stores).
///
/// The action case is not part of it: a case constructor is a closure, which cannot be compared or hashed without
/// calling it. A child store sends through the case its latest scope named (see ``CachedChildStore``), so two scopes
/// of one state path and one child action type through two cases are one store, sending through the last one given.
/// Nothing is built or called to make a key: no probe value, no user code.
struct ScopeKey: Hashable {
  let state: AnyKeyPath
  let action: ObjectIdentifier
  let id: AnyHashable?
}
