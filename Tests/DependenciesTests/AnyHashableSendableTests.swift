import Dependencies
import Testing

@Suite struct AnyHashableSendableTests {
  @Test func valuesOfOneTypeCompareAndHashByTheirValue() {
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    #expect(AnyHashableSendable(1) != AnyHashableSendable(2))
    #expect(
      Set([AnyHashableSendable("a"), AnyHashableSendable("a"), AnyHashableSendable("b")]).count == 2
    )
  }

  @Test func valuesOfDifferentTypesAreNotEqual() {
    #expect(AnyHashableSendable(1) != AnyHashableSendable("1"))
    #expect(AnyHashableSendable(true) != AnyHashableSendable("true"))
  }

  @Test func wrappingAnErasedValueAgainDoesNotNest() {
    let inner = AnyHashableSendable(42)
    let outer = AnyHashableSendable(inner)
    #expect(outer == inner)
    #expect(outer.base as? Int == 42)
  }

  @Test func literalsWrapTheirStandardType() {
    let number: AnyHashableSendable = 42
    let text: AnyHashableSendable = "row"
    let flag: AnyHashableSendable = true
    let real: AnyHashableSendable = 1.5
    #expect(number == AnyHashableSendable(42))
    #expect(text == AnyHashableSendable("row"))
    #expect(flag == AnyHashableSendable(true))
    #expect(real == AnyHashableSendable(1.5))
  }

  @Test func isAKeyOfASendableDictionary() async {
    let table: [AnyHashableSendable: String] = [42: "answer", "id": "name"]
    let task = Task { table[AnyHashableSendable(42)] }
    #expect(await task.value == "answer")
  }

  @Test func describesItsBase() {
    #expect(AnyHashableSendable(7).description == "7")
    #expect(AnyHashableSendable("x").debugDescription == "AnyHashableSendable(\"x\")")
  }
}
