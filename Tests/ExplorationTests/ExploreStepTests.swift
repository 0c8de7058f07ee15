import Exploration
import Reducer
import Testing

struct ExploreStepTests {
  @Test func aPressKeepsItsTextThroughTheCompactFormWhateverItHolds() {
    let presses = [
      "tap \"Retry\"", "type \"\" into \"Title\"",
      "type \"<b>\\\"O'Brien\\\" & عربي 🎉\\n%20</b>\" into \"T\"",
      "back",
    ]
    for press in presses {
      let step = ExploreStep.press(press)
      #expect(!step.description.contains(" "))
      #expect(ExploreStep(step.description) == step)
    }
    #expect(
      ExploreStep.parse("i0:1 p.back c.little a.failure") == [
        .intent(0, choices: [1]), .press("back"), .advance(.little), .answer(.failure),
      ])
  }

  @Test func aMalformedPressIsNotAStep() {
    #expect(ExploreStep("p.%G1") == nil)
    #expect(ExploreStep("p.%4") == nil)
    #expect(ExploreStep("p.%FF") == nil)
  }
}
