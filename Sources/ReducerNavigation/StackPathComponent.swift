/// One screen of a navigation stack as the view layer's path holds it: the element's id and state.
///
/// A screen the view pushed (`NavigationLink(state:)`) has no id until the stack takes it. Components are equal
/// when their ids are (two not-yet-pushed components are equal), so a path of them is `Hashable` whatever the
/// element's state is. Read and write a path with ``ReducerCore/Store/stackPath()`` and
/// ``ReducerCore/Store/setStackPath(_:)``.
public struct StackPathComponent<Element>: Hashable {
  /// The element's id on the stack; nil for a screen pushed by the view that the stack has not taken yet.
  public let id: StackElementID?
  /// The element's state (when the component was made).
  public let state: Element

  /// A screen to push from the view layer: `NavigationLink(state:)` makes one.
  public init(state: Element) {
    self.id = nil
    self.state = state
  }

  /// The element with `id` on a stack.
  public init(id: StackElementID, state: Element) {
    self.id = id
    self.state = state
  }

  /// Whether two components are the same stack element: equal ids (the state is not compared, so an element keeps
  /// its identity while its state changes); two pushes not yet taken (no id) are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  /// Hashes the id only, agreeing with ``==(_:_:)``.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension StackPathComponent: Sendable where Element: Sendable {}
