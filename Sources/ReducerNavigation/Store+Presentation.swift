import CaseReflection
public import ReducerCore

extension Store {
  /// The store of a presented child (`@Presents` state) while it is presented; nil when it is not.
  ///
  /// The child's actions reach the parent as `.presented(…)`. This is what a sheet, a popover or a pushed
  /// destination draws; assign nil through ``subscript(state:action:)`` to dismiss it.
  ///
  /// ```swift
  /// if let editor = store.scope(state: \.editor, action: Feature.Action.editor) { … }
  /// ```
  ///
  /// In SwiftUI, `$store.scope(state: \.editor, action: Feature.Action.editor)` is a `Binding` of this store
  /// for `.sheet(item:)` (module `ReducerSwiftUI`).
  public func scope<ChildState, ChildAction: Sendable>(
    state toChildState: KeyPath<State, ChildState?>,
    action embed: @escaping @Sendable (PresentationAction<ChildAction>) -> Action
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toChildState, action: { embed(.presented($0)) })
  }

  /// The store of a presented child while it is presented, and its dismissal: reading is
  /// ``scope(state:action:)``; assigning nil while the child
  /// is presented sends `.dismiss` (what SwiftUI does when the user swipes a sheet away). Assigning a store does
  /// nothing: only the reducer presents.
  ///
  /// ```swift
  /// store[state: \.editor, action: Feature.Action.editor] = nil   // sends .editor(.dismiss)
  /// ```
  public subscript<ChildState, ChildAction: Sendable>(
    state toChildState: KeyPath<State, ChildState?>,
    action embed: @escaping @Sendable (PresentationAction<ChildAction>) -> Action
  ) -> Store<ChildState, ChildAction>? {
    get {
      scope(state: toChildState, action: embed)
    }
    set {
      guard newValue == nil, currentState[keyPath: toChildState] != nil else { return }
      send(embed(.dismiss))
    }
  }

  /// The store of one case of a presented enum destination while the destination holds that case; nil otherwise.
  ///
  /// Name the destination's state and action, each followed by the case's constructor (TCA writes the same as
  /// `state: \.destination?.editor, action: \.destination.editor`):
  ///
  /// ```swift
  /// store.scope(
  ///   state: \.destination, Destination.State.editor,
  ///   action: Feature.Action.destination, Destination.Action.editor)
  /// ```
  ///
  /// The case's actions reach the parent as `.presented(embedCase(…))`.
  public func scope<DestinationState, DestinationAction, ChildState, ChildAction: Sendable>(
    state toDestination: KeyPath<State, DestinationState?>,
    _ toCase: @escaping @Sendable (ChildState) -> DestinationState,
    action embed: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    _ embedCase: @escaping @Sendable (ChildAction) -> DestinationAction
  ) -> Store<ChildState, ChildAction>? {
    let casePath = AnyCasePath(toCase)
    let key = EnumCaseKey(casePath, current: currentState[keyPath: toDestination])
    guard key.caseTags != nil else {
      // The destination does not hold this case, and several cases hold a `ChildState`: no key tells this one yet.
      // Observe which case it holds instead, to be asked again when that changes.
      _ =
        self[
          dynamicMember: toDestination.appending(
            path: \DestinationState?.[caseTagsReaching: CaseTagsReaching<ChildState>()])]
      return nil
    }
    return scope(
      present: toDestination.appending(path: \DestinationState?.[case: key]),
      PresentedCase(toDestination: toDestination, casePath: casePath),
      action: { embed(.presented(embedCase($0))) })
  }

  /// The store of one case of a presented enum destination, and its dismissal: reading is
  /// ``scope(state:_:action:_:)``; assigning nil while the destination holds that case sends
  /// `.dismiss`.
  public subscript<DestinationState, DestinationAction, ChildState, ChildAction: Sendable>(
    state toDestination: KeyPath<State, DestinationState?>,
    toCase: @escaping @Sendable (ChildState) -> DestinationState,
    action embed: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    embedCase: @escaping @Sendable (ChildAction) -> DestinationAction
  ) -> Store<ChildState, ChildAction>? {
    get {
      scope(state: toDestination, toCase, action: embed, embedCase)
    }
    set {
      guard newValue == nil, let destination = currentState[keyPath: toDestination],
        AnyCasePath(toCase).extract(from: destination) != nil
      else { return }
      send(embed(.dismiss))
    }
  }
}

/// One case of a presented enum destination, by its case path: the kind of scope of
/// ``Store/scope(state:_:action:_:)``.
struct PresentedCase<Parent, Destination, Child>: ScopeStepKind {
  let toDestination: KeyPath<Parent, Destination?>
  let casePath: AnyCasePath<Destination, Child>

  func part(of parent: Parent) -> Child? {
    parent[keyPath: toDestination].flatMap { casePath.extract(from: $0) }
  }
}
