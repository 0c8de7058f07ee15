import Dependencies
import Testing

/// The values a store keeps for itself: made on first use, kept by copies, fresh for each store.
@Suite struct StoreLocalValuesTests {
  private enum Key {}

  @Test func pinnedValuesAreMadeOnceAndKeptByCopies() {
    var dependencies = DependencyValues()
    #expect(dependencies.storeLocalValues == nil)
    dependencies.pinStoreLocalValues()
    let local = dependencies.storeLocalValues
    #expect(local != nil)
    var copy = dependencies
    copy.uuid = .incrementing
    #expect(copy.storeLocalValues === local)
    let first = local?.value(for: Key.self) { 1 }
    let second = local?.value(for: Key.self) { 2 }
    #expect(first == 1 && second == 1)
    // An optional value made as nil is kept as nil, not made again.
    let absent: Int?? = local?.value(for: Never.self) { Int?.none }
    let made: Int?? = local?.value(for: Never.self) { Int?.some(3) }
    #expect(absent == .some(nil) && made == .some(nil))
    #expect(copy.withoutStoreLocalValues.storeLocalValues == nil)
    var other = DependencyValues()
    other.pinStoreLocalValues()
    #expect(other.storeLocalValues !== local)
  }

  @Test func aStoreMadeFromAnotherStoresDependenciesSharesItsLine() throws {
    var first = DependencyValues()
    first.context = .preview
    first.pinStoreLocalValues()
    var second = first
    second.pinStoreLocalValues()
    var third = second
    third.pinStoreLocalValues()
    let firstValues = try #require(first.storeLocalValues)
    let thirdValues = try #require(third.storeLocalValues)
    #expect(thirdValues !== firstValues, "each store counts its own values")
    #expect(thirdValues.value(for: Key.self) { 3 } == 3)
    #expect(firstValues.value(for: Key.self) { 1 } == 1)
    #expect(thirdValues.line === firstValues && second.storeLocalValues?.line === firstValues)
    #expect(firstValues.line === firstValues)
    #expect(firstValues.test == nil, "not made in test context")
  }

  @Test func aLineStartedInATestRemembersTheTest() {
    var dependencies = DependencyValues()
    dependencies.pinStoreLocalValues()
    #expect(CurrentTest.id != nil)
    #expect(dependencies.storeLocalValues?.test == CurrentTest.id)
  }
}
