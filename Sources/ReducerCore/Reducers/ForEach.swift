public import CaseReflection
import Dependencies
public import IdentifiedArrays
public import ReducerRuntime

extension Reducer {
  /// Runs `element` on the element of an `IdentifiedArray` an action names, before this reducer.
  ///
  /// The action side is the case constructor of a `case row(id: ID, action: Row.Action)`: `action: Action.row`.
  /// Routing is O(1) by id. When the parent removes an element, its running effects are cancelled. An action for an
  /// id that is not in the array is reported (a test failure in tests, a warning elsewhere), never a crash.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: Action.row) { Row() }
  /// ```
  public func forEach<
    ElementID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer
  >(
    _ toElements: any WritableKeyPath<State, IdentifiedArray<ElementID, ElementState>> & Sendable,
    action toElementAction: @escaping @Sendable (ElementID, ElementAction) -> Action,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ForEachReducer<Self, ElementID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    ForEachReducer(
      parent: self, element: element(), toElements: toElements,
      toElementAction: AnyCasePath(toElementAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer `forEach` returns.
public struct ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  /// The reducer's parts, by reference: a layer's reducer is then a few words, and each part is read where it is
  /// used (in place, as the class's fields are immutable) instead of the whole reducer before its first step.
  @usableFromInline let storage: Storage

  /// What a `forEach` is made of.
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let parent: Parent
    @usableFromInline let element: PreparedReducer<Element.State, Element.Action>
    @usableFromInline let toElements: FieldPath<Parent.State, IdentifiedArray<ID, Element.State>>
    @usableFromInline let toElementAction: AnyCasePath<Parent.Action, (ID, Element.Action)>
    @usableFromInline let location: OperatorLocation
    /// Set once an element of a `forEach` of this type returned an effect: until then nothing can run in this
    /// type's namespaces (`ForEachNamespace` is generic over the reducer's types, so no other reducer can build one),
    /// and removed elements have nothing to cancel. Per type, not per value: a reducer rebuilt for every action (a
    /// `body` run through `reduce(into:action:)`) shares it with the one that started the effects.
    @usableFromInline let elementEffects: TypeFlag

    init(
      parent: Parent, element: PreparedReducer<Element.State, Element.Action>,
      toElements: FieldPath<Parent.State, IdentifiedArray<ID, Element.State>>,
      toElementAction: AnyCasePath<Parent.Action, (ID, Element.Action)>, location: OperatorLocation,
      elementEffects: TypeFlag
    ) {
      self.parent = parent
      self.element = element
      self.toElements = toElements
      self.toElementAction = toElementAction
      self.location = location
      self.elementEffects = elementEffects
    }
  }

  init(
    parent: Parent, element: Element,
    toElements: any WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>> & Sendable,
    toElementAction: AnyCasePath<Parent.Action, (ID, Element.Action)>, location: OperatorLocation
  ) {
    self.storage = Storage(
      parent: parent, element: element._prepared(), toElements: FieldPath(toElements),
      toElementAction: toElementAction, location: location,
      elementEffects: TypeFlag(for: Self.self))
  }

  /// The reducer as it is (one reference to its parts), held by the closure itself: one load less on every
  /// action than through a box.
  @inlinable
  public func _prepared() -> PreparedReducer<Parent.State, Parent.Action> {
    let reducer = self
    return PreparedReducer { reducer.reduce(into: &$0, action: $1) }
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    var tag = CaseTagCache<Parent.Action>()
    return _reduce(into: &state, action: action, tag: &tag)
  }

  /// Extracts the element's action through `tag`, and hands it on to the parent (which runs on the same action).
  @inlinable @inline(__always)
  public func _reduce(
    into state: inout Parent.State, action: Parent.Action, tag: inout CaseTagCache<Parent.Action>
  ) -> Effect<Parent.Action> {
    var elementEffect = Effect<Parent.Action>.none
    if let (id, elementAction) = storage.toElementAction.extract(from: action, tag: &tag) {
      elementEffect = reduceElement(
        into: &state, id: id, elementAction: elementAction, action: action)
    }
    guard storage.elementEffects.isSet else {
      // No element effect ever ran in this type's namespaces, so there is nothing to cancel: the ids are neither
      // held nor compared (holding them costs a retain and a release on every action).
      return elementEffect.merge(
        with: storage.parent._reduce(into: &state, action: action, tag: &tag))
    }
    // The ids before the parent runs are held (one retain), so that their storage cannot be freed and reused by
    // the parent; afterwards they are compared in place, without copying the ids out again.
    let idsBefore = storage.toElements.read(&state) { $0.ids }
    let parentEffect = storage.parent._reduce(into: &state, action: action, tag: &tag)
    let effect = elementEffect.merge(with: parentEffect)
    if storage.toElements.read(&state, { $0.ids.isSameStorage(as: idsBefore) }) { return effect }
    let idsAfter = storage.toElements.read(&state) { $0.ids }
    return effect.merge(with: cancelRemoved(before: idsBefore, after: idsAfter))
  }

  /// Every helper of `reduce` is inlined or static: one that took the whole reducer as `self` would make each call
  /// copy the reducer out of its prepared closure first.
  @inlinable @inline(__always)
  func reduceElement(
    into state: inout Parent.State, id: ID, elementAction: Element.Action, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let reduced = storage.toElements.modify(&state) { elements -> Effect<Element.Action>? in
      guard let index = elements.index(id: id) else { return nil }
      return self.storage.element.reduce(into: &elements[index], action: elementAction)
    }
    guard let effect = reduced else {
      Self.reportMissingElement(id: id, action: action, location: storage.location)
      return .none
    }
    if effect.isNone { return .none }
    // Before the effect can start: from now on, every `forEach` of this type looks for removed elements.
    storage.elementEffects.set()
    return embed(effect, id: id)
  }

  /// The element's effect in its namespace, its actions embedded in the parent action (the closure captures a copy
  /// of the case path, which the `.none` path never makes).
  @inlinable @inline(__always)
  func embed(_ effect: Effect<Element.Action>, id: ID) -> Effect<Parent.Action> {
    Self.embed(
      effect, id: id, embedding: storage.toElementAction.embedding,
      keyPath: storage.toElements.retainedKeyPath)
  }

  /// Out of line, given the case path by address (a plain integer): reading the path itself out of the reducer made
  /// every action copy (retain and release) its references, even when the effect was `.none`.
  @inlinable @inline(never)
  static func embed(
    _ effect: Effect<Element.Action>, id: ID,
    embedding: CasePathEmbedding<Parent.Action, (ID, Element.Action)>, keyPath: AnyKeyPath
  ) -> Effect<Parent.Action> {
    // The reducer whose case path this is is running, so the path is alive.
    let casePath = embedding.retained()
    return effect.namespaced(namespace(id, of: keyPath)).map { casePath.embed((id, $0)) }
  }

  /// Cancels the effects of the elements the parent removed.
  @inlinable @inline(__always)
  func cancelRemoved(before: [ID], after: [ID]) -> Effect<Parent.Action> {
    Self.cancelRemoved(before: before, after: after, keyPath: storage.toElements.retainedKeyPath)
  }

  @usableFromInline
  static func cancelRemoved(before: [ID], after: [ID], keyPath: AnyKeyPath) -> Effect<Parent.Action>
  {
    .cancelling(removedFrom: before, keeping: after) { namespace($0, of: keyPath) }
  }

  @usableFromInline
  static func reportMissingElement(id: ID, action: Parent.Action, location: OperatorLocation) {
    reportIssue(
      """
      A 'forEach' at \(location.fileID):\(location.line) received an action for a missing element \
      (id: \(id)):

        \(action)

      Make sure an element's effects are cancelled when it is removed, and that actions are not sent to \
      elements that are gone.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }

  /// The cancellation namespace of the element `id`, under the elements' key path.
  @usableFromInline
  static func namespace(_ id: ID, of keyPath: AnyKeyPath) -> CancelID {
    CancelID(ForEachNamespace(keyPath: keyPath, id: id))
  }

  struct ForEachNamespace: Hashable, Sendable {
    // NB: key paths are immutable; `AnyKeyPath` is only compared and hashed here.
    nonisolated(unsafe) let keyPath: AnyKeyPath
    let id: ID
  }
}

extension Array {
  /// Whether both arrays share one buffer (so they are equal without comparing elements).
  @inlinable
  package func isSameStorage(as other: Array) -> Bool {
    count == other.count
      && withUnsafeBufferPointer { lhs in
        other.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
      }
  }
}
