import DemoRunnerCore
import DemoSession

/// The demo runner's text layout on hostile input (issue 18: wrapping was quadratic, a
/// 400,000-character title took 13 s). Budget: well under a second per render.
@MainActor
func renderingCases() -> [BenchmarkCase] {
  let title = String(repeating: "Buy stamps ", count: 36_364).prefix(400_000)
  let word = String(repeating: "x", count: 400_000)
  return [
    BenchmarkCase(
      name: "render.longTitle", summary: "a screen whose row title has 400,000 characters",
      warmUpIterations: 2
    ) { n in
      for _ in 0..<n {
        blackHole(
          TerminalScreen.render(
            title: String(title), viewState: LongTitle.loaded([String(title)]),
            caseName: "loaded"))
      }
    },
    BenchmarkCase(
      name: "render.longWord", summary: "a screen whose row is one 400,000-character word",
      warmUpIterations: 2
    ) { n in
      for _ in 0..<n {
        blackHole(
          TerminalScreen.render(
            title: word, viewState: LongTitle.loaded([word]), caseName: "loaded"))
      }
    },
  ]
}

/// A view state with one list of rows, as the gallery draws it.
enum LongTitle {
  case loaded([String])
}
