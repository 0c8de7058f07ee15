import Reducer
import Synchronization
import Testing

@Suite struct AnyCasePathTests {
  // MARK: - Fixtures

  enum Counter: Equatable, Sendable {
    case incrementTapped, decrementTapped
    case set(Int)
  }

  enum Action: Equatable, Sendable {
    case counter(Counter)
    case search(String)
    case row(id: Int, action: Counter)
    case count(Int)
    case total(Int)
    case searchButtonTapped
    case done(Void)

    static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      case let (.counter(l), .counter(r)): l == r
      case let (.search(l), .search(r)): l == r
      case let (.row(l1, l2), .row(r1, r2)): l1 == r1 && l2 == r2
      case let (.count(l), .count(r)): l == r
      case let (.total(l), .total(r)): l == r
      case (.searchButtonTapped, .searchButtonTapped), (.done, .done): true
      default: false
      }
    }
  }

  enum Loading: Sendable {
    case idle
    case loaded([String])
    case loading
  }

  enum Generic<T: Sendable>: Sendable {
    case value(T)
    case pair(T, T)
    case empty
  }

  final class Reference: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
  }

  struct Failure: Error, Equatable {
    let code: Int
  }

  enum Payloads: Sendable {
    case reference(Reference)
    case otherReference(Reference)
    case error(any Error)
    case sendable(any Sendable)
    case object(any AnyObject & Sendable)
    case text(String)
    case list([Int])
    case nested(Counter)
    case optional(Int?)
    case labeled(value: Int)
    case triple(Int, String, Bool)
    case innerLabels((x: Int, y: Int), String)
    case nothing
  }

  indirect enum Tree: Equatable, Sendable {
    case leaf(Int)
    case node(Tree, Tree)
    case label(String)
    case empty
  }

  enum Recursive: Equatable, Sendable {
    indirect case child(Recursive)
    indirect case named(String)
    case value(Int)
    case stop
  }

  enum Outer: Equatable, Sendable {
    enum Inner: Equatable, Sendable {
      enum Leaf: Equatable, Sendable {
        case tapped
        case typed(String)
      }
      case leaf(Leaf)
      case other(Int)
    }
    case inner(Inner)
    case value(Int)
  }

  /// The shape of swiftlang/swift#61708: a single-case enum nesting a multi-payload enum.
  enum Single: Sendable {
    case only(Multi)
  }

  enum Multi: Equatable, Sendable {
    case first(Bool)
    case second(Bool)
    case third(String)
  }

  enum Callbacks: Sendable {
    case callback(@Sendable (Int) -> Int)
    case optionalCallback((@Sendable (Int) -> Int)?)
    case type(Int.Type)
    case value(Int)
  }

  // MARK: - Basic shapes

  @Test func extractsThePayloadOfTheMatchingCase() {
    let counter = AnyCasePath(Action.counter)
    #expect(counter.extract(from: .counter(.incrementTapped)) == .incrementTapped)
    #expect(counter.extract(from: .counter(.set(42))) == .set(42))
    let search = AnyCasePath(Action.search)
    #expect(search.extract(from: .search("swift")) == "swift")
  }

  @Test func returnsNilForEveryOtherCase() {
    let counter = AnyCasePath(Action.counter)
    let others: [AnyCasePathTests.Action] = [
      .search("x"), .row(id: 1, action: .incrementTapped), .count(1), .total(1),
      .searchButtonTapped, .done(()),
    ]
    for action in others {
      #expect(counter.extract(from: action) == nil, "\(action)")
    }
  }

  @Test func embedBuildsTheCase() {
    #expect(AnyCasePath(Action.count).embed(3) == .count(3))
    #expect(
      AnyCasePath(Action.row).embed((7, .decrementTapped)) == .row(id: 7, action: .decrementTapped))
  }

  @Test func singlePayloadEnumWithEmptyCases() {
    let loaded = AnyCasePath(AnyCasePathTests.Loading.loaded)
    #expect(loaded.extract(from: .loaded(["a", "b"])) == ["a", "b"])
    #expect(loaded.extract(from: .loaded([])) == [])
    #expect(loaded.extract(from: .idle) == nil)
    #expect(loaded.extract(from: .loading) == nil)
  }

  @Test func twoPayloadCaseIsExtractedAsAnUnlabeledTuple() {
    let row = AnyCasePath(Action.row)
    let extracted = row.extract(from: .row(id: 3, action: .set(9)))
    #expect(extracted?.0 == 3)
    #expect(extracted?.1 == .set(9))
    #expect(row.extract(from: .counter(.set(9))) == nil)
    #expect(row.extract(from: .searchButtonTapped) == nil)
  }

  @Test func casesWithTheSamePayloadTypeAreNotConfused() {
    let count = AnyCasePath(Action.count)
    let total = AnyCasePath(Action.total)
    #expect(count.extract(from: .count(1)) == 1)
    #expect(count.extract(from: .total(1)) == nil)
    #expect(total.extract(from: .total(2)) == 2)
    #expect(total.extract(from: .count(2)) == nil)

    let reference = Reference("r")
    let first = AnyCasePath(Payloads.reference)
    let second = AnyCasePath(Payloads.otherReference)
    #expect(first.extract(from: .reference(reference)) === reference)
    #expect(first.extract(from: .otherReference(reference)) == nil)
    #expect(second.extract(from: .otherReference(reference)) === reference)
    #expect(second.extract(from: .reference(reference)) == nil)
  }

  @Test func genericEnums() {
    let value = AnyCasePath(Generic<String>.value)
    #expect(value.extract(from: .value("v")) == "v")
    #expect(value.extract(from: .empty) == nil)
    #expect(value.extract(from: .pair("a", "b")) == nil)

    let pair = AnyCasePath(Generic<Int>.pair)
    #expect(pair.extract(from: .pair(1, 2)).map { [$0.0, $0.1] } == [1, 2])
    #expect(pair.extract(from: .value(1)) == nil)

    let reference = Reference("g")
    #expect(AnyCasePath(Generic<Reference>.value).extract(from: .value(reference)) === reference)
    let nested = AnyCasePath(Generic<Generic<Int>>.value)
    let inner = nested.extract(from: .value(.pair(4, 5)))
    #expect(AnyCasePath(Generic<Int>.pair).extract(from: inner ?? .empty).map { $0.1 } == 5)
  }

  @Test func optionalRoots() {
    let some = AnyCasePath<Int?, Int>(Optional.some)
    #expect(some.extract(from: 5) == 5)
    #expect(some.extract(from: nil) == nil)
    let reference = Reference("o")
    #expect(
      AnyCasePath<Reference?, Reference>(Optional.some).extract(from: reference) === reference)
  }

  @Test func optionalPayloadKeepsItsNilApartFromNoMatch() {
    let optional = AnyCasePath(Payloads.optional)
    let none = optional.extract(from: .optional(nil))
    #expect(none != nil)
    #expect(none == .some(nil))
    #expect(optional.extract(from: .optional(3)) == .some(3))
    #expect(optional.extract(from: .nothing) == nil)
  }

  @Test func payloadsOfEveryKind() throws {
    let error = try #require(AnyCasePath(Payloads.error).extract(from: .error(Failure(code: 4))))
    #expect(error as? Failure == Failure(code: 4))
    let sendable = AnyCasePath(Payloads.sendable).extract(from: .sendable("s"))
    #expect(sendable as? String == "s")
    let reference = Reference("object")
    let object = AnyCasePath(Payloads.object).extract(from: .object(reference))
    #expect(object === reference)
    #expect(
      AnyCasePath(Payloads.text).extract(from: .text("a longer string, not a small one"))
        == "a longer string, not a small one")
    #expect(AnyCasePath(Payloads.list).extract(from: .list([1, 2, 3])) == [1, 2, 3])
    #expect(AnyCasePath(Payloads.nested).extract(from: .nested(.set(1))) == .set(1))
    #expect(AnyCasePath(Payloads.labeled).extract(from: .labeled(value: 8)) == 8)
    let triple = AnyCasePath(Payloads.triple).extract(from: .triple(1, "two", true))
    #expect(triple?.0 == 1)
    #expect(triple?.1 == "two")
    #expect(triple?.2 == true)
    let inner = AnyCasePath(Payloads.innerLabels).extract(from: .innerLabels((x: 1, y: 2), "p"))
    #expect(inner?.0.y == 2)
    #expect(inner?.1 == "p")
    #expect(AnyCasePath(Payloads.text).extract(from: .list([])) == nil)
    #expect(AnyCasePath(Payloads.error).extract(from: .nothing) == nil)
  }

  @Test func indirectCases() {
    let leaf = AnyCasePath(Tree.leaf)
    let node = AnyCasePath(Tree.node)
    let label = AnyCasePath(Tree.label)
    #expect(leaf.extract(from: .leaf(1)) == 1)
    #expect(leaf.extract(from: .label("1")) == nil)
    #expect(leaf.extract(from: .empty) == nil)
    let children = node.extract(from: .node(.leaf(1), .node(.empty, .label("x"))))
    #expect(children?.0 == .leaf(1))
    #expect(children?.1 == .node(.empty, .label("x")))
    #expect(node.extract(from: .leaf(1)) == nil)
    #expect(label.extract(from: .label("deep")) == "deep")

    let child = AnyCasePath(Recursive.child)
    let named = AnyCasePath(Recursive.named)
    let value = AnyCasePath(Recursive.value)
    #expect(child.extract(from: .child(.child(.value(1)))) == .child(.value(1)))
    #expect(child.extract(from: .named("n")) == nil)
    #expect(named.extract(from: .named("n")) == "n")
    #expect(named.extract(from: .child(.named("n"))) == nil)
    #expect(value.extract(from: .value(2)) == 2)
    #expect(value.extract(from: .stop) == nil)
  }

  @Test func nestedEnums() {
    let inner = AnyCasePath(Outer.inner)
    let leaf = AnyCasePath(Outer.Inner.leaf)
    let typed = AnyCasePath(Outer.Inner.Leaf.typed)
    let action = Outer.inner(.leaf(.typed("hi")))
    let extracted = inner.extract(from: action).flatMap(leaf.extract(from:))
      .flatMap(typed.extract(from:))
    #expect(extracted == "hi")
    #expect(inner.extract(from: .value(1)) == nil)
    #expect(leaf.extract(from: .other(1)) == nil)
    #expect(typed.extract(from: .tapped) == nil)
  }

  @Test func singleCaseEnumNestingAnotherEnum() {
    let only = AnyCasePath(Single.only)
    #expect(only.extract(from: .only(.second(true))) == .second(true))
    #expect(only.extract(from: .only(.third("t"))) == .third("t"))
  }

  @Test func voidPayloads() {
    let done = AnyCasePath(Action.done)
    #expect(done.extract(from: .done(())) != nil)
    #expect(done.extract(from: .searchButtonTapped) == nil)
    let tapped = AnyCasePath<Action, Void> { _ in .searchButtonTapped }
    #expect(tapped.extract(from: .searchButtonTapped) != nil)
    #expect(tapped.extract(from: .done(())) == nil)
    #expect(tapped.extract(from: .count(0)) == nil)
  }

  @Test func roundTripsThroughEmbedAndExtract() {
    let counter = AnyCasePath(Action.counter)
    for value in [Counter.incrementTapped, .decrementTapped, .set(-1), .set(.max)] {
      #expect(counter.extract(from: counter.embed(value)) == value)
    }
    let row = AnyCasePath(Action.row)
    for id in [0, 1, -5, .min] {
      let extracted = row.extract(from: row.embed((id, .set(id))))
      #expect(extracted?.0 == id)
      #expect(extracted?.1 == .set(id))
    }
    let node = AnyCasePath(Tree.node)
    #expect(node.extract(from: node.embed((.empty, .leaf(3))))?.1 == .leaf(3))
    let generic = AnyCasePath(Generic<[String]>.value)
    #expect(generic.extract(from: generic.embed(["x", "y"])) == ["x", "y"])
  }

  // MARK: - Explicit form and refusals

  @Test func explicitFormUsesTheGivenFunctions() {
    let calls = Atomic<Int>(0)
    let counter = AnyCasePath<Action, Counter>(
      embed: Action.counter,
      extract: { action in
        calls.add(1, ordering: .relaxed)
        guard case let .counter(value) = action else { return nil }
        return value
      }
    )
    #expect(counter.extract(from: .counter(.decrementTapped)) == .decrementTapped)
    #expect(counter.extract(from: .count(1)) == nil)
    #expect(counter.embed(.incrementTapped) == .counter(.incrementTapped))
    #expect(calls.load(ordering: .relaxed) == 2)
  }

  @Test func functionAndMetatypePayloadsNeverMatchByReflection() {
    // Each is reported once (see EnumReflectionReportTests); these cases are met here only.
    withKnownIssue {
      let callback = AnyCasePath(Callbacks.callback)
      #expect(callback.extract(from: .callback({ $0 + 1 })) == nil)
      #expect(
        AnyCasePath(Callbacks.optionalCallback).extract(from: .optionalCallback(nil)) == nil)
      #expect(AnyCasePath(Callbacks.type).extract(from: .type(Int.self)) == nil)
    } matching: { issue in
      issue.description.contains("Case extraction cannot read the `")
    }
    // Other cases of the same enum are unaffected.
    #expect(AnyCasePath(Callbacks.value).extract(from: .value(3)) == 3)
    #expect(AnyCasePath(Callbacks.value).extract(from: .type(Int.self)) == nil)
    // The explicit form is the way to scope such a case.
    let explicit = AnyCasePath<Callbacks, @Sendable (Int) -> Int>(
      embed: Callbacks.callback,
      extract: { if case let .callback(function) = $0 { function } else { nil } }
    )
    #expect(explicit.extract(from: .callback({ $0 * 10 }))?(4) == 40)
  }

  @Test func optionalOfAFunctionIsExtractedThroughMirror() {
    let offset = 7
    let some = AnyCasePath<(@Sendable (Int) -> Int)?, @Sendable (Int) -> Int>(Optional.some)
    let function = some.extract(from: { $0 + offset })
    #expect(function?(1) == 8)
    #expect(some.extract(from: nil) == nil)
  }

  @Test func nonEnumRootsNeverMatch() {
    struct Wrapper: Sendable { var value: Int }
    let path = AnyCasePath<Wrapper, Int> { Wrapper(value: $0) }
    #expect(path.extract(from: Wrapper(value: 1)) == nil)
    let string = AnyCasePath<String, Int> { String($0) }
    #expect(string.extract(from: "1") == nil)
  }

  @Test func aClosureLandingInAnotherCaseDoesNotMatch() {
    // Same payload type, but embed builds `.total`: extracting from `.count` must fail.
    let misleading = AnyCasePath<Action, Int> { .total($0) }
    #expect(misleading.extract(from: .count(1)) == nil)
    #expect(misleading.extract(from: .total(1)) == 1)
    // Different payload type: `.search(String)` holds no Int, whatever embed does.
    let wrongType = AnyCasePath<Action, Int> { .search(String($0)) }
    #expect(wrongType.extract(from: .search("1")) == nil)
  }

  @Test func largeRootsAreExtractedToo() {
    struct Big: Sendable {
      var numbers: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)
      var reference: Reference
    }
    enum Large: Sendable {
      case big(Big)
      case other(Big)
      case small(Int)
      case none
    }
    #expect(MemoryLayout<Large>.size > 128)
    var reference = Reference("large")
    let big = Big(
      numbers: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16), reference: reference)
    let path = AnyCasePath(Large.big)
    for _ in 0..<100 {
      let extracted = path.extract(from: .big(big))
      #expect(extracted?.numbers.15 == 16)
      #expect(extracted?.reference === reference)
      #expect(path.extract(from: .other(big)) == nil)
      #expect(path.extract(from: .small(1)) == nil)
    }
    #expect(AnyCasePath(Large.small).extract(from: .small(7)) == 7)
    #expect(AnyCasePath(Large.other).extract(from: .none) == nil)
    _ = consume big
    #expect(isKnownUniquelyReferenced(&reference))
  }

  // MARK: - Concurrency and memory

  @Test func extractsCorrectlyFromManyConcurrentTasks() async {
    let counter = AnyCasePath(Action.counter)
    let row = AnyCasePath(Action.row)
    let node = AnyCasePath(Tree.node)
    let generic = AnyCasePath(Generic<Reference>.value)
    let failures = await withTaskGroup(of: Int.self) { group in
      for index in 0..<1_000 {
        group.addTask {
          var failures = 0
          for step in 0..<50 {
            let value = index &* 31 &+ step
            if counter.extract(from: .counter(.set(value))) != .set(value) { failures += 1 }
            if counter.extract(from: .count(value)) != nil { failures += 1 }
            if row.extract(from: .row(id: value, action: .incrementTapped))?.0 != value {
              failures += 1
            }
            if row.extract(from: .total(value)) != nil { failures += 1 }
            if step.isMultiple(of: 10),
              node.extract(from: .node(.leaf(value), .empty))?.0 != .leaf(value)
            {
              failures += 1
            }
            let reference = Reference("\(value)")
            if generic.extract(from: .value(reference)) !== reference { failures += 1 }
          }
          return failures
        }
      }
      return await group.reduce(0, +)
    }
    #expect(failures == 0)
  }

  @Test func extractionNeitherLeaksNorOverReleasesPayloads() {
    final class Tracked: Sendable {
      let live: LiveCount
      let name: String
      init(_ live: LiveCount, _ name: String) {
        self.live = live
        self.name = name
        live.count.add(1, ordering: .relaxed)
      }
      deinit { live.count.subtract(1, ordering: .relaxed) }
    }
    enum Heavy: Sendable {
      case one(Tracked)
      case two(Tracked, [Tracked])
      case text(String)
      indirect case boxed(Tracked)
      case generic(Generic<Tracked>)
    }

    let live = LiveCount()
    do {
      let one = AnyCasePath(Heavy.one)
      let two = AnyCasePath(Heavy.two)
      let boxed = AnyCasePath(Heavy.boxed)
      let generic = AnyCasePath(Heavy.generic)
      for index in 0..<2_000 {
        let tracked = Tracked(live, "t\(index)")
        let values: [Heavy] = [
          .one(tracked), .two(tracked, [Tracked(live, "a"), tracked]), .boxed(tracked),
          .generic(.pair(tracked, tracked)), .text("some text that is heap allocated \(index)"),
        ]
        for value in values {
          _ = one.extract(from: value)
          _ = two.extract(from: value)
          _ = boxed.extract(from: value)
          _ = generic.extract(from: value)
        }
        #expect(one.extract(from: values[0])?.name == "t\(index)")
        #expect(two.extract(from: values[1])?.1.last?.name == "t\(index)")
        #expect(boxed.extract(from: values[2])?.name == "t\(index)")
      }
      var unique = Tracked(live, "unique")
      for _ in 0..<1_000 {
        _ = one.extract(from: .one(unique))
      }
      #expect(isKnownUniquelyReferenced(&unique))
      #expect(live.count.load(ordering: .relaxed) == 1)
    }
    #expect(live.count.load(ordering: .relaxed) == 0)
  }

  /// A thread-safe count of live tracked objects.
  final class LiveCount: Sendable {
    let count = Atomic<Int>(0)
  }
}
