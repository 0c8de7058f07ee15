/// An action that can carry a ``BindingAction``: a direct write to one field of the feature's state.
///
/// Adopt it by adding a `binding` case; ``BindingReducer`` then applies every binding action before the rest of the
/// feature's logic runs, so a form needs no action per field:
///
/// ```swift
/// enum Action: BindableAction, Equatable, Sendable {
///   case binding(BindingAction<State>)
///   case saveTapped
/// }
/// ```
///
/// The `binding` case constructor satisfies the requirement; there is nothing else to write.
public protocol BindableAction: Sendable {
  /// The state whose fields the binding actions write.
  associatedtype State

  /// Wraps a binding action in this action type.
  static func binding(_ action: BindingAction<State>) -> Self
}
