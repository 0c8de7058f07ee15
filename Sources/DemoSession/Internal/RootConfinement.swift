package import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps every file `check`, `record` and the gallery's storyboards read or write under the
/// package root inside it, whatever symlinks the root holds.
///
/// A path is resolved one component at a time, following each symlink (in the file itself or in
/// any folder on the way) the way the system would; when the real path it ends at is outside the
/// root's own real path, the file is refused, naming the link that leads out and where it points.
/// A link that stays inside the root (a golden linked to a shared one beside it) is followed.
///
/// The check is made just before the file is opened; a link swapped in between the check and the
/// open is not caught (the runner is not a sandbox against a process racing it).
package enum RootConfinement {
  /// Why a path was refused; `description` names the path, the link and where it points.
  package struct Refusal: Error, Equatable, CustomStringConvertible {
    package var description: String
  }

  /// The most symlinks followed before giving up (the system's own limit is similar).
  static let maximumLinks = 40

  /// The real path of `url` (every symlink followed; a missing tail is kept as written), or a
  /// refusal when it is outside `root`'s real path.
  ///
  /// - Parameters:
  ///   - url: A file under `root`.
  ///   - root: The package root.
  ///   - shown: `url` as messages print it (relative to the root).
  ///   - verb: What was about to happen, for the message: "read", "write".
  package static func resolve(
    _ url: URL, inside root: URL, shown: String, verb: String
  ) throws(Refusal) -> URL {
    let rootPath = try realPath(root.path, shown: ".", verb: verb).path
    let resolved = try realPath(url.path, shown: shown, verb: verb)
    guard !isInside(resolved.path, rootPath) else { return URL(fileURLWithPath: resolved.path) }
    // Name the first link whose own target lies outside: that is the one that leads out.
    for link in resolved.links {
      let target =
        link.destination.hasPrefix("/")
        ? link.destination
        : (link.path as NSString).deletingLastPathComponent + "/"
          + link.destination
      guard let real = try? realPath(target, shown: shown, verb: verb),
        !isInside(real.path, rootPath)
      else { continue }
      throw Refusal(
        description: "refusing to \(verb) \(shown): the symlink "
          + "\(relative(link.path, to: root.path, rootPath)) points to `\(link.destination)` "
          + "(\(real.path)), outside the package root \(rootPath)")
    }
    throw Refusal(
      description: "refusing to \(verb) \(shown): it resolves to \(resolved.path), outside the "
        + "package root \(rootPath)")
  }

  /// Whether `path` is `root` or inside it (both real, absolute paths).
  static func isInside(_ path: String, _ root: String) -> Bool {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path == root || path.hasPrefix(prefix)
  }

  /// `path` relative to the root when it starts with the root (as given or real), for messages.
  private static func relative(_ path: String, to root: String, _ realRoot: String) -> String {
    for base in [realRoot, URL(fileURLWithPath: root).standardizedFileURL.path] {
      let prefix = base.hasSuffix("/") ? base : base + "/"
      if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    }
    return path
  }

  /// A path with every symlink followed, and the links met on the way (path and destination as
  /// written), in order.
  struct Resolved {
    var path: String
    var links: [(path: String, destination: String)]
  }

  /// Resolves `path` (absolute) like `realpath(3)`, except that components that do not exist are
  /// kept as written instead of failing (a golden not recorded yet).
  static func realPath(_ path: String, shown: String, verb: String) throws(Refusal) -> Resolved {
    var pending = Array(path.split(separator: "/", omittingEmptySubsequences: true).reversed())
      .map(String.init)
    var resolved: [String] = []
    var links: [(path: String, destination: String)] = []
    var exists = true
    while let component = pending.popLast() {
      if component == "." { continue }
      if component == ".." {
        if !resolved.isEmpty { resolved.removeLast() }
        continue
      }
      let candidate = "/" + (resolved + [component]).joined(separator: "/")
      var info = stat()
      guard exists, lstat(candidate, &info) == 0 else {
        // Nothing there: the rest is taken as written (it would be created inside `resolved`).
        exists = false
        resolved.append(component)
        continue
      }
      guard info.st_mode & S_IFMT == S_IFLNK else {
        resolved.append(component)
        continue
      }
      guard links.count < maximumLinks else {
        throw Refusal(
          description: "refusing to \(verb) \(shown): more than \(maximumLinks) symlinks "
            + "(a loop?) at \(candidate)")
      }
      guard let destination = readLink(candidate) else {
        throw Refusal(
          description: "refusing to \(verb) \(shown): cannot read the symlink \(candidate)")
      }
      links.append((candidate, destination))
      if destination.hasPrefix("/") { resolved = [] }
      pending += destination.split(separator: "/", omittingEmptySubsequences: true).reversed()
        .map(String.init)
    }
    return Resolved(path: "/" + resolved.joined(separator: "/"), links: links)
  }

  /// The destination of the symlink at `path`, as written.
  private static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    // NB: `&buffer` points at `buffer.count` bytes for the call only; readlink writes at most the size it is given
    // (one less) and returns how many it wrote, so `buffer.prefix(count)` holds exactly those bytes.
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
