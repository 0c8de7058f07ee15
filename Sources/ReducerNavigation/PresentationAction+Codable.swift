/// Coded the way Swift synthesizes enum coding (`{"presented": {"_0": …}}`, `{"dismiss": {}}`), so demo scripts
/// can write `send destination(.presented(.alert(.confirmDeletion)))`.
extension PresentationAction: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case dismiss, presented
  }

  private enum PayloadKeys: String, CodingKey {
    case _0
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let key = try container.caseKey(expectingOneOf: "'dismiss' or 'presented'")
    switch key {
    case .dismiss:
      self = .dismiss
    case .presented:
      let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .presented)
      self = .presented(try payload.decode(Action.self, forKey: ._0))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .dismiss:
      _ = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .dismiss)
    case let .presented(action):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .presented)
      try payload.encode(action, forKey: ._0)
    }
  }
}
