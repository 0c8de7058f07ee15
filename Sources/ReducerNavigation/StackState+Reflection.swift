/// A stack reflects as the collection of its elements, bottom first, so tools that walk a state by `Mirror` (the
/// demo runner's `expect state.path.count == 2`, `state.path[0]`) see what the stack shows. Dumps and diffs are
/// unchanged: they show ids (`[id: 0]: …`).
extension StackState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
  }
}

/// A `@Presents` field reflects as its optional value, so `state.destination` reads like the plain optional.
extension PresentationState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
