@testable import CaseReflection
import Reducer
import Testing

@Suite struct EnumReflectionTests {
  // MARK: - Fixtures

  enum Action: Sendable {
    case queryChanged(String)
    case row(id: Int, action: Bool)
    case count(Int)
    case searchButtonTapped
    case done(Void)
    case cancel
  }

  /// Cases declared with payload-less cases first and interleaved.
  enum Mixed {
    case first
    case second(Int)
    case third
    case fourth(String)
  }

  enum Generic<T> {
    case value(T)
    case none
  }

  indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
    case empty
  }

  enum Described: CustomStringConvertible {
    case plain
    case payload(Int)
    var description: String { "custom" }
  }

  enum Shapes {
    case callback(() -> Void)
    case type(Int.Type)
    case done(Void)
    indirect case boxed(String)
    case inline(String)
    case nothing
  }

  enum Nest<T> {
    case wrap(T)
    case stop
  }

  enum Fresh<T> {
    case wrap(T)
    case stop
  }

  struct Point { var x = 0 }
  final class Object {}

  // MARK: - caseName(of:)

  @Test func caseNameOfPayloadAndEmptyCases() {
    #expect(EnumReflection.caseName(of: Action.queryChanged("q")) == "queryChanged")
    #expect(EnumReflection.caseName(of: Action.row(id: 1, action: true)) == "row")
    #expect(EnumReflection.caseName(of: Action.searchButtonTapped) == "searchButtonTapped")
    #expect(EnumReflection.caseName(of: Action.cancel) == "cancel")
    #expect(EnumReflection.caseName(of: Action.done(())) == "done")
    #expect(EnumReflection.caseName(of: Mixed.third) == "third")
    #expect(EnumReflection.caseName(of: Mixed.fourth("4")) == "fourth")
  }

  @Test func caseNameOfGenericOptionalIndirectAndNestedEnums() {
    #expect(EnumReflection.caseName(of: Generic<[Int]>.value([1])) == "value")
    #expect(EnumReflection.caseName(of: Generic<[Int]>.none) == "none")
    #expect(EnumReflection.caseName(of: Int?.some(1) as Any) == "some")
    #expect(EnumReflection.caseName(of: Int?.none as Any) == "none")
    #expect(EnumReflection.caseName(of: Tree.node(.leaf(1), .empty)) == "node")
    #expect(EnumReflection.caseName(of: Tree.empty) == "empty")
    #expect(EnumReflection.caseName(of: Nest<Mixed>.wrap(.first)) == "wrap")
  }

  @Test func caseNameIgnoresCustomDescriptions() {
    #expect(EnumReflection.caseName(of: Described.plain) == "plain")
    #expect(EnumReflection.caseName(of: Described.payload(1)) == "payload")
  }

  @Test func caseNameOfCasesReflectionCannotExtract() {
    #expect(EnumReflection.caseName(of: Shapes.callback({})) == "callback")
    #expect(EnumReflection.caseName(of: Shapes.type(Int.self)) == "type")
    #expect(EnumReflection.caseName(of: Shapes.boxed("b")) == "boxed")
  }

  @Test func caseNameOfNonEnumsIsNil() {
    #expect(EnumReflection.caseName(of: 1) == nil)
    #expect(EnumReflection.caseName(of: "text") == nil)
    #expect(EnumReflection.caseName(of: Point()) == nil)
    #expect(EnumReflection.caseName(of: Object()) == nil)
    #expect(EnumReflection.caseName(of: (1, "tuple")) == nil)
    #expect(EnumReflection.caseName(of: [Action.cancel]) == nil)
  }

  // MARK: - caseNames(of:)

  @Test func caseNamesListPayloadCasesThenEmptyCases() {
    #expect(
      EnumReflection.caseNames(of: Action.self) == [
        "queryChanged", "row", "count", "searchButtonTapped", "done", "cancel",
      ])
    #expect(EnumReflection.caseNames(of: Mixed.self) == ["second", "fourth", "first", "third"])
    #expect(EnumReflection.caseNames(of: Generic<String>.self) == ["value", "none"])
    #expect(EnumReflection.caseNames(of: Int?.self) == ["some", "none"])
    #expect(EnumReflection.caseNames(of: Tree.self) == ["leaf", "node", "empty"])
  }

  @Test func caseNamesOfNonEnumsIsNil() {
    #expect(EnumReflection.caseNames(of: Int.self) == nil)
    #expect(EnumReflection.caseNames(of: Point.self) == nil)
    #expect(EnumReflection.caseNames(of: Object.self) == nil)
    #expect(EnumReflection.caseNames(of: (Int, Int).self) == nil)
    #expect(EnumReflection.caseNames(of: (any Error).self) == nil)
  }

  // MARK: - Layouts

  @Test func layoutClassifiesHowEachCaseStoresItsPayload() throws {
    let layout = EnumLayoutCache.layout(of: Shapes.self).pointee
    #expect(layout.witnesses != nil)
    func storage(_ name: String) -> EnumLayout.PayloadStorage? {
      layout.case(named: name)?.storage
    }
    #expect(storage("callback") == .unsupported)
    #expect(storage("type") == .unsupported)
    #expect(storage("done") == .empty)
    #expect(storage("boxed") == .boxed)
    #expect(storage("inline") == .inline)
    #expect(storage("nothing") == PayloadStorage.none)
    #expect(storage("missing") == nil)
    let inline = try #require(layout.case(named: "inline"))
    #expect(inline.payloadType == TypeMetadata(String.self))
  }

  typealias PayloadStorage = EnumLayout.PayloadStorage

  @Test func layoutsAreBuiltOncePerType() {
    let first = EnumLayoutCache.layout(of: Action.self)
    let second = EnumLayoutCache.layout(of: Action.self)
    #expect(first == second)
    #expect(first != EnumLayoutCache.layout(of: Mixed.self))
    #expect(first.pointee.metadata == TypeMetadata(Action.self))
  }

  @Test func cacheStaysCorrectAcrossGrowth() {
    // Every nesting level is a distinct type: enough of them to grow the table several times.
    func check<T>(_: T.Type, depth: Int) -> Int {
      guard depth > 0 else { return 0 }
      let layout = EnumLayoutCache.layout(of: Nest<T>.self)
      let ok =
        layout.pointee.metadata == TypeMetadata(Nest<T>.self)
        && EnumReflection.caseNames(of: Nest<T>.self) == ["wrap", "stop"]
        && EnumReflection.caseName(of: Nest<T>.stop) == "stop"
      return (ok ? 0 : 1) + check(Nest<T>.self, depth: depth - 1)
    }
    #expect(check(Int.self, depth: 300) == 0)
    #expect(check(Int.self, depth: 300) == 0)
  }

  @Test func concurrentFirstUseOfManyTypes() async {
    func check<T>(_: T.Type, depth: Int) -> Int {
      guard depth > 0 else { return 0 }
      let layout = EnumLayoutCache.layout(of: Fresh<T>.self)
      let ok =
        layout.pointee.metadata == TypeMetadata(Fresh<T>.self)
        && AnyCasePath(Fresh<Int>.wrap).extract(from: .wrap(depth)) == depth
      return (ok ? 0 : 1) + check(Fresh<T>.self, depth: depth - 1)
    }
    let failures = await withTaskGroup(of: Int.self) { group in
      for index in 0..<64 {
        group.addTask {
          index.isMultiple(of: 2) ? check(Int.self, depth: 80) : check(String.self, depth: 80)
        }
      }
      return await group.reduce(0, +)
    }
    #expect(failures == 0)
  }

  // MARK: - Mirror fallback

  @Test func mirrorFallbackExtractsAndVerifiesTheCase() {
    let layout = EnumLayoutCache.layout(of: Action.self).pointee
    #expect(
      EnumReflection.extractByMirror(
        from: Action.queryChanged("q"), embed: Action.queryChanged, layout: layout) == "q")
    #expect(
      EnumReflection.extractByMirror(
        from: Action.count(1), embed: Action.queryChanged, layout: layout) == nil)
    #expect(
      EnumReflection.extractByMirror(from: Action.count(2), embed: Action.count, layout: layout)
        == 2)
    let row = EnumReflection.extractByMirror(
      from: Action.row(id: 5, action: true),
      embed: { (pair: (Int, Bool)) in
        Action.row(id: pair.0, action: pair.1)
      }, layout: layout)
    #expect(row?.0 == 5)
    #expect(row?.1 == true)
    // Same payload type, other case: the re-embedded case must match.
    #expect(
      EnumReflection.extractByMirror(
        from: Action.count(3),
        embed: { (value: Int) in Action.row(id: value, action: true) }
          as (Int) -> Action, layout: layout) == nil)
  }

  @Test func mirrorFallbackHandlesVoidAndEmptyCases() {
    let layout = EnumLayoutCache.layout(of: Action.self).pointee
    let cancel: Void? = EnumReflection.extractByMirror(
      from: Action.cancel, embed: { (_: Void) in Action.cancel }, layout: layout)
    #expect(cancel != nil)
    let mismatch: Void? = EnumReflection.extractByMirror(
      from: Action.searchButtonTapped, embed: { (_: Void) in Action.cancel }, layout: layout)
    #expect(mismatch == nil)
    #expect(
      EnumReflection.extractByMirror(from: Action.cancel, embed: Action.count, layout: layout)
        == nil)
  }

  @Test func mirrorFallbackRefusesCasesItCannotReadCorrectly() {
    let layout = EnumLayoutCache.layout(of: Shapes.self).pointee
    let callback = EnumReflection.extractByMirror(
      from: Shapes.callback({}), embed: Shapes.callback, layout: layout)
    #expect(callback == nil)
    #expect(
      EnumReflection.extractByMirror(from: Shapes.boxed("b"), embed: Shapes.boxed, layout: layout)
        == "b")
  }

  @Test func mirrorFallbackWithoutLayoutStillChecksTypeAndCase() {
    let unknown = EnumLayoutCache.layout(of: Point.self).pointee
    #expect(unknown.cases.isEmpty)
    #expect(
      EnumReflection.extractByMirror(from: Action.count(4), embed: Action.count, layout: unknown)
        == 4)
    #expect(
      EnumReflection.extractByMirror(
        from: Action.queryChanged("4"), embed: Action.count, layout: unknown) == nil)
    #expect(
      EnumReflection.extractByMirror(
        from: Point(x: 1), embed: { Point(x: $0) }, layout: unknown) == nil)
  }

  @Test func mirrorCaseNames() {
    #expect(EnumReflection.caseNameByMirror(of: Action.count(1)) == "count")
    #expect(EnumReflection.caseNameByMirror(of: Action.cancel) == "cancel")
    #expect(EnumReflection.caseNameByMirror(of: Int?.none) == "none")
    #expect(EnumReflection.caseNameByMirror(of: Int?.some(1)) == "some")
    #expect(EnumReflection.caseNameByMirror(of: Described.payload(1)) == "payload")
    // A customized description hides a payload-less case's name from Mirror.
    #expect(EnumReflection.caseNameByMirror(of: Described.plain) == nil)
    #expect(EnumReflection.caseNameByMirror(of: Point()) == nil)
  }
}
