public import SwiftUI
public import ReducerCore

extension View {
  /// Presents a sheet with the child store while the binding holds one (`$store.scope(state:action:)` of a
  /// presented child); swiping it away sets the binding to nil, which sends `.dismiss`. `onDismiss` runs once after
  /// the render that no longer shows the sheet, however it went: swiped away, or closed by the reducer (its
  /// `@Presents` state set to nil).
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.editor, action: Feature.Action.editor)) { editor in
  ///   EditorView(store: editor)
  /// }
  /// ```
  public func sheet<State, Action, Content: View>(
    item: Binding<Store<State, Action>?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Store<State, Action>) -> Content
  ) -> some View {
    sheet(item: PresentedStore.binding(item), onDismiss: onDismiss) { content($0.store) }
  }

  /// Pushes a destination with the child store while the binding holds one; going back sets the binding to nil,
  /// which sends `.dismiss`.
  public func navigationDestination<State, Action, Destination: View>(
    item: Binding<Store<State, Action>?>,
    @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
  ) -> some View {
    navigationDestination(item: PresentedStore.binding(item)) { destination($0.store) }
  }

  #if !os(macOS)
    /// Presents a full-screen cover with the child store while the binding holds one (not on macOS, as SwiftUI's
    /// own modifier).
    public func fullScreenCover<State, Action, Content: View>(
      item: Binding<Store<State, Action>?>,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Store<State, Action>) -> Content
    ) -> some View {
      fullScreenCover(item: PresentedStore.binding(item), onDismiss: onDismiss) {
        content($0.store)
      }
    }
  #endif

  #if !os(tvOS) && !os(watchOS)
    /// Presents a popover with the child store while the binding holds one (not on tvOS or watchOS, as SwiftUI's
    /// own modifier).
    ///
    /// The anchor and arrow edge are SwiftUI's, passed through; declaring them makes this overload the one chosen
    /// over SwiftUI's generic `popover(item:)` when the child's state is `Identifiable` (a store then is too).
    public func popover<State, Action, Content: View>(
      item: Binding<Store<State, Action>?>,
      attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge? = nil,
      @ViewBuilder content: @escaping (Store<State, Action>) -> Content
    ) -> some View {
      popover(
        item: PresentedStore.binding(item), attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge
      ) { content($0.store) }
    }
  #endif
}

/// A presented child's store as SwiftUI's item-driven modifiers need it: identified (and hashed) by the store
/// object, so a new presentation is a new item.
struct PresentedStore<State, Action: Sendable>: Identifiable, Hashable {
  let store: Store<State, Action>

  nonisolated var id: ObjectIdentifier { ObjectIdentifier(store) }

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.store === rhs.store }

  nonisolated func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// `item` seen as a binding of this wrapper; setting nil sets `item` to nil.
  static func binding(_ item: Binding<Store<State, Action>?>) -> Binding<Self?> {
    Binding(
      get: { @MainActor in item.wrappedValue.map(Self.init) },
      set: { @MainActor newValue in item.wrappedValue = newValue?.store })
  }
}
