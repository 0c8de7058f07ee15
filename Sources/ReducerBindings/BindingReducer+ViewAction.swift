public import CaseReflection

extension BindingReducer {
  /// The binding reducer of a feature whose binding actions are nested in one case of its action, such as
  /// `case view(View)` where `View` is the ``BindableAction``: it applies every `.view(.binding(…))`.
  ///
  /// ```swift
  /// enum Action: Sendable {
  ///   case view(View)
  ///   case saved
  ///   enum View: BindableAction, Sendable {
  ///     case binding(BindingAction<State>)
  ///     case saveTapped
  ///   }
  /// }
  ///
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer(action: Action.view)
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .view(.binding(\.title)):
  ///       state.isDirty = true
  ///       return .none
  ///     case .view(.binding), .view(.saveTapped), .saved:
  ///       return .none
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// In a test, send `.view(.binding(.set(\.title, "Standup")))`.
  ///
  /// - Parameter toViewAction: the case constructor that wraps the bindable action, `Action.view`.
  @inlinable
  public init<ViewAction: BindableAction>(
    action toViewAction: @escaping @Sendable (ViewAction) -> Action
  )
  where ViewAction.State == State {
    self.init(action: AnyCasePath(toViewAction))
  }

  /// The binding reducer of a feature whose binding actions are nested in the case `toViewAction` names: a case
  /// path, which may be composed (`AnyCasePath(Action.child).appending(Child.Action.view)`).
  ///
  /// - Parameter toViewAction: the case path from the feature's action to the bindable action.
  @inlinable
  public init<ViewAction: BindableAction>(action toViewAction: AnyCasePath<Action, ViewAction>)
  where ViewAction.State == State {
    self.init(toBinding: toViewAction.appending { ViewAction.binding($0) })
  }

  @usableFromInline
  init(toBinding: AnyCasePath<Action, BindingAction<State>>) {
    self.toBinding = toBinding
  }
}
