public import ReducerCore
/// An action of a presented child, or the request to dismiss it.
///
/// The parent's action holds it in one case, `case destination(PresentationAction<Destination.Action>)`, and the
/// presentation `ifLet` routes it: `.presented(action)` runs the child, `.dismiss` sets the child's state to nil and
/// cancels its effects. The parent sees both after the child did, so it can react:
///
/// ```swift
/// case let .destination(.presented(.alert(.confirmDeletion(id)))):
///   state.items.remove(id: id)
///   return .none
/// case .destination(.dismiss):
///   return .none
/// ```
public enum PresentationAction<Action> {
  /// Dismisses the child: its state becomes nil and its effects are cancelled.
  case dismiss
  /// An action of the presented child.
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

/// `PresentationAction<Child.Action>` spelled as `PresentationActionOf<Child>`.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>
