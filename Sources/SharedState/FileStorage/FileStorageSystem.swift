package import Foundation
import Dependencies

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a ``FileStorage`` reads and writes bytes: the disk, or memory.
package protocol FileStorageSystem: Sendable {
  /// The file's bytes, or nil when there is no file.
  func read(_ url: URL) throws -> Data?
  /// Replaces the file's bytes as one step: a reader sees the old bytes or the new ones, never a mix.
  func write(_ data: Data, to url: URL) throws
}

/// The real disk. Writes go to a temporary file in the same folder, are flushed, then renamed over the file
/// (`rename(2)` is atomic within one file system), so a crash never leaves a half-written file.
package struct DiskFileSystem: FileStorageSystem {
  /// Runs after the temporary file is written and before it replaces the file (tests inject a crash here).
  let afterTemporaryWrite: @Sendable (URL) throws -> Void

  package init(afterTemporaryWrite: @escaping @Sendable (URL) throws -> Void = { _ in }) {
    self.afterTemporaryWrite = afterTemporaryWrite
  }

  package func read(_ url: URL) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  package func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UInt64.random(in: 0...UInt64.max)).tmp")
    do {
      try data.write(to: temporary)
      let handle = try FileHandle(forUpdating: temporary)
      try handle.synchronize()
      try handle.close()
      try afterTemporaryWrite(temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}

/// Files kept in memory (tests and previews): never touches the disk.
package final class MemoryFileSystem: FileStorageSystem {
  private let files: Lock<[URL: Data]>

  package init(_ files: [URL: Data] = [:]) {
    self.files = Lock(
      Dictionary(files.map { ($0.key.standardizedFileURL, $0.value) }) { _, last in last })
  }

  package func read(_ url: URL) throws -> Data? {
    files.withLock { $0[url.standardizedFileURL] }
  }

  package func write(_ data: Data, to url: URL) throws {
    files.withLock { $0[url.standardizedFileURL] = data }
  }
}
