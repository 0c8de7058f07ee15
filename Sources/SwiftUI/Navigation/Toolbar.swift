// doc: https://developer.apple.com/documentation/swiftui/toolbarcontent.md
@MainActor @preconcurrency public protocol ToolbarContent {
  // doc: https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.associatedtype.md
  associatedtype Body: ToolbarContent
  // doc: https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property.md
  @ToolbarContentBuilder var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// A toolbar item the host renders itself.
@MainActor protocol PrimitiveToolbarContent {
  func render(in context: RenderContext) -> [ViewNode]
}

// doc: https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder.md
@resultBuilder public struct ToolbarContentBuilder {
  // doc: https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)-6hgz2.md
  public static func buildBlock<Content>(_ content: Content) -> Content
  where Content: ToolbarContent { content }

  // doc: https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)-8s1fz.md
  public static func buildBlock<each Content>(_ content: repeat each Content)
    -> TupleToolbarContent<(repeat each Content)>
  where repeat each Content: ToolbarContent {
    TupleToolbarContent(value: (repeat each content))
  }
}

// named by: https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)-8s1fz.md
public struct TupleToolbarContent<T> {
  let value: T
}
extension TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
  public var body: Never { primitiveBody(of: Self.self) }
  package func render(in context: RenderContext) -> [ViewNode] {
    Mirror(reflecting: value).children.enumerated().flatMap { index, child in
      context.path.append("\(index)")
      defer { context.path.removeLast() }
      return (child.value as? any PrimitiveToolbarContent)?.render(in: context) ?? []
    }
  }
}

// doc: https://developer.apple.com/documentation/swiftui/toolbaritem.md
public struct ToolbarItem<ID, Content>: ToolbarContent, PrimitiveToolbarContent
where Content: View {
  let placement: ToolbarItemPlacement
  let content: Content
  public var body: Never { primitiveBody(of: Self.self) }
  package func render(in context: RenderContext) -> [ViewNode] {
    var nodes = context.render(content, at: "item")
    for index in nodes.indices { nodes[index].traits.append("placement(\(placement.name))") }
    return nodes
  }
}
extension ToolbarItem where ID == () {
  // doc: https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:).md
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.init(placement: placement, content: content())
  }
}

// doc: https://developer.apple.com/documentation/swiftui/toolbaritemgroup.md
public struct ToolbarItemGroup<Content>: ToolbarContent, PrimitiveToolbarContent
where Content: View {
  let item: ToolbarItem<(), Content>
  // doc: https://developer.apple.com/documentation/swiftui/toolbaritemgroup/init(placement:content:).md
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    item = ToolbarItem(placement: placement, content: content())
  }
  public var body: Never { primitiveBody(of: Self.self) }
  package func render(in context: RenderContext) -> [ViewNode] { item.render(in: context) }
}

// doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement.md
public struct ToolbarItemPlacement: Sendable {
  let name: String
  // doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic.md
  public static let automatic = ToolbarItemPlacement(name: ".automatic")
  // doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction.md
  public static let primaryAction = ToolbarItemPlacement(name: ".primaryAction")
  // doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/confirmationaction.md
  public static let confirmationAction = ToolbarItemPlacement(name: ".confirmationAction")
  // doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction.md
  public static let cancellationAction = ToolbarItemPlacement(name: ".cancellationAction")
  // doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/destructiveaction.md
  public static let destructiveAction = ToolbarItemPlacement(name: ".destructiveAction")
  // doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/principal.md
  public static let principal = ToolbarItemPlacement(name: ".principal")
  // doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading.md
  public static let topBarLeading = ToolbarItemPlacement(name: ".topBarLeading")
  // doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing.md
  public static let topBarTrailing = ToolbarItemPlacement(name: ".topBarTrailing")
  // doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar.md
  public static let bottomBar = ToolbarItemPlacement(name: ".bottomBar")
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-5w0tj.md
  public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
  where Content: View {
    let content = content()
    return modifier(ToolbarModifier { context in context.render(content, at: "toolbar") })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx.md
  public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
  where Content: ToolbarContent {
    let content = content()
    return modifier(
      ToolbarModifier { context in
        context.path.append("toolbar")
        defer { context.path.removeLast() }
        return (content as? any PrimitiveToolbarContent)?.render(in: context) ?? []
      })
  }
}

/// `toolbar`: a toolbar node holding the items, before the content.
struct ToolbarModifier: PrimitiveModifier {
  let items: @MainActor (RenderContext) -> [ViewNode]
  package func render(_ content: () -> [ViewNode], in context: RenderContext) -> [ViewNode] {
    let items = self.items(context)
    context.path.append("toolbar")
    let toolbar = context.node(.toolbar, children: items)
    context.path.removeLast()
    return [toolbar] + content()
  }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-18a8f.md
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(SearchModifier(text: text, prompt: prompt?.string ?? "Search"))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-co5e.md
  @_disfavoredOverload public func searchable<S>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View where S: StringProtocol {
    modifier(SearchModifier(text: text, prompt: String(prompt)))
  }
}

// doc: https://developer.apple.com/documentation/swiftui/searchfieldplacement.md
public struct SearchFieldPlacement: Sendable {
  // doc: https://developer.apple.com/documentation/swiftui/searchfieldplacement/automatic.md
  public static let automatic = SearchFieldPlacement()
}

/// `searchable`: a search field before the content, bound to the text.
struct SearchModifier: PrimitiveModifier {
  let text: Binding<String>
  let prompt: String
  package func render(_ content: () -> [ViewNode], in context: RenderContext) -> [ViewNode] {
    context.path.append("search")
    let value = context.tracked { self.text.wrappedValue }
    let field = context.node(.searchField, label: prompt, value: value, actions: [.type])
    let text = self.text
    context.offer(NodeHandlers(setText: { text.wrappedValue = $0 }))
    context.path.removeLast()
    let searching = !value.isEmpty
    return [field] + context.withEnvironment({ $0.isSearching = searching }, content)
  }
}
