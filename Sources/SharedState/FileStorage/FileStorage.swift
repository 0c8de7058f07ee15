public import Dependencies
public import Foundation
import ValueDumping

/// Where `.fileStorage` shared values are read from and saved to: the disk, or memory in tests and previews.
///
/// One reference per file: two `@Shared(.fileStorage(url))` of the same file (after standardizing the URL and, on
/// the disk, resolving its links) in one storage share one value, so there is one writer per file in a process.
/// Every ``disk`` is the same storage, so two stores given `.disk` share their files too. The file is read the
/// first time a key of its URL is used and decoded as JSON; changes are saved after a debounce on the
/// `continuousClock` dependency, written atomically.
///
/// - A missing file: the default value, no issue.
/// - An unreadable or corrupt file: a reported issue naming the URL and the error, and the default value; the
///   file is replaced at the next change.
/// - The file is never written when the value encodes to the bytes it already holds.
/// - A write that fails (a read-only folder, a file where the folder should be, a full disk) is a reported issue
///   naming the file and the system's reason; the change stays pending and is written by the next change or
///   ``save()``. Nothing accepted is lost without a reported issue.
/// - The file keeps its mode and owner; a link is written through to its target (atomically beside it); a FIFO or
///   a device in the file's place is a reported failure, never replaced, and loading never blocks on it.
/// - Temporary files `.<name>.<number>.tmp` that a save killed half-way left beside the file are removed when the
///   file is next loaded.
/// - Two processes on one file: each reads it on first use and writes its own changes; the last writer wins, and
///   a process sees the other's changes only when it next uses the key for the first time (at its next launch).
///
/// ```swift
/// // A test that wants real files, in a temporary folder it removes:
/// let store = Store(initialState: Settings.State()) { Settings() } withDependencies: {
///   $0.defaultFileStorage = .disk
/// }
/// ```
public final class FileStorage: Sendable {
  private struct Entry: Sendable {
    let reference: any Sendable
    let saver: any PendingSaving
  }

  let system: any FileStorageSystem
  /// How long after a change the file is written; nil writes at once.
  let saveDelay: Duration?
  private let entries = Lock<[URL: Entry]>([:])

  package init(system: any FileStorageSystem, saveDelay: Duration?) {
    self.system = system
    self.saveDelay = saveDelay
  }

  /// The real disk: saves one second (on the `continuousClock` dependency) after the first unsaved change.
  ///
  /// One storage per process: every use of `.disk` (and the live `DependencyValues.defaultFileStorage`) is this
  /// same storage, so one file has one reference and one saver however many stores use it. A second storage of its
  /// own would read the file before the first one's change is saved, and its next save would erase that change.
  /// The clock of a file's saver is the `continuousClock` of the first key that loads the file.
  public static var disk: FileStorage { sharedDisk }

  /// The one disk storage. Global state, and safe: it is immutable apart from its registry of files, which is
  /// guarded by a `Lock` (`entries`), and a `static let` is initialized once, thread-safely.
  private static let sharedDisk = FileStorage(system: DiskFileSystem(), saveDelay: .seconds(1))

  /// Files in memory, starting with `files` (for tests, previews and scenarios that seed a value): saves at once.
  public static func inMemory(_ files: [URL: Data] = [:]) -> FileStorage {
    FileStorage(system: MemoryFileSystem(files), saveDelay: nil)
  }

  /// The bytes stored for `url`, or nil when there are none (or they cannot be read).
  public func contents(of url: URL) -> Data? {
    try? system.read(url.standardizedFileURL)
  }

  /// Writes every pending change now, without waiting for the debounce.
  ///
  /// Call it when the app is about to end (for instance on `willTerminate` or on entering the background): a change
  /// made less than a debounce interval before the process exits is otherwise lost.
  public func save() {
    let savers = entries.withLock { $0.values.map(\.saver) }
    for saver in savers { saver.flush() }
  }

  /// Returns once every change made so far is written (or its write failed and was reported).
  ///
  /// On a `TestClock`, advance the clock past the debounce first.
  public func waitForPendingSaves() async {
    let savers = entries.withLock { $0.values.map(\.saver) }
    for saver in savers { await saver.waitUntilSaved() }
  }

  func reference<Value: Codable & Sendable>(
    url: URL, defaultValue: () -> Value, dependencies: DependencyValues
  ) -> SharedReference<Value> {
    let url = url.standardizedFileURL
    let key = system.canonicalURL(url)
    let keyDescription =
      ".fileStorage(\(OutsideText.sanitized(dumpValue(url), keepingNewlines: false)))"
    let existing = entries.withLock { $0[key]?.reference }
    if let existing {
      if let reference = existing as? SharedReference<Value> { return reference }
      reportIssue(
        """
        @Shared(\(keyDescription)) is already in use for another type of value; this \(Value.self) is not \
        shared with it and is never saved. Use one type of value per file.
        """)
      return SharedReference(defaultValue(), keyDescription: keyDescription)
    }
    let (value, fileData) = load(Value.self, url: url, keyDescription, defaultValue)
    let saver = FileSaver<Value>(
      url: url, system: system, delay: saveDelay,
      clock: saveDelay == nil ? nil : dependencies.continuousClock, fileData: fileData)
    // The reference keeps its saver, and the saver keeps the reference only while a change is pending: a pending
    // change is written even if every holder of the reference (and this storage) is gone.
    let reference = SharedReference<Value>(value, keyDescription: keyDescription) {
      (reference: SharedReference<Value>) in
      saver.valueChanged { () -> Value? in reference.liveValue }
    }
    return entries.withLock { entries in
      if let raced = entries[key]?.reference as? SharedReference<Value> { return raced }
      entries[key] = Entry(reference: reference, saver: saver)
      return reference
    }
  }

  private func load<Value: Decodable>(
    _ type: Value.Type, url: URL, _ keyDescription: String, _ defaultValue: () -> Value
  ) -> (Value, Data?) {
    let path = OutsideText.sanitized(url.path, keepingNewlines: false)
    // What a save killed half-way left beside the file: never read, never renamed, so removed now.
    system.removeLeftoverTemporaryFiles(besides: url)
    let data: Data
    do {
      guard let read = try system.read(url) else { return (defaultValue(), nil) }
      data = read
    } catch {
      reportIssue(
        """
        @Shared(\(keyDescription)) could not read \(path): \(OutsideText.sanitized(String(describing: error)))

        Using the default value.
        """)
      return (defaultValue(), nil)
    }
    do {
      return (try JSONDecoder().decode(Value.self, from: data), data)
    } catch {
      reportIssue(
        """
        @Shared(\(keyDescription)) could not decode \(Value.self) from \(path): \
        \(OutsideText.sanitized(String(describing: error)))

        Using the default value; the file is replaced at the next change.
        """)
      return (defaultValue(), data)
    }
  }
}

extension DependencyValues {
  /// The storage of `.fileStorage` shared values.
  ///
  /// Live: the disk (one storage per process). Test and preview: fresh in-memory files for every store, so no test
  /// or preview reads or writes the user's real files. Override it with `.disk` (in a temporary folder) to test
  /// real files, or with `.inMemory([url: data])` to seed a file.
  public var defaultFileStorage: FileStorage {
    get { sharedStorage(FileStorage.self) }
    set { self[SharedStorageKey<FileStorage>.self] = newValue }
  }
}
