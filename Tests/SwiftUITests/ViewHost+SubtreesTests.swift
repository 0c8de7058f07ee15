import Foundation
import Observation
import SwiftUI
import Testing

/// Observable by hand (no macros): a stored value whose reads and writes go through a registrar.
final class Tracked<Value>: Observable, @unchecked Sendable {
  // NB: test-only, read and written on the main actor.
  private let registrar = ObservationRegistrar()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return stored
    }
    set { registrar.withMutation(of: self, keyPath: \.value) { stored = newValue } }
  }
  /// A binding through the registrar, as `$store.value` would be.
  var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// One row of the list: its title is read by the row's body, `isDone` only by its toggle (a primitive).
final class ListItem: Identifiable, Sendable {
  let id: Int
  let title: Tracked<String>
  let isDone = Tracked(false)
  init(id: Int, title: String) {
    self.id = id
    self.title = Tracked(title)
  }
}

/// The state a list screen shows: rows, a sheet, a pushed detail, a search.
final class ListModel: Sendable {
  let items = Tracked<[ListItem]>([])
  let showsSheet = Tracked(false)
  let sheetItem = Tracked<Int?>(nil)
  let path = Tracked<[Int]>([])
  let search = Tracked("")
  let log = Log()
}

struct ItemRow: View {
  let item: ListItem
  let log: Log
  var body: some View {
    HStack {
      Text(item.title.value).font(.headline)
      Spacer()
      Toggle("Done \(item.id)", isOn: item.isDone.binding)
      NavigationLink("Open \(item.id)", value: item.id)
    }
    .onAppear { log.append("appear \(item.id)") }
    .onDisappear { log.append("disappear \(item.id)") }
    .onChange(of: item.title.value) { log.append("changed \(item.id)") }
  }
}

/// Shows whether the enclosing `searchable` is searching: it reads the environment, nothing observable.
struct SearchStatus: View {
  @Environment(\.isSearching) private var isSearching
  var body: some View { Text(isSearching ? "Searching" : "Not searching") }
}

/// Shows the enclosing `disabled(_:)` and `environment(\.locale, …)`: it reads the environment, nothing observable.
struct EnvironmentStatus: View {
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.locale) private var locale
  var body: some View { Text("\(isEnabled ? "Enabled" : "Disabled") in \(locale.identifier)") }
}

/// Sets two built-in environment values from observable state around a view that only reads them.
struct EnvironmentScreen: View {
  let isDisabled: Tracked<Bool>
  let localeIdentifier: Tracked<String>
  var body: some View {
    VStack { EnvironmentStatus() }
      .disabled(isDisabled.value)
      .environment(\.locale, Locale(identifier: localeIdentifier.value))
  }
}

struct ItemList: View {
  let model: ListModel
  var body: some View {
    List {
      SearchStatus()
      ForEach(model.items.value) { item in ItemRow(item: item, log: model.log) }
    }
    .navigationDestination(for: Int.self) { id in Text("Detail \(id)") }
  }
}

struct SheetBody: View {
  let model: ListModel
  var body: some View {
    VStack {
      Text("Sheet with \(model.items.value.count) rows")
      Button("Close") { model.showsSheet.value = false }
    }
  }
}

struct ListScreen: View {
  let model: ListModel
  var body: some View {
    NavigationStack(path: model.path.binding) {
      ItemList(model: model)
        .navigationTitle("Items")
        .searchable(text: model.search.binding)
        .sheet(isPresented: model.showsSheet.binding) { SheetBody(model: model) }
        .alert("Row \(model.sheetItem.value ?? 0)", isPresented: itemPresented) {
          Button("OK") {}
        }
    }
  }
  private var itemPresented: Binding<Bool> {
    let item = model.sheetItem
    return Binding(get: { item.value != nil }, set: { if !$0 { item.value = nil } })
  }
}

/// A deterministic generator (a linear congruential one), so the mutation sequence is the same on every run.
struct SeededSequence {
  var state: UInt64
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}

@MainActor @Suite struct ViewHostSubtreesTests {
  @Test func aReRenderShowsWhatAFreshHostShowsAfterEveryMutation() throws {
    let model = ListModel()
    model.items.value = (0..<8).map { ListItem(id: $0, title: "Item \($0)") }
    var nextID = 8
    let host = ViewHost(ListScreen(model: model))
    host.render()
    var random = SeededSequence(state: 36)
    for step in 0..<240 {
      let items = model.items.value
      switch random.next(10) {
      case 0, 1:
        if !items.isEmpty { items[random.next(items.count)].title.value = "Edited \(step)" }
      case 2:
        if !items.isEmpty { items[random.next(items.count)].isDone.value.toggle() }
      case 3:
        let item = ListItem(id: nextID, title: "New \(nextID)")
        nextID += 1
        model.items.value.insert(item, at: random.next(items.count + 1))
      case 4:
        if !items.isEmpty { model.items.value.remove(at: random.next(items.count)) }
      case 5:
        model.showsSheet.value.toggle()
      case 6:
        model.sheetItem.value = model.sheetItem.value == nil ? random.next(5) : nil
      case 7:
        if model.path.value.isEmpty || random.next(2) == 0 {
          model.path.value.append(random.next(100))
        } else {
          model.path.value.removeLast()
        }
      case 8:
        model.search.value = model.search.value.isEmpty ? "It" : ""
      default:
        if !items.isEmpty {
          model.items.value.swapAt(random.next(items.count), random.next(items.count))
        }
      }
      host.render()
      let fresh = ViewHost(ListScreen(model: model))
      fresh.render()
      #expect(host.tree.textForm == fresh.tree.textForm, "step \(step)")
      #expect(host.tree == fresh.tree, "step \(step)")
      fresh.tearDown()
      if host.tree.textForm != fresh.tree.textForm { break }
    }
  }

  @Test func aChangedRowEvaluatesOnlyThatRowAndFiresOnlyItsHooks() throws {
    let model = ListModel()
    model.items.value = (0..<20).map { ListItem(id: $0, title: "Item \($0)") }
    let host = ViewHost(ListScreen(model: model))
    host.render()
    #expect(model.log.lines.filter { $0.hasPrefix("appear") }.count == 20)
    let evaluations = host.bodyEvaluationCount
    let logged = model.log.lines.count
    model.items.value[7].title.value = "Seven"
    host.render()
    #expect(host.bodyEvaluationCount == evaluations + 1)
    #expect(Array(model.log.lines.dropFirst(logged)) == ["changed 7"])
    #expect(host.tree.textForm.contains("text \"Seven\""))
    host.render()
    #expect(host.bodyEvaluationCount == evaluations + 1)
    #expect(model.log.lines.count == logged + 1)
  }

  @Test func aControlBoundToStateNoBodyReadsShowsTheNewValue() throws {
    let model = ListModel()
    model.items.value = [ListItem(id: 1, title: "One")]
    let host = ViewHost(ListScreen(model: model))
    host.render()
    let evaluations = host.bodyEvaluationCount
    try host.toggle("Done 1")
    #expect(model.items.value[0].isDone.value)
    #expect(host.tree.textForm.contains("toggle \"Done 1\" = \"on\""))
    #expect(host.bodyEvaluationCount == evaluations)
  }

  @Test func aDestinationRegisteredByAnUnchangedViewStillShowsAPushedValue() throws {
    let model = ListModel()
    model.items.value = [ListItem(id: 1, title: "One")]
    let host = ViewHost(ListScreen(model: model))
    host.render()
    try host.tap("Open 1")
    #expect(host.tree.textForm.contains("text \"Detail 1\""))
    model.path.value.append(2)
    host.render()
    #expect(host.tree.textForm.contains("text \"Detail 2\""))
    try host.back()
    try host.back()
    #expect(!host.tree.textForm.contains("Detail"))
  }

  @Test func aViewReadingIsSearchingIsRenderedAgainWhenTheSearchTextChanges() throws {
    let model = ListModel()
    let host = ViewHost(ListScreen(model: model))
    host.render()
    #expect(host.tree.textForm.contains("text \"Not searching\""))
    try host.type("Item", into: nil)
    #expect(host.tree.textForm.contains("text \"Searching\""))
    try host.type("", into: nil)
    #expect(host.tree.textForm.contains("text \"Not searching\""))
  }

  @Test func aViewReadingBuiltInEnvironmentValuesIsRenderedAgainWhenAnAncestorChangesThem() {
    let isDisabled = Tracked(false)
    let localeIdentifier = Tracked("en_US_POSIX")
    let host = ViewHost(
      EnvironmentScreen(isDisabled: isDisabled, localeIdentifier: localeIdentifier))
    host.render()
    #expect(host.tree.textForm.contains("text \"Enabled in en_US_POSIX\""))
    isDisabled.value = true
    host.render()
    #expect(host.tree.textForm.contains("text \"Disabled in en_US_POSIX\""))
    localeIdentifier.value = "de_DE"
    host.render()
    #expect(host.tree.textForm.contains("text \"Disabled in de_DE\""))
    isDisabled.value = false
    host.render()
    #expect(host.tree.textForm.contains("text \"Enabled in de_DE\""))
  }
}
