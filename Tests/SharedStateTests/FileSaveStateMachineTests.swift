import Testing

@testable import SharedState
import Reducer

@Suite struct FileSaveStateMachineTests {
  @Test func aChangeSchedulesOneSaveAndLaterChangesRideAlong() {
    var machine = FileSaveStateMachine()
    #expect(machine.isIdle)
    #expect(machine.valueChanged() == .scheduleSave)
    #expect(machine.valueChanged() == .none)
    #expect(machine.state == .dirty)
    #expect(machine.deadlineReached() == .write)
    #expect(machine.writeFinished(succeeded: true) == .none)
    #expect(machine.isIdle)
  }

  @Test func aChangeDuringAWriteSchedulesOneMoreSave() {
    var machine = FileSaveStateMachine()
    _ = machine.valueChanged()
    _ = machine.deadlineReached()
    #expect(machine.valueChanged() == .none)
    #expect(machine.valueChanged() == .none)
    #expect(machine.state == .writing(dirtyAgain: true))
    #expect(machine.writeFinished(succeeded: true) == .scheduleSave)
    #expect(machine.state == .dirty)
  }

  @Test func strayEventsDoNothing() {
    var machine = FileSaveStateMachine()
    #expect(machine.deadlineReached() == .none)
    #expect(machine.writeFinished(succeeded: true) == .none)
    _ = machine.valueChanged()
    #expect(machine.writeFinished(succeeded: true) == .none)
    #expect(machine.state == .dirty)
  }

  @Test func aFlushWritesAPendingChangeAtOnceAndOnlyThen() {
    var machine = FileSaveStateMachine()
    #expect(machine.flushRequested() == .none)
    _ = machine.valueChanged()
    #expect(machine.flushRequested() == .write)
    #expect(machine.deadlineReached() == .none, "the scheduled save finds nothing to do")
    #expect(machine.writeFinished(succeeded: true) == .none)
    #expect(machine.isIdle)
  }

  @Test func aFailedWriteKeepsTheChangePendingForTheNextChangeOrFlush() {
    var machine = FileSaveStateMachine()
    _ = machine.valueChanged()
    _ = machine.deadlineReached()
    #expect(machine.writeFinished(succeeded: false) == .none)
    #expect(machine.state == .failed)
    #expect(!machine.isIdle, "the change is still pending")
    #expect(machine.isSettled, "nothing happens until the next change or flush")
    #expect(machine.deadlineReached() == .none)
    #expect(machine.flushRequested() == .write, "a flush retries it")
    #expect(machine.writeFinished(succeeded: false) == .none)
    #expect(machine.valueChanged() == .scheduleSave, "so does the next change")
    #expect(machine.deadlineReached() == .write)
    #expect(machine.writeFinished(succeeded: true) == .none)
    #expect(machine.isIdle)
  }

  @Test func aChangeDuringAFailedWriteSchedulesTheRetry() {
    var machine = FileSaveStateMachine()
    _ = machine.valueChanged()
    _ = machine.deadlineReached()
    _ = machine.valueChanged()
    #expect(machine.writeFinished(succeeded: false) == .scheduleSave)
    #expect(machine.state == .dirty)
  }
}
