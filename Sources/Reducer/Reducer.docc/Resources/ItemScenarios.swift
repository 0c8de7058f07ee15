import Dependencies
public import Reducer

extension ItemsFeature {
  /// Every visible state of the Items feature: the one catalog previews, tests and the demo runner use.
  public static let scenarios: [Scenario<ItemsFeature>] = [
    Scenario(
      .loaded, summary: "Three items, one already done", initialState: State(),
      onAppear: .onAppear, expecting: .loaded(ItemFixtures.list)
    ) {
      $0.itemService = MockItemService(.success(ItemFixtures.list))
    },
    Scenario(
      .empty, summary: "The service has no items", initialState: State(), onAppear: .onAppear,
      expecting: .empty
    ) {
      $0.itemService = MockItemService(.empty)
    },
    Scenario(
      .error, summary: "Loading fails", initialState: State(), onAppear: .onAppear,
      expecting: .error(ItemFixtures.loadError.message)
    ) {
      $0.itemService = MockItemService(.failure(ItemFixtures.loadError))
    },
    Scenario(
      .loading, summary: "The service has not answered yet", initialState: State(),
      onAppear: .onAppear, expecting: .loading
    ) {
      $0.itemService = MockItemService(.loading)
    },
    Scenario(
      .delayed, summary: "The items arrive after two seconds", initialState: State(),
      onAppear: .onAppear, expecting: .loaded(ItemFixtures.list), settleAfter: .seconds(2)
    ) {
      $0.itemService = MockItemService(.delayed(ItemFixtures.list, by: .seconds(2)))
    },
  ]
}
