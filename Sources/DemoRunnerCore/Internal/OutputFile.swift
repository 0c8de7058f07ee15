import Foundation

/// Writes a file the way a user expects of `--html FILE` and `record`: through symlinks, never
/// over something that is not a regular file, and never claiming success after a failed write.
///
/// - A symlink (or a chain of them) is followed to its final target, which is replaced
///   atomically; the link itself stays a link.
/// - A target that exists and is not a regular file (a directory, a device such as `/dev/full`,
///   a FIFO, a socket) is refused with an error naming the path and what it is, before anything
///   is written: an atomic write would otherwise put a regular file in its place.
/// - Any failure of the write itself (a missing folder, no permission, a full disk) is thrown.
enum OutputFile {
  /// Why a write was refused or failed; `description` names the path.
  struct Failure: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// The most symlinks followed before giving up (the system's own limit is similar).
  static let maximumLinks = 32

  /// Writes `data` to the file at `url` (see the type's rules).
  static func write(_ data: Data, to url: URL) throws(Failure) {
    let target = try resolve(url)
    do {
      try data.write(to: target, options: .atomic)
    } catch {
      let through = target.path == url.path ? "" : " (the target of `\(url.path)`)"
      throw Failure(description: "cannot write `\(target.path)`\(through): \(reason(error))")
    }
  }

  /// The final target of `url` after following symlinks; throws when it is not a regular file.
  static func resolve(_ url: URL) throws(Failure) -> URL {
    let manager = FileManager.default
    var current = url.standardizedFileURL
    for _ in 0...maximumLinks {
      guard let attributes = try? manager.attributesOfItem(atPath: current.path),
        let type = attributes[.type] as? FileAttributeType
      else {
        // Nothing there yet (or a dangling link's target): the write creates a regular file.
        return current
      }
      switch type {
      case .typeRegular:
        return current
      case .typeSymbolicLink:
        guard let destination = try? manager.destinationOfSymbolicLink(atPath: current.path)
        else {
          throw Failure(description: "cannot read the symlink `\(current.path)`")
        }
        current =
          destination.hasPrefix("/")
          ? URL(fileURLWithPath: destination).standardizedFileURL
          : current.deletingLastPathComponent().appendingPathComponent(destination)
            .standardizedFileURL
      default:
        throw Failure(
          description: "refusing to write `\(current.path)`: it is \(kind(type)), "
            + "not a regular file")
      }
    }
    throw Failure(description: "cannot write `\(url.path)`: more than \(maximumLinks) symlinks")
  }

  private static func kind(_ type: FileAttributeType) -> String {
    switch type {
    case .typeDirectory: "a directory"
    case .typeCharacterSpecial: "a character device"
    case .typeBlockSpecial: "a block device"
    case .typeSocket: "a socket"
    default: "a special file (such as a FIFO)"
    }
  }

  /// The system's reason for a failed write, without Foundation's boilerplate where it has one.
  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return "\(String(cString: strerror(code.rawValue))) (errno \(code.rawValue))"
    }
    return nsError.localizedDescription
  }
}
