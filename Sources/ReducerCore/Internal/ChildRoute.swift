public import CaseReflection
import Dependencies
public import ReducerRuntime

/// The plumbing every composition operator shares (`Scope`, `ifLet`, `forEach`, the navigation operators): the
/// child's case of the parent action, read through the case tag its layer shares; where the operator was written,
/// for its diagnostics; and the way back, the child's effects as parent actions.
///
/// An operator builds its reducer as a closure once, when it is made (see ``ComposedReducer``), capturing this route,
/// its child's prepared reducer and its state path. The way back is built out of line and only for an effect that
/// does work, so an action the child ignores, or one it reduces to `.none`, touches none of it.
@usableFromInline
package final class ChildRoute<ParentAction: Sendable, ChildAction: Sendable>: Sendable {
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, ChildAction>
  /// Where the operator was written, for the operators that report issues.
  package let location: OperatorLocation?

  @usableFromInline
  package init(_ toChildAction: AnyCasePath<ParentAction, ChildAction>, location: OperatorLocation?)
  {
    self.toChildAction = toChildAction
    self.location = location
  }

  /// The child's action if `action` is one, reading the case tag at most once for the reducers of the layer.
  @inlinable @inline(__always)
  package func extract(from action: ParentAction, tag: inout CaseTagCache<ParentAction>)
    -> ChildAction?
  {
    toChildAction.extract(from: action, tag: &tag)
  }

  /// The child's effect, its actions embedded in the parent action.
  ///
  /// Apart from the overload with a namespace: an optional namespace defaulting to nil would be made and destroyed
  /// on every action, even for `.none`.
  @inlinable @inline(__always)
  package func embed(_ effect: Effect<ChildAction>) -> Effect<ParentAction> {
    if effect.isNone { return .none }
    return embedWork(effect, in: nil)
  }

  /// The child's effect, in `namespace`, its actions embedded in the parent action.
  @inlinable @inline(__always)
  package func embed(_ effect: Effect<ChildAction>, in namespace: CancelID) -> Effect<ParentAction>
  {
    if effect.isNone { return .none }
    return embedWork(effect, in: namespace)
  }

  /// The element's effect, in `namespace`, its actions embedded with the element's `id` (a `forEach`).
  @inlinable @inline(__always)
  package func embed<ID: Sendable, ElementAction: Sendable>(
    _ effect: Effect<ElementAction>, id: ID, in namespace: CancelID
  ) -> Effect<ParentAction> where ChildAction == (ID, ElementAction) {
    if effect.isNone { return .none }
    return embedWork(effect.map { (id, $0) }, in: namespace)
  }

  @usableFromInline @inline(never)
  func embedWork(_ effect: Effect<ChildAction>, in namespace: CancelID?) -> Effect<ParentAction> {
    let effect = namespace.map { effect.namespaced($0) } ?? effect
    // A child's work must not dismiss the root store (see `RootDismissal`).
    return effect.embeddedAsChild { self.toChildAction.embed($0) }
  }

  /// Reports `message` as an issue at the operator (a test failure in tests, a warning elsewhere).
  package func report(_ message: String) {
    guard let location else { return reportIssue(message) }
    reportIssue(
      message, fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }
}

/// Where a reducer operator was written, for its diagnostics.
@usableFromInline
package final class OperatorLocation: Sendable {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  @usableFromInline
  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// The cancellation namespace of one child of an operator: the child state's key path and the child's identity
/// (an element's id, an `ifLet` child's id), so a parent cancels one child's effects without touching its siblings'.
@usableFromInline
package struct ChildNamespace<ID: Hashable & Sendable>: Hashable, Sendable {
  // NB: key paths are immutable; `AnyKeyPath` is only compared and hashed here.
  nonisolated(unsafe) let keyPath: AnyKeyPath
  let id: ID

  /// The namespace of the child `id` under `keyPath`, as a cancellation id.
  @usableFromInline
  package static func cancelID(_ id: ID, under keyPath: AnyKeyPath) -> CancelID {
    CancelID(ChildNamespace(keyPath: keyPath, id: id))
  }
}
