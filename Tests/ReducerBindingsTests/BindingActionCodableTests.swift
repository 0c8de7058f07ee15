import Foundation
import Reducer
import Testing

@Suite struct BindingActionCodableTests {
  struct Form: Equatable, Sendable, CodableBindings {
    var name = ""
    var count = 0
    var secret = ""
    static let codableBindings: [CodableBinding<Self>] = [
      .field("name", \.name),
      .field("count", \.count),
    ]
  }
  enum Action: BindableAction, Codable, Equatable, Sendable {
    case binding(BindingAction<Form>)
  }

  @Test func bindingActionsRoundTripThroughJSON() throws {
    let actions: [Action] = [.binding(.set(\.name, "Ada")), .binding(.set(\.count, 3))]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(actions)
    #expect(String(decoding: data, as: UTF8.self).contains(#"{"set":{"_0":"name","_1":"Ada"}}"#))
    #expect(try JSONDecoder().decode([Action].self, from: data) == actions)
  }

  @Test func anUnknownFieldNameIsADecodingErrorListingTheFields() {
    let json = Data(#"{"binding":{"_0":{"set":{"_0":"nam","_1":"Ada"}}}}"#.utf8)
    #expect {
      try JSONDecoder().decode(Action.self, from: json)
    } throws: { error in
      "\(error)".contains("no bindable field 'nam'; its fields are: 'name', 'count'")
    }
  }

  @Test func aValueOfTheWrongTypeIsADecodingError() {
    let json = Data(#"{"binding":{"_0":{"set":{"_0":"count","_1":"three"}}}}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Action.self, from: json) }
  }

  @Test func encodingAFieldTheListLacksIsAnEncodingError() {
    #expect {
      try JSONEncoder().encode(Action.binding(.set(\.secret, "x")))
    } throws: { error in
      "\(error)".contains("is not one of Form.codableBindings (name, count)")
    }
  }
}
