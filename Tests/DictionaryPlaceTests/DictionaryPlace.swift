public import Reducer

/// A child kept in a dictionary of the parent's state (`[Key: Child.State]`), by key: a new kind of child, written
/// as one type. Run it with `.child(DictionaryPlace(\.rooms, action: Action.room)) { Room() }` and scope a view's
/// store to one key with `store.scope(DictionaryPlace(\.rooms, action: Action.room), "101")`.
///
/// An action `.room(key, action)` runs the child at `key`; each child's effects are cancelled when the parent removes
/// its key; an action for a key that is not there is a reported issue (a test failure in tests).
public struct DictionaryPlace<
  State, Action: Sendable, Key: Hashable & Sendable, ChildState, ChildAction: Sendable
>: ScopablePlace {
  public typealias ParentState = State
  public typealias ParentAction = Action
  public typealias Address = Key
  public typealias ChildID = Key

  /// The children, by key.
  let children: any WritableKeyPath<State, [Key: ChildState]> & Sendable
  /// The parent's action case for a child's action: `case room(String, Room.Action)`.
  public let action: AnyCasePath<Action, (Key, ChildAction)>

  /// The children at `children`, their actions carried by the case constructor `action` with their keys.
  public init(
    _ children: any WritableKeyPath<State, [Key: ChildState]> & Sendable,
    action: @escaping @Sendable (Key, ChildAction) -> Action
  ) {
    self.children = children
    self.action = AnyCasePath(action)
  }

  public func modifyChild<Result>(
    at key: Key, in state: inout State, _ body: (inout ChildState) -> Result
  ) -> (result: Result, id: Key)? {
    // In place, through the dictionary's values: no copy of the child.
    guard let index = state[keyPath: children].index(forKey: key) else { return nil }
    return (body(&state[keyPath: children].values[index]), key)
  }

  public func keyPath(to key: Key) -> KeyPath<State, ChildState?> {
    children.appending(path: \[Key: ChildState].[key])
  }

  public var namespace: AnyHashable { AnyHashable(children as AnyKeyPath) }

  public func presence(in state: inout State) -> Dictionary<Key, ChildState>.Keys? {
    state[keyPath: children].keys
  }

  public func removedChildren(
    since before: Dictionary<Key, ChildState>.Keys, in state: inout State
  ) -> [Key] {
    let after = state[keyPath: children]
    return before.filter { after[$0] == nil }
  }

  public func missingChildIssue(for action: Action, at key: Key, operatorAt location: String)
    -> String
  {
    "A dictionary child at \(location) received an action for a missing key (\(key)): \(action)"
  }
}
