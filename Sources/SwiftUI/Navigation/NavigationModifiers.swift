extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:).md
  public func navigationDestination<D, C>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View
  where D: Hashable, C: View {
    modifier(
      DestinationForType(register: { scope in
        scope.destinations[ObjectIdentifier(D.self)] = { value in
          (value.base as? D).map { AnyView(destination($0)) }
        }
      }))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:).md
  public func navigationDestination<D, C>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  )
    -> some View where D: Hashable, C: View
  {
    modifier(
      PresentationModifier(
        .destination, item: item, identity: { AnyHashable($0) },
        content: { AnyView(destination($0)) }))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:).md
  public func navigationDestination<V>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View
  where V: View {
    let view = AnyView(destination())
    return modifier(PresentationModifier(.destination, isPresented: isPresented, content: { view }))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj.md
  public func navigationTitle(_ title: Text) -> some View {
    modifier(TitleModifier(title: title))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u.md
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    modifier(TitleModifier(title: Text(titleKey)))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-6p1k7.md
  @_disfavoredOverload public func navigationTitle<S>(_ title: S) -> some View
  where S: StringProtocol {
    modifier(TitleModifier(title: Text(title)))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:).md
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    trait("navigationBarTitleDisplayMode(\(displayMode))")
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:).md
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    trait("navigationBarBackButtonHidden(\(hidesBackButton))")
  }
}

// doc: https://developer.apple.com/documentation/swiftui/navigationbaritem.md
public struct NavigationBarItem: Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode-swift.enum.md
  public enum TitleDisplayMode: Sendable, Hashable {
    case automatic, inline, large
  }
}

/// Registers a destination for a value type with the enclosing navigation stack.
struct DestinationForType: PrimitiveModifier {
  let register: @MainActor (NavigationScope) -> Void
  package func render(_ content: () -> [ViewNode], in context: RenderContext) -> [ViewNode] {
    context.host.registerDestination(register, in: context)
    return content()
  }
}

/// `navigationTitle`: a title node before the content.
struct TitleModifier: PrimitiveModifier {
  let title: Text
  package func render(_ content: () -> [ViewNode], in context: RenderContext) -> [ViewNode] {
    context.path.append("title")
    let title = context.node(.title, label: self.title.resolved(in: context.environment))
    context.path.removeLast()
    return [title] + content()
  }
}
