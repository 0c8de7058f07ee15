package import Foundation
import Dependencies

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real disk.
///
/// A write goes to a temporary file `.<name>.<pid>.<number>.tmp` beside the file (`pid` is the writing process's,
/// `number` a random one), is flushed, then renamed over the file (`rename(2)` is atomic within one file system), so
/// a crash never leaves a half-written file. On top of that:
///
/// - **Mode and owner kept:** the temporary file gets the file's permission bits (a 0600 file stays 0600, and is
///   never more readable while being written) and, where the process may set them, its owner and group.
/// - **Links written through:** a file that is a symbolic link (or a chain of them) is written at the link's final
///   target, atomically beside it; the link stays as it is.
/// - **Only regular files:** a FIFO, a device (such as `/dev/null`), a socket or a folder in the file's place is a
///   failure saying what is there; it is never opened for writing nor replaced, and reading never blocks on it.
/// - **Failures say why:** each is a ``FileSystemFailure`` naming the step, the path and the system's reason.
/// - **Leftovers removed, live writers left alone:** ``removeLeftoverTemporaryFiles(besides:)``, which
///   ``FileStorage`` calls when it first loads the file, removes only temporary files no live writer can own: those
///   whose pid names no running process (`kill(pid, 0)` fails with `ESRCH`), this process's own that no write of
///   it has in flight (left by an earlier storage), and the older pid-less `.<name>.<number>.tmp`. A file of
///   another running process is kept, so its rename still succeeds. A dead writer's file whose pid has since been
///   reused by another process is kept until that process is gone too (a leak, never a loss); a writer in another
///   pid namespace sharing the folder is not seen and must not share the file.
package struct DiskFileSystem: FileStorageSystem {
  /// The names of the temporary files this process is writing now (unique by their random number, so a folder
  /// reached by another spelling of its path is no matter): a leftover of this process's pid is removed only when
  /// no write of it (from any storage) has it in flight.
  private static let inFlight = Lock<Set<String>>([])

  /// Runs after the temporary file is written and before it replaces the file (tests inject a crash here).
  let afterTemporaryWrite: @Sendable (URL) throws -> Void

  package init(afterTemporaryWrite: @escaping @Sendable (URL) throws -> Void = { _ in }) {
    self.afterTemporaryWrite = afterTemporaryWrite
  }

  package func read(_ url: URL) throws -> Data? {
    try PosixFile.readRegularFile(url.path)
  }

  package func write(_ data: Data, to url: URL) throws {
    let target = try PosixFile.finalTarget(of: url.path)
    let existing = try PosixFile.status(target, following: false, step: "replacing")
    if let existing {
      let kind = PosixFile.Kind(mode: existing.st_mode)
      guard kind == .regular else { throw PosixFile.notARegularFile("replacing", target, kind) }
    }
    let folder = PosixFile.folder(of: target)
    try PosixFile.makeFolders(folder)
    let temporary =
      folder + "/"
      + Self.temporaryName(
        for: PosixFile.name(of: target), pid: getpid(), UInt64.random(in: 0...UInt64.max))
    // Registered before the file exists and until it is renamed or removed, so this process's cleanup keeps it.
    let temporaryName = PosixFile.name(of: temporary)
    Self.inFlight.withLock { _ = $0.insert(temporaryName) }
    defer { Self.inFlight.withLock { _ = $0.remove(temporaryName) } }
    // The file's own permission bits from the start, so the new bytes are never more readable than the old ones.
    let mode = existing.map { $0.st_mode & 0o777 } ?? 0o666
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
      throw FileSystemFailure("creating the temporary file", temporary, errno: errno)
    }
    var isOpen = true
    do {
      if let existing {
        // Owner first: changing it may clear set-id bits, which the mode below restores. Keeping the owner is
        // best effort (only a privileged process may give a file away); the mode is not.
        _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
          throw FileSystemFailure("setting the mode of", temporary, errno: errno)
        }
      }
      try PosixFile.writeAll(data, to: descriptor, path: temporary)
      guard fsync(descriptor) == 0 else {
        throw FileSystemFailure("flushing the temporary file", temporary, errno: errno)
      }
      isOpen = false
      guard close(descriptor) == 0 else {
        throw FileSystemFailure("closing the temporary file", temporary, errno: errno)
      }
      try afterTemporaryWrite(URL(fileURLWithPath: temporary))
      guard rename(temporary, target) == 0 else {
        throw FileSystemFailure("replacing the file", target, errno: errno)
      }
    } catch {
      if isOpen { close(descriptor) }
      unlink(temporary)
      throw error
    }
    // Best effort: make the rename itself durable.
    let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  package func removeLeftoverTemporaryFiles(besides url: URL) {
    var files = [url.path]
    if let target = try? PosixFile.finalTarget(of: url.path), target != url.path {
      files.append(target)
    }
    for file in files {
      let folder = PosixFile.folder(of: file)
      let name = PosixFile.name(of: file)
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        continue
      }
      for entry in entries {
        guard let writer = Self.temporaryWriter(entry, for: name) else { continue }
        let path = folder + "/" + entry
        guard !Self.mayBeWritten(entry, by: writer) else { continue }
        // Only a regular file: never a folder, a link or anything else someone named like one.
        guard let info = try? PosixFile.status(path, following: false, step: "removing"),
          PosixFile.Kind(mode: info.st_mode) == .regular
        else { continue }
        unlink(path)
      }
    }
  }

  /// The link's final target (which need not exist yet), in its folder's real path.
  package func canonicalURL(_ url: URL) -> URL {
    let standardized = url.standardizedFileURL
    guard let target = try? PosixFile.finalTarget(of: standardized.path) else {
      return standardized
    }
    let folder = PosixFile.folder(of: target)
    var realFolder = folder
    // NB: with a nil buffer realpath mallocs the result; it is copied into a String before the one `free` of it,
    // and not used after.
    if let resolved = realpath(folder, nil) {
      realFolder = String(cString: resolved)
      free(resolved)
    }
    return URL(fileURLWithPath: realFolder + "/" + PosixFile.name(of: target)).standardizedFileURL
  }

  /// The name of a temporary file for the file named `name`, written by process `pid`: `.<name>.<pid>.<number>.tmp`.
  static func temporaryName(for name: String, pid: pid_t, _ number: UInt64) -> String {
    ".\(name).\(pid).\(number).tmp"
  }

  /// Who wrote a temporary file of a storage.
  enum Writer: Equatable {
    /// A process whose pid the name carries (`.<name>.<pid>.<number>.tmp`).
    case process(pid_t)
    /// The pid does not fit a process id (no writer names a file so), or the name is the pid-less
    /// `.<name>.<number>.tmp` of earlier versions: no live writer can own it.
    case none
  }

  /// Who wrote `entry` if it is a temporary file of the file named `name` (`.<name>.` then one or two dot-separated
  /// runs of decimal digits then `.tmp`), or nil when it is not one.
  static func temporaryWriter(_ entry: String, for name: String) -> Writer? {
    let prefix = ".\(name)."
    let suffix = ".tmp"
    guard entry.hasPrefix(prefix), entry.hasSuffix(suffix),
      entry.utf8.count > prefix.utf8.count + suffix.utf8.count
    else { return nil }
    let middle = entry.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
    let parts = middle.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    let isDigits = { (part: Substring.UTF8View) in
      !part.isEmpty && part.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
    guard (1...2).contains(parts.count), parts.allSatisfy(isDigits) else { return nil }
    guard parts.count == 2 else { return Writer.none }
    guard let pid = pid_t(String(decoding: parts[0], as: UTF8.self)), pid > 0 else {
      return Writer.none
    }
    return .process(pid)
  }

  /// Whether a write may still be renaming the temporary file named `entry`: its writer is another running process
  /// (or one that exists but may not be signalled), or this process with that write in flight.
  static func mayBeWritten(_ entry: String, by writer: Writer) -> Bool {
    guard case .process(let pid) = writer else { return false }
    if pid == getpid() { return inFlight.withLock { $0.contains(entry) } }
    return kill(pid, 0) == 0 || errno != ESRCH
  }
}
