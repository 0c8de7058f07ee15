public import CaseReflection
import ReducerCore
import ValueDumping

/// The place of `Scope` on an enum case and of `ifCaseLet`: one case of an enum state, present while the state holds
/// it. For `ifCaseLet` the child's effects are cancelled when the state leaves the case (or enters it anew with
/// another tag); a `Scope`'s are the parent's.
public struct EnumCasePlace<ParentState, ParentAction: Sendable, ChildState, ChildAction: Sendable>:
  ChildPlace
{
  @usableFromInline let state: AnyCasePath<ParentState, ChildState>
  public let action: AnyCasePath<ParentAction, ChildAction>
  public typealias Address = Void
  public typealias Message = ChildAction
  /// Whether this is an `ifCaseLet`'s place (tracked, and its issue says so), else a `Scope`'s.
  @usableFromInline let isIfCaseLet: Bool

  /// The case `state` of the parent's state, its actions in `action`. `ifCaseLet` tracks the child (its effects are
  /// cancelled when the state leaves the case); a `Scope` does not.
  @inlinable
  package init(
    _ state: AnyCasePath<ParentState, ChildState>, action: AnyCasePath<ParentAction, ChildAction>,
    ifCaseLet: Bool
  ) {
    self.state = state
    self.action = action
    self.isIfCaseLet = ifCaseLet
  }

  public func modifyChild<Result>(
    at address: Void, in parent: inout ParentState, _ body: (inout ChildState) -> Result
  ) -> (result: Result, id: Int?)? {
    guard var child = state.extract(from: parent) else { return nil }
    let result = body(&child)
    parent = state.embed(child)
    return (result, EnumReflection.tag(of: parent))
  }

  public var tracksChildren: Bool { isIfCaseLet }

  public var namespace: AnyHashable { AnyHashable(ObjectIdentifier(ParentState.self)) }

  public func presence(in parent: inout ParentState) -> Int?? {
    state.extract(from: parent) != nil ? .some(EnumReflection.tag(of: parent)) : nil
  }

  public func removedChildren(since before: Int?, in parent: inout ParentState) -> [Int?] {
    if state.extract(from: parent) != nil, EnumReflection.tag(of: parent) == before { return [] }
    return [before]
  }

  public func missingChildIssue(
    for action: ParentAction, at address: Void, operatorAt location: String
  ) -> String {
    guard isIfCaseLet else {
      return """
        A 'Scope' at \(location) received a child action when the state held another case:

          \(indentedDump(action))

        Make sure the child's effects are cancelled when the state leaves the case (use 'ifCaseLet'), and that \
        actions are not sent to a case that is not presented.
        """
    }
    return """
      An 'ifCaseLet' at \(location) received a child action when the state held another case:

        \(indentedDump(action))

      Make sure the parent does not send actions to a case that is not presented.
      """
  }
}
