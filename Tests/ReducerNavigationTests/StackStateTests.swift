import Dependencies
import Reducer
import Testing

@Suite struct StackStateTests {
  @Test func appendHandsOutIncrementingIDs() {
    var stack: StackState<String> = ["a", "b"]
    stack.append("c")
    #expect(stack.ids == [0, 1, 2])
    #expect(Array(stack) == ["a", "b", "c"])
    #expect(stack.count == 3)
    #expect(stack[id: 1] == "b")
  }

  @Test func subscriptSetReplacesAppendsAbsentAndRemovesNil() {
    var stack = StackState<String>()
    stack[id: 5] = "five"
    stack[id: 2] = "two"
    #expect(stack.ids == [5, 2])
    stack[id: 5] = "FIVE"
    #expect(Array(stack) == ["FIVE", "two"])
    stack[id: 5] = nil
    #expect(stack.ids == [2])
    stack[id: 42] = nil
    #expect(stack.ids == [2])
    #expect(stack[id: 42] == nil)
  }

  @Test func appendSkipsIDsAlreadyInUse() {
    var stack = StackState<String>()
    stack[id: 0] = "zero"
    stack[id: 1] = "one"
    stack.append("next")
    #expect(stack.ids == [0, 1, 2])
    let appended = stack.append("dup", id: 1)
    #expect(!appended)
    #expect(stack[id: 1] == "one")
  }

  @Test func popsAndRemovals() {
    var stack: StackState<Int> = [10, 20, 30, 40]
    let last = stack.popLast()
    #expect(last == 40)
    stack.removeLast(2)
    #expect(Array(stack) == [10])
    stack.removeLast(5)
    #expect(stack.isEmpty)
    let none = stack.popLast()
    #expect(none == nil)
    stack = [1, 2, 3, 4]
    let poppedFrom = stack.pop(from: 2)
    #expect(poppedFrom)
    #expect(stack.ids == [0, 1])
    let poppedTo = stack.pop(to: 0)
    #expect(poppedTo)
    #expect(stack.ids == [0])
    let missingFrom = stack.pop(from: 9)
    let missingTo = stack.pop(to: 9)
    #expect(!missingFrom && !missingTo)
  }

  @Test func mutableCollectionWritesInPlace() {
    var stack: StackState<Int> = [1, 2]
    stack[1] += 10
    for index in stack.indices { stack[index] *= 2 }
    #expect(Array(stack) == [2, 24])
    #expect(stack.ids == [0, 1])
  }

  @Test func equalityNeedsTheSameIDsInTheSameOrder() {
    var lhs = StackState<String>()
    lhs[id: 0] = "a"
    lhs[id: 1] = "b"
    var rhs = StackState<String>()
    rhs[id: 1] = "b"
    rhs[id: 0] = "a"
    #expect(lhs != rhs)
    rhs = StackState()
    rhs[id: 0] = "a"
    rhs[id: 1] = "b"
    #expect(lhs == rhs)
    #expect(lhs.hashValue == rhs.hashValue)
  }

  @Test func dumpAndDiffGoEntryByEntry() throws {
    #expect(dumpValue(StackState(["a", "b"])) == #"[[id: 0]: "a", [id: 1]: "b"]"#)
    let long = String(repeating: "x", count: 70)
    let stack = StackState([long, "b"])
    #expect(
      dumpValue(stack) == """
        [
          [id: 0]: "\(long)",
          [id: 1]: "b"
        ]
        """)
    var changed = stack
    changed[id: 1] = "B"
    let diff = try #require(diffValues(stack, changed))
    #expect(diff.contains(#"-   [id: 1]: "b""#))
    #expect(diff.contains(#"+   [id: 1]: "B""#))
    #expect(!diff.contains(long))
  }

  @Test func overriddenGeneratorChoosesTheIDs() {
    let stack = withDependencies {
      $0.stackElementID = StackElementIDGenerator(next: { 7 }, peek: { 7 })
    } operation: {
      var stack = StackState<String>()
      stack.append("a")
      return stack
    }
    #expect(stack.ids == [7])
    let generator = StackElementIDGenerator.incrementing()
    #expect(generator.peek() == 0)
    #expect(generator.next() == 0)
    #expect(generator.next() == 1)
    #expect(generator.peek() == 2)
  }

  @Test func elementIDsReadAsNumbers() {
    let id: StackElementID = 3
    #expect(id.rawValue == 3)
    #expect(id.description == "#3")
    #expect(StackElementID(rawValue: 1) < id)
    #expect(dumpValue(id) == "3")
  }
}
