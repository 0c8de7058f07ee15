public import CaseReflection
import Dependencies
public import ReducerCore
public import ReducerRuntime

/// A child reducer run at a ``ChildPlace``, in one immutable object: what every composition operator is made of.
/// An operator's prepared closure holds one reference to it, and each part is used in place (capturing each would
/// copy it out, a retain and a release, on every action).
@usableFromInline
package final class PlaceLayer<Place: ChildPlace, Child: Reducer>: Sendable
where Child.State == Place.ChildState, Child.Action == Place.ChildAction {
  @usableFromInline let place: Place
  /// The place's action case, held here: read through the place's `action` requirement, each action would copy it
  /// out (a retain and a release).
  @usableFromInline let toMessage: AnyCasePath<Place.ParentAction, Place.Message>
  @usableFromInline let child: ReducerStep<Child>
  /// Where the operator was written, for its diagnostics.
  @usableFromInline let location: OperatorLocation
  /// Set once a child of an operator of this type returned an effect: until then nothing can run in the place's
  /// namespaces, and removed children have nothing to cancel, so the place is not even looked at around the parent.
  /// Per operator type, not per value: a reducer rebuilt for every action (a `body` run through
  /// `reduce(into:action:)`) shares it with the one that started the effects.
  @usableFromInline let childEffects: TypeFlag

  @inlinable
  package init(place: Place, child: ReducerStep<Child>, location: OperatorLocation, flag: TypeFlag)
  {
    self.place = place
    self.toMessage = place.action
    self.child = child
    self.location = location
    self.childEffects = flag
  }

  /// The child's part of `action`, when it is the place's: the case check inlined where the operator is written (a
  /// `Scope`, whose places have no messages of their own), the child run inlined.
  @inlinable @inline(__always)
  package func reduceChild(
    into state: inout Place.ParentState, action: Place.ParentAction,
    tag: inout CaseTagCache<Place.ParentAction>
  ) -> Effect<Place.ParentAction> {
    guard let message = toMessage.extract(from: action, tag: &tag),
      let (address, childAction) = place.unpack(message)
    else { return .none }
    return reduceChildInline(into: &state, at: address, action: childAction, parentAction: action)
  }

  /// The child's part of `action`, out of line (still specialised), so that the child's code, inlined here, does not
  /// weigh on every other action's path (a child's `.run` alone makes each call look up the metadata of
  /// `TaskPriority?`, a resilient type, to size its stack).
  ///
  /// One frame between the operator and the place: a recursive tree (`forEach { Self() }`) passes here once per
  /// level, so each frame here is paid a thousand times on a thousand-level tree's stack.
  @inlinable @inline(never)
  package func reduceChild(
    into state: inout Place.ParentState, at address: Place.Address, action: Place.ChildAction,
    parentAction: Place.ParentAction
  ) -> Effect<Place.ParentAction> {
    reduceChildInline(into: &state, at: address, action: action, parentAction: parentAction)
  }

  /// The child's part of `action`, inlined: a `Scope`'s child, where the operator is written (a scope is never a
  /// level of a recursive tree, and five nested scopes paid an out-of-line call each: +14% instructions on
  /// `store.send.scoped5`).
  @inlinable @inline(__always)
  func reduceChildInline(
    into state: inout Place.ParentState, at address: Place.Address, action: Place.ChildAction,
    parentAction: Place.ParentAction
  ) -> Effect<Place.ParentAction> {
    let reduced = place.modifyChild(
      at: address, in: &state, { self.child.reduce(into: &$0, action: action) })
    return embed(reduced, at: address, action: parentAction, in: &state)
  }

  /// The child's effect as the parent's, once the child ran (`reduced`, nil when it was not there). Its own function
  /// (inlined when optimised) so that, unoptimised, what it keeps is not on the stack while the child runs.
  @inlinable @inline(__always)
  func embed(
    _ reduced: (result: Effect<Place.ChildAction>, id: Place.ChildID)?, at address: Place.Address,
    action: Place.ParentAction, in state: inout Place.ParentState
  ) -> Effect<Place.ParentAction> {
    guard let (effect, id) = reduced else {
      reportMissingChild(action, at: address)
      return .none
    }
    return embed(effect, ofChild: id, at: address, in: &state)
  }

  /// The effect of the child `id` as the parent's: namespaced when the place tracks its children, and routed.
  @inlinable @inline(__always)
  func embed(
    _ effect: Effect<Place.ChildAction>, ofChild id: Place.ChildID, at address: Place.Address,
    in state: inout Place.ParentState
  ) -> Effect<Place.ParentAction> {
    // The namespace (a boxed id) is made only for an effect that does work.
    if effect.isNone { return .none }
    guard place.tracksChildren else {
      return place.routing(
        embed(effect, at: address, in: nil), ofChild: id, at: address, in: &state)
    }
    childEffects.set()  // Before the effect can start.
    return place.routing(
      embed(effect, at: address, in: namespace(id)), ofChild: id, at: address, in: &state)
  }

  /// The child's part of `action`, then `parent`'s, then the cancellation of the children the parent removed.
  @inlinable @inline(__always)
  package func reduce<Parent: Reducer>(
    into state: inout Place.ParentState, action: Place.ParentAction,
    tag: inout CaseTagCache<Place.ParentAction>, parent: ReducerStep<Parent>
  ) -> Effect<Place.ParentAction>
  where Parent.State == Place.ParentState, Parent.Action == Place.ParentAction {
    var childEffect = Effect<Place.ParentAction>.none
    if let message = toMessage.extract(from: action, tag: &tag) {
      guard let (address, childAction) = place.unpack(message) else {
        return reduceParent(into: &state, action: action, tag: &tag, parent: parent, for: message)
      }
      // Decided by the place's type: only a presentation's path pays for it.
      if place.childCanChangeItsIdentity {
        return reduceChildAndParent(
          into: &state, at: address, action: childAction, parentAction: action, tag: &tag,
          parent: parent)
      }
      childEffect = reduceChild(
        into: &state, at: address, action: childAction, parentAction: action)
    }
    return reduceParent(into: &state, action: action, tag: &tag, parent: parent, after: childEffect)
  }

  /// `parent`'s part of `action`, which carries `message` to the place itself (a dismissal, a push, a pop): checked
  /// by the place before the parent runs, applied after it, then the removed children's effects cancelled. Out of
  /// line: no child runs on this path, and the child's path stays as short.
  @inlinable @inline(never)
  func reduceParent<Parent: Reducer>(
    into state: inout Place.ParentState, action: Place.ParentAction,
    tag: inout CaseTagCache<Place.ParentAction>, parent: ReducerStep<Parent>,
    for message: Place.Message
  ) -> Effect<Place.ParentAction>
  where Parent.State == Place.ParentState, Parent.Action == Place.ParentAction {
    let before = place.presence(in: &state)
    let check = place.check(
      message, of: action, before: before, in: &state, operatorAt: locationText)
    if let issue = check.issue { report(issue) }
    if check.dropsAction { return .none }
    let effect = parent.reduce(into: &state, action: action, tag: &tag)
    place.apply(message, before: before, in: &state)
    guard place.tracksChildren, let before else { return effect }
    let removed = place.removedChildren(since: before, in: &state)
    if removed.isEmpty { return effect }
    return effect.merge(with: cancelling(removed))
  }

  /// The child's part of `action`, then `parent`'s, for a place whose child can change its own identity
  /// (``ChildPlace/childCanChangeItsIdentity``): the place is remembered as it was before the child ran, from the id
  /// the child had then, so the effects it started are cancelled when the action leaves another child (or none)
  /// there — as when the parent replaces it. Out of line, like the child's part of the other places.
  @inlinable @inline(never)
  func reduceChildAndParent<Parent: Reducer>(
    into state: inout Place.ParentState, at address: Place.Address, action: Place.ChildAction,
    parentAction: Place.ParentAction, tag: inout CaseTagCache<Place.ParentAction>,
    parent: ReducerStep<Parent>
  ) -> Effect<Place.ParentAction>
  where Parent.State == Place.ParentState, Parent.Action == Place.ParentAction {
    // Taken apart at once: the result and the id are each used once, never the optional pair copied whole.
    guard
      let (result, id) = place.modifyChild(
        at: address, in: &state, { self.child.reduce(into: &$0, action: action) })
    else {
      reportMissingChild(parentAction, at: address)
      // No child was there: the place is remembered before the parent, as for any other action.
      return reduceParent(
        into: &state, action: parentAction, tag: &tag, parent: parent, after: .none)
    }
    let before = place.tracksChildren ? place.presence(beforeChild: id) : nil
    let childEffect = embed(result, ofChild: id, at: address, in: &state)
    guard let before else {
      return reduceParent(
        into: &state, action: parentAction, tag: &tag, parent: parent, after: childEffect)
    }
    let effect = childEffect.merge(
      with: parent.reduce(into: &state, action: parentAction, tag: &tag))
    // No child effect ever ran in this type's namespaces (this child's, if any, set the flag): nothing to cancel.
    guard childEffects.isSet else { return effect }
    let removed = place.removedChildren(since: before, in: &state)
    if removed.isEmpty { return effect }
    return effect.merge(with: cancelling(removed))
  }

  /// `parent`'s part of `action` after the child's `childEffect`, then the cancellation of the children the parent
  /// removed. Its own function (inlined into `reduce(into:action:tag:parent:)` when optimised) so that, unoptimised,
  /// what it keeps is not on the stack while the child runs: a recursive tree pays each level's frame.
  @inlinable @inline(__always)
  func reduceParent<Parent: Reducer>(
    into state: inout Place.ParentState, action: Place.ParentAction,
    tag: inout CaseTagCache<Place.ParentAction>, parent: ReducerStep<Parent>,
    after childEffect: Effect<Place.ParentAction>
  ) -> Effect<Place.ParentAction>
  where Parent.State == Place.ParentState, Parent.Action == Place.ParentAction {
    // No child effect ever ran in this type's namespaces: there is nothing to cancel, so nothing is remembered
    // (remembering costs a retain and a release on every action) nor compared.
    guard place.tracksChildren, childEffects.isSet, let before = place.presence(in: &state) else {
      return childEffect.merge(with: parent.reduce(into: &state, action: action, tag: &tag))
    }
    let effect = childEffect.merge(with: parent.reduce(into: &state, action: action, tag: &tag))
    let removed = place.removedChildren(since: before, in: &state)
    if removed.isEmpty { return effect }
    return effect.merge(with: cancelling(removed))
  }

  /// Cancels the effects of the `removed` children. Inlinable, like ``namespace(_:)``: specialised where the operator
  /// is written, a namespace is built with its types known (unspecialised, each pop looked up their metadata and
  /// conformances: about 8,000 instructions).
  @inlinable
  func cancelling(_ removed: [Place.ChildID]) -> Effect<Place.ParentAction> {
    if removed.count == 1 { return .cancel(id: namespace(removed[0])) }
    // One merge of all the cancellations (merging them one by one copies the list each time).
    return Effect(operation: .merge(removed.map { .cancel(id: namespace($0)) }))
  }

  /// The child's effect, in `namespace`, its actions embedded in the parent action.
  @usableFromInline @inline(never)
  func embed(
    _ effect: Effect<Place.ChildAction>, at address: Place.Address, in namespace: CancelID?
  ) -> Effect<Place.ParentAction> {
    let effect = namespace.map { effect.namespaced($0) } ?? effect
    let place = self.place
    let toMessage = self.toMessage
    // A child's work must not dismiss the root store (see `RootDismissal`).
    return effect.embeddedAsChild { toMessage.embed(place.pack($0, at: address)) }
  }

  /// The cancellation namespace of the child `id` of the place.
  @inlinable
  func namespace(_ id: Place.ChildID) -> CancelID {
    CancelID(PlaceNamespace(place: place.namespace, child: id))
  }

  /// Reports an action for a child that is not there, at the operator.
  @usableFromInline
  func reportMissingChild(_ action: Place.ParentAction, at address: Place.Address) {
    report(place.missingChildIssue(for: action, at: address, operatorAt: locationText))
  }

  /// Where the operator was written, as the place is told it: `File.swift:12`. Made only for a report (the places
  /// take it as an autoclosure: made for every pop, it cost about 2,000 instructions each), and without
  /// interpolation, whose generic appends cast each part at run time.
  @usableFromInline var locationText: String {
    location.fileID.description + ":" + String(location.line)
  }

  /// Reports `issue` at the operator.
  @usableFromInline
  func report(_ issue: String) {
    reportIssue(
      issue, fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }
}

/// The cancellation namespace of one child of a place: the place's identity and the child's, so a parent cancels one
/// child's effects without touching its siblings'.
@usableFromInline
struct PlaceNamespace<ID: Hashable & Sendable>: Hashable, Sendable {
  // NB: built from `ChildPlace.namespace`, a key path or another immutable value; only compared and hashed.
  nonisolated(unsafe) let place: AnyHashable
  let child: ID

  @usableFromInline init(place: AnyHashable, child: ID) {
    self.place = place
    self.child = child
  }
}
