// doc: https://developer.apple.com/documentation/swiftui/binding.md
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  package let get: @Sendable () -> Value
  package let set: @Sendable (Value) -> Void

  // doc: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp.md
  // The page declares `get` and `set` as `@isolated(any) @Sendable`; here they are `@MainActor @Sendable`, which
  // accepts the same closures a view writes (a closure formed in a view is main-actor isolated) and lets the binding
  // be read synchronously, as SwiftUI's is.
  @preconcurrency public init(
    get: @escaping @MainActor @Sendable () -> Value,
    set: @escaping @MainActor @Sendable (Value) -> Void
  ) {
    // NB: views, bindings and the host run on the main actor only; a main-actor function type and a nonisolated one
    // of the same signature have the same representation, so the cast only drops the static isolation check (as
    // SwiftUI's binding, readable from any synchronous code of a view).
    self.get = unsafeBitCast(get, to: (@Sendable () -> Value).self)
    self.set = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
  }

  init(location: StateLocation<Value>) {
    self.init(get: { location.value }, set: { location.value = $0 })
  }

  // doc: https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:).md
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  // doc: https://developer.apple.com/documentation/swiftui/binding/constant(_:).md
  public static func constant(_ value: Value) -> Binding<Value> {
    // NB: the value is only ever read, on the main actor.
    nonisolated(unsafe) let value = value
    return Binding(get: { value }, set: { _ in })
  }

  // doc: https://developer.apple.com/documentation/swiftui/binding/wrappedvalue.md
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  // doc: https://developer.apple.com/documentation/swiftui/binding/projectedvalue.md
  public var projectedValue: Binding<Value> { self }

  // doc: https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:).md
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    let base = self
    // NB: key paths are immutable values; read on the main actor only.
    nonisolated(unsafe) let keyPath = keyPath
    return Binding<Subject>(
      get: { base.get()[keyPath: keyPath] },
      set: { newValue in
        var value = base.get()
        value[keyPath: keyPath] = newValue
        base.set(value)
      })
  }
}

extension Binding {
  // doc: https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9.md
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    // NB: the last seen value, read on the main actor only.
    nonisolated(unsafe) var last = value
    self.init(
      get: {
        if let current = base.get() { last = current }
        return last
      },
      set: { base.set($0) })
  }

  // doc: https://developer.apple.com/documentation/swiftui/binding/init(_:)-2ebb2.md
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.get() }, set: { if let value = $0 { base.set(value) } })
  }
}

// doc: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp.md ("A binding conforms to
// Sendable only if its wrapped value type also conforms to Sendable").
// Here a binding is always `Sendable` (its closures are `@Sendable`; they run on the main actor, where views are).
// NB: see above; the value is never sent anywhere, only read and written through the closures.
extension Binding: @unchecked Sendable {}

// doc: https://developer.apple.com/documentation/swiftui/binding/id.md (Binding: Identifiable where Value: Identifiable)
extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

// doc: https://developer.apple.com/documentation/swiftui/binding (Binding: Sequence where Value: MutableCollection)
extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}
extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Value.Index { wrappedValue.startIndex }
  public var endIndex: Value.Index { wrappedValue.endIndex }
  public var indices: Value.Indices { wrappedValue.indices }
  public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
  public subscript(position: Value.Index) -> Binding<Value.Element> {
    let base = self
    // NB: an index is a value, read on the main actor only.
    nonisolated(unsafe) let position = position
    return Binding<Value.Element>(
      get: { base.get()[position] },
      set: { newValue in
        var value = base.get()
        value[position] = newValue
        base.set(value)
      })
  }
}
extension Binding: BidirectionalCollection
where Value: BidirectionalCollection, Value: MutableCollection {
  public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}
extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}
