// TEMPORARY stand-in until CaseExtraction lands.
public struct AnyCasePath<Root, Value>: Sendable {
  let _embed: @Sendable (Value) -> Root
  let _extract: @Sendable (Root) -> Value?
  public init(
    embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
  }
  public init(_ embed: @escaping @Sendable (Value) -> Root) {
    self._embed = embed
    self._extract = { root in
      guard let child = Mirror(reflecting: root).children.first,
        let value = child.value as? Value,
        Mirror(reflecting: embed(value)).children.first?.label == child.label
      else { return nil }
      return value
    }
  }
  public init<A, B>(_ embed: @escaping @Sendable (A, B) -> Root) where Value == (A, B) {
    self._embed = { embed($0.0, $0.1) }
    self._extract = { root in
      guard let child = Mirror(reflecting: root).children.first,
        let value = child.value as? (A, B),
        Mirror(reflecting: embed(value.0, value.1)).children.first?.label == child.label
      else { return nil }
      return value
    }
  }
  public func embed(_ value: Value) -> Root { _embed(value) }
  public func extract(from root: Root) -> Value? { _extract(root) }
}
