import Dependencies
import Foundation
import Reducer
import Testing

@testable import SharedState

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `.fileStorage` does to the file on disk: its mode, owner and link are kept, what is not a regular file is
/// never replaced, and what a killed save left is removed.
///
/// No time limit: the tests fsync real files, which a busy disk may slow down by any amount, and no timing decides a
/// verdict. None of them can wait on anything but the disk (a FIFO is opened without blocking).
@Suite struct DiskFileSystemTests {
  struct Settings: Codable, Equatable, Sendable {
    var name = ""
  }

  /// A folder made for one test.
  struct Folder {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("convergence-disk-\(UUID().uuidString)")
    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }
    func remove() { try? FileManager.default.removeItem(at: url) }
    func entries(_ relative: String = "") -> Set<String> {
      Set((try? FileManager.default.contentsOfDirectory(atPath: path(relative))) ?? [])
    }
  }

  /// Runs `body` with a disk storage that writes at once.
  func withDisk<R>(_ body: (FileStorage) throws -> R) rethrows -> R {
    let storage = FileStorage(system: DiskFileSystem(), saveDelay: nil)
    return try withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      try body(storage)
    }
  }

  func fileStatus(_ path: String, following: Bool = true) -> stat? {
    var info = stat()
    return (following ? stat(path, &info) : lstat(path, &info)) == 0 ? info : nil
  }

  func decoded(_ path: String) throws -> Settings {
    try JSONDecoder().decode(Settings.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test func aSaveKeepsTheFilesModeAndOwner() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let file = folder.path("settings.json")
    try Data(#"{"name":"old"}"#.utf8).write(to: URL(fileURLWithPath: file))
    #expect(chmod(file, 0o600) == 0)
    // As root the owner can be given away, so check it is kept too; otherwise the file is the user's own.
    let isRoot = geteuid() == 0
    if isRoot { #expect(chown(file, 4321, 4322) == 0) }
    try withDisk { _ throws in
      let settings = Shared(wrappedValue: Settings(), .fileStorage(URL(fileURLWithPath: file)))
      settings.withLock { $0.name = "new" }
    }
    #expect(try decoded(file) == Settings(name: "new"))
    let info = try #require(fileStatus(file))
    #expect(info.st_mode & 0o7777 == 0o600, "0600 stays 0600, not 0644")
    if isRoot {
      #expect(info.st_uid == 4321)
      #expect(info.st_gid == 4322)
    }
  }

  @Test func aSymlinkedFileIsWrittenThroughToItsTargetAndStaysALink() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.path("real"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder.path("links"), withIntermediateDirectories: true)
    let target = folder.path("real/settings.json")
    let link = folder.path("links/settings.json")
    try Data(#"{"name":"old"}"#.utf8).write(to: URL(fileURLWithPath: target))
    #expect(symlink("../real/settings.json", link) == 0)
    try withDisk { _ throws in
      let settings = Shared(wrappedValue: Settings(), .fileStorage(URL(fileURLWithPath: link)))
      #expect(settings.wrappedValue.name == "old")
      settings.withLock { $0.name = "new" }
    }
    let linkStatus = try #require(fileStatus(link, following: false))
    #expect(PosixFile.Kind(mode: linkStatus.st_mode) == .link, "the link is left in place")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../real/settings.json")
    #expect(try decoded(target) == Settings(name: "new"), "the target got the change")
    #expect(folder.entries("real") == ["settings.json"], "no temporary file left beside the target")
    #expect(folder.entries("links") == ["settings.json"])
  }

  @Test func aLinkAndItsTargetAreOneFileWithOneReference() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let target = folder.path("settings.json")
    let link = folder.path("alias.json")
    #expect(symlink("settings.json", link) == 0)
    try withDisk { _ throws in
      let viaTarget = Shared(wrappedValue: Settings(), .fileStorage(URL(fileURLWithPath: target)))
      let viaLink = Shared(wrappedValue: Settings(), .fileStorage(URL(fileURLWithPath: link)))
      viaTarget.withLock { $0.name = "Ada" }
      #expect(viaLink.wrappedValue.name == "Ada")
    }
    #expect(try decoded(target) == Settings(name: "Ada"))
  }

  @Test func aDanglingSymlinkIsWrittenAtItsTarget() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let link = folder.path("settings.json")
    #expect(symlink("store/saved.json", link) == 0)
    try withDisk { _ throws in
      let settings = Shared(wrappedValue: Settings(), .fileStorage(URL(fileURLWithPath: link)))
      settings.withLock { $0.name = "new" }
    }
    #expect(try decoded(folder.path("store/saved.json")) == Settings(name: "new"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "store/saved.json")
  }

  @Test func aFIFOInTheFilesPlaceIsReportedAsNotAFileNeverBlocksAndIsNotReplaced() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let file = folder.path("settings.json")
    #expect(mkfifo(file, 0o600) == 0)
    try withDisk { _ throws in
      // Opening a FIFO for reading would block until a writer comes: the load must not.
      var loaded: Shared<Settings>?
      withKnownIssue {
        loaded = Shared(
          wrappedValue: Settings(name: "default"), .fileStorage(URL(fileURLWithPath: file)))
      } matching: { issue in
        issue.description.contains(
          "could not read \(file): reading \(file): it is a FIFO (named pipe), not a regular file")
      }
      let settings = try #require(loaded)
      #expect(settings.wrappedValue.name == "default")
      withKnownIssue {
        settings.withLock { $0.name = "new" }
      } matching: { issue in
        let text = issue.description
        return text.contains(
          "could not save to \(file): replacing \(file): it is a FIFO (named pipe), not a regular file"
        )
          && !text.contains("ermission")
      }
    }
    let info = try #require(fileStatus(file, following: false))
    #expect(PosixFile.Kind(mode: info.st_mode) == .fifo, "the FIFO is not replaced")
    #expect(folder.entries() == ["settings.json"])
  }

  @Test func aLinkToDevNullIsReportedAsADeviceAndNeitherIsReplaced() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let link = folder.path("settings.json")
    #expect(symlink("/dev/null", link) == 0)
    try withDisk { _ throws in
      var loaded: Shared<Settings>?
      withKnownIssue {
        loaded = Shared(wrappedValue: Settings(), .fileStorage(URL(fileURLWithPath: link)))
      } matching: { issue in
        issue.description.contains(
          "could not read \(link): reading \(link): it is a character device")
      }
      let settings = try #require(loaded)
      withKnownIssue {
        settings.withLock { $0.name = "new" }
      } matching: { issue in
        issue.description.contains(
          "could not save to \(link): replacing /dev/null: it is a character device, not a regular file"
        )
      }
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/null")
    let device = try #require(fileStatus("/dev/null", following: false))
    #expect(PosixFile.Kind(mode: device.st_mode) == .characterDevice)
    #expect(folder.entries() == ["settings.json"])
  }

  @Test func leftoverTemporaryFilesOfTheFileAreRemovedOnItsNextLoadAndNothingElse() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let file = folder.path("settings.json")
    try Data(#"{"name":"saved"}"#.utf8).write(to: URL(fileURLWithPath: file))
    // What a save killed after writing its temporary file leaves: removed.
    let leftovers = [".settings.json.123.tmp", ".settings.json.18446744073709551615.tmp"]
    // Not this storage's own pattern, or not a regular file: kept.
    let others = [
      ".other.json.5.tmp", ".settings.json.12a.tmp", ".settings.json..tmp", "settings.json.1.tmp",
      ".settings.json.1.tmp.bak",
    ]
    for name in leftovers + others {
      try Data("partial".utf8).write(to: folder.url.appendingPathComponent(name))
    }
    try FileManager.default.createDirectory(
      atPath: folder.path(".settings.json.7.tmp"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder.path("sub"), withIntermediateDirectories: true)
    try Data("partial".utf8).write(
      to: URL(fileURLWithPath: folder.path("sub/.settings.json.9.tmp")))
    withDisk { _ in
      @Shared(.fileStorage(URL(fileURLWithPath: file))) var settings = Settings()
      #expect(settings.name == "saved")
    }
    #expect(folder.entries() == Set(others + ["settings.json", ".settings.json.7.tmp", "sub"]))
    #expect(folder.entries("sub") == [".settings.json.9.tmp"], "only beside the file")
  }

  @Test func temporaryFilesOfALiveProcessAreKeptAndThoseOfNoLiveWriterAreRemoved() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let file = folder.path("settings.json")
    try Data(#"{"name":"saved"}"#.utf8).write(to: URL(fileURLWithPath: file))
    // Running processes (the test's parent, init) may be renaming these right now: kept.
    let live = [
      DiskFileSystem.temporaryName(for: "settings.json", pid: getppid(), 5),
      DiskFileSystem.temporaryName(for: "settings.json", pid: 1, 6),
    ]
    // No running process has pid Int32.max (above any pid_max); pid 0 names no writer; this process has no write of
    // its own in flight: removed.
    let dead = [
      DiskFileSystem.temporaryName(for: "settings.json", pid: .max, 7),
      ".settings.json.0.8.tmp",
      ".settings.json.99999999999.9.tmp",
      DiskFileSystem.temporaryName(for: "settings.json", pid: getpid(), 10),
    ]
    for name in live + dead {
      try Data("partial".utf8).write(to: folder.url.appendingPathComponent(name))
    }
    DiskFileSystem().removeLeftoverTemporaryFiles(besides: URL(fileURLWithPath: file))
    #expect(folder.entries() == Set(live + ["settings.json"]))
  }

  @Test func anotherStoragesCleanupDuringASaveLeavesTheSaveWhole() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let file = URL(fileURLWithPath: folder.path("settings.json"))
    try Data("old".utf8).write(to: file)
    // A second storage loads the file while the first one's temporary file waits for its rename.
    let system = DiskFileSystem(afterTemporaryWrite: { temporary in
      #expect(FileManager.default.fileExists(atPath: temporary.path))
      DiskFileSystem().removeLeftoverTemporaryFiles(besides: file)
      #expect(FileManager.default.fileExists(atPath: temporary.path), "a write in flight is kept")
    })
    try system.write(Data("new".utf8), to: file)
    #expect(try Data(contentsOf: file) == Data("new".utf8))
    #expect(folder.entries() == ["settings.json"])
  }

  @Test func temporaryNamesAreRecognisedExactly() {
    let name = DiskFileSystem.temporaryName(for: "a.json", pid: 314, 42)
    #expect(name == ".a.json.314.42.tmp")
    #expect(DiskFileSystem.temporaryWriter(name, for: "a.json") == .process(314))
    #expect(DiskFileSystem.temporaryWriter(name, for: "json") == nil)
    #expect(
      DiskFileSystem.temporaryWriter(".a.json.42.tmp", for: "a.json") == DiskFileSystem.Writer.none)
    #expect(
      DiskFileSystem.temporaryWriter(".a.json.0.42.tmp", for: "a.json")
        == DiskFileSystem.Writer.none)
    #expect(DiskFileSystem.temporaryWriter(".a.json.tmp", for: "a.json") == nil)
    #expect(DiskFileSystem.temporaryWriter(".a.json.4 2.tmp", for: "a.json") == nil)
    #expect(DiskFileSystem.temporaryWriter(".a.json.1.2.3.tmp", for: "a.json") == nil)
    #expect(DiskFileSystem.temporaryWriter(".a.json.1..tmp", for: "a.json") == nil)
    #expect(DiskFileSystem.temporaryWriter(".a.json..2.tmp", for: "a.json") == nil)
  }
}
