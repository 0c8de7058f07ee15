import Testing
import ValueDumping

@Suite struct DumpSnapshotTests {
  final class Box: @unchecked Sendable {
    // NB: touched only by the test that made it, on one task.
    var value = 1
  }

  struct Holder {
    let box: Box
  }

  @Test func aSnapshotKeepsTheDumpOfAReferenceAsItWas() {
    let holder = Holder(box: Box())
    let before = DumpSnapshot(holder)
    let copy = holder
    holder.box.value = 2
    #expect(diffValues(copy, holder) == nil, "a copy dumps the reference as it is now")
    let difference = diffValues(before, holder)
    let lines = (difference ?? "").split(separator: "\n").map { $0.filter { $0 != " " } }
    #expect(lines.contains("-box:DumpSnapshotTests.Box(value:1)"), "\(difference ?? "nil")")
    #expect(lines.contains("+box:DumpSnapshotTests.Box(value:2)"))
  }

  @Test func aSnapshotDumpsAsItsValue() {
    #expect(dumpValue(DumpSnapshot([1, 2])) == dumpValue([1, 2]))
    #expect(diffValues(DumpSnapshot("a"), "a") == nil)
  }
}
