public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/foreach.md
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  // doc: https://developer.apple.com/documentation/swiftui/foreach/data.md
  public var data: Data
  // doc: https://developer.apple.com/documentation/swiftui/foreach/content.md
  public var content: (Data.Element) -> Content
  let identify: (Data.Element) -> ID
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  // doc: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90be4.md
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, content: content, identify: { $0.id })
  }
}

extension ForEach where Content: View {
  // doc: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:).md
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content, identify: { $0[keyPath: id] })
  }

  // doc: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-6ej8m.md
  public init<C>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
    C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
  {
    let collection = data.wrappedValue
    let elements = collection.indices.lazy.map { index in (index, collection[index].id) }
    self.init(data: elements, content: { element in content(data[element.0]) }, identify: { $0.1 })
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  // doc: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx.md
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, content: content, identify: { $0 })
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  package func render(in context: RenderContext) -> [ViewNode] {
    let onDelete = context.onDelete
    let onMove = context.onMove
    let inList = context.inList
    return context.with(\.onDelete, nil) {
      context.with(\.onMove, nil) {
        var nodes: [ViewNode] = []
        for (offset, element) in data.enumerated() {
          let component = pathComponent(identify(element))
          let elementNodes = context.render(context.tracked { content(element) }, at: component)
          guard inList else {
            nodes += elementNodes
            continue
          }
          // The row's own identity: its content's first node may sit at "[id]" itself (a Button as the row), and
          // the row's handlers (delete, move) must not replace that node's (tap).
          context.path.append(component + "#row")
          var row = context.node(
            .row, label: elementNodes.first?.firstLabel, children: elementNodes)
          var handlers = NodeHandlers()
          if let onDelete {
            row.actions.append(.delete)
            handlers.delete = { onDelete(IndexSet(integer: offset)) }
          }
          if let onMove {
            row.actions.append(.move)
            handlers.move = { destination in onMove(IndexSet(integer: offset), destination) }
          }
          if !row.actions.isEmpty { context.offer(handlers) }
          context.path.removeLast()
          nodes.append(row)
        }
        return nodes
      }
    }
  }
}

/// An element's path component, `[id]`: integer and string ids without the generic interpolation's reflection.
private func pathComponent<ID: Hashable>(_ id: ID) -> String {
  if ID.self == Int.self, let id = id as? Int { return "[" + String(id) + "]" }
  if ID.self == String.self, let id = id as? String { return "[" + id + "]" }
  return "[\(id)]"
}

// doc: https://developer.apple.com/documentation/swiftui/dynamicviewcontent.md
public protocol DynamicViewContent: View {
  // doc: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/data.md
  associatedtype Data: Collection
  var data: Self.Data { get }
}
extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  // doc: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:).md
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    // NB: called by the host on the main actor only.
    nonisolated(unsafe) let action = action
    return RowActionsContent(content: self, onDelete: action, onMove: nil)
  }

  // doc: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:).md
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    // NB: as `onDelete`.
    nonisolated(unsafe) let action = action
    return RowActionsContent(content: self, onDelete: nil, onMove: action)
  }
}

/// A `ForEach` whose rows can be swiped away or moved.
struct RowActionsContent<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView {
  package let content: Content
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?
  package var data: Content.Data { content.data }

  package func render(in context: RenderContext) -> [ViewNode] {
    context.with(\.onDelete, onDelete ?? context.onDelete) {
      context.with(\.onMove, onMove ?? context.onMove) { context.renderHere(content) }
    }
  }
}

extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:).md
  public func swipeActions<T>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View where T: View {
    modifier(SwipeActionsModifier(actions: content()))
  }
}

/// Swipe actions: their buttons are recorded under the row's first node, marked `swipe`.
struct SwipeActionsModifier<Actions: View>: PrimitiveModifier {
  package let actions: Actions
  package func render(_ content: () -> [ViewNode], in context: RenderContext) -> [ViewNode] {
    var nodes = content()
    guard !nodes.isEmpty else { return nodes }
    var buttons = context.render(actions, at: "swipe")
    for index in buttons.indices { buttons[index].traits.append("swipe") }
    nodes[0].children += buttons
    return nodes
  }
}

// doc: https://developer.apple.com/documentation/swiftui/horizontaledge.md
public enum HorizontalEdge: Int8, CaseIterable, Sendable, Hashable {
  case leading, trailing
}
