public import CaseReflection
import Dependencies
public import ReducerCore
import ReducerRuntime

extension Reducer {
  /// Runs `child` on optional child state while it is non-nil, before this reducer.
  ///
  /// - When the parent sets the child state to `nil`, the child's running effects are cancelled.
  /// - When the child state is `Identifiable` and its id changes, the old child's effects are cancelled.
  /// - A child action arriving while the state is `nil` is reported (a test failure in tests, a warning
  ///   elsewhere), never a crash.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.search, action: Action.search) { Search() }
  /// ```
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: any WritableKeyPath<State, ChildState?> & Sendable,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    ifLet(
      toChildState, action: AnyCasePath(toChildAction), then: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Runs `child` on optional `Identifiable` child state while it is non-nil, before this reducer; the old child's
  /// effects are also cancelled when the child's `id` changes.
  @inlinable
  public func ifLet<ChildState: Identifiable & SendableMetatype, ChildAction, Child: Reducer>(
    _ toChildState: any WritableKeyPath<State, ChildState?> & Sendable,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, Child>
  where
    ChildState == Child.State, ChildAction == Child.Action, ChildState.ID: SendableMetatype
  {
    PlaceReducer(
      parent: self,
      place: OptionalPlace(
        toChildState, action: AnyCasePath(toChildAction), identify: { AnyHashable($0.id) }),
      child: child(),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

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
    PlaceReducer(
      parent: self, place: OptionalPlace(toChildState, action: toChildAction, identify: nil),
      child: child(),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer `ifLet` returns: the child run at an ``OptionalPlace``.
public typealias IfLetReducer<Parent: Reducer, Child: Reducer> = PlaceReducer<
  Parent, OptionalPlace<Parent.State, Parent.Action, Child.State, Child.Action>, Child
>
