#if os(Linux)
  import Foundation
  import Dependencies
  public import Testing

  extension Screen {
    /// Compares the screen's text form with the snapshot kept beside the test, in
    /// `__Snapshots__/<TestFile>/<test>.<scenario>[.n].txt`; a difference is reported as an issue of the running
    /// test with a line diff (`-` snapshot, `+` screen).
    ///
    /// A missing snapshot is recorded (and the test passes); with the environment variable
    /// `CONVERGENCE_RECORD_SNAPSHOTS=1` every snapshot is recorded again. `named` replaces the test's name.
    /// `sourceLocation` (the caller's by default) names the test file the snapshot is kept beside, and is where a
    /// difference is reported.
    public func expectSnapshot(
      named: String? = nil,
      function: String = #function,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let base = (named ?? Self.snapshotName(function)) + "." + name
      let count = snapshotCount[base, default: 0] + 1
      snapshotCount[base] = count
      let file = URL(fileURLWithPath: sourceLocation.filePath)
      let folder = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
      let url = folder.appendingPathComponent(base + (count > 1 ? ".\(count)" : "") + ".txt")
      let actual = text + "\n"
      let record = ProcessInfo.processInfo.environment["CONVERGENCE_RECORD_SNAPSHOTS"] == "1"
      guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
        do {
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          try actual.write(to: url, atomically: true, encoding: .utf8)
        } catch {
          reportIssue(
            "Could not record the snapshot \(url.path): \(error)", at: sourceLocation)
        }
        return
      }
      guard expected != actual else { return }
      reportIssue(
        """
        The screen does not match its snapshot \(url.lastPathComponent): …

        \(Self.lineDiff(expected, actual))

        (Snapshot: −, Screen: +; record again with CONVERGENCE_RECORD_SNAPSHOTS=1)
        """, at: sourceLocation)
    }

    /// A test function's name as a file name: `retryAfterAnError()` → `retryAfterAnError`.
    static func snapshotName(_ function: String) -> String {
      let name = function.prefix { $0 != "(" }
      return name.isEmpty ? "snapshot" : String(name)
    }

    /// The lines of `expected` and `actual` that differ, as `-`/`+` lines around the common lines (two of context).
    static func lineDiff(_ expected: String, _ actual: String) -> String {
      let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      // Longest common subsequence, then walk it: quadratic, fine for screens.
      var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
      for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
          table[i][j] =
            old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
      }
      var lines: [String] = []
      var i = 0
      var j = 0
      while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
          lines.append("  " + old[i])
          i += 1
          j += 1
        } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
          lines.append("+ " + new[j])
          j += 1
        } else {
          lines.append("− " + old[i])
          i += 1
        }
      }
      return lines.joined(separator: "\n")
    }
  }
#endif
