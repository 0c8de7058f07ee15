public import Foundation
public import Reducer

/// Where the practice log keeps its files.
public enum PracticeLogFiles {
  /// The list of pieces, as JSON: `~/.practicelog/pieces.json` in a live app. Tests, previews and the demo runner
  /// get fresh in-memory file storage, so they never touch it.
  public static let pieces = URL(fileURLWithPath: NSHomeDirectory())
    .appendingPathComponent(".practicelog", isDirectory: true)
    .appendingPathComponent("pieces.json")

  /// `pieces` encoded as the file storage writes it, to seed a scenario's or a test's in-memory files.
  public static func seed(_ pieces: IdentifiedArrayOf<Piece>) -> [URL: Data] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(pieces) else { return [:] }
    return [Self.pieces: data]
  }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<Piece>>.Default {
  /// The persisted list of pieces, empty until the first piece is added.
  public static var pieces: Self {
    Self[.fileStorage(PracticeLogFiles.pieces), default: []]
  }
}
