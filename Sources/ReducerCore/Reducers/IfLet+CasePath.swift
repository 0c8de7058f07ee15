public import CaseReflection
extension Reducer {
  /// Runs `child` on optional child state while it is non-nil, with an explicit (or composed) case path for the
  /// action side; the same semantics as the case-constructor form.
  ///
  /// ```swift
  /// .ifLet(\.search, action: AnyCasePath(Action.search)) { Search() }
  /// ```
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: any WritableKeyPath<State, ChildState?> & Sendable,
    action toChildAction: AnyCasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    IfLetReducer(
      parent: self, child: child(), toChildState: toChildState, toChildAction: toChildAction,
      identify: nil,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
