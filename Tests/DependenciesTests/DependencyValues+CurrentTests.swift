import Dependencies
import Foundation
import Testing

/// A dependency whose value names where it was set, so a read tells which binding it saw.
private enum LabelKey: DependencyKey {
  static let liveValue = "default"
  static let testValue = "default"
}

extension DependencyValues {
  fileprivate var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}

private struct Failure: Error {}

/// The in-place access to `DependencyValues.current` a send and a `@Dependency` read use: it must see exactly what
/// `TaskLocal`'s own accessors see.
@Suite struct DependencyValuesCurrentTests {
  /// The in-place read loads the storage reference straight out of the runtime's slot.
  @Test func aBagIsOneStorageReference() {
    #expect(MemoryLayout<DependencyValues>.size == MemoryLayout<UnsafeRawPointer>.size)
    #expect(MemoryLayout<DependencyValues>.alignment == MemoryLayout<UnsafeRawPointer>.alignment)
  }

  @Test func theCurrentStorageIDOutsideAnyBindingIsTheDefaultBags() async {
    let id = await Task.detached { DependencyValues.currentStorageID }.value
    let expected = await Task.detached { DependencyValues.current.storage.id }.value
    #expect(id == expected)
  }

  @Test func theCurrentStorageIDFollowsNestedBindings() {
    var outer = DependencyValues()
    outer.label = "outer"
    var inner = outer
    inner.label = "inner"
    DependencyValues.$current.withValue(outer) {
      #expect(DependencyValues.currentStorageID == outer.storage.id)
      withDependencies {
        $0.label = "nested"
      } operation: {
        #expect(DependencyValues.currentStorageID == DependencyValues.current.storage.id)
        #expect(DependencyValues.currentStorageID != outer.storage.id)
      }
      DependencyValues.withCurrent(inner) {
        #expect(DependencyValues.currentStorageID == inner.storage.id)
        #expect(DependencyValues.current.label == "inner")
      }
      #expect(DependencyValues.currentStorageID == outer.storage.id)
      #expect(DependencyValues.current.label == "outer")
    }
  }

  @Test func withCurrentBindsTheValuesForItsBodyOnly() {
    var values = DependencyValues()
    values.label = "bound"
    let before = DependencyValues.current.label
    let seen = DependencyValues.withCurrent(values) { DependencyValues.current.label }
    #expect(seen == "bound")
    #expect(DependencyValues.current.label == before)
  }

  @Test func withCurrentUnbindsWhenItsBodyThrows() {
    var values = DependencyValues()
    values.label = "bound"
    let before = DependencyValues.currentStorageID
    #expect(throws: Failure.self) {
      try DependencyValues.withCurrent(values) { () throws -> Void in throw Failure() }
    }
    #expect(DependencyValues.currentStorageID == before)
  }

  @Test func aTaskStartedInsideWithCurrentInheritsTheValues() async {
    var values = DependencyValues()
    values.label = "inherited"
    let task = DependencyValues.withCurrent(values) {
      Task { DependencyValues.current.label }
    }
    #expect(await task.value == "inherited")
  }

  /// A store may be sent to from a task group's body (not a child task): the synchronous bind
  /// works there as `TaskLocal.withValue` does.
  @Test func withCurrentInsideATaskGroupsBodyBindsForTheBody() async {
    var values = DependencyValues()
    values.label = "in group"
    let seen = await withTaskGroup(of: String.self) { group in
      group.addTask { DependencyValues.current.label }
      let bound = DependencyValues.withCurrent(values) { DependencyValues.current.label }
      var children: [String] = []
      for await label in group { children.append(label) }
      return [bound] + children
    }
    #expect(seen.first == "in group")
    #expect(seen.dropFirst().allSatisfy { $0 != "in group" })
  }

  @Test func aDependencyReadThroughWithCurrentSeesEachBindingsValue() {
    @Dependency(\.label) var label
    var first = DependencyValues()
    first.label = "first"
    var second = DependencyValues()
    second.label = "second"
    #expect(DependencyValues.withCurrent(first) { label } == "first")
    #expect(DependencyValues.withCurrent(second) { label } == "second")
    #expect(DependencyValues.withCurrent(first) { label } == "first")
  }

  @Test func aDependencyReadOnAnotherThreadSeesThatThreadsValues() async {
    @Dependency(\.label) var label
    var values = DependencyValues()
    values.label = "bound"
    #expect(DependencyValues.withCurrent(values) { label } == "bound")
    let elsewhere = await Task.detached { label }.value
    #expect(elsewhere == "default")
  }
}
