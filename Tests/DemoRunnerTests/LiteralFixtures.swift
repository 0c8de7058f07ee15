import DemoRunnerCore
import DemoScript
import Foundation

/// `Testing` also declares `SourceLocation`.
private typealias Location = DemoScript.SourceLocation

/// Action types shaped like real features' actions, used by the script-language tests.
enum LiteralFixtures {
  enum RowAction: Codable, Equatable, Sendable {
    case toggle
    case delete
    case rename(String)
  }

  struct Item: Codable, Equatable, Sendable {
    var id: UUID
    var title: String
    var note: String?
  }

  enum Filter: String, Codable, Equatable {
    case all
    case active
  }

  enum Outcome: Codable, Equatable, Sendable {
    case success([Int])
    case failure(String)
  }

  struct Wrapper<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    var value: Value
  }

  enum Action: Codable, Equatable, Sendable {
    case onAppear
    case queryChanged(String)
    case row(id: UUID, action: RowAction)
    case itemAdded(Item)
    case move(Int, to: Int)
    case flagsSet([Bool])
    case outcome(Outcome)
    case limit(UInt8)
    case scale(Double)
    case ratio(Float)
    case note(String?)
    case scheduled(Date)
    case filter(Filter)
    case opened(URL)
    case nested(Wrapper<[Item]>)
    case counts([String: Int])
  }

  static let id1 = UUID(uuidString: "11111111-1111-1111-1111-111111111111") ?? UUID()
  static let id2 = UUID(uuidString: "22222222-2222-2222-2222-222222222222") ?? UUID()

  /// The provider the demo runner passes, written out by hand for the fixtures.
  static func caseNames(_ type: Any.Type) -> [String]? {
    if type == Action.self {
      return [
        "onAppear", "queryChanged", "row", "itemAdded", "move", "flagsSet", "outcome", "limit",
        "scale", "ratio", "note", "scheduled", "filter", "opened", "nested", "counts",
      ]
    }
    if type == RowAction.self { return ["toggle", "delete", "rename"] }
    if type == Outcome.self { return ["success", "failure"] }
    if type == Filter.self { return ["all", "active"] }
    return nil
  }

  /// Parses and decodes `text` as an ``Action`` with the fixture provider.
  static func decode(_ text: String) throws(ScriptError) -> Action {
    try decodeAction(
      Action.self, from: text, location: Location(file: "t.demo", line: 1, column: 1),
      knownCaseNames: caseNames)
  }

  /// The error decoding `text` throws, or `nil` if it decodes.
  static func error(_ text: String, provider: Bool = true) -> ScriptError? {
    var names: ((Any.Type) -> [String]?)?
    if provider { names = { caseNames($0) } }
    do throws(ScriptError) {
      _ = try decodeAction(
        Action.self, from: text, location: Location(file: "t.demo", line: 1, column: 1),
        knownCaseNames: names)
      return nil
    } catch {
      return error
    }
  }
}
