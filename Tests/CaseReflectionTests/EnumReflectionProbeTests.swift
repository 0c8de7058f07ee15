@testable import CaseReflection
import Reducer
import Testing

/// `EnumReflection.probeValue(of:)`, which `Store.scope` uses to tell action cases apart.
@Suite struct EnumReflectionProbeTests {
  enum WithEmptyCase: Equatable {
    case payload(String)
    case first, second
  }
  enum OnlyPayloads: Equatable {
    case text(String)
    case child(WithEmptyCase)
  }
  enum Nested: Equatable { case outer(OnlyPayloads) }
  struct Opaque { var value: Int }
  enum OnlyOpaque { case opaque(Opaque) }
  indirect enum Boxed {
    case boxed(Boxed)
    case leaf(Opaque)
  }

  private func probe<T>(_ type: T.Type) -> T? {
    if case .value(let value) = EnumReflection.probeValue(of: type) { return value }
    return nil
  }

  @Test func aPayloadLessCaseIsTheProbe() {
    #expect(probe(WithEmptyCase.self) == .first)
  }

  @Test func aProbeableStandardPayloadIsUsed() {
    #expect(probe(OnlyPayloads.self) == .text(""))
    #expect(probe(Nested.self) == .outer(.text("")))
    #expect(probe(Int.self) == 0)
    #expect(probe(String.self) == "")
    #expect(probe(Int?.self) == .some(nil))
  }

  @Test func noProbeIsMadeUpForStructsOrIndirectCases() {
    #expect(probe(Opaque.self) == nil)
    #expect(probe(OnlyOpaque.self) == nil)
    #expect(probe(Boxed.self) == nil)
  }

  @Test func anEnumWithoutCasesIsUninhabited() {
    guard case .uninhabited = EnumReflection.probeValue(of: Never.self) else {
      Issue.record("Never must be uninhabited")
      return
    }
  }
}

extension EnumReflectionProbeTests {
  enum Level3: Equatable { case leaf(Int) }
  enum Level2: Equatable { case next(Level3) }
  enum Level1: Equatable { case next(Level2) }
  enum Level0: Equatable { case next(Level1) }
  enum Top: Equatable { case next(Level0) }

  @Test func aChainOfSinglePayloadCasesIsProbedToItsLeaf() {
    #expect(probe(Top.self) == .next(.next(.next(.next(.leaf(0))))))
  }
}
