import Foundation
public import Reducer

/// The pieces every scenario, test and demo of the practice log starts from: fixed ids, readable names.
public enum PieceFixtures {
  /// A study with two logged sessions and a two-level outline.
  public static let etude = Piece(
    id: UUID(fixture: "11111111-1111-1111-1111-111111111111"), title: "Étude in E major",
    targetMinutes: 2,
    sessions: [
      PracticeSession(
        id: UUID(fixture: "a1111111-1111-1111-1111-111111111111"),
        date: Date(timeIntervalSince1970: 1_767_171_600), seconds: 300),
      PracticeSession(
        id: UUID(fixture: "a2222222-2222-2222-2222-222222222222"),
        date: Date(timeIntervalSince1970: 1_767_085_200), seconds: 150),
    ],
    outline: OutlineNode(
      id: UUID(fixture: "11111111-1111-1111-1111-111111111111"), title: "Étude in E major",
      children: [
        OutlineNode(
          id: UUID(fixture: "b1111111-1111-1111-1111-111111111111"), title: "A section",
          children: [
            OutlineNode(
              id: UUID(fixture: "c1111111-1111-1111-1111-111111111111"), title: "bars 1–8")
          ]),
        OutlineNode(id: UUID(fixture: "b2222222-2222-2222-2222-222222222222"), title: "B section"),
      ]))

  /// A piece nobody has practised yet.
  public static let nocturne = Piece(
    id: UUID(fixture: "22222222-2222-2222-2222-222222222222"), title: "Nocturne", targetMinutes: 1)

  /// A long piece with a long target.
  public static let sonata = Piece(
    id: UUID(fixture: "33333333-3333-3333-3333-333333333333"), title: "Sonata No. 2",
    targetMinutes: 45,
    sessions: [
      PracticeSession(
        id: UUID(fixture: "a3333333-3333-3333-3333-333333333333"),
        date: Date(timeIntervalSince1970: 1_767_171_600), seconds: 2_700)
    ])

  /// The three pieces, in list order.
  public static let list: IdentifiedArrayOf<Piece> = [etude, nocturne, sonata]
}
