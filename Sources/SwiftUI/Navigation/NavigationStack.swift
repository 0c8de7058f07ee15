// doc: https://developer.apple.com/documentation/swiftui/navigationstack.md
public struct NavigationStack<Data, Root> where Root: View {
  let root: Root
  let read: (@MainActor () -> [AnyHashable])?
  let write: (@MainActor ([AnyHashable]) -> Void)?
}

extension NavigationStack where Data == NavigationPath {
  // doc: https://developer.apple.com/documentation/swiftui/navigationstack/init(root:).md
  nonisolated public init(@ViewBuilder root: () -> Root) {
    self.init(root: root(), read: nil, write: nil)
  }

  // doc: https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h.md
  nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.init(
      root: root(), read: { path.wrappedValue.elements },
      write: { elements in path.wrappedValue.elements = elements })
  }
}

extension NavigationStack {
  // doc: https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q.md
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.init(
      root: root(), read: { path.wrappedValue.map { AnyHashable($0) } },
      write: { elements in
        path.wrappedValue = Data(elements.compactMap { $0.base as? Data.Element })
      })
  }
}

extension NavigationStack: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    var read = self.read
    var write = self.write
    if read == nil {
      let owned = context.host.persistent(at: context.id, name: "path") { OwnedNavigationPath() }
      if let owned = owned as? OwnedNavigationPath {
        read = { owned.location.value }
        write = { owned.location.value = $0 }
      }
    }
    let elements = context.tracked { read?() ?? [] }
    let scope = NavigationScope { value in write?((read?() ?? []) + [value]) }
    return context.with(\.navigation, scope) {
      var children = context.render(root, at: "root")
      for (index, element) in elements.enumerated() {
        context.path.append("[\(index)]")
        defer { context.path.removeLast() }
        let pop: @MainActor () -> Void = { write?(Array((read?() ?? []).prefix(index))) }
        let nodes = context.withEnvironment({
          $0.dismiss = DismissAction(pop)
          $0.isPresented = true
        }) {
          context.tracked { scope.destination(for: element) }.map {
            context.render($0, at: "destination")
          } ?? []
        }
        let isTop = index == elements.count - 1
        var node = context.node(
          .destination, label: nodes.first { $0.role == .title }?.label, children: nodes)
        if isTop {
          node.actions = [.back]
          context.offer(NodeHandlers(back: pop))
        }
        children.append(node)
      }
      return [context.node(.navigationStack, children: children)]
    }
  }
}

// doc: https://developer.apple.com/documentation/swiftui/navigationlink.md
public struct NavigationLink<Label, Destination> where Label: View, Destination: View {
  let label: Label
  let value: AnyHashable?
  let destination: Destination?
  /// The binding of a link that presents its destination while it is true (`isActive:`, `tag:selection:`).
  var activation: Binding<Bool>? = nil

  nonisolated init(
    label: Label, value: AnyHashable?, destination: Destination?, activation: Binding<Bool>? = nil
  ) {
    self.label = label
    self.value = value
    self.destination = destination
    self.activation = activation
  }
}

extension NavigationLink where Destination == Never {
  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo.md
  nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
    self.init(label: label(), value: Self.hashable(value), destination: nil)
  }

  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-4bw6h.md
  nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?)
  where Label == Text, P: Hashable {
    self.init(label: Text(titleKey), value: Self.hashable(value), destination: nil)
  }

  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-3vtkh.md
  @_disfavoredOverload nonisolated public init<S, P>(_ title: S, value: P?)
  where Label == Text, S: StringProtocol, P: Hashable {
    self.init(label: Text(title), value: Self.hashable(value), destination: nil)
  }
}

extension NavigationLink {
  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)-27n7s.md
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), value: nil, destination: destination())
  }
}

extension NavigationLink where Label == Text {
  // doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)-1e9v8.md
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(titleKey), value: nil, destination: destination())
  }
}

extension NavigationLink {
  nonisolated static func hashable<P: Hashable>(_ value: P?) -> AnyHashable? {
    guard let value else { return nil }
    return AnyHashable(value)
  }
}

extension NavigationLink: View, PrimitiveView {
  package func render(in context: RenderContext) -> [ViewNode] {
    if let activation { return renderActivated(by: activation, in: context) }
    let labelNodes = context.render(label, at: "label")
    let target: AnyHashable? =
      if let destination {
        AnyHashable(PushedView(id: context.id, view: AnyView(destination)))
      } else { value }
    guard let target, let scope = context.navigation else {
      var node = context.node(.link, label: ControlLabel.text(of: labelNodes))
      node.isEnabled = false
      return [node]
    }
    context.offer(NodeHandlers(tap: { scope.push(target) }))
    return [context.node(.link, label: ControlLabel.text(of: labelNodes), actions: [.tap])]
  }
}
