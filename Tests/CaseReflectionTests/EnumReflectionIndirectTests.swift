@testable import CaseReflection
import Dependencies
import Reducer
import Testing

/// Issue 18: `indirect` payloads are read straight out of their box, not through `Mirror`.
@Suite struct EnumReflectionIndirectTests {
  indirect enum Labeled: Equatable, Sendable {
    case labeled(value: Int)
    case other(Int)
    case none
  }

  enum MixedIndirect: Equatable, Sendable {
    indirect case labeled(name: String)
    indirect case pair(id: Int, name: String)
    case plain(Int)
  }

  /// An `indirect` enum whose mirror shows something else than its payload.
  indirect enum Masked: Equatable, Sendable, CustomReflectable {
    case secret(Int)
    case shown(Int)

    var customMirror: Mirror {
      Mirror(self, children: ["secret": 999, "shown": 999], displayStyle: .enum)
    }
  }

  final class Reference: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
  }

  indirect enum Shapes: Sendable {
    case vector(SIMD4<Float>)
    case wide(SIMD8<Double>)
    case reference(Reference)
    case big(big: (Int, Int, Int, Int, Int, Int, String))
    case nested(Labeled)
  }

  @Test func indirectCaseWithOneLabeledPayloadExtracts() {
    let labeled = AnyCasePath(Labeled.labeled)
    #expect(labeled.extract(from: .labeled(value: 5)) == 5)
    #expect(labeled.extract(from: .other(5)) == nil)
    #expect(labeled.extract(from: .none) == nil)
    #expect(AnyCasePath(Labeled.other).extract(from: .other(6)) == 6)
    #expect(AnyCasePath(MixedIndirect.labeled).extract(from: .labeled(name: "n")) == "n")
    let pair = AnyCasePath(MixedIndirect.pair).extract(from: .pair(id: 1, name: "p"))
    #expect(pair?.0 == 1)
    #expect(pair?.1 == "p")
    #expect(AnyCasePath(MixedIndirect.labeled).extract(from: .plain(1)) == nil)
  }

  @MainActor
  @Test func indirectCaseWithOneLabeledPayloadExtractsThroughScope() {
    let store = Store(initialState: [Int]()) {
      Scope(state: \[Int].self, action: Labeled.labeled) {
        Reduce<[Int], Int> { state, value in
          state.append(value)
          return .none
        }
      }
    }
    store.send(.labeled(value: 3))
    store.send(.other(4))
    #expect(store.state == [3])
  }

  @Test func indirectEnumWithACustomMirrorHandsOverThePayloadNotTheMirrorsValue() {
    #expect(AnyCasePath(Masked.secret).extract(from: .secret(7)) == 7)
    #expect(AnyCasePath(Masked.shown).extract(from: .shown(8)) == 8)
    #expect(AnyCasePath(Masked.secret).extract(from: .shown(8)) == nil)
  }

  @Test func theMirrorPathRefusesACustomMirrorAndUnwrapsOneElementTuples() {
    let masked = EnumLayoutCache.layout(of: Masked.self).pointee
    #expect(
      EnumReflection.extractByMirror(from: Masked.secret(7), embed: Masked.secret, layout: masked)
        == nil)
    let labeled = EnumLayoutCache.layout(of: Labeled.self).pointee
    #expect(
      EnumReflection.extractByMirror(
        from: Labeled.labeled(value: 5), embed: Labeled.labeled, layout: labeled) == 5)
  }

  @Test func boxedPayloadsOfEveryAlignmentAndSizeExtract() {
    let vector = SIMD4<Float>(1, 2, 3, 4)
    #expect(AnyCasePath(Shapes.vector).extract(from: .vector(vector)) == vector)
    let wide = SIMD8<Double>(repeating: 2.5)
    #expect(AnyCasePath(Shapes.wide).extract(from: .wide(wide)) == wide)
    let reference = Reference("r")
    #expect(AnyCasePath(Shapes.reference).extract(from: .reference(reference)) === reference)
    let big = AnyCasePath(Shapes.big).extract(from: .big(big: (1, 2, 3, 4, 5, 6, "seven")))
    #expect(big?.6 == "seven")
    #expect(
      AnyCasePath(Shapes.nested).extract(from: .nested(.labeled(value: 9))) == .labeled(value: 9))
    #expect(AnyCasePath(Shapes.vector).extract(from: .reference(reference)) == nil)
  }
}

extension EnumReflectionIndirectTests {
  /// A generic payload lives in a box allocated by `swift_allocBox` (generic box metadata).
  indirect enum GenericBox<T: Sendable>: Sendable {
    case value(T)
    case labeled(value: T)
    case none
  }

  @Test func boxedGenericPayloadsExtract() {
    #expect(AnyCasePath(GenericBox<String>.value).extract(from: .value("s")) == "s")
    #expect(AnyCasePath(GenericBox<String>.labeled).extract(from: .labeled(value: "l")) == "l")
    let vector = SIMD4<Float>(4, 3, 2, 1)
    #expect(AnyCasePath(GenericBox<SIMD4<Float>>.value).extract(from: .value(vector)) == vector)
    #expect(AnyCasePath(GenericBox<Int>.value).extract(from: .none) == nil)
  }
}

/// Issue 18: function and metatype payloads never matched, silently.
@Suite struct EnumReflectionReportTests {
  enum Handlers: Sendable {
    case run(@Sendable () -> Void)
    case kind(Int.Type)
    case value(Int)
  }

  enum OtherHandlers: Sendable {
    case run(@Sendable () -> Void)
    case value(Int)
  }

  @Test func unreadablePayloadsAreReportedOncePerTypeAndCase() {
    let reporter = CountingIssueReporter()
    withIssueReporters([reporter]) {
      let run = AnyCasePath(Handlers.run)
      #expect(run.extract(from: .run({})) == nil)
      #expect(run.extract(from: .run({})) == nil)
      #expect(AnyCasePath(Handlers.kind).extract(from: .kind(Int.self)) == nil)
      #expect(AnyCasePath(Handlers.kind).extract(from: .kind(Int.self)) == nil)
      #expect(AnyCasePath(OtherHandlers.run).extract(from: .run({})) == nil)
    }
    #expect(reporter.messages.count == 3)
    let first = reporter.messages.first ?? ""
    #expect(first.contains("cannot read the `run` case of `"))
    #expect(first.contains("Handlers"))
    #expect(first.contains("AnyCasePath(embed: Handlers.run, extract: { if case let .run(value)"))
    #expect(reporter.messages.dropFirst().first?.contains("the `kind` case") == true)
  }

  @Test func anotherCasesPathMeetingAnUnreadableCaseIsNotReported() {
    enum Local: Sendable {
      case run(@Sendable () -> Void)
      case value(Int)
    }
    let reporter = CountingIssueReporter()
    withIssueReporters([reporter]) {
      #expect(AnyCasePath(Local.value).extract(from: .run({})) == nil)
      #expect(AnyCasePath(Local.value).extract(from: .value(2)) == 2)
    }
    #expect(reporter.issues.isEmpty)
  }
}
