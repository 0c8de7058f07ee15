import Dependencies
import Testing

@Suite struct LockIsolatedTests {
  struct Counter: Equatable, Sendable {
    var count = 0
    var label = "start"
  }

  @Test func holdsTheInitialValueAndReplacesItWithSetValue() {
    let box = LockIsolated(1)
    #expect(box.value == 1)
    box.setValue(2)
    #expect(box.value == 2)
  }

  @Test func withValueMutatesInPlaceAndReturnsTheOperationsResult() {
    let box = LockIsolated<[String]>([])
    let count = box.withValue { names in
      names.append("Ada")
      names.append("Grace")
      return names.count
    }
    #expect(count == 2)
    #expect(box.value == ["Ada", "Grace"])
  }

  @Test func withValueKeepsChangesMadeBeforeItThrows() {
    struct Stop: Error {}
    let box = LockIsolated(0)
    #expect(throws: Stop.self) {
      try box.withValue { value in
        value = 5
        throw Stop()
      }
    }
    #expect(box.value == 5)
  }

  @Test func dynamicMemberLookupReadsAPropertyOfTheValue() {
    let box = LockIsolated(Counter())
    box.withValue { $0.count = 3 }
    #expect(box.count == 3)
    #expect(box.label == "start")
  }

  @Test func concurrentWritersThroughWithValueLoseNoUpdate() async {
    let box = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<200 {
        group.addTask { box.withValue { $0 += 1 } }
      }
    }
    #expect(box.value == 200)
  }

  @Test func aSendableClosureRecordsIntoItForTheTestToRead() async {
    let calls = LockIsolated<[Int]>([])
    let endpoint: @Sendable (Int) async -> Void = { value in calls.withValue { $0.append(value) } }
    await endpoint(1)
    await endpoint(2)
    #expect(calls.value == [1, 2])
  }
}
