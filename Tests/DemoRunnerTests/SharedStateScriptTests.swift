import DemoRunnerCore
import Foundation
import Testing

/// Scripts over a feature with `@Shared` state (ItemBrowser's "show done items" preference).
@MainActor
@Suite struct SharedStateScriptTests {
  @Test func aSharedChangeIsShownAsADiffNotAsNoStateChange() async throws {
    // The regression: the state kept to diff against held the same shared reference, so it dumped the new value
    // and a change to shared state alone printed "no state change".
    let path = try DemoRunnerFixtures.scriptFile(
      """
      scenario loaded
      send showDoneItemsToggled
      """)
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(["run", "ItemBrowser", "--script", path])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stdout.contains("line 2: send showDoneItemsToggled\n  diff:\n"))
    #expect(result.stdout.contains("    -   showsDoneItems: true\n    +   showsDoneItems: false"))
    let afterToggle = result.stdout.components(separatedBy: "line 2:").last ?? ""
    #expect(!afterToggle.contains("Return library books"), "the done item is hidden")
  }

  @Test func aStatePathReadsASharedFieldsValue() async throws {
    // The regression: `state.showsDoneItems` led to the `Shared` wrapper, which is never equal to `false`.
    let path = try DemoRunnerFixtures.scriptFile(
      """
      scenario filtered
      expect state.showsDoneItems == false
      """)
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(["run", "ItemBrowser", "--script", path])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stdout.contains("  ✓ state.showsDoneItems == false"))
  }
}
