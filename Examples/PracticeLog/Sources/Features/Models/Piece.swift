public import Foundation
public import Reducer

/// A piece of music being practised: what the list shows, the detail edits and the practice timer logs against.
public struct Piece: Equatable, Identifiable, Codable, Sendable {
  /// The piece's identity, from `@Dependency(\.uuid)` when it is created.
  public var id: UUID
  /// The title, as the list shows it.
  public var title: String
  /// How long one practice session aims to last, in minutes (at least 1).
  public var targetMinutes: Int
  /// The sessions logged so far, newest first.
  public var sessions: [PracticeSession]
  /// The piece's sections, as a tree (movements, passages, bars).
  public var outline: OutlineNode

  /// A piece titled `title` with nothing logged yet.
  public init(
    id: UUID, title: String = "", targetMinutes: Int = 5, sessions: [PracticeSession] = [],
    outline: OutlineNode? = nil
  ) {
    self.id = id
    self.title = title
    self.targetMinutes = targetMinutes
    self.sessions = sessions
    self.outline = outline ?? OutlineNode(id: id, title: title)
  }

  /// The minutes practised in all, rounded down.
  public var minutesPractised: Int { sessions.reduce(0) { $0 + $1.seconds } / 60 }
}

/// One practice session of a piece.
public struct PracticeSession: Equatable, Identifiable, Codable, Sendable {
  /// The session's identity.
  public var id: UUID
  /// When the session ended, from `@Dependency(\.date)`.
  public var date: Date
  /// How long it lasted.
  public var seconds: Int

  /// A session of `seconds` that ended at `date`.
  public init(id: UUID, date: Date, seconds: Int) {
    self.id = id
    self.date = date
    self.seconds = seconds
  }
}

/// A node of a piece's outline: a section with sections inside it, to any depth.
public struct OutlineNode: Equatable, Identifiable, Codable, Sendable {
  /// The node's identity.
  public var id: UUID
  /// The section's name ("Exposition", "bars 1–16").
  public var title: String
  /// The sections inside this one, in order.
  public var children: IdentifiedArrayOf<OutlineNode>

  /// A node titled `title` with `children` inside it.
  public init(id: UUID, title: String, children: IdentifiedArrayOf<OutlineNode> = []) {
    self.id = id
    self.title = title
    self.children = children
  }

  /// How many nodes the tree holds, this one included.
  public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}
