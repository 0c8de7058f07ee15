// TEMPORARY stand-in until IdentifiedArray lands.
public struct IdentifiedArray<ID: Hashable & Sendable, Element>: MutableCollection,
  RandomAccessCollection
{
  public private(set) var ids: [ID] = []
  var elements: [Element] = []
  var positions: [ID: Int] = [:]
  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }
  public subscript(position: Int) -> Element {
    get { elements[position] }
    set { elements[position] = newValue }
  }
  public func index(id: ID) -> Int? { positions[id] }
  public subscript(id id: ID) -> Element? {
    get { positions[id].map { elements[$0] } }
    set {
      if let newValue {
        if let i = positions[id] {
          elements[i] = newValue
        } else {
          positions[id] = elements.count
          ids.append(id)
          elements.append(newValue)
        }
      } else if let i = positions[id] {
        elements.remove(at: i)
        ids.remove(at: i)
        positions = [:]
        for (n, id) in ids.enumerated() { positions[id] = n }
      }
    }
  }
}
extension IdentifiedArray: Sendable where Element: Sendable {}
extension IdentifiedArray: Equatable where Element: Equatable {
  public static func == (l: Self, r: Self) -> Bool { l.ids == r.ids && l.elements == r.elements }
}
extension IdentifiedArray where Element: Identifiable, Element.ID == ID {
  public init(uniqueElements: [Element]) {
    for e in uniqueElements { self[id: e.id] = e }
  }
  public init() { self.init(uniqueElements: []) }
}
extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, Element.ID == ID {
  public init(arrayLiteral elements: Element...) { self.init(uniqueElements: elements) }
}
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
where Element.ID: Sendable
