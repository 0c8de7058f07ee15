import Dependencies
import Testing

@Suite struct UncheckedSendableTests {
  /// Not `Sendable`: a class with mutable state, as legacy types are.
  final class LegacyFormatter {
    var prefix = "#"
    func format(_ value: Int) -> String { "\(prefix)\(value)" }
  }

  struct Point: Hashable {
    var x = 0
    var y = 0
  }

  @Test func carriesANonSendableValueIntoASendableClosure() async {
    let formatter = UncheckedSendable(LegacyFormatter())
    let task = Task { formatter.value.format(7) }
    #expect(await task.value == "#7")
  }

  @Test func dynamicMemberLookupReadsAndWritesTheWrappedValue() {
    var point = UncheckedSendable(Point())
    point.x = 3
    #expect(point.x == 3)
    #expect(point.value == Point(x: 3, y: 0))
  }

  @Test func asAPropertyWrapperItsProjectionIsTheWrapper() {
    @UncheckedSendable var formatter = LegacyFormatter()
    formatter.prefix = "n="
    let wrapper: UncheckedSendable<LegacyFormatter> = $formatter
    #expect(wrapper.value.format(1) == "n=1")
  }

  @Test func isEquatableAndHashableWhenTheValueIs() {
    #expect(UncheckedSendable(Point(x: 1)) == UncheckedSendable(Point(x: 1)))
    #expect(UncheckedSendable(Point(x: 1)) != UncheckedSendable(Point(x: 2)))
    #expect(Set([UncheckedSendable(Point()), UncheckedSendable(Point())]).count == 1)
  }
}
