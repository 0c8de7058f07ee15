import Dependencies
public import Reducer

/// A piece's outline: a section whose sections are outlines too. The reducer runs itself on each child
/// (`forEach(\.children) { Self() }`), so a tree of any depth is one feature.
public struct OutlineFeature: Reducer {
  /// A node of the tree: its title and its children.
  public typealias State = OutlineNode

  /// What can happen in one node of the outline.
  public indirect enum Action: Equatable, Sendable, Codable {
    /// "Add section" on this node: appends an untitled child.
    case addSectionTapped
    /// The node's title was edited.
    case titleChanged(String)
    /// "Delete" on one of this node's children.
    case deleteSectionTapped(id: OutlineNode.ID)
    /// An action of one of this node's children.
    case children(id: OutlineNode.ID, action: Action)
  }

  @Dependency(\.uuid) var uuid

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addSectionTapped:
        state.children.append(OutlineNode(id: uuid(), title: "Section \(state.children.count + 1)"))
        return .none
      case let .titleChanged(title):
        state.title = title
        return .none
      case let .deleteSectionTapped(id):
        state.children.remove(id: id)
        return .none
      case .children:
        return .none
      }
    }
    .forEach(\.children, action: Action.children) { Self() }
  }
}
