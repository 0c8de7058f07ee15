public import CaseReflection
import Dependencies
public import ReducerCore
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
    IfCaseLetReducer(
      parent: self, child: child(), toCaseState: toCaseState, toCaseAction: toCaseAction,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer `ifCaseLet` returns.
public struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer, ComposedReducer {
  /// The reducer, prepared when it is made.
  @usableFromInline package let layer: PreparedReducer<Parent.State, Parent.Action>

  init(
    parent: Parent, child: Child, toCaseState: AnyCasePath<Parent.State, Child.State>,
    toCaseAction: AnyCasePath<Parent.Action, Child.Action>, location: OperatorLocation
  ) {
    let parent = parent.prepared()
    let child = preparingChild(at: location) { child.prepared() }
    let route = ChildRoute(toCaseAction, location: location)
    self.layer = PreparedReducer(layer: { state, action, tag in
      var childEffect = Effect<Parent.Action>.none
      if let childAction = route.extract(from: action, tag: &tag) {
        if var caseState = toCaseState.extract(from: state) {
          let effect = child.reduce(into: &caseState, action: childAction)
          state = toCaseState.embed(caseState)
          childEffect = route.embed(effect, in: Self.namespace(EnumReflection.tag(of: state)))
        } else {
          Self.reportOtherCase(action, location: location, route: route)
        }
      }
      let caseBefore = toCaseState.extract(from: state) != nil ? EnumReflection.tag(of: state) : nil
      let effect = childEffect.merge(with: parent.reduce(into: &state, action: action, tag: &tag))
      guard let caseBefore else { return effect }
      if toCaseState.extract(from: state) != nil, EnumReflection.tag(of: state) == caseBefore {
        return effect
      }
      return effect.merge(with: .cancel(id: Self.namespace(caseBefore)))
    })
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    layer.reduce(into: &state, action: action)
  }

  static func namespace(_ tag: Int?) -> CancelID {
    CancelID(IfCaseLetNamespace(state: ObjectIdentifier(Parent.State.self), tag: tag))
  }

  static func reportOtherCase(
    _ action: Parent.Action, location: OperatorLocation,
    route: ChildRoute<Parent.Action, Child.Action>
  ) {
    route.report(
      """
      An 'ifCaseLet' at \(location.fileID):\(location.line) received a child action when the state held \
      another case:

        \(indentedDump(action))

      Make sure the parent does not send actions to a case that is not presented.
      """)
  }
}

/// The cancellation namespace of an `ifCaseLet` child: the enum type and the case's tag.
struct IfCaseLetNamespace: Hashable, Sendable {
  let state: ObjectIdentifier
  let tag: Int?
}
