public import SwiftUI
public import ReducerCore

// A store whose state is `Identifiable` is `Identifiable` itself (for `ForEach`), so SwiftUI's generic
// `sheet(item:)`, `popover(item:)` and `fullScreenCover(item:)` also accept `$store.scope(...)`, and the call would be
// ambiguous with this module's store overloads. These overloads, for exactly that case, are more specialized than
// both, so the call resolves to them: the presentation is identified by the store object, as for any other state.

extension View {
  /// Presents a sheet with the child store while the binding holds one (a child whose state is `Identifiable`).
  public func sheet<State: Identifiable, Action, Content: View>(
    item: Binding<Store<State, Action>?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Store<State, Action>) -> Content
  ) -> some View {
    sheet(item: PresentedStore.binding(item), onDismiss: onDismiss) { content($0.store) }
  }

  #if !os(macOS)
    /// Presents a full-screen cover with the child store while the binding holds one (a child whose state is
    /// `Identifiable`).
    public func fullScreenCover<State: Identifiable, Action, Content: View>(
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
    /// Presents a popover with the child store while the binding holds one (a child whose state is
    /// `Identifiable`).
    public func popover<State: Identifiable, Action, Content: View>(
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
