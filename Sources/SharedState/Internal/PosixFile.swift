import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls ``DiskFileSystem`` is made of, each throwing a ``FileSystemFailure`` that carries `errno`'s
/// text and the path, never a code without words.
enum PosixFile {
  /// What a path names, from `st_mode`'s file-type bits (the same values on Linux and Darwin).
  enum Kind: Equatable {
    case regular, folder, link, fifo, characterDevice, blockDevice, socket, unknown

    init(mode: mode_t) {
      switch UInt32(mode) & 0o170000 {
      case 0o100000: self = .regular
      case 0o040000: self = .folder
      case 0o120000: self = .link
      case 0o010000: self = .fifo
      case 0o020000: self = .characterDevice
      case 0o060000: self = .blockDevice
      case 0o140000: self = .socket
      default: self = .unknown
      }
    }

    /// How a failure names it.
    var name: String {
      switch self {
      case .regular: "a regular file"
      case .folder: "a folder"
      case .link: "a symbolic link"
      case .fifo: "a FIFO (named pipe)"
      case .characterDevice: "a character device"
      case .blockDevice: "a block device"
      case .socket: "a socket"
      case .unknown: "an unknown kind of file"
      }
    }
  }

  /// The status of `path` (following links unless `following` is false), or nil when nothing is there (`ENOENT`,
  /// or `ENOTDIR`: a file where a folder of the path should be).
  static func status(_ path: String, following: Bool, step: String) throws -> stat? {
    var info = stat()
    let result = following ? stat(path, &info) : lstat(path, &info)
    guard result == 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { return nil }
      throw FileSystemFailure(step, path, errno: code)
    }
    return info
  }

  /// A failure saying `path` is `kind`, where a regular file is needed.
  static func notARegularFile(_ step: String, _ path: String, _ kind: Kind) -> FileSystemFailure {
    FileSystemFailure(step, path, reason: "it is \(kind.name), not a regular file")
  }

  /// The path a chain of symbolic links at `path` ends at (`path` itself when it is no link). The end need not
  /// exist: a dangling link's target is where the file is written.
  static func finalTarget(of path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      guard let info = try status(current, following: false, step: "reading the link"),
        Kind(mode: info.st_mode) == .link
      else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      // NB: `&buffer` points at `buffer.count` bytes for the call only; readlink writes at most the size it is given
      // (one less, never read past `count`) and returns how many it wrote, so `buffer[0..<count]` is in bounds.
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw FileSystemFailure("reading the link", current, errno: errno) }
      let destination = String(
        decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
    }
    throw FileSystemFailure("following the link", path, errno: ELOOP)
  }

  /// The folder part of `path` ("/" for a file at the root).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// Makes the folder at `path` and its missing parents; a file where one of them should be is a failure naming it.
  static func makeFolders(_ path: String) throws {
    if let info = try status(path, following: true, step: "creating the folder") {
      guard Kind(mode: info.st_mode) == .folder else {
        throw FileSystemFailure("creating the folder", path, errno: ENOTDIR)
      }
      return
    }
    let parent = folder(of: path)
    if parent != path { try makeFolders(parent) }
    guard mkdir(path, 0o777) == 0 else {
      let code = errno
      if code == EEXIST, try status(path, following: true, step: "creating the folder") != nil {
        return try makeFolders(path)  // made by someone else meanwhile: check it is a folder
      }
      throw FileSystemFailure("creating the folder", path, errno: code)
    }
  }

  /// Opens `path` for reading without blocking on a FIFO, and checks it is a regular file before reading.
  static func readRegularFile(_ path: String) throws -> Data? {
    let step = "reading"
    guard let info = try status(path, following: true, step: step) else { return nil }
    let kind = Kind(mode: info.st_mode)
    guard kind == .regular else { throw notARegularFile(step, path, kind) }
    // O_NONBLOCK: if a FIFO took the file's place since the check, opening it returns at once instead of blocking.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { return nil }
      throw FileSystemFailure(step, path, errno: code)
    }
    defer { close(descriptor) }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0 else { throw FileSystemFailure(step, path, errno: errno) }
    let openedKind = Kind(mode: opened.st_mode)
    guard openedKind == .regular else { throw notARegularFile(step, path, openedKind) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      // NB: the pointer lives only inside the closure and read(2) writes at most `$0.count` bytes into it; the
      // returned count (≤ buffer.count) bounds the slice appended below.
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      if count < 0 {
        let code = errno
        if code == EINTR || code == EAGAIN { continue }
        throw FileSystemFailure(step, path, errno: code)
      }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// Writes every byte of `data` to `descriptor` (`path` names it in a failure).
  static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
    try data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        // NB: `base` is valid for `bytes.count` bytes inside `withUnsafeBytes`, and 0 ≤ offset < bytes.count, so
        // `base + offset` and the `bytes.count - offset` bytes after it stay inside the buffer; write(2) only reads
        // them and returns at most that many, so `offset` never passes `bytes.count`.
        let count = write(descriptor, base + offset, bytes.count - offset)
        if count < 0 {
          let code = errno
          if code == EINTR { continue }
          throw FileSystemFailure("writing the temporary file", path, errno: code)
        }
        offset += count
      }
    }
  }
}
