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
/// `append` gives the new element a new id (0, 1, 2, …, see `@Dependency(\.stackElementID)`);
/// `subscript(id:)` reads and writes by id in O(1) (setting an absent id appends with that id, setting nil
/// removes), which is how tests describe a stack: `$0.path[id: 0] = .detail(…)`. Equal stacks hold equal elements under the same ids in the
/// same order; it dumps and diffs entry by entry as `[id: 0]: …`.
public struct StackState<Element> {
  /// The ids, bottom (first pushed) to top.
  public private(set) var ids: [StackElementID]
  @usableFromInline var elements: [StackElementID: Element]
  /// One past the highest id this stack has held: where `append` counts on from (not part of equality).
  private var nextID = 0

  /// An empty stack.
  public init() {
    self.ids = []
    self.elements = [:]
  }

  /// A stack of `elements`, bottom first, with ids 0, 1, 2, … (or from an overridden
  /// `@Dependency(\.stackElementID)`).
  public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// The element with `id`, nil if none. Setting a value replaces the element, or pushes it with that id on top if
  /// there is none; setting nil removes the element (and only it).
  public subscript(id id: StackElementID) -> Element? {
    get { elements[id] }
    _modify {
      let wasPresent = elements[id] != nil
      yield &elements[id]
      let isPresent = elements[id] != nil
      if wasPresent, !isPresent {
        ids.removeAll { $0 == id }
      } else if !wasPresent, isPresent {
        ids.append(id)
        nextID = Swift.max(nextID, id.rawValue + 1)
      }
    }
  }

  /// Pushes `element` on top with a new id: one past the highest id this stack has held (0 for a new stack), or the
  /// next id of `@Dependency(\.stackElementID)` when that is overridden (skipping ids in use).
  public mutating func append(_ element: Element) {
    var id = StackElementID(rawValue: nextID)
    if let generator = DependencyValues.current.overriddenStackElementID {
      id = generator.next()
      while elements[id] != nil { id = generator.next() }
    }
    while elements[id] != nil { id = StackElementID(rawValue: id.rawValue + 1) }
    append(element, id: id)
  }

  /// Pushes `element` on top with `id`; returns false (and changes nothing) when `id` is already on the stack.
  @discardableResult
  public mutating func append(_ element: Element, id: StackElementID) -> Bool {
    guard elements[id] == nil else { return false }
    ids.append(id)
    elements[id] = element
    nextID = Swift.max(nextID, id.rawValue + 1)
    return true
  }

  /// Removes and returns the top element; nil when the stack is empty.
  @discardableResult
  public mutating func popLast() -> Element? {
    guard let id = ids.popLast() else { return nil }
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
  @discardableResult
  public mutating func pop(from id: StackElementID) -> Bool {
    guard let index = ids.firstIndex(of: id) else { return false }
    removeLast(ids.count - index)
    return true
  }

  /// Removes every element above the one with `id`; false (nothing changes) when `id` is not on the stack.
  @discardableResult
  public mutating func pop(to id: StackElementID) -> Bool {
    guard let index = ids.firstIndex(of: id) else { return false }
    removeLast(ids.count - index - 1)
    return true
  }

  /// The id `append` gives the next element when `@Dependency(\.stackElementID)` is not overridden: one past the
  /// highest id this stack has held, skipping ids in use. A push from the view layer takes it.
  var nextElementID: StackElementID {
    var id = StackElementID(rawValue: nextID)
    while elements[id] != nil { id = StackElementID(rawValue: id.rawValue + 1) }
    return id
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
  /// A stack of the listed elements, bottom first: `StackState([.detail(…), .record(…)])` has ids 0 and 1.
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
