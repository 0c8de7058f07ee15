import DemoRunnerCore
import Foundation
import Testing

/// Scripts that present, dismiss, push and pop, and what they get wrong.
@MainActor
@Suite struct NavigationScriptTests {
  @Test func scriptsReadTheStackAndWhatIsPresentedThroughStatePaths() async throws {
    let path = try DemoRunnerFixtures.scriptFile(
      """
      scenario editing
      expect state.path.count == 1
      expect state.path[0].detail.destination.editor.title == "Return library books"
      send path(.element(id: 0, action: .detail(.destination(.dismiss))))
      expect state.path[0].detail.destination == nil
      send path(.popFrom(id: 0))
      expect state.path.isEmpty == true

      """)
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(["run", "ItemBrowser", "--script", path])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("✓ state.path.count == 1"))
    #expect(result.stdout.contains("✓ state.path[0].detail.destination == nil"))
    #expect(result.stdout.contains("✓ state.path.isEmpty == true"))
  }

  @Test func sendingToAStackElementThatIsNotThereIsALocatedError() async throws {
    let path = try DemoRunnerFixtures.scriptFile(
      "scenario detail\nsend path(.element(id: 9, action: .detail(.editTapped)))\n")
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(["run", "ItemBrowser", "--script", path])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr.contains(":2:6: error: the feature reported an issue handling this action"))
    #expect(result.stderr.contains("not on the stack (id: 9)"))
  }

  @Test func dismissingWhatIsNotPresentedIsALocatedError() async throws {
    let path = try DemoRunnerFixtures.scriptFile(
      "scenario detail\nsend path(.element(id: 0, action: .detail(.destination(.dismiss))))\n")
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(["run", "ItemBrowser", "--script", path])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr.contains(":2:6: error: the feature reported an issue handling this action"))
    #expect(result.stderr.contains("nothing was presented"))
  }
}
