import ConvergenceBase
#if os(Linux)
  import DemoRunner
  @testable import DemoRunnerCore
  @testable import DemoScript
  @testable import DemoSession
  import SwiftUI
  import Testing

  /// The session's screen: a feature registered with its view is rendered over the session's store, appears by
  /// rendering (its `.task` sends `onAppear`, once) and is rendered again by every settle.
  @MainActor
  @Suite struct FeatureSessionTests {
    private func session(_ feature: String, scenario: String) throws -> any DemoSession {
      let feature = try #require(FeatureCatalog.standard.features.first { $0.name == feature })
      let index = try #require(feature.scenarioIndex(named: scenario))
      return feature.makeSession(index, SessionLimits().options(.preview))
    }

    @Test func appearingRendersTheViewWhoseTaskSendsOnAppearOnce() async throws {
      let session = try session("Items", scenario: "loaded")
      #expect(session.hasScreen)
      let printed = await session.appear()
      #expect(printed == "onAppear")
      let reduced = session.takeReducedActions().map { "\($0)" }
      #expect(reduced.filter { $0 == "onAppear" }.count == 1)
      let text = try #require(session.screenText)
      #expect(text.contains("Water the ferns"))
      #expect(session.screenHTML?.contains("Water the ferns") == true)
    }

    @Test func aUIStepPressesTheRenderedControlAndTheScreenFollows() async throws {
      let session = try session("Items", scenario: "loaded")
      _ = await session.appear()
      _ = session.takeReducedActions()
      try await session.perform(
        .tap("Water the ferns"), at: SourceLocation(file: "x.demo", line: 3, column: 1))
      #expect(session.takeReducedActions().map { "\($0)" }.first?.hasPrefix("rowTapped") == true)
      #expect(
        session.screenText?.contains(
          "button \"Water the ferns\" [tap]\n      label \"Water the ferns\" = \"checkmark.circle.fill\""
        )
          == true)
    }

    /// A stack element an effect popped (`await dismiss()` after an alert's button) leaves the rendered screen.
    /// (The bug this guards against — a settle that trusted `needsRender` alone kept a popped practice screen over
    /// its detail — shows in PracticeLog's two-level stack: its `walkthrough.demo` goes `back` after the practice
    /// screen popped itself, checked by `Scripts/example-check.sh PracticeLog practicelog-demo`.)
    @Test func aStackElementAnEffectPoppedLeavesTheScreenToo() async throws {
      let session = try session("ItemBrowser", scenario: "deleting")
      _ = await session.appear()
      #expect(session.screenText?.contains("destination") == true)
      let confirm = try ActionLiteralParser().parse(
        "path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion))))))"
      )
      _ = try await session.send(confirm)
      #expect(session.viewStateCase == "list")
      #expect(session.screenText?.contains("destination") == false, "\(session.screenText ?? "")")
    }

    /// A session writes its screen's forms once per tree (a storyboard asks after every step): a changed tree must
    /// be written again, never answered with the last tree's forms.
    @Test func theScreensFormsAreWrittenAgainOnceTheTreeChanges() async throws {
      var forms = ScreenForms()
      var tree = ViewNode(
        id: "", role: ViewRole(rawValue: "screen"),
        children: [ViewNode(id: "0", role: ViewRole(rawValue: "text"), label: "Before")])
      #expect(forms.text(of: tree) == tree.textForm)
      #expect(forms.html(of: tree) == tree.htmlForm)
      #expect(forms.html(of: tree).contains("Before"))
      tree.children[0].label = "After"
      #expect(forms.html(of: tree) == tree.htmlForm)
      #expect(forms.text(of: tree) == tree.textForm)
      #expect(forms.text(of: tree).contains("After"))

      let session = try session("Items", scenario: "loaded")
      _ = await session.appear()
      let before = try #require(session.screenHTML)
      #expect(session.screenHTML == before)
      try await session.perform(
        .tap("Water the ferns"), at: SourceLocation(file: "x.demo", line: 3, column: 1))
      #expect(session.screenHTML != before)
    }

    @Test func aUIStepNamingNoControlIsALocatedErrorWithTheCandidates() async throws {
      let session = try session("Items", scenario: "error")
      _ = await session.appear()
      let location = SourceLocation(file: "x.demo", line: 3, column: 1)
      let error = await #expect(throws: ScriptError.self) {
        try await session.perform(.tap("Retyr"), at: location)
      }
      #expect(error?.location == location)
      #expect(error?.message.contains("Candidates: button \"Retry\"") == true)
    }

    @Test func aUIStepInAFeatureWithoutAViewSaysItRegisteredNone() async throws {
      let feature = DemoFeature(ClosingFeature.self)
      let session = feature.makeSession(0, SessionLimits().options(.preview))
      #expect(!session.hasScreen)
      #expect(session.screenText == nil)
      let location = SourceLocation(file: "x.demo", line: 2, column: 1)
      let error = await #expect(throws: ScriptError.self) {
        try await session.perform(.back, at: location)
      }
      #expect(
        error?.description
          == "x.demo:2:1: error: Closing registered no view, so `back` has no screen to act on "
          + "(expected `send` steps, or the feature registered with its view: "
          + "`DemoFeature(MyFeature.self) { MyView(store: $0) }`)")
    }
  }
#endif
