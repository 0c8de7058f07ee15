package import Foundation
import Dependencies

/// Where a ``FileStorage`` reads and writes bytes: the disk, or memory.
package protocol FileStorageSystem: Sendable {
  /// The file's bytes, or nil when there is no file.
  func read(_ url: URL) throws -> Data?
  /// Replaces the file's bytes as one step: a reader sees the old bytes or the new ones, never a mix.
  func write(_ data: Data, to url: URL) throws
  /// Removes what an interrupted write left beside the file at `url` (its own temporary files only).
  func removeLeftoverTemporaryFiles(besides url: URL)
  /// The one URL every spelling of the file at `url` maps to (standardized; on the disk, with links resolved): a
  /// ``FileStorage`` keeps one reference per canonical URL.
  func canonicalURL(_ url: URL) -> URL
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

  package func removeLeftoverTemporaryFiles(besides url: URL) {}

  package func canonicalURL(_ url: URL) -> URL { url.standardizedFileURL }
}
