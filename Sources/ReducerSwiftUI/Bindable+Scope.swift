public import SwiftUI
public import ReducerCore
public import ReducerNavigation
import Dependencies

extension Bindable {
  /// A binding to the store of a presented child (`@Presents` state): the child's store while it is presented, nil
  /// otherwise; setting it to nil (a sheet swiped away) sends `.dismiss`.
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.editor, action: Feature.Action.editor)) { editor in
  ///   EditorView(store: editor)
  /// }
  /// ```
  ///
  /// Works with `.sheet(item:)`, `.popover(item:)`, `.fullScreenCover(item:)` and `.navigationDestination(item:)`
  /// through this module's overloads of them, which take a binding of an optional store. A store is `Identifiable`
  /// only when its state is (by the state's `id`, for `ForEach` over row stores) and never `Hashable`: the
  /// overloads wrap it in an internal value that is both, identified by the store's object identity. A thin
  /// adapter over `Store.subscript(state:action:)`.
  public func scope<State, Action, ChildState, ChildAction: Sendable>(
    state toChildState: any KeyPath<State, ChildState?> & Sendable,
    action embed: @escaping @Sendable (PresentationAction<ChildAction>) -> Action
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    let store = wrappedValue
    return Binding(
      get: { @MainActor in store[state: toChildState, action: embed] },
      set: { @MainActor newValue in store[state: toChildState, action: embed] = newValue })
  }

  /// A binding to the store of one case of a presented enum destination: the case's store while the destination
  /// holds it, nil otherwise; setting it to nil sends `.dismiss`.
  ///
  /// ```swift
  /// .sheet(
  ///   item: $store.scope(
  ///     state: \.destination, Destination.State.editor,
  ///     action: Feature.Action.destination, Destination.Action.editor)
  /// ) { editor in EditorView(store: editor) }
  /// ```
  ///
  /// The state case and the action case must be the same case of the destination (`editor` and `editor`). A pair
  /// that does not belong together, such as a sheet's state case with a popover's action case (which the compiler
  /// accepts when their payloads match), is reported as an issue naming both cases and the call site, and the
  /// binding then presents nothing rather than sending the child's actions through the wrong case. The cases are
  /// told apart by name, from the enums' metadata; where several state cases hold the same payload, the state case
  /// is learnt from the destination when it holds that case, so the mismatch is reported when the child would be
  /// presented.
  public func scope<
    State, Action, DestinationState, DestinationAction, ChildState, ChildAction: Sendable
  >(
    state toDestination: any KeyPath<State, DestinationState?> & Sendable,
    _ toCase: @escaping @Sendable (ChildState) -> DestinationState,
    action embed: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    _ embedCase: @escaping @Sendable (ChildAction) -> DestinationAction,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    let store = wrappedValue
    let report: @Sendable (DestinationCaseMismatch) -> Void = { mismatch in
      reportIssue(
        """
        $store.scope(state:_:action:_:) at \(fileID):\(line) pairs the state case \
        \(DestinationState.self).\(mismatch.stateCase) with the action case \
        \(DestinationAction.self).\(mismatch.actionCase): they are different cases of the destination, so the \
        binding presents nothing. Name the same case on both sides, e.g. \
        \(DestinationState.self).\(mismatch.stateCase) with \(DestinationAction.self).\(mismatch.stateCase).
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
    // What the metadata alone tells is reported once, here; a state case that shares its payload with another is
    // known only once the destination holds it, so the getter tells that one.
    if let mismatch = DestinationCaseMismatch.find(state: toCase, action: embedCase, current: nil) {
      report(mismatch)
      return Binding(get: { nil }, set: { _ in })
    }
    return Binding(
      get: { @MainActor in
        if let mismatch = DestinationCaseMismatch.find(
          state: toCase, action: embedCase, current: store.currentState[keyPath: toDestination])
        {
          report(mismatch)
          return nil
        }
        return store[state: toDestination, toCase, action: embed, embedCase]
      },
      set: { @MainActor newValue in
        store[state: toDestination, toCase, action: embed, embedCase] = newValue
      })
  }

  /// A binding to a child store that is always there, e.g. a navigation stack's:
  /// `NavigationStack(path: $store.scope(state: \.path, action: Feature.Action.path)) { … }`. Setting it does
  /// nothing (the stack's changes go through the stack store).
  public func scope<State, Action, ChildState, ChildAction: Sendable>(
    state toChildState: any KeyPath<State, ChildState> & Sendable,
    action embed: @escaping @Sendable (ChildAction) -> Action
  ) -> Binding<Store<ChildState, ChildAction>> where Value == Store<State, Action> {
    let store = wrappedValue
    return Binding(
      get: { @MainActor in store.scope(state: toChildState, action: embed) }, set: { _ in })
  }
}
