/// A set of strings shared by the runs of one exploration (a memo kept by reference).
final class KeySet {
  private var keys: Set<String> = []

  func contains(_ key: String) -> Bool { keys.contains(key) }
  func insert(_ key: String) { keys.insert(key) }
}
