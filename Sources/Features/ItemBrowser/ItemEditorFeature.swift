import Foundation
import Dependencies
public import Reducer

/// The sheet that edits an item's title: saves by telling its parent and dismissing itself.
public struct ItemEditorFeature: Reducer {
  /// The form's state.
  public struct State: Equatable, Sendable {
    /// The item as it was when the sheet opened.
    public var item: Item
    /// The title being edited.
    public var title: String

    /// A form editing `item`.
    public init(item: Item) {
      self.item = item
      self.title = item.title
    }
  }

  /// What can happen in the form.
  public enum Action: Equatable, Sendable, Codable {
    /// The user typed a title.
    case titleChanged(String)
    /// The user tapped "Save".
    case saveTapped
    /// The user tapped "Cancel".
    case cancelTapped
    /// What the form tells its parent.
    case delegate(Delegate)

    /// What the form tells its parent.
    public enum Delegate: Equatable, Sendable, Codable {
      /// Save `item` (the form dismisses itself right after).
      case save(Item)
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// The reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .titleChanged(title):
      state.title = title
      return .none
    case .saveTapped:
      var item = state.item
      item.title = state.title.trimmingCharacters(in: .whitespaces)
      guard !item.title.isEmpty else { return .none }
      return .run { [item] send in
        await send(.delegate(.save(item)))
        await dismiss()
      }
    case .cancelTapped:
      return .run { _ in await dismiss() }
    case .delegate:
      return .none
    }
  }
}
