/// Identifies a cached child store by what the scope names: the state path, the child action type, the chain of
/// action case tags its constructor builds (`EnumReflection.caseTagChain(of:)`: two scopes of one state path
/// through different cases are different stores, whatever the call site), and the element id (for a collection's
/// element stores).
struct ScopeKey: Hashable {
  let state: AnyKeyPath
  let action: ObjectIdentifier
  let cases: [Int]
  let id: AnyHashable?
}
