#if os(Linux)
  import Observation
  import SwiftUI

  /// The Linux SwiftUI host (issue 36): rendering a 100-row list screen, and rendering it again after one row
  /// changed — only that row's view is evaluated again, so the re-render costs a fraction of the first.
  @MainActor
  func viewRenderingCases() -> [BenchmarkCase] {
    [
      BenchmarkCase(
        name: "view.render.list100", summary: "a 100-row list screen rendered by a fresh host"
      ) { n in
        let rows = (0..<100).map { BenchmarkRow(id: $0) }
        for _ in 0..<n {
          let host = ViewHost(BenchmarkListScreen(rows: rows))
          host.render()
          blackHole(host.tree)
        }
      },
      BenchmarkCase(
        name: "view.rerender.oneRow",
        summary: "the same screen rendered again after one row changed"
      ) {
        n in
        let rows = (0..<100).map { BenchmarkRow(id: $0) }
        let host = ViewHost(BenchmarkListScreen(rows: rows))
        host.render()
        for i in 0..<n {
          rows[i % 100].count += 1
          host.render()
        }
        blackHole(host.tree)
      },
    ]
  }

  /// One row's model: observable by hand (no macros), one observed property.
  final class BenchmarkRow: Observable, Identifiable, @unchecked Sendable {
    // NB: benchmark-only; read and written on the main actor.
    private let registrar = ObservationRegistrar()
    let id: Int
    private var storedCount = 0
    init(id: Int) { self.id = id }
    var count: Int {
      get {
        registrar.access(self, keyPath: \.count)
        return storedCount
      }
      set { registrar.withMutation(of: self, keyPath: \.count) { storedCount = newValue } }
    }
  }

  struct BenchmarkRowView: View {
    let row: BenchmarkRow
    var body: some View {
      HStack {
        Text("Row \(row.id)").font(.headline)
        Spacer()
        Text("\(row.count)")
        Button("Increment") { row.count += 1 }
      }
    }
  }

  struct BenchmarkListScreen: View {
    let rows: [BenchmarkRow]
    var body: some View {
      NavigationStack {
        List(rows) { row in BenchmarkRowView(row: row) }
          .navigationTitle("Rows")
      }
    }
  }
#else
  @MainActor
  func viewRenderingCases() -> [BenchmarkCase] { [] }
#endif
