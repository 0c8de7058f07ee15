import Dependencies
public import ValueDumping

/// The state of a navigation stack: an ordered collection of elements, each keyed by a ``StackElementID``.
///
/// Hold it in the feature that owns the stack and integrate the elements with the stack `forEach`:
///
/// ```swift
/// struct State: Equatable, Sendable {
///   var path = StackState<Path.State>()
/// }
/// // in body:
/// Reduce { state, action in … }
///   .forEach(\.path, action: Action.path) { Path() }
/// ```
///
/// `append` gives the new element a new id (0, 1, 2, …, see `@Dependency(\.stackElementID)`: one counter per store,
/// so an id is never reused in a store, even after `state.path = StackState()`); `subscript(id:)` reads and writes
/// by id in O(1) (setting an absent id appends with that id, setting nil removes), which is how tests describe a
/// stack: `$0.path[id: 0] = .detail(…)`. Pushing and popping cost O(1) (amortised) however deep the stack is.
/// Equal stacks hold equal elements under the same ids in the same order; it dumps and diffs entry by entry as
/// `[id: 0]: …`.
public struct StackState<Element> {
  /// The ids, bottom (first pushed) to top.
  public private(set) var ids: [StackElementID]
  @usableFromInline var elements: [StackElementID: Element]
  /// Outside a store: where `append` counts on from, one past the highest id this stack has held; nil once it held
  /// `Int.max` (not part of equality).
  private var nextID: Int? = 0
  /// The ids again, as a list that copies share (not part of equality): what the stack `forEach` keeps from before
  /// an action to find the elements that left, in O(1) (see ``StackLineage``).
  @usableFromInline private(set) var lineage: StackLineage?

  /// An empty stack.
  public init() {
    self.ids = []
    self.elements = [:]
  }

  /// A stack of `elements`, bottom first, with ids 0, 1, 2, … (in a reducer, the next ids of the store's counter; or
  /// from an overridden `@Dependency(\.stackElementID)`).
  public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// The element with `id`, nil if none. Setting a value replaces the element, or pushes it with that id on top if
  /// there is none; setting nil removes the element (and only it), in time proportional to its distance from the
  /// top.
  public subscript(id id: StackElementID) -> Element? {
    get { elements[id] }
    _modify {
      let wasPresent = elements[id] != nil
      yield &elements[id]
      let isPresent = elements[id] != nil
      if wasPresent, !isPresent {
        if let index = ids.lastIndex(of: id) { removeID(at: index) }
      } else if !wasPresent, isPresent {
        pushID(id)
      }
    }
  }

  /// Pushes `element` on top with a new id: the next of the store's `@Dependency(\.stackElementID)` counter (or of
  /// an override), skipping ids this stack holds; outside a store, one past the highest id this stack has held.
  ///
  /// Never traps: a generator that keeps answering ids the stack holds (a constant one, or a counter past
  /// `Int.max`) is a reported issue, and the element is pushed with a free id.
  public mutating func append(
    _ element: Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let id = newID(
      dependencies: DependencyValues.current, fileID: fileID, filePath: filePath, line: line,
      column: column)
    elements[id] = element
    pushID(id)
  }

  /// Pushes `element` on top with `id`; returns false (and changes nothing) when `id` is already on the stack.
  @discardableResult
  public mutating func append(_ element: Element, id: StackElementID) -> Bool {
    guard elements[id] == nil else { return false }
    elements[id] = element
    pushID(id)
    return true
  }

  /// Removes and returns the top element; nil when the stack is empty.
  @discardableResult
  public mutating func popLast() -> Element? {
    guard let id = ids.popLast() else { return nil }
    lineage = lineage?.next
    return elements.removeValue(forKey: id)
  }

  /// Removes the top `count` elements (all of them when there are fewer).
  public mutating func removeLast(_ count: Int = 1) {
    for _ in 0..<Swift.max(0, Swift.min(count, ids.count)) { popLast() }
  }

  /// Removes every element: back to the root (TCA's `state.path.removeAll()` for "pop to root").
  public mutating func removeAll() {
    removeLast(ids.count)
  }

  /// Removes the element with `id` and every element above it; false (nothing changes) when `id` is not on the stack.
  ///
  /// Takes time proportional to the number of elements removed, however deep the stack is.
  @discardableResult
  public mutating func pop(from id: StackElementID) -> Bool {
    guard let index = index(of: id) else { return false }
    removeLast(ids.count - index)
    return true
  }

  /// Removes every element above the one with `id`; false (nothing changes) when `id` is not on the stack.
  @discardableResult
  public mutating func pop(to id: StackElementID) -> Bool {
    guard let index = index(of: id) else { return false }
    removeLast(ids.count - index - 1)
    return true
  }

  /// The position of `id`, searched from the top (where pops happen); nil when it is not on the stack.
  private func index(of id: StackElementID) -> Int? {
    guard elements[id] != nil else { return nil }
    return ids.lastIndex(of: id)
  }

  /// Puts `id` on top of `ids` and `lineage`, and counts past it for `append` outside a store (without
  /// overflowing at `Int.max`).
  private mutating func pushID(_ id: StackElementID) {
    ids.append(id)
    lineage = StackLineage(id: id, below: lineage)
    guard let next = nextID, id.rawValue >= next else { return }
    nextID = id.rawValue == .max ? nil : id.rawValue + 1
  }

  /// Removes the id at `index` from `ids` and `lineage`: O(distance from the top).
  private mutating func removeID(at index: Int) {
    ids.remove(at: index)
    var node = lineage
    for _ in index..<(ids.count + 1) { node = node?.next }
    for id in ids[index...] { node = StackLineage(id: id, below: node) }
    lineage = node
  }

  /// A new id for `append` with `dependencies` in force (the store's, for a push from the view layer): see
  /// ``append(_:fileID:filePath:line:column:)``.
  func newID(
    dependencies: DependencyValues, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) -> StackElementID {
    guard
      let generator = dependencies.overriddenStackElementID ?? dependencies.storeStackElementID
    else {
      // Outside a store: one past the highest id held is free, unless that was `Int.max`.
      if let next = nextID { return StackElementID(rawValue: next) }
      let id = freeID()
      reportIssue(
        """
        'StackState.append' found no new id: this stack has held id \(Int.max) (Int.max), and ids never wrap \
        around. Pushed with the free id \(id.rawValue) instead.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return id
    }
    // A counter skips the ids the stack holds at most once each (they were set with explicit ids, or before the
    // store was made), so `count + 1` answers always include a free one unless the generator repeats itself.
    var id = generator.next()
    var attempts = 0
    while elements[id] != nil, attempts < ids.count {
      id = generator.next()
      attempts += 1
    }
    if elements[id] == nil { return id }
    let free = freeID()
    reportIssue(
      """
      'StackState.append': '@Dependency(\\.stackElementID)' keeps answering ids already on the stack (last: \
      \(id.rawValue)); pushed with the free id \(free.rawValue) instead. Give 'stackElementID' a generator that \
      answers a new id each time, such as '.incrementing()'.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
    return free
  }

  /// An id not on the stack: one past the highest, else one below the lowest, else the first free from 0.
  private func freeID() -> StackElementID {
    guard let highest = ids.max(), let lowest = ids.min() else { return 0 }
    if highest.rawValue < .max { return StackElementID(rawValue: highest.rawValue + 1) }
    if lowest.rawValue > .min { return StackElementID(rawValue: lowest.rawValue - 1) }
    var candidate = 0
    while elements[StackElementID(rawValue: candidate)] != nil { candidate += 1 }
    return StackElementID(rawValue: candidate)
  }

  /// Whether an element with `id` is on the stack.
  @inlinable
  func contains(id: StackElementID) -> Bool { elements[id] != nil }

  /// Runs `body` on the element with `id` in place; nil (and no call) when there is none.
  @inlinable
  mutating func modifyElement<R>(id: StackElementID, _ body: (inout Element) -> R) -> R? {
    elements[id].modifyIfPresent(body)
  }
}

extension Optional {
  /// Runs `body` on the wrapped value in place; nil (and no call) when there is none.
  @inlinable
  mutating func modifyIfPresent<R>(_ body: (inout Wrapped) -> R) -> R? {
    // Take the value out first, so its storage is uniquely referenced while `body` changes it.
    guard case .some(var wrapped) = self else { return nil }
    self = nil
    defer { self = wrapped }
    return body(&wrapped)
  }
}

extension StackState: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { ids.startIndex }
  public var endIndex: Int { ids.endIndex }

  /// The element at `position`, counted from the bottom.
  public subscript(position: Int) -> Element {
    get {
      guard let element = elements[ids[position]] else {
        preconditionFailure("StackState lost the element with id \(ids[position])")
      }
      return element
    }
    set { elements[ids[position]] = newValue }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the listed elements, bottom first: `StackState([.detail(…), .record(…)])` has ids 0 and 1 (outside a
  /// store, and in a test's expected state; a reducer's gets the next ids of the store's counter).
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    for id in ids { hasher.combine(elements[id]) }
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: IdentifiedCollectionDumpable {
  public var dumpEntries: [(id: AnyHashable, element: Any)] {
    ids.map { (id: AnyHashable($0.rawValue), element: elements[$0] as Any) }
  }
}

extension StackState: CustomStringConvertible {
  public var description: String { dumpValue(self) }
}
