import DemoRunnerCore
import DemoSession
import Features

/// What users run most with the demo runner, each timed whole (one script, one gallery, one page): divide by the
/// units (script steps, scenarios, cards) for the cost per unit, and compare the 1× / 10× / 100× cases for how
/// it grows with size (Docs/Performance.md). Timed whole, not per unit: the harness calibrates each round to 0.3 s
/// of what a case reports, so a case reporting per unit would run its units' worth of rounds.
@MainActor
func demoRunningCases() -> [BenchmarkCase] {
  let items = DemoFeature(ItemsFeature.self, longText: .hostile)
  let catalog = FeatureCatalog([
    items, DemoFeature(NewsFeature.self, longText: .hostile), DemoFeature(ProfileFeature.self),
    DemoFeature(DeparturesFeature.self), DemoFeature(ItemBrowserFeature.self),
  ])
  var cases: [BenchmarkCase] = []
  // `demo-runner check` replays a script into its transcript: Items' toggle script, its two sends 1×, 10× and
  // 100× over (each pair toggles two rows and back).
  for copies in [1, 10, 100] {
    let steps = 2 * copies
    let script = toggleScript(copies: copies)
    cases.append(
      .timingPart(
        name: "check.script.step\(steps)",
        summary: "one `check` script replay (Items, \(steps) sends), per script",
        warmUpIterations: 2
      ) { n in
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<n {
          do {
            let result = try await BenchmarkWorkloads.replay(script: script, feature: items)
            if result.failures > 0 {
              print("check.script.step\(steps): \(result.failures) failure(s)")
            }
          } catch {
            print("check.script.step\(steps): \(error)")
          }
        }
        return start.duration(to: clock.now)
      })
  }
  cases.append(
    BenchmarkCase(
      name: "gallery.all",
      summary:
        "the HTML gallery of every scenario of the 5 sample features (run, settle, draw), per gallery",
      warmUpIterations: 1
    ) { n in
      for _ in 0..<n {
        blackHole(
          BenchmarkWorkloads.htmlGallery(await BenchmarkWorkloads.galleryCards(of: catalog)))
      }
    })
  for copies in [1, 10, 100] {
    cases.append(
      .timingPart(
        name: "gallery.html.cards\(copies)x",
        summary: "the gallery's HTML page alone, every scenario's card \(copies)× over, per page",
        warmUpIterations: 2
      ) { n in
        let cards = await BenchmarkWorkloads.galleryCards(of: catalog)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<n { blackHole(BenchmarkWorkloads.htmlGallery(cards, copies: copies)) }
        return start.duration(to: clock.now)
      })
  }
  return cases
}

/// Items' toggle script with its two sends `copies` times over.
func toggleScript(copies: Int) -> String {
  var lines = ["scenario loaded", "expect viewState loaded"]
  for _ in 0..<copies {
    lines.append("send rowTapped(id: \"11111111-1111-1111-1111-111111111111\")")
    lines.append("send rowTapped(id: \"22222222-2222-2222-2222-222222222222\")")
  }
  lines.append("expect state.items.count == 3")
  return lines.joined(separator: "\n") + "\n"
}
