import Dependencies
import Testing

@testable import ReducerNavigation

/// The lineage the stack `forEach` compares to find the elements that left: it must agree with the ids array.
@Suite struct StackLineageTests {
  /// The ids of `lineage`, bottom first.
  func ids(of lineage: StackLineage?) -> [StackElementID] {
    var ids: [StackElementID] = []
    var node = lineage
    while let current = node {
      ids.append(current.id)
      node = current.next
    }
    return ids.reversed()
  }

  @Test func everyMutationKeepsTheLineageEqualToTheIDs() {
    var stack = StackState<Int>()
    var generator = SystemRandomNumberGenerator()
    for step in 0..<2_000 {
      switch Int.random(in: 0..<6, using: &generator) {
      case 0, 1: stack.append(step)
      case 2: stack.popLast()
      case 3:
        if let id = stack.ids.randomElement(using: &generator) { stack[id: id] = nil }
      case 4:
        if let id = stack.ids.randomElement(using: &generator) { stack.pop(from: id) }
      default:
        if let id = stack.ids.randomElement(using: &generator) { stack.pop(to: id) }
      }
      #expect(ids(of: stack.lineage) == stack.ids)
      #expect(stack.lineage?.depth ?? 0 == stack.count)
    }
  }

  @Test func removedNamesExactlyTheIDsThatLeft() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      var stack = StackState<Int>()
      for value in 0..<Int.random(in: 0..<12, using: &generator) { stack.append(value) }
      let before = stack
      for _ in 0..<Int.random(in: 0..<6, using: &generator) {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: stack.append(0)
        case 1: stack.popLast()
        case 2:
          if let id = stack.ids.randomElement(using: &generator) { stack[id: id] = nil }
        case 3:
          // Popped and pushed again under the same id: still on the stack.
          if let id = stack.ids.last {
            stack.popLast()
            stack.append(1, id: id)
          }
        default:
          stack = StackState([7, 8])
        }
      }
      let removed = StackLineage.removed(from: before.lineage, to: stack.lineage)
      let expected = before.ids.filter { !stack.ids.contains($0) }
      #expect(Set(removed) == Set(expected))
      #expect(removed.count == expected.count)
    }
  }

  @Test func copiesShareTheLineageAndAnUntouchedStackIsTheSameNode() {
    var stack: StackState<Int> = [1, 2, 3]
    let copy = stack
    #expect(copy.lineage === stack.lineage)
    stack[0] = 10
    #expect(copy.lineage === stack.lineage, "changing an element is not a push or a pop")
    stack.append(4)
    #expect(StackLineage.removed(from: copy.lineage, to: stack.lineage).isEmpty)
  }

  @Test func releasingADeepStackDoesNotRecurse() {
    var stack = StackState<Int>()
    for value in 0..<300_000 { stack.append(value, id: StackElementID(rawValue: value)) }
    #expect(stack.lineage?.depth == 300_000)
    stack = StackState()
    #expect(stack.lineage == nil)
  }
}
