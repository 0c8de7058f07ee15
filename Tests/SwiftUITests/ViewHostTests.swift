import Dependencies
import Foundation
import Observation
import SwiftUI
import Testing

/// A hand-written observable model (no macros): one observed property per key path.
final class Counter: Observable, @unchecked Sendable {
  // NB: test-only, touched on the main actor.
  private let registrar = ObservationRegistrar()
  private var storedCount = 0
  var count: Int {
    get {
      registrar.access(self, keyPath: \.count)
      return storedCount
    }
    set { registrar.withMutation(of: self, keyPath: \.count) { storedCount = newValue } }
  }
}

struct CounterRow: View {
  let counter: Counter
  let name: String
  var body: some View {
    Text("\(name): \(counter.count)")
  }
}

struct TwoCounters: View {
  let first: Counter
  let second: Counter
  var body: some View {
    VStack {
      CounterRow(counter: first, name: "first")
      CounterRow(counter: second, name: "second")
    }
  }
}

struct StatefulCounter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Increment") { count += 1 }
      if count > 1 {
        Text("More than one")
      }
    }
  }
}

struct Lifecycle: View {
  @State private var showsChild = false
  let log: Log
  var body: some View {
    VStack {
      Toggle("Child", isOn: $showsChild)
      if showsChild {
        Text("Child")
          .onAppear { log.append("appear") }
          .onDisappear { log.append("disappear") }
          .task {
            log.append("task started")
            // Parked until the view goes away: no clock, real or test.
            _ = try? await Task.never()
            log.append(Task.isCancelled ? "task cancelled" : "task ended")
          }
      }
    }
  }
}

final class Log: Sendable {
  private let storage = Lock<[String]>([])
  func append(_ line: String) { storage.withLock { $0.append(line) } }
  var lines: [String] { storage.withLock { $0 } }
}

struct Presenter: View {
  @State private var isPresented = false
  @State private var showsAlert = false
  @State private var choice = "Red"
  @State private var rows = ["A", "B", "C"]
  var body: some View {
    NavigationStack {
      List {
        Button("Show sheet") { isPresented = true }
        Button("Show alert") { showsAlert = true }
        Picker("Colour", selection: $choice) {
          Text("Red").tag("Red")
          Text("Green").tag("Green")
        }
        ForEach(rows, id: \.self) { row in Text(row) }
          .onDelete { rows.remove(atOffsets: $0) }
        NavigationLink("Details", value: 7)
      }
      .navigationDestination(for: Int.self) { number in Text("Detail \(number)") }
      .navigationTitle("Presenter")
      .sheet(isPresented: $isPresented) { SheetContent() }
      .alert("Sure?", isPresented: $showsAlert) {
        Button("Yes") {}
      }
    }
  }
}

struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Close") { dismiss() }
  }
}

@MainActor @Suite struct ViewHostTests {
  @Test func stateIsKeptByStructuralIdentityAndIfWithoutElseWorks() throws {
    let host = ViewHost(StatefulCounter())
    host.render()
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(
      host.tree.textForm == """
        vstack
          text "Count 2"
          button "Increment" [tap]
          text "More than one"
        """)
  }

  @Test func aChangeReEvaluatesOnlyTheViewThatReadIt() {
    let first = Counter()
    let second = Counter()
    let host = ViewHost(TwoCounters(first: first, second: second))
    host.render()
    let evaluations = host.bodyEvaluationCount
    second.count = 5
    #expect(host.needsRender)
    host.render()
    #expect(host.bodyEvaluationCount == evaluations + 1)
    #expect(host.tree.textForm.contains("text \"second: 5\""))
    host.render()
    #expect(host.bodyEvaluationCount == evaluations + 1)
  }

  @Test func aTaskStartsOnAppearAndIsCancelledOnDisappear() async throws {
    let log = Log()
    let host = ViewHost(Lifecycle(log: log))
    host.render()
    #expect(log.lines == [])
    try host.toggle("Child")
    #expect(log.lines == ["appear"])
    for _ in 0..<10_000 where !log.lines.contains("task started") { await Task.yield() }
    try host.toggle("Child")
    for _ in 0..<10_000 where !log.lines.contains("task cancelled") { await Task.yield() }
    // The cancelled task logs on its own thread, so its line and "disappear" come in either order.
    #expect(log.lines.prefix(2) == ["appear", "task started"])
    #expect(Set(log.lines) == ["appear", "task started", "disappear", "task cancelled"])
  }

  @Test func presentationNavigationAndControls() throws {
    let host = ViewHost(Presenter())
    host.render()
    try host.tap("Show sheet")
    #expect(host.tree.textForm.contains("sheet [dismiss]"))
    try host.tap("Close")
    #expect(!host.tree.textForm.contains("sheet [dismiss]"))
    try host.tap("Show alert")
    try host.tap("Yes")
    #expect(!host.tree.textForm.contains("alert \"Sure?\""))
    try host.pick("Green", in: "Colour")
    #expect(host.tree.textForm.contains("picker \"Colour\" = \"Green\""))
    try host.delete("B")
    #expect(!host.tree.allNodes.contains { $0.label == "B" })
    try host.tap("Details")
    #expect(host.tree.textForm.contains("text \"Detail 7\""))
    try host.back()
    #expect(!host.tree.textForm.contains("Detail 7"))
    #expect(
      host.tree.htmlForm.contains(
        "<h2 class=\"ui-title\" data-role=\"title\" data-label=\"Presenter\">Presenter</h2>")
    )
  }

  @Test func anAmbiguousTargetNamesTheMatches() throws {
    let host = ViewHost(
      VStack {
        Button("Go") {}
        Button("Go") {}
      })
    host.render()
    #expect(throws: InteractionError.self) { try host.tap("Go") }
    do {
      try host.tap("Go")
    } catch {
      #expect("\(error)".hasPrefix("2 matches for \"Go\" that can tap"))
    }
  }
}
