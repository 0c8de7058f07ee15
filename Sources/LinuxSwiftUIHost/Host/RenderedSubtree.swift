/// What one walk of an evaluated view's body produced: its nodes, and, in order, everything it registered with the
/// render pass (handlers, lifecycle hooks, watched values, tags, destinations, the views and state it kept alive).
/// The host replays it instead of walking the body again when nothing in the subtree can have changed.
@MainActor final class RenderedSubtree {
  /// The view's structural identity.
  package let key: String
  /// The view's type: a view of another type at the same place is evaluated anew.
  let viewType: ObjectIdentifier
  /// The environment the body was walked in: a different one walks (and evaluates) the view again.
  package let environment: EnvironmentValues
  /// The navigation stack the walk started in: registrations made into it are replayed into the current one.
  package let scope: ObjectIdentifier?
  /// What the walk registered, in order; nested evaluated views appear as `.child`.
  var entries: [RenderEntry] = []
  /// The nodes the walk produced.
  package var nodes: [ViewNode] = []

  package init(
    key: String, viewType: ObjectIdentifier, environment: EnvironmentValues, scope: NavigationScope?
  ) {
    self.key = key
    self.viewType = viewType
    self.environment = environment
    self.scope = scope.map(ObjectIdentifier.init)
  }
}

/// One registration a walk made, as ``RenderedSubtree`` keeps it for replay.
@MainActor enum RenderEntry {
  /// A nested evaluated view, walked or replayed at this point; `sameScope`: inside the navigation stack the
  /// enclosing walk started in (not one the walk made itself).
  case child(String, sameScope: Bool)
  /// A key whose state must be kept (a navigation stack's own path).
  case visited(String)
  /// The handlers of a node, as set at this point.
  case handlers(String, NodeHandlers)
  /// A view's lifecycle hooks, as updated at this point.
  case lifecycle(String, Lifecycle)
  /// A value `onChange` watches.
  case change(String, ChangeWatch)
  /// A picker option's tag.
  case tag(String, AnyHashable)
  /// A destination registered with the enclosing navigation stack (when `sameScope`, the one the walk started in).
  case destination(sameScope: Bool, register: @MainActor (NavigationScope) -> Void)
}

extension EnvironmentValues {
  /// Whether `other` holds the same values: hashable values compared by `==`, objects by identity; anything else
  /// (an action's closure) is made from the same view values when the structure is the same, so it counts as equal
  /// when both have one or both have none.
  func hasSameValues(as other: EnvironmentValues) -> Bool {
    guard isPresented == other.isPresented, isEnabled == other.isEnabled,
      isSearching == other.isSearching,
      colorScheme == other.colorScheme, (dismiss.action == nil) == (other.dismiss.action == nil),
      (refresh == nil) == (other.refresh == nil), locale == other.locale,
      timeZone == other.timeZone,
      calendar == other.calendar, values.count == other.values.count
    else { return false }
    for (key, value) in values {
      guard let otherValue = other.values[key] else { return false }
      if let hashable = value as? AnyHashable {
        guard hashable == otherValue as? AnyHashable else { return false }
      } else if type(of: value) is AnyObject.Type {
        guard type(of: otherValue) is AnyObject.Type,
          (value as AnyObject) === (otherValue as AnyObject)
        else { return false }
      }
    }
    return true
  }
}
