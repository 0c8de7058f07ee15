public import CaseReflection
public import ReducerCore

/// Where a child feature lives in its parent: how to find and modify the child's state in the parent's (present or
/// not), how its actions travel inside the parent's, what tells one child of the place from another, and which
/// children went away after the parent ran.
///
/// The composition operators of this module are one generic operator run at a place (``PlaceReducer``): `Scope` at a stored property
/// (``FieldPlace``) or an enum case (``EnumCasePlace``), `ifLet` at an optional (``OptionalPlace``), `ifCaseLet` at an
/// enum case, `forEach` at an element of an `IdentifiedArray` (``IdentifiedElementPlace``); the navigation module's
/// presentation `ifLet` and stack `forEach` at its presentation and stack places, through the hooks below. A new kind
/// of child — kept in a dictionary, say — is one type conforming to this protocol, run with `Reducer.child(_:run:)`
/// (and scoped with `Store.scope(_:_:)` when it is a ``ScopablePlace``).
///
/// The operator runs the child before the parent (as `ifLet` and `forEach` do), reports an action for a child that
/// is not there (``missingChildIssue(for:at:operatorAt:)``, a test failure in tests, never a crash), runs each
/// child's effects in its own cancellation namespace (the place's ``namespace`` and the child's ``ChildID``), and
/// cancels them when ``removedChildren(since:in:)`` says the parent removed the child.
///
/// Hooks, each with a default that does nothing, let a place do more: messages to the place itself rather than to a
/// child (``unpack(_:)`` answers nil: a dismissal, a push, a pop), checked before the parent runs
/// (``check(_:of:before:in:operatorAt:)``) and applied after it (``apply(_:before:in:)``); the child's effects
/// routed (``routing(_:ofChild:at:in:)``: where its `dismiss()` goes); and a child that can change its own identity
/// (``childCanChangeItsIdentity``: a destination enum switching its case), remembered as it was before it ran.
public protocol ChildPlace<ParentState, ParentAction>: Sendable {
  /// The parent feature's state.
  associatedtype ParentState
  /// The parent feature's action.
  associatedtype ParentAction: Sendable
  /// The child feature's state.
  associatedtype ChildState
  /// The child feature's action.
  associatedtype ChildAction: Sendable
  /// What names the child a parent action is for, besides the child's action: an element's id, a dictionary's key;
  /// `Void` for a place with one child.
  associatedtype Address: Sendable
  /// The payload of the parent's action case for the place: the child's action, or an address and an action.
  associatedtype Message: Sendable
  /// What tells the children of the place apart for their effects: a child's effects are cancelled when the child
  /// with its id went away, its siblings' are not.
  associatedtype ChildID: Hashable & Sendable
  /// What the operator keeps of the place before the parent runs, to tell afterwards which children it removed.
  associatedtype Presence

  /// The parent's action case that carries the place's messages.
  var action: AnyCasePath<ParentAction, Message> { get }

  /// The address and the child action of a message; nil for a message to the place itself (a dismissal, a push),
  /// which runs the parent between ``check(_:of:before:in:operatorAt:)`` and ``apply(_:before:in:)``.
  func unpack(_ message: Message) -> (address: Address, action: ChildAction)?

  /// The message carrying `action` to the child at `address`.
  func pack(_ action: ChildAction, at address: Address) -> Message

  /// Runs `body` on the state of the child at `address` in `state`, in place, and returns what it returns with the
  /// child's id (taken before `body` ran); nil, without calling `body`, when no child is at `address`.
  func modifyChild<Result>(
    at address: Address, in state: inout ParentState, _ body: (inout ChildState) -> Result
  ) -> (result: Result, id: ChildID)?

  /// Whether the operator runs each child's effects in its own namespace and cancels them when the child goes away
  /// (true by default). A place whose child cannot go away (a stored property) says false: its effects are the
  /// parent's, and nothing is compared after the parent ran.
  var tracksChildren: Bool { get }

  /// Whether a child can change its own identity while it runs an action (a destination enum's reducer setting
  /// another case of itself). Then the operator remembers the place as it was before the child ran, from the id
  /// ``modifyChild(at:in:_:)`` took (``presence(beforeChild:)``), so the effects the child started are cancelled
  /// when another child, or none, is there after the action. False by default: the place is remembered after the
  /// child ran, just before the parent (which is what can remove a child).
  var childCanChangeItsIdentity: Bool { get }

  /// Hook: what to remember of the place when its child with id `id` (taken before the child ran) is there, for a
  /// place whose child can change its own identity (``childCanChangeItsIdentity``); nil by default, where the
  /// operator does not ask.
  func presence(beforeChild id: ChildID) -> Presence?

  /// What identifies the place among the parent's places (its key path, typically), in cancellation namespaces.
  var namespace: AnyHashable { get }

  /// What to remember of the children present in `state` before the parent runs; nil when there is nothing to watch
  /// (no child).
  func presence(in state: inout ParentState) -> Presence?

  /// The ids of the children remembered in `before` that are gone from `state` (removed, or replaced by a child with
  /// another id): their effects are cancelled.
  func removedChildren(since before: Presence, in state: inout ParentState) -> [ChildID]

  /// The text of the issue reported when `action` is for a child at `address` that is not there. `location` is
  /// where the operator was written (`File.swift:12`).
  func missingChildIssue(for action: ParentAction, at address: Address, operatorAt location: String)
    -> String

  /// Hook: before the parent runs `action`, carrying `message` to the place itself (``unpack(_:)`` gave nil), with
  /// `before` the place's ``presence(in:)``: whether the action goes on, and the issue to report at the operator
  /// (`location`, `File.swift:12`, made only when asked for: most messages report nothing). By default it goes on,
  /// silently.
  func check(
    _ message: Message, of action: ParentAction, before: Presence?, in state: inout ParentState,
    operatorAt location: @autoclosure () -> String
  ) -> PlaceMessageCheck

  /// Hook: after the parent ran an action carrying `message` to the place itself: what the message does to the
  /// place (a push, a pop, a dismissal), before the removed children are compared with `before`. Nothing by
  /// default.
  func apply(_ message: Message, before: Presence?, in state: inout ParentState)

  /// Hook: the effect of the child `id` at `address`, embedded in the parent's actions and namespaced, as the
  /// operator returns it: where a place routes its children's `dismiss()`. Unchanged by default.
  func routing(
    _ effect: Effect<ParentAction>, ofChild id: ChildID, at address: Address,
    in state: inout ParentState
  ) -> Effect<ParentAction>
}

extension ChildPlace {
  @inlinable public var tracksChildren: Bool { true }

  /// False: the child cannot change its own identity.
  @inlinable public var childCanChangeItsIdentity: Bool { false }

  /// Nil: the operator takes the place's presence after the child ran.
  @inlinable public func presence(beforeChild id: ChildID) -> Presence? { nil }

  /// Goes on, silently: a place with no messages of its own.
  @inlinable
  public func check(
    _ message: Message, of action: ParentAction, before: Presence?, in state: inout ParentState,
    operatorAt location: @autoclosure () -> String
  ) -> PlaceMessageCheck { .proceed }

  /// Nothing: a place with no messages of its own.
  @inlinable public func apply(_ message: Message, before: Presence?, in state: inout ParentState) {
  }

  /// The effect unchanged: a place whose children cannot dismiss themselves.
  @inlinable @inline(__always)
  public func routing(
    _ effect: Effect<ParentAction>, ofChild id: ChildID, at address: Address,
    in state: inout ParentState
  ) -> Effect<ParentAction> { effect }
}

/// A place whose children a store can be scoped to (`Store.scope(_:_:)`), like the built-in optional and
/// collection children: a view gets one child store per child, the same object on every scope while the child is
/// there.
public protocol ScopablePlace<ParentState, ParentAction>: ChildPlace {
  /// The key path to the child at `address`, reading nil when it is absent: what a scoped store reads, what names it
  /// in its parent's cache (so it must be equal for equal addresses, as key paths built from the same components
  /// and `Hashable` subscript arguments are), and what a view observes.
  func keyPath(to address: Address) -> KeyPath<ParentState, ChildState?>
}

extension ChildPlace where Address == Void, Message == ChildAction {
  /// The child action, for a place with one child.
  @inlinable public func unpack(_ message: Message) -> (address: Void, action: ChildAction)? {
    ((), message)
  }

  /// The child action, for a place with one child.
  @inlinable public func pack(_ action: ChildAction, at address: Void) -> Message { action }
}

extension ChildPlace where Message == (Address, ChildAction) {
  /// The address and the child action, for a place whose action case carries both (`case row(id:action:)`).
  @inlinable public func unpack(_ message: Message) -> (address: Address, action: ChildAction)? {
    (message.0, message.1)
  }

  /// The address and the child action, for a place whose action case carries both (`case row(id:action:)`).
  @inlinable public func pack(_ action: ChildAction, at address: Address) -> Message {
    (address, action)
  }
}
