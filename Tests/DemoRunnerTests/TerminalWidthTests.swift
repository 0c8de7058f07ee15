@testable import DemoRunnerCore
@testable import DemoTerminal
import Testing

/// The width screens are drawn at, and how an interactive session measures it.
@Suite struct TerminalWidthTests {
  /// Issue 23 follow-up: an exported `COLUMNS` hid every resize, since it was read from the
  /// environment snapshot before the terminal was asked.
  @Test func anInteractiveSessionAsksTheTerminalBeforeAnExportedColumns() {
    #expect(TerminalWidth.measure(environment: ["COLUMNS": "100"], terminalColumns: { 60 }) == 60)
    #expect(TerminalWidth.measure(environment: ["COLUMNS": "100"], terminalColumns: { 120 }) == 120)
  }

  @Test func withoutATerminalColumnsThenTheGoldenWidthIsUsed() {
    #expect(TerminalWidth.measure(environment: ["COLUMNS": "100"], terminalColumns: { nil }) == 100)
    #expect(TerminalWidth.measure(environment: ["COLUMNS": "wide"], terminalColumns: { nil }) == 80)
    #expect(TerminalWidth.measure(environment: [:], terminalColumns: { nil }) == 80)
  }

  @Test func aMeasuredWidthIsKeptWithinTheBounds() {
    #expect(
      TerminalWidth.measure(environment: [:], terminalColumns: { 10 }) == TerminalWidth.minimum)
    #expect(
      TerminalWidth.measure(environment: [:], terminalColumns: { 9_999 }) == TerminalWidth.maximum)
  }

  @Test func aScriptRunKeepsColumnsBeforeTheTerminal() {
    #expect(TerminalWidth.resolve(environment: ["COLUMNS": "100"], askTerminal: false) == 100)
  }
}
