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
      Mirror(reflecting: root).children.first?.value as? Value
    }
  }
  public init<A, B>(_ embed: @escaping @Sendable (A, B) -> Root) where Value == (A, B) {
    self._embed = { embed($0.0, $0.1) }
    self._extract = { root in
      Mirror(reflecting: root).children.first?.value as? (A, B)
    }
  }
  public func embed(_ value: Value) -> Root { _embed(value) }
  public func extract(from root: Root) -> Value? { _extract(root) }
}
