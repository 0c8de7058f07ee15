// The link initializers SwiftUI deprecated in iOS 16 (still in the SDK): a link whose destination is shown while a
// binding says so. TCA's case studies drive them from a store (`isActive: $store.isActive.sending(...)`).
// Apple's deprecation messages (shown only by an Apple platform's compiler, which never builds this module):
// the `isActive:` initializers say "use NavigationLink(value:label:), or navigationDestination(isPresented:
// destination:), inside a NavigationStack or NavigationSplitView"; the `tag:selection:` ones say "use
// NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView" (`NavigationLink(_:
// value:)` for those with a title).

extension NavigationLink {
  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(isactive:destination:label:).md
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  @available(macOS, introduced: 10.15, deprecated: 13.0)
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), value: nil, destination: destination(), activation: isActive)
  }

  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(tag:selection:destination:label:).md
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  @available(macOS, introduced: 10.15, deprecated: 13.0)
  public init<V>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) where V: Hashable {
    self.init(
      label: label(), value: nil, destination: destination(),
      activation: Self.activation(tag: tag, selection: selection))
  }

  /// True while `selection` holds `tag`; setting it true selects the tag, false clears the selection.
  nonisolated static func activation<V: Hashable>(tag: V, selection: Binding<V?>) -> Binding<Bool> {
    // NB: the tag is a value read on the main actor only, by the binding's closures.
    nonisolated(unsafe) let tag = tag
    return Binding(
      get: { selection.wrappedValue == tag },
      set: { isActive in
        if isActive {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
  }

  /// The link as a node that can be tapped (sets the binding true), followed, while the binding is true, by its
  /// destination (a node that can go `back`, which sets the binding false).
  @MainActor func renderActivated(by activation: Binding<Bool>, in context: RenderContext)
    -> [ViewNode]
  {
    let destination = self.destination.map { AnyView($0) }
    let presentation = PresentationModifier(
      .destination, isPresented: activation, content: { destination })
    return presentation.render(
      {
        let labelNodes = context.render(label, at: "label")
        context.offer(NodeHandlers(tap: { activation.wrappedValue = true }))
        return [context.node(.link, label: ControlLabel.text(of: labelNodes), actions: [.tap])]
      }, in: context)
  }
}

extension NavigationLink where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(_:isactive:destination:)-1dz5b.md
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  @available(macOS, introduced: 10.15, deprecated: 13.0)
  public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(isActive: isActive, destination: destination) { Text(titleKey) }
  }

  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(_:isactive:destination:)-7l4ru.md
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  @available(macOS, introduced: 10.15, deprecated: 13.0)
  @_disfavoredOverload public init<S>(
    _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) where S: StringProtocol {
    self.init(isActive: isActive, destination: destination) { Text(title) }
  }

  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(_:tag:selection:destination:)-3kdxm.md
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  @available(macOS, introduced: 10.15, deprecated: 13.0)
  public init<V>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) where V: Hashable {
    self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
  }

  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(_:tag:selection:destination:)-6t5ul.md
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  @available(macOS, introduced: 10.15, deprecated: 13.0)
  @_disfavoredOverload public init<S, V>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) where S: StringProtocol, V: Hashable {
    self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
  }
}
