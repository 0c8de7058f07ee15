public import Foundation

/// A presentation driven by a binding (sheet, popover, full-screen cover, pushed destination, alert, dialog): while
/// `presented()` gives a view, a node of `role` follows the content, holding that view, with a `dismiss` (or, for a
/// destination, `back`) action that does what SwiftUI does — sets the binding to nil or false. Inside, the
/// environment's `dismiss` does the same; buttons of an alert or dialog dismiss it after their action.
///
/// `onDismiss` runs once per dismissal, whatever caused it (the dismiss or back action, the environment's `dismiss`,
/// the binding cleared in code, an item replaced by one of another identity), after the render that no longer shows
/// that presentation: the host compares, from one render to the next, which presentation was up (see
/// ``PresentationIdentity``). Never on a re-render while the same presentation stays up, nor for one never shown.
struct PresentationModifier: PrimitiveModifier {
  let role: ViewRole
  var label: String? = nil
  /// The presented view and the identity of what it presents; nil while nothing is presented.
  let presented: @MainActor () -> (identity: AnyHashable, view: AnyView)?
  let dismiss: @MainActor () -> Void
  var onDismiss: (@MainActor () -> Void)? = nil

  /// Presented while `isPresented` is true (and `content` gives a view); dismissing sets it false.
  init(
    _ role: ViewRole, label: String? = nil, isPresented: Binding<Bool>,
    onDismiss: (@MainActor () -> Void)? = nil, content: @escaping @MainActor () -> AnyView?
  ) {
    self.role = role
    self.label = label
    self.presented = {
      guard isPresented.wrappedValue, let view = content() else { return nil }
      return (true, view)
    }
    self.dismiss = { isPresented.wrappedValue = false }
    self.onDismiss = onDismiss
  }

  /// Presented while `item` holds a value, showing the view `content` makes of it; dismissing sets it nil. An item
  /// of another `identity` is another presentation: the one up is dismissed and the new one presented.
  init<Item>(
    _ role: ViewRole, item: Binding<Item?>, identity: @escaping @MainActor (Item) -> AnyHashable,
    onDismiss: (@MainActor () -> Void)? = nil, content: @escaping @MainActor (Item) -> AnyView
  ) {
    self.role = role
    self.presented = { item.wrappedValue.map { (identity($0), content($0)) } }
    self.dismiss = { item.wrappedValue = nil }
    self.onDismiss = onDismiss
  }

  package func render(_ render: () -> [ViewNode], in context: RenderContext) -> [ViewNode] {
    var nodes = render()
    let presentation = context.tracked(presented)
    if let onDismiss {
      context.host.watch(
        PresentationIdentity.watch(presentation?.identity, onDismiss: onDismiss),
        at: context.id + "/" + role.rawValue + "#dismissal")
    }
    guard let view = presentation?.view else { return nodes }
    let dismiss = self.dismiss
    context.path.append(role.rawValue)
    defer { context.path.removeLast() }
    let isDialog = role == .alert || role == .dialog
    let inPresentation: (inout EnvironmentValues) -> Void = {
      $0.dismiss = DismissAction(dismiss)
      $0.isPresented = true
      $0.isEnabled = true
    }
    let inner = context.withEnvironment(inPresentation) {
      context.with(\.afterButtonTap, isDialog ? dismiss : nil) {
        context.with(\.inList, false) { context.renderBuilt(view, at: "content") }
      }
    }
    var node = context.node(
      role, label: label ?? inner.first { $0.role == .title }?.label, children: inner)
    let action: ViewAction = role == .destination ? .back : .dismiss
    node.actions = [action]
    context.offer(action == .back ? NodeHandlers(back: dismiss) : NodeHandlers(dismiss: dismiss))
    nodes.append(node)
    return nodes
  }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:).md
  public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:).md
  public func sheet<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:).md
  public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:).md
  public func fullScreenCover<Content>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:).md
  public func popover<Item, Content>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View {
    presentation(.popover, item: item, onDismiss: nil, content: content)
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:).md
  public func popover<Content>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View {
    presentation(.popover, isPresented: isPresented, onDismiss: nil, content: content)
  }

  static func dismissAction(_ action: (() -> Void)?) -> (@MainActor () -> Void)? {
    guard let action else { return nil }
    // NB: called by the host on the main actor only.
    nonisolated(unsafe) let call = action
    return { call() }
  }

  func presentation<Item: Identifiable, Content: View>(
    _ role: ViewRole, item: Binding<Item?>, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        role, item: item, identity: { AnyHashable($0.id) },
        onDismiss: Self.dismissAction(onDismiss),
        content: { AnyView(content($0)) }))
  }

  func presentation<Content: View>(
    _ role: ViewRole, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
    content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(
        role, isPresented: isPresented, onDismiss: Self.dismissAction(onDismiss),
        content: { AnyView(content()) }))
  }
}

// doc: https://developer.apple.com/documentation/swiftui/popoverattachmentanchor.md
public enum PopoverAttachmentAnchor {
  // doc: https://developer.apple.com/documentation/swiftui/popoverattachmentanchor/rect(_:).md
  case rect(Anchor<CGRect>.Source)
}

// doc: https://developer.apple.com/documentation/swiftui/anchor.md
public struct Anchor<Value> {
  // doc: https://developer.apple.com/documentation/swiftui/anchor/source.md
  public struct Source {}
}
extension Anchor<CGRect>.Source {
  // doc: https://developer.apple.com/documentation/swiftui/anchor/source/bounds.md
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}
