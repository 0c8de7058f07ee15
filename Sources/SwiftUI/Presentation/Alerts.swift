// Alerts and confirmation dialogs: a node of role `alert` / `dialog` holding the actions (buttons, which dismiss the
// alert after their own action) and the message, while the binding says it is presented.

extension View {
  func dialog<A: View, M: View>(
    _ role: ViewRole, title: String, isPresented: Binding<Bool>, actions: A, message: M
  ) -> some View {
    modifier(
      PresentationModifier(
        role, label: title, isPresented: isPresented,
        content: { AnyView(DialogBody(actions: actions, message: message)) }))
  }

  func dialog<A: View, M: View, T>(
    _ role: ViewRole, title: String, isPresented: Binding<Bool>, presenting data: T?,
    actions: @escaping (T) -> A, message: @escaping (T) -> M
  ) -> some View {
    // NB: the presented data is read on the main actor only, while the host renders.
    nonisolated(unsafe) let data = data
    return modifier(
      PresentationModifier(
        role, label: title, isPresented: isPresented,
        content: { data.map { AnyView(DialogBody(actions: actions($0), message: message($0))) } }))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bn7j.md
  public func alert<A>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  )
    -> some View where A: View
  {
    alert(titleKey, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-8dvt8.md
  @_disfavoredOverload
  public func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
    -> some View
  where S: StringProtocol, A: View {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8584l.md
  public func alert<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    dialog(
      .alert, title: titleKey.key, isPresented: isPresented, actions: actions(), message: message())
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-3oxbz.md
  @_disfavoredOverload
  public func alert<S, A, M>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    dialog(
      .alert, title: String(title), isPresented: isPresented, actions: actions(),
      message: message())
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-42sxa.md
  public func alert<A, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View where A: View {
    alert(
      titleKey, isPresented: isPresented, presenting: data, actions: actions,
      message: { _ in EmptyView() })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l.md
  @_disfavoredOverload
  public func alert<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    dialog(
      .alert, title: String(title), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-6lo0w.md
  public func alert<A, M, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View where A: View, M: View {
    dialog(
      .alert, title: titleKey.key, isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-1ts3j.md
  public func alert<A, M, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View where A: View, M: View {
    dialog(
      .alert, title: title.string, isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-6qdb5.md
  public func confirmationDialog<A>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View {
    confirmationDialog(
      titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-9ibgk.md
  public func confirmationDialog<A, M>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    dialog(
      .dialog, title: titleKey.key, isPresented: isPresented, actions: actions(),
      message: message())
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-51pyu.md
  public func confirmationDialog<A, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View where A: View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: { _ in EmptyView() })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-9fd8k.md
  public func confirmationDialog<A, M, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View where A: View, M: View {
    dialog(
      .dialog, title: title.string, isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }
}

/// An alert's or dialog's inside: its actions, then its message.
struct DialogBody<Actions: View, Message: View>: View {
  let actions: Actions
  let message: Message
  var body: some View {
    actions
    message
  }
}

// doc: https://developer.apple.com/documentation/swiftui/visibility.md
public enum Visibility: Hashable, CaseIterable, Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/visibility/automatic.md
  case automatic
  // doc: https://developer.apple.com/documentation/swiftui/visibility/visible.md
  case visible
  // doc: https://developer.apple.com/documentation/swiftui/visibility/hidden.md
  case hidden
}
