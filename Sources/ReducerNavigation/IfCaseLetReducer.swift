public import CaseReflection
import Dependencies
public import ReducerCore
public import ReducerPlaces
import ReducerRuntime
import ValueDumping

extension Reducer {
  /// Runs `child` on one case of this reducer's enum state while the state holds that case, before this reducer.
  ///
  /// Both sides are case constructors: the state enum's case and the action enum's case.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(State.loggedIn, action: Action.loggedIn) { Session() }
  /// ```
  ///
  /// When the state leaves the case, every effect the child started is cancelled. A child action arriving while
  /// the state holds another case is a reported issue naming the action (a test failure in tests), never a crash.
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: @escaping @Sendable (CaseState) -> State,
    action toCaseAction: @escaping @Sendable (CaseAction) -> Action,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfCaseLetReducer<Self, Child>
  where CaseState == Child.State, CaseAction == Child.Action {
    ifCaseLet(
      AnyCasePath(toCaseState), action: AnyCasePath(toCaseAction), then: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Runs `child` on one case of this reducer's enum state, with explicit (or composed) case paths.
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfCaseLetReducer<Self, Child>
  where CaseState == Child.State, CaseAction == Child.Action {
    PlaceReducer(
      parent: self, place: EnumCasePlace(toCaseState, action: toCaseAction, ifCaseLet: true),
      child: child(),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer `ifCaseLet` returns: the child run at an `EnumCasePlace` (ReducerPlaces).
public typealias IfCaseLetReducer<Parent: Reducer, Child: Reducer> = PlaceReducer<
  Parent, EnumCasePlace<Parent.State, Parent.Action, Child.State, Child.Action>, Child
>
