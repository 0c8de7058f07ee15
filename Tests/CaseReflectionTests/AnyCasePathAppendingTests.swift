import Dependencies
import Reducer
import Testing

@Suite struct AnyCasePathAppendingTests {
  enum Child: Equatable, Sendable {
    case saveTapped
    case titleChanged(String)
  }
  enum Parent: Equatable, Sendable {
    case destination(PresentationAction<Child>)
    case path(StackAction<Int, Child>)
    case count(Int)
    case tapped
  }

  @Test func appendingACaseConstructorExtractsAndEmbedsTwoLevels() {
    let presented = AnyCasePath(Parent.destination).appending(PresentationAction.presented)
    #expect(presented.extract(from: .destination(.presented(.saveTapped))) == .saveTapped)
    #expect(presented.extract(from: .destination(.dismiss)) == nil)
    #expect(presented.extract(from: .tapped) == nil)
    #expect(presented.embed(.titleChanged("x")) == .destination(.presented(.titleChanged("x"))))
  }

  @Test func appendingATwoPayloadCaseAndAPath() {
    let element = AnyCasePath(Parent.path).appending(StackAction.element)
    let extracted = element.extract(from: .path(.element(id: 3, action: .saveTapped)))
    #expect(extracted?.0 == 3)
    #expect(extracted?.1 == .saveTapped)
    #expect(element.extract(from: .path(.popFrom(id: 3))) == nil)
    let title = AnyCasePath(Parent.destination).appending(PresentationAction.presented)
      .appending(path: AnyCasePath(Child.titleChanged))
    #expect(title.extract(from: .destination(.presented(.titleChanged("a")))) == "a")
    #expect(title.embed("b") == .destination(.presented(.titleChanged("b"))))
  }

  @Test func aComposedClosureIsReportedWhenTheCasePathIsBuilt() {
    let issues = CountingIssueReporter()
    let casePath = withIssueReporters([issues]) {
      AnyCasePath<Parent, Child> { .destination(.presented($0)) }
    }
    #expect(issues.messages.count == 1)
    #expect(issues.messages.first?.contains("not a case constructor") == true)
    #expect(issues.messages.first?.contains("appending(PresentationAction.presented)") == true)
    withIssueReporters([issues]) {
      _ = casePath.embed(.saveTapped)
    }
    #expect(issues.messages.count == 1, "reported once, not again on embed")
  }

  @Test func aClosureLandingInAnotherCaseIsReportedTheFirstTimeItEmbeds() {
    let issues = CountingIssueReporter()
    withIssueReporters([issues]) {
      let casePath = AnyCasePath<Parent, Int> { _ in .tapped }
      #expect(issues.messages.isEmpty, "a case holding an Int exists, so nothing is known yet")
      #expect(casePath.embed(1) == .tapped)
      #expect(casePath.embed(2) == .tapped)
    }
    #expect(issues.messages.count == 1)
    #expect(issues.messages.first?.contains("which does not extract back") == true)
  }

  @Test func caseConstructorsAreNeverReported() {
    let issues = CountingIssueReporter()
    withIssueReporters([issues]) {
      _ = AnyCasePath(Parent.count).embed(1)
      _ = AnyCasePath(Parent.destination).embed(.dismiss)
      _ = AnyCasePath<Parent, Void> { _ in .tapped }.embed(())
      _ = AnyCasePath(Parent.path).appending(StackAction.popFrom).embed(1)
    }
    #expect(issues.messages.isEmpty)
  }
}
