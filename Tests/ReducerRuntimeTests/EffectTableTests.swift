import Reducer
import ReducerRuntime
import Testing

/// The effect table is a pure state machine: every transition is checked here without tasks racing.
@Suite struct EffectTableTests {
  private func register(
    _ table: inout EffectTable, lineage: Int? = nil, cancelIDs: [CancelID] = []
  ) -> (id: Int, cancelNow: Bool) {
    table.register(
      action: "start", fileID: #fileID, line: #line, cancelIDs: cancelIDs, lineage: lineage,
      root: nil, tracked: true)
  }

  /// Regression: `StoreTask.cancel()` took a snapshot of the lineage's tasks, so an effect that joined the lineage
  /// afterwards was never cancelled and `finish()` could wait on it forever.
  @Test func anEffectJoiningACancelledLineageIsCancelledAtOnce() {
    var table = EffectTable()
    let lineage = table.openLineage()
    let first = register(&table, lineage: lineage)
    #expect(!first.cancelNow)
    _ = table.cancel(lineage: lineage)
    let second = register(&table, lineage: lineage)
    #expect(second.cancelNow)
    let task = Task<Void, Never> {}
    #expect(table.attach(task, to: second.id) != nil)
  }

  @Test func aCancellationBeforeTheTaskIsAttachedIsNotLost() {
    var table = EffectTable()
    let effect = register(&table, cancelIDs: [CancelID("search")])
    #expect(table.cancel(id: CancelID("search")).isEmpty)
    let task = Task<Void, Never> {}
    #expect(table.attach(task, to: effect.id) != nil)
    #expect(table.inFlight.first?.entry.phase == .cancelRequested)
  }

  @Test func anEffectThatFinishesBeforeItIsAttachedLeavesNothingBehind() {
    var table = EffectTable()
    let lineage = table.openLineage()
    let effect = register(&table, lineage: lineage)
    let ended = table.finish(effect.id, wasCancelled: false)
    #expect(ended?.lineage == lineage)
    #expect(ended?.1 == .finished)
    #expect(table.attach(Task<Void, Never> {}, to: effect.id) == nil)
    #expect(table.isEmpty)
    #expect(table.oldestRunning(lineage: lineage).present == false)
  }

  @Test func aLineageEndsCancelledOnlyWhenEveryEffectWasCancelled() {
    var table = EffectTable()
    let lineage = table.openLineage()
    let a = register(&table, lineage: lineage, cancelIDs: [CancelID("a")])
    let b = register(&table, lineage: lineage)
    _ = table.cancel(id: CancelID("a"))
    #expect(!table.isCancelled(lineage: lineage))
    #expect(table.finish(a.id, wasCancelled: true) == nil)
    #expect(table.finish(b.id, wasCancelled: false)?.1 == .finished)
  }

  @Test func cancelByIDLeavesOtherEffectsRunning() {
    var table = EffectTable()
    let a = register(&table, cancelIDs: [CancelID("a")])
    let b = register(&table, cancelIDs: [CancelID("b")])
    let taskA = Task<Void, Never> {}
    let taskB = Task<Void, Never> {}
    _ = table.attach(taskA, to: a.id)
    _ = table.attach(taskB, to: b.id)
    #expect(table.cancel(id: CancelID("a")).count == 1)
    #expect(table.inFlight.map(\.entry.phase) == [.cancelRequested, .running])
    #expect(table.untrackAll() == 2)
    #expect(table.inFlight.isEmpty)
    #expect(table.liveRoots == [a.id, b.id])
  }

  /// A lineage opened with its first effect (`registerOpeningLineage`, one look-up) keeps that effect inline and
  /// the later ones in a set: the oldest running effect, cancellation and the ending are the same either way.
  @Test func aLineageOpenedWithItsFirstEffectTracksEveryLaterOneInOrder() {
    var table = EffectTable()
    let first = table.registerOpeningLineage(
      action: "start", fileID: #fileID, line: #line, cancelIDs: [CancelID("a")])
    let second = register(&table, lineage: first.lineage)
    let third = register(&table, lineage: first.lineage)
    #expect(table.oldestRunning(lineage: first.lineage).present)
    #expect(table.finish(first.id, wasCancelled: false) == nil)
    let secondTask = Task<Void, Never> {}
    let thirdTask = Task<Void, Never> {}
    #expect(table.attach(secondTask, to: second.id) == nil)
    #expect(table.attach(thirdTask, to: third.id) == nil)
    #expect(table.oldestRunning(lineage: first.lineage).task == secondTask)
    #expect(table.cancel(lineage: first.lineage) == [secondTask, thirdTask])
    #expect(table.finish(third.id, wasCancelled: true) == nil)
    #expect(table.finish(second.id, wasCancelled: true)?.1 == .cancelled)
    #expect(table.isEmpty)
  }

  /// A lineage that lives in its first effect's entry (nothing else joined it) answers as a lineage in the table
  /// does: its oldest effect, its cancellation (which later effects that join it inherit), and how it ended.
  @Test func aLineageKeptInItsOnlyEffectIsCancelledJoinedAndEndedAsAnyOther() {
    var table = EffectTable()
    let alone = table.registerOpeningLineage(
      action: "start", fileID: #fileID, line: #line, cancelIDs: [])
    let task = Task<Void, Never> {}
    #expect(table.attach(task, to: alone.id) == nil)
    #expect(table.oldestRunning(lineage: alone.lineage).task == task)
    #expect(!table.isCancelled(lineage: alone.lineage))
    #expect(table.cancel(lineage: alone.lineage) == [task])
    #expect(table.isCancelled(lineage: alone.lineage))
    let joiner = register(&table, lineage: alone.lineage)
    #expect(joiner.cancelNow)
    #expect(table.finish(alone.id, wasCancelled: true) == nil)
    #expect(table.finish(joiner.id, wasCancelled: true)?.1 == .cancelled)
    #expect(table.oldestRunning(lineage: alone.lineage).present == false)

    let finished = table.registerOpeningLineage(
      action: "start", fileID: #fileID, line: #line, cancelIDs: [CancelID("x")])
    #expect(table.cancel(id: CancelID("x")).isEmpty)
    #expect(table.isCancelled(lineage: finished.lineage))
    let ended = table.finish(finished.id, wasCancelled: false)
    #expect(ended?.lineage == finished.lineage)
    #expect(ended?.1 == .cancelled)
    // Ended: joining it changes nothing, and it has no effect left.
    _ = register(&table, lineage: finished.lineage)
    #expect(table.oldestRunning(lineage: finished.lineage).present == false)
  }

  /// `cancelAll` reaches a lineage kept in its only effect: an effect that joins it later is cancelled too.
  @Test func cancelAllCancelsALineageKeptInItsOnlyEffect() {
    var table = EffectTable()
    let alone = table.registerOpeningLineage(
      action: "start", fileID: #fileID, line: #line, cancelIDs: [])
    #expect(table.cancelAll().isEmpty)
    #expect(register(&table, lineage: alone.lineage).cancelNow)
    #expect(table.isCancelled(lineage: alone.lineage))
  }

  /// The first running effect is held inline, the others in the table's dictionary: every question (in flight,
  /// cancellation by id, attach, finish, `cancelAll`) finds either kind, and the inline slot is reused once free.
  @Test func anEffectHeldInlineAnswersAsAnEffectInTheDictionary() {
    var table = EffectTable()
    let inline = register(&table, cancelIDs: [CancelID("a")])
    let other = register(&table, cancelIDs: [CancelID("b")])
    #expect(table.inFlight.map(\.id) == [inline.id, other.id])
    let task = Task<Void, Never> {}
    #expect(table.attach(task, to: inline.id) == nil)
    #expect(table.cancel(id: CancelID("a")) == [task])
    #expect(table.isCancelRequested(inline.id))
    #expect(!table.isCancelRequested(other.id))
    #expect(table.finish(inline.id, wasCancelled: true) == nil)
    #expect(table.inFlight.map(\.id) == [other.id])
    // The slot is free again: the next effect takes it, and the order stays by id.
    let third = register(&table)
    #expect(table.inFlight.map(\.id) == [other.id, third.id])
    #expect(table.liveRoots == [other.id, third.id])
    #expect(table.untrackAll() == 2)
    #expect(table.cancelAll().isEmpty)
    #expect(table.isCancelRequested(other.id) && table.isCancelRequested(third.id))
    #expect(table.finish(other.id, wasCancelled: true) == nil)
    #expect(table.finish(third.id, wasCancelled: true) == nil)
    #expect(table.isEmpty)
    #expect(table.finish(third.id, wasCancelled: true) == nil)
  }
}
