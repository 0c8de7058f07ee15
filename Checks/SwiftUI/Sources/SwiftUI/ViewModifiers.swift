extension View {
  // doc: https://developer.apple.com/tutorials/data/documentation/swiftui/view/disabled(_:).md
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }

  // doc: https://developer.apple.com/tutorials/data/documentation/swiftui/view/refreshable(action:).md
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

  // doc: https://developer.apple.com/tutorials/data/documentation/swiftui/view/sheet(item:ondismiss:content:).md
  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { self }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:).md
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type, @ContentBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View { self }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:).md
  nonisolated public func navigationDestination<D, C>(
    item: Binding<Optional<D>>, @ContentBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View { self }

  // doc: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l.md
  nonisolated public func alert<S, A, M, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: (T) -> A,
    @ContentBuilder message: (T) -> M
  ) -> some View where S: StringProtocol, A: View, M: View { self }

  // doc: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-51pyu.md
  nonisolated public func confirmationDialog<A, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ContentBuilder actions: (T) -> A
  ) -> some View where A: View { self }

  // doc: https://developer.apple.com/tutorials/data/documentation/swiftui/view/task(name:priority:file:line:_:).md
  @export(implementation) nonisolated public func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
    _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { self }

  // doc: https://developer.apple.com/documentation/swiftui/view/onappear(perform:).md
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  // doc: https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:).md
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  // doc: https://developer.apple.com/documentation/swiftui/view/previewdisplayname(_:).md
  nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:).md
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { self }

  // doc: https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:).md
  @export(implementation) nonisolated public func popover<Item, Content>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ContentBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { self }
}
