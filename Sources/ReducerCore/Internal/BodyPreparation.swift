import Dependencies

/// Prepares reducer bodies once, and lazily where a body contains its own reducer type (a recursive reducer).
///
/// A store prepares its reducer when it is made: a `body` is built, and every `Scope`, `ifLet` and `forEach` in it
/// prepares its child in turn. A reducer whose body runs `Self` again (a tree whose rows are the same feature:
/// `.forEach(\.rows, action: Action.rows) { Self() }`) would prepare forever. So preparation keeps the stack of
/// reducer types it is preparing (a task-local, read only while building): meeting a type already on it, it hands
/// back a ``LazyBody`` instead, which prepares that level the first time an action reaches it. Reducers that do not
/// contain themselves are prepared exactly as before, once.
enum BodyPreparation {
  /// The reducer types being prepared on this thread, innermost first.
  @TaskLocal static var preparing: Frame?

  /// One reducer type being prepared, and the one that contains it.
  final class Frame: Sendable {
    let type: ObjectIdentifier
    let parent: Frame?

    init(type: ObjectIdentifier, parent: Frame?) {
      self.type = type
      self.parent = parent
    }

    func contains(_ type: ObjectIdentifier) -> Bool {
      var frame: Frame? = self
      while let current = frame {
        if current.type == type { return true }
        frame = current.parent
      }
      return false
    }
  }

  /// How many lazily prepared levels a single action passes through, one inside the other, before the recursion is
  /// checked against its data (``Descent/limit``): trees shallower than this cost no check at all.
  static let checkedDepth = 200

  /// The lazily prepared levels the current action is inside.
  @TaskLocal static var descent = Descent(level: 0, limit: nil)

  /// Where the operator preparing a child was written (`forEach`, `ifLet`, `Scope`): a lazily prepared level reports
  /// a recursion without end there, in the user's code.
  @TaskLocal static var site: OperatorLocation?

  /// How deep one action has gone into the lazily prepared levels of a recursive reducer.
  struct Descent: Sendable {
    /// The number of lazily prepared levels the action is inside.
    var level: Int
    /// Past ``BodyPreparation/checkedDepth``: the deepest level the action can reach while each level runs on a part
    /// of the one above (the level it was set at, plus how deeply the action and the state were nested there). A
    /// recursion that stops at the data peels at least one level of nesting off its action or its state at each
    /// level, so it never passes this; one that goes on without end (a body that runs `Self()` on the same state and
    /// action) does, and is cut off there.
    var limit: Int?
  }

  /// How deeply `value` nests: 1 for a value with no parts, else one more than its deepest part (stored properties,
  /// enum payloads, tuple and collection elements; a class or a closure counts as a value with no parts). Walked
  /// without recursion, so a value nested thousands of levels deep does not overflow the stack.
  static func nesting(of value: Any) -> Int {
    var deepest = 0
    var pending: [(value: Any, depth: Int)] = [(value, 1)]
    while let (value, depth) = pending.popLast() {
      deepest = Swift.max(deepest, depth)
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .struct, .enum, .optional, .collection, .tuple, .dictionary, .set:
        for child in mirror.children { pending.append((child.value, depth + 1)) }
      default:
        continue
      }
    }
    return deepest
  }
}

/// Runs `body` (which prepares an operator's child) with `location`, where the operator was written, as the place a
/// recursion without end through that child is reported.
@usableFromInline
package func preparingChild<T>(at location: OperatorLocation?, _ body: () -> T) -> T {
  guard let location else { return body() }
  return BodyPreparation.$site.withValue(location, operation: body)
}

/// `reducer` with its body built once by `preparedBody` and prepared, unless a reducer of this type is being prepared
/// already: then a reducer that prepares `reducer` when it first runs (see ``BodyPreparation``).
///
/// `preparedBody` is nil for a body of another shape than `reducer` (`Reducer` does not relate `Body` to `State` and
/// `Action`): that reducer runs through `reduce(into:action:)`.
@usableFromInline
func prepareBody<R: Reducer>(
  of reducer: R, preparedBody: (R) -> PreparedReducer<R.State, R.Action>?
) -> PreparedReducer<R.State, R.Action> {
  let type = ObjectIdentifier(R.self)
  let enclosing = BodyPreparation.preparing
  if let enclosing, enclosing.contains(type) {
    let lazy = LazyBody(reducer, site: BodyPreparation.site)
    return PreparedReducer(layer: { state, action, _ in lazy.reduce(into: &state, action: action) })
  }
  return BodyPreparation.$preparing.withValue(Frame(type: type, parent: enclosing)) {
    // Inside the frame: the body built to look for itself prepares its own levels lazily.
    guard !BodyPreparation.containsItselfDirectly(reducer) else {
      let message = """
        '\(R.self)' runs itself directly in its own body, so every action would run it again without end; it \
        reduces nothing.

        A recursive reducer must stop at the data: run 'Self()' for the elements of a collection \
        ('forEach(\\.rows, action: Action.rows) { Self() }') or an optional child ('ifLet'), never directly in \
        its body.
        """
      // At the operator that runs it, in the user's code, when there is one (a root reducer has none).
      if let site = BodyPreparation.site {
        reportIssue(
          message, fileID: site.fileID, filePath: site.filePath, line: site.line,
          column: site.column)
      } else {
        reportIssue(message)
      }
      return PreparedReducer(layer: { _, _, _ in .none })
    }
    return preparedBody(reducer) ?? ReducerBox(reducer).prepared()
  }
}

extension BodyPreparation {
  // NB: a process-wide cache guarded by its mutex: what is learnt of a reducer type holds for the whole process.
  private static let directlyRecursive = Lock<[ObjectIdentifier: Bool]>([:])

  /// Whether `reducer`'s body holds a reducer of its own type where the body runs it inline (in the builder's
  /// sequence, an `if` or a `for`), not behind a `Scope`, `ifLet` or `forEach` (which prepare it, lazily). Learnt
  /// once per type, from the first body built.
  static func containsItselfDirectly<R: Reducer>(_ reducer: R) -> Bool {
    guard R.Body.self != Never.self else { return false }
    let type = ObjectIdentifier(R.self)
    if let known = directlyRecursive.withLock({ $0[type] }) { return known }
    let found = holds(R.self, in: bodyOf(reducer), depth: 0)
    directlyRecursive.withLock { $0[type] = found }
    return found
  }

  private static func bodyOf<R: Reducer>(_ reducer: R) -> Any { reducer.body }

  /// Whether `value` is, or inlines (stored struct and enum payloads, at most a few levels), a value of `type`.
  private static func holds(_ type: Any.Type, in value: Any, depth: Int) -> Bool {
    if Swift.type(of: value) == type { return true }
    guard depth < 16 else { return false }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct, .enum, .optional, .collection, .tuple:
      return mirror.children.contains { holds(type, in: $0.value, depth: depth + 1) }
    default:
      // A closure or a class: what `Scope`, `forEach`, … prepared, a child behind a layer.
      return false
    }
  }
}

private typealias Frame = BodyPreparation.Frame

/// One level of a recursive reducer, prepared the first time an action reaches it.
final class LazyBody<R: Reducer>: Sendable {
  private let reducer: R
  /// Where the operator running this level was written (nil when it did not say).
  private let site: OperatorLocation?
  private let prepared = Lock<PreparedReducer<R.State, R.Action>?>(nil)

  init(_ reducer: R, site: OperatorLocation?) {
    self.reducer = reducer
    self.site = site
  }

  func reduce(into state: inout R.State, action: R.Action) -> Effect<R.Action> {
    var descent = BodyPreparation.descent
    if descent.level >= BodyPreparation.checkedDepth {
      let limit =
        descent.limit
        ?? descent.level + BodyPreparation.nesting(of: action) + BodyPreparation.nesting(of: state)
      guard descent.level < limit else {
        reportRecursionWithoutEnd(level: descent.level)
        return .none
      }
      descent.limit = limit
    }
    descent.level += 1
    let run = resolved()
    return BodyPreparation.$descent.withValue(descent) {
      run.reduce(into: &state, action: action)
    }
  }

  private func reportRecursionWithoutEnd(level: Int) {
    let message = """
      '\(R.self)' runs itself without end: one action went \(level) levels deep, past where its action and its \
      state are nested, so each level runs on the same data as the one above. The action was not reduced past \
      that depth.

      A recursive reducer must stop at the data: run 'Self()' for the elements of a collection \
      ('forEach(\\.rows, action: Action.rows) { Self() }') or an optional child ('ifLet'), never \
      unconditionally (a body that contains 'Self()' itself, or a 'Scope' onto the same state).
      """
    guard let site else { return reportIssue(message) }
    reportIssue(
      message, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
  }

  /// The prepared reducer, made on first use (outside the lock: preparing user code must not run under it).
  private func resolved() -> PreparedReducer<R.State, R.Action> {
    if let run = prepared.withLock({ $0 }) { return run }
    let run = reducer.prepared()
    return prepared.withLock { stored in
      if let stored { return stored }
      stored = run
      return run
    }
  }
}
