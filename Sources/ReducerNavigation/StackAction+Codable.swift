/// Coded the way Swift synthesizes enum coding (`{"element": {"id": 0, "action": …}}`), so demo scripts can write
/// `send path(.element(id: 0, action: .detail(.editTapped)))` and `send path(.popFrom(id: 0))`.
///
/// Only the element actions need be `Codable`: a `push(id:state:)` is coded when the element state is `Codable`
/// too, and is a decoding error naming the state type otherwise.
extension StackAction: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case element, popFrom, push
  }

  private enum PayloadKeys: String, CodingKey {
    case id, action, state
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let key = try container.caseKey(expectingOneOf: "'element', 'popFrom' or 'push'")
    let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: key)
    let id = try payload.decode(StackElementID.self, forKey: .id)
    switch key {
    case .element:
      self = .element(id: id, action: try payload.decode(Action.self, forKey: .action))
    case .popFrom:
      self = .popFrom(id: id)
    case .push:
      guard let stateType = State.self as? any Decodable.Type else {
        throw DecodingError.typeMismatch(
          State.self,
          DecodingError.Context(
            codingPath: payload.codingPath + [PayloadKeys.state],
            debugDescription:
              "'push' needs a Decodable \(State.self); push by sending the action that "
              + "appends to the stack instead."))
      }
      func decodeState<T: Decodable>(_ type: T.Type) throws -> State? {
        try payload.decode(type, forKey: .state) as? State
      }
      guard let state = try decodeState(stateType) else {
        throw DecodingError.dataCorruptedError(
          forKey: .state, in: payload, debugDescription: "Expected a \(State.self).")
      }
      self = .push(id: id, state: state)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case let .element(id, action):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .element)
      try payload.encode(id, forKey: .id)
      try payload.encode(action, forKey: .action)
    case let .popFrom(id):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .popFrom)
      try payload.encode(id, forKey: .id)
    case let .push(id, state):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .push)
      try payload.encode(id, forKey: .id)
      guard let state = state as? any Encodable else {
        throw EncodingError.invalidValue(
          state,
          EncodingError.Context(
            codingPath: payload.codingPath + [PayloadKeys.state],
            debugDescription: "'push' needs an Encodable \(State.self)."))
      }
      try payload.encode(state, forKey: .state)
    }
  }
}
