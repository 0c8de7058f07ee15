@testable import CaseReflection
import Testing

/// `EnumReflection.caseTagChain`: the chain of case tags a case constructor builds (diagnostics), or that the metadata
/// alone or a value tells (what identifies an enum-case scope, with no value built).
@Suite struct CaseTagChainTests {
  struct Tap: Equatable { var x: Int }
  struct Solo: Equatable { var x: Int }
  enum Inner: Equatable {
    case tap(Tap)
    case shared(Tap)
    case count(Int)
  }
  enum Root: Equatable {
    case int(Int)
    case otherInt(Int)
    case single(Solo)
    case nested(Inner)
    case element(id: Int, action: Tap)
  }

  /// A one-case action enum, as a leaf feature's `enum Action { case increment }`: no bits at all.
  enum Tick: Equatable { case increment }
  enum Parent: Equatable {
    case first(Tick)
    case second(Tick)
    case count(Int)
  }

  private func tag<T>(_ value: T) -> Int { EnumReflection.tag(of: value) ?? -1 }

  @Test func theOnlyCaseHoldingAStructIsItsChainWithNoValueBuilt() {
    #expect(EnumReflection.caseTagChain(of: Root.single) == [tag(Root.single(Solo(x: 0)))])
  }

  @Test func casesSharingAPayloadTypeAreToldApartByAProbeValue() {
    #expect(EnumReflection.caseTagChain(of: Root.int) == [tag(Root.int(0))])
    #expect(EnumReflection.caseTagChain(of: Root.otherInt) == [tag(Root.otherInt(0))])
  }

  @Test func aNestedConstructorIsTheChainOfItsCases() {
    let inner: (Inner) -> Root = Root.nested
    #expect(EnumReflection.caseTagChain(of: inner) == [tag(Root.nested(.count(0)))])
    #expect(
      EnumReflection.caseTagChain { Root.nested(.count($0)) }
        == [tag(Root.nested(.count(0))), tag(Inner.count(0))])
  }

  @Test func aStructHeldBySeveralCasesHasNoChain() {
    #expect(EnumReflection.caseTagChain(of: { Root.nested(.tap($0)) }) == nil)
  }

  /// A payload whose value cannot be built from zeroed memory (a class reference).
  final class Ref: Sendable {}
  enum Holder {
    case first(Ref)
    case second(Ref)
    case only(Solo)
    case nested(Inner)
  }

  @Test func theMetadataAloneTellsTheChainOfTheOnlyCaseHoldingAType() {
    #expect(
      EnumReflection.caseTagChain(Holder.self, reaching: Solo.self) == [
        tag(Holder.only(Solo(x: 0)))
      ])
    #expect(EnumReflection.caseTagChain(Holder.self, reaching: Ref.self) == nil)
    #expect(EnumReflection.caseTagChain(Holder.self, reaching: String.self) == nil)
  }

  @Test func aValueTellsTheChainOfItsCaseWithNoValueBuilt() {
    let first = Holder.first(Ref())
    let second = Holder.second(Ref())
    #expect(EnumReflection.caseTagChain(in: first, reaching: Ref.self) == [tag(first)])
    #expect(EnumReflection.caseTagChain(in: second, reaching: Ref.self) == [tag(second)])
    let nested = Holder.nested(.shared(Tap(x: 1)))
    #expect(
      EnumReflection.caseTagChain(in: nested, reaching: Tap.self)
        == [tag(nested), tag(Inner.shared(Tap(x: 1)))])
    #expect(EnumReflection.caseTagChain(in: Holder.only(Solo(x: 1)), reaching: Ref.self) == nil)
  }

  @Test func aClosureThatLandsInAnotherCaseHasNoChain() {
    #expect(
      EnumReflection.caseTagChain(of: { (value: Int) in Root.element(id: value, action: Tap(x: 0)) }
      ) == nil)
  }

  /// Issue 25: a case whose payload has no bits (a one-case action enum) is numbered among the payload-less cases,
  /// and the search skipped it, so a child store of such a feature was never cached.
  @Test func casesHoldingAOneCaseEnumAreToldApart() {
    #expect(EnumReflection.caseTagChain(of: Parent.first) == [tag(Parent.first(.increment))])
    #expect(EnumReflection.caseTagChain(of: Parent.second) == [tag(Parent.second(.increment))])
    #expect(
      EnumReflection.caseTagChain(of: Parent.first)
        != EnumReflection.caseTagChain(of: Parent.second))
  }
}
