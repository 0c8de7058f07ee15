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
    #expect(machine.writeFinished() == .none)
    #expect(machine.isIdle)
  }

  @Test func aChangeDuringAWriteSchedulesOneMoreSave() {
    var machine = FileSaveStateMachine()
    _ = machine.valueChanged()
    _ = machine.deadlineReached()
    #expect(machine.valueChanged() == .none)
    #expect(machine.valueChanged() == .none)
    #expect(machine.state == .writing(dirtyAgain: true))
    #expect(machine.writeFinished() == .scheduleSave)
    #expect(machine.state == .dirty)
  }

  @Test func strayEventsDoNothing() {
    var machine = FileSaveStateMachine()
    #expect(machine.deadlineReached() == .none)
    #expect(machine.writeFinished() == .none)
    _ = machine.valueChanged()
    #expect(machine.writeFinished() == .none)
    #expect(machine.state == .dirty)
  }

  @Test func aFlushWritesAPendingChangeAtOnceAndOnlyThen() {
    var machine = FileSaveStateMachine()
    #expect(machine.flushRequested() == .none)
    _ = machine.valueChanged()
    #expect(machine.flushRequested() == .write)
    #expect(machine.deadlineReached() == .none, "the scheduled save finds nothing to do")
    #expect(machine.writeFinished() == .none)
    #expect(machine.isIdle)
  }
}
