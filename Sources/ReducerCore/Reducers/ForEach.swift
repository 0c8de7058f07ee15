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
  @inlinable
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
    forEach(
      toElements, action: AnyCasePath(toElementAction), element: element, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

/// The reducer `forEach` returns.
public struct ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer,
  InlinedOperator
{
  /// The reducer, prepared when it is made.
  @usableFromInline package let layer: PreparedReducer<Parent.State, Parent.Action>
  /// The operator's parts, run in place by `reduce(into:action:)` (see ``InlinedOperator``).
  @usableFromInline let parts: Layer

  @inlinable
  init(
    parent: Parent, element: Element,
    toElements: any WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>> & Sendable,
    toElementAction: AnyCasePath<Parent.Action, (ID, Element.Action)>, location: OperatorLocation
  ) {
    let parent = ReducerStep(parent)
    let element = preparingChild(at: location) { ReducerStep(element) }
    let toElements = FieldPath(toElements)
    let route = ChildRoute(toElementAction, location: location)
    // Set once an element of a `forEach` of this type returned an effect: until then nothing can run in this type's
    // namespaces, and removed elements have nothing to cancel. Per type, not per value: a reducer rebuilt for every
    // action (a `body` run through `reduce(into:action:)`) shares it with the one that started the effects.
    let elementEffects = TypeFlag(for: Self.self)
    let parts = Layer(
      parent: parent, element: element, toElements: toElements, route: route,
      elementEffects: elementEffects)
    self.parts = parts
    self.layer = PreparedReducer(layer: { parts.reduce(into: &$0, action: $1, tag: &$2) })
  }

  /// The operator's parts in one immutable object: the layer's closure holds one reference, and each part is used in
  /// place (capturing each would copy it out, a retain and a release, on every action).
  @usableFromInline
  final class Layer: Sendable {
    @usableFromInline let parent: ReducerStep<Parent>
    @usableFromInline let element: ReducerStep<Element>
    @usableFromInline let toElements: FieldPath<Parent.State, IdentifiedArray<ID, Element.State>>
    @usableFromInline let route: ChildRoute<Parent.Action, (ID, Element.Action)>
    @usableFromInline let elementEffects: TypeFlag

    @inlinable
    init(
      parent: ReducerStep<Parent>, element: ReducerStep<Element>,
      toElements: FieldPath<Parent.State, IdentifiedArray<ID, Element.State>>,
      route: ChildRoute<Parent.Action, (ID, Element.Action)>, elementEffects: TypeFlag
    ) {
      self.parent = parent
      self.element = element
      self.toElements = toElements
      self.route = route
      self.elementEffects = elementEffects
    }

    /// An element's part of an action for it: out of line (still specialised), so that the element's code, inlined
    /// here, does not weigh on every other action's path (see `IfLetReducer.Layer.reduceChild`).
    @inlinable @inline(never)
    func reduceElement(
      into state: inout Parent.State, id: ID, elementAction: Element.Action, action: Parent.Action
    ) -> Effect<Parent.Action> {
      let reduced = toElements.modify(&state) { elements -> Effect<Element.Action>? in
        guard let index = elements.index(id: id) else { return nil }
        return element.reduce(into: &elements[index], action: elementAction)
      }
      guard let reduced else {
        ForEachReducer<Parent, ID, Element>.reportMissingElement(
          id: id, action: action, route: route)
        return .none
      }
      // The namespace (a boxed id) is made only for an effect that does work.
      if reduced.isNone { return .none }
      elementEffects.set()  // Before the effect can start.
      return route.embed(
        reduced, id: id,
        in: ForEachReducer<Parent, ID, Element>.namespace(id, of: toElements.anyKeyPath))
    }

    @inlinable @inline(__always)
    func reduce(
      into state: inout Parent.State, action: Parent.Action, tag: inout CaseTagCache<Parent.Action>
    ) -> Effect<Parent.Action> {
      var elementEffect = Effect<Parent.Action>.none
      if let (id, elementAction) = route.extract(from: action, tag: &tag) {
        elementEffect = reduceElement(
          into: &state, id: id, elementAction: elementAction, action: action)
      }
      guard elementEffects.isSet else {
        // No element effect ever ran in this type's namespaces, so there is nothing to cancel: the ids are neither
        // held nor compared (holding them costs a retain and a release on every action).
        return elementEffect.merge(with: parent.reduce(into: &state, action: action, tag: &tag))
      }
      // The ids before the parent runs are held (one retain), so that their storage cannot be freed and reused by
      // the parent; afterwards they are compared in place, without copying the ids out again.
      let idsBefore = toElements.read(&state) { $0.ids }
      let effect = elementEffect.merge(with: parent.reduce(into: &state, action: action, tag: &tag))
      if toElements.read(&state, { $0.ids.isSameStorage(as: idsBefore) }) { return effect }
      let idsAfter = toElements.read(&state) { $0.ids }
      return effect.merge(
        with: .cancelling(removedFrom: idsBefore, keeping: idsAfter) {
          ForEachReducer<Parent, ID, Element>.namespace($0, of: toElements.anyKeyPath)
        })
    }
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    var tag = CaseTagCache<Parent.Action>()
    return parts.reduce(into: &state, action: action, tag: &tag)
  }

  @usableFromInline
  static func reportMissingElement(
    id: ID, action: Parent.Action, route: ChildRoute<Parent.Action, (ID, Element.Action)>
  ) {
    let line = route.location.map { " at \($0.fileID):\($0.line)" } ?? ""
    route.report(
      """
      A 'forEach'\(line) received an action for a missing element (id: \(id)):

        \(action)

      Make sure an element's effects are cancelled when it is removed, and that actions are not sent to \
      elements that are gone.
      """)
  }

  /// The cancellation namespace of the element `id`, under the elements' key path.
  @usableFromInline
  static func namespace(_ id: ID, of keyPath: AnyKeyPath) -> CancelID {
    ChildNamespace.cancelID(id, under: keyPath)
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
