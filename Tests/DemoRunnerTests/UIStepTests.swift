import ConvergenceBase
@testable import DemoRunnerCore
@testable import DemoScript
import Testing

#if os(Linux)
  import SwiftUI
#endif

/// The UI steps of the script language: how they parse (and fail to, at which column), how they print, and that
/// hostile labels read back or end in a clear error.
@Suite struct UIStepTests {
  private func kinds(_ text: String) throws -> [ScriptStep.Kind] {
    try ScriptParser().parse(text, file: "ui.demo").steps.map(\.kind)
  }

  private func failure(_ text: String) -> ScriptError? {
    do {
      _ = try ScriptParser().parse(text, file: "ui.demo")
      return nil
    } catch {
      return error
    }
  }

  @Test func parsesEveryUIStep() throws {
    let parsed = try kinds(
      """
      tap "Retry"
      tap "Save" role button
      type "Milk" into "Title"
      type ""
      toggle "Done"
      pick "Weekly" in "Frequency"
      pick "Weekly"
      step "Tempo" by -1
      step "Tempo" by +3
      slide "Volume" to 0.5
        slide to -2   # the only slider
      delete "Milk"
      refresh
      back
      dismiss
      """)
    #expect(
      parsed == [
        .ui(.tap("Retry")), .ui(.tap("Save", role: "button")), .ui(.type("Milk", into: "Title")),
        .ui(.type("", into: nil)), .ui(.toggle("Done")), .ui(.pick("Weekly", in: "Frequency")),
        .ui(.pick("Weekly", in: nil)), .ui(.step("Tempo", by: -1)), .ui(.step("Tempo", by: 3)),
        .ui(.slide("Volume", to: 0.5)), .ui(.slide(nil, to: -2)), .ui(.delete("Milk")),
        .ui(.refresh), .ui(.back), .ui(.dismiss),
      ])
  }

  @Test func aUIStepIsLocatedAtItsKeyword() throws {
    let script = try ScriptParser().parse("scenario loaded\n\n   tap \"Retry\"\n", file: "ui.demo")
    #expect(script.steps[1].location == SourceLocation(file: "ui.demo", line: 3, column: 4))
  }

  @Test func everyStepPrintsAsItIsWrittenAndReadsBack() throws {
    let steps: [(UIStep, String)] = [
      (.tap("Retry"), #"tap "Retry""#), (.tap("Save", role: "button"), #"tap "Save" role button"#),
      (.type("Milk", into: "Title"), #"type "Milk" into "Title""#),
      (.type("Milk", into: nil), #"type "Milk""#),
      (.toggle("Done"), #"toggle "Done""#),
      (.pick("Weekly", in: "Frequency"), #"pick "Weekly" in "Frequency""#),
      (.step("Tempo", by: -1), #"step "Tempo" by -1"#),
      (.slide("Volume", to: 0.5), #"slide "Volume" to 0.5"#),
      (.slide(nil, to: -2), "slide to -2.0"), (.delete("Milk"), #"delete "Milk""#),
      (.refresh, "refresh"),
      (.back, "back"), (.dismiss, "dismiss"),
    ]
    for (step, text) in steps {
      #expect(step.description == text)
      #expect(try kinds(text) == [.ui(step)])
    }
  }

  @Test(arguments: [
    (
      "tap Retry",
      #"ui.demo:1:5: error: expected a quoted label, found `R` (expected the label of a button or link in double quotes, such as `"Retry"`)"#
    ),
    (
      #"tap "Retry"#,
      #"ui.demo:1:5: error: unterminated string literal (expected a closing `"` before end of line)"#
    ),
    (
      #"tap "Retry" rol button"#,
      "ui.demo:1:13: error: unexpected `rol` after the label (expected `role`, the end of the line or a `#` comment)"
    ),
    (
      #"tap "Retry"role button"#,
      "ui.demo:1:12: error: unexpected `r` after the label (expected `role`, the end of the line or a `#` comment)"
    ),
    (
      #"tap "Retry" role"#,
      "ui.demo:1:17: error: missing argument after `role` (expected a role such as `button` or `link`)"
    ),
    (
      "type",
      #"ui.demo:1:5: error: missing argument after `type` (expected the text to type in double quotes, such as `"Retry"`)"#
    ),
    (
      #"type "Milk" onto "Title""#,
      "ui.demo:1:13: error: unexpected `onto` after the text (expected `into`, the end of the line or a `#` comment)"
    ),
    (
      #"pick "Weekly" in"#,
      #"ui.demo:1:17: error: missing argument after `in` (expected the picker's label in double quotes, such as `"Retry"`)"#
    ),
    (
      #"step "Tempo" 1"#,
      "ui.demo:1:14: error: expected `by`, found `1` (expected `by` and a number of steps)"
    ),
    (
      #"step "Tempo" by 0"#,
      "ui.demo:1:17: error: 0 is not a number of steps (expected a whole number of steps from -1000 to 1000, not 0, such as `1` or `-2`)"
    ),
    (
      #"step "Tempo" by -99999999999999999999999"#,
      "ui.demo:1:17: error: -99999999999999999999… is not a number of steps (expected a whole number of steps from -1000 to 1000, not 0, such as `1` or `-2`)"
    ),
    (
      #"slide "Volume" 0.5"#,
      "ui.demo:1:16: error: expected `to`, found `0` (expected `to` and a value)"
    ),
    (
      "slide to 1.",
      "ui.demo:1:12: error: expected digits after `.`, found end of line (expected a number such as `0.5` or `-2`)"
    ),
    (
      #"slide "V" to 9999999999999999"#,
      "ui.demo:1:14: error: 9999999999999999 is too large for a slider (expected a number of at most 15 digits before the point)"
    ),
    (
      "back now",
      "ui.demo:1:6: error: unexpected `n` after the step (expected the end of the line or a `#` comment)"
    ),
    (
      "dismis",
      "ui.demo:1:1: error: unknown step `dismis`; did you mean `dismiss`? (expected `scenario`, `send`, `advance`, `wait`, `answer`, `expect`, `tap`, `type`, `toggle`, `pick`, `step`, `slide`, `delete`, `refresh`, `back` or `dismiss`)"
    ),
  ])
  func reportsAMalformedUIStepWhereItIs(text: String, message: String) {
    #expect(failure(text)?.description == message)
  }

  @Test func hostileLabelsPrintEscapedAndReadBack() throws {
    let labels = [
      #"say "hi" \ bye"#, "bell \u{7}, escape \u{1B}[2J, NUL \u{0}, DEL \u{7F}, C1 \u{85}",
      "tab\tnew\nline\rreturn", "bidi \u{202E}txt.exe", "emoji 👩🏽‍🔬 and café",
    ]
    for label in labels {
      let text = UIStep.tap(label).description
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
      #expect(!text.unicodeScalars.contains("\u{202E}"))
      #expect(try kinds(text) == [.ui(.tap(label))])
    }
  }

  @Test func aHugeLabelIsReadUpToTheLineLimitAndRefusedPastIt() throws {
    let long = String(repeating: "x", count: 4_000)
    #expect(try kinds("tap \"\(long)\"") == [.ui(.tap(long))])
    let tooLong = String(repeating: "x", count: 5_000)
    #expect(
      failure("tap \"\(tooLong)\"")?.description
        == "ui.demo:1:4097: error: line is longer than 4096 bytes (expected a shorter line)")
  }

  #if os(Linux)
    /// One list of steps: the view interaction explore performs and saves is a script's UI step, so whatever it
    /// prints reads back as the same step.
    @Test func aUIStepIsTheViewInteractionItPerforms() throws {
      #expect(ViewInteraction.self == UIStep.self)
      let label = "say \"hi\" \u{1B}[2J \u{202E}txt"
      let interactions: [ViewInteraction] = [
        .tap(label, role: ViewRole.button.rawValue), .tap(label), .type(label, into: label),
        .type(label, into: nil),
        .toggle(label), .pick(label, in: label), .pick(label, in: nil), .step(label, by: -2),
        .slide(label, to: 0.5), .slide(nil, to: 1), .delete(label), .refresh, .back, .dismiss,
      ]
      for interaction in interactions {
        #expect(try kinds(interaction.description) == [.ui(interaction)])
      }
    }
  #endif
}
