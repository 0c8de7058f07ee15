public import SwiftUI
public import ReducerCore
public import ReducerNavigation

extension NavigationStack {
  /// A navigation stack over a stack store: `root` at the bottom, and `destination` drawing each pushed element's
  /// store. A back swipe pops through the store; a `NavigationLink(state:)` pushes through it.
  ///
  /// ```swift
  /// NavigationStack(path: $store.scope(state: \.path, action: Feature.Action.path)) {
  ///   ListView(store: store)
  /// } destination: { element in
  ///   DetailView(store: element)
  /// }
  /// ```
  @MainActor
  public init<ElementState: Sendable, ElementAction: Sendable, RootView: View, Destination: View>(
    path: Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>,
    @ViewBuilder root: () -> RootView,
    @ViewBuilder destination: @escaping (Store<ElementState, ElementAction>) -> Destination
  )
  where
    Data == [StackPathComponent<ElementState>],
    Root == StackRootView<ElementState, ElementAction, RootView, Destination>
  {
    let store = path.wrappedValue
    self.init(
      path: Binding(
        get: { @MainActor in store.stackPath() },
        set: { @MainActor newPath in store.setStackPath(newPath) })
    ) {
      StackRootView(root: root(), store: store, destination: destination)
    }
  }
}

/// The root of a ``SwiftUI/NavigationStack`` over a stack store: the root view, with the destination of every
/// pushed element. Made by `NavigationStack(path:root:destination:)`; not used directly.
public struct StackRootView<
  ElementState: Sendable, ElementAction: Sendable, RootView: View, Destination: View
>:
  View
{
  let root: RootView
  let store: Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
  let destination: (Store<ElementState, ElementAction>) -> Destination

  /// The root view, with a destination for the stack's elements: each pushed element's view is `destination` over
  /// the element's store.
  public var body: some View {
    root.navigationDestination(for: StackPathComponent<ElementState>.self) { component in
      if let id = component.id, let element = store.scope(id: id) {
        destination(element)
      } else {
        // A push the stack has not taken yet: drawn for a moment, until the path is read again.
        Text(verbatim: "")
      }
    }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `state` on the enclosing store-driven ``SwiftUI/NavigationStack`` (through the stack
  /// store, which sends `.push(id:state:)`); a nil state disables the link.
  ///
  /// ```swift
  /// NavigationLink(state: Feature.Path.State.detail(DetailFeature.State(item: item))) {
  ///   Text(item.title)
  /// }
  /// ```
  public init<ElementState>(state: ElementState?, @ViewBuilder label: () -> Label) {
    self.init(value: state.map { StackPathComponent(state: $0) }, label: label)
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// A link titled `titleKey` that pushes `state` on the enclosing store-driven ``SwiftUI/NavigationStack``: TCA's
  /// `NavigationLink(_:state:)`.
  public init<ElementState>(_ titleKey: LocalizedStringKey, state: ElementState?) {
    self.init(state: state) { Text(titleKey) }
  }

  /// A link titled `title` that pushes `state` (the `LocalizedStringKey` form above, for any string).
  @_disfavoredOverload
  public init<S: StringProtocol, ElementState>(_ title: S, state: ElementState?) {
    self.init(state: state) { Text(title) }
  }
}
