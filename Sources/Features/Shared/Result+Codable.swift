// Feature actions carry `Result` payloads and must be `Codable` so the demo runner can decode them from scripts.
// The coding matches what Swift synthesizes for enums: {"success": {"_0": …}} / {"failure": {"_0": …}}.
extension Result: @retroactive Encodable where Success: Encodable, Failure: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ResultCodingKeys.self)
    switch self {
    case let .success(value):
      var payload = container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: .success)
      try payload.encode(value, forKey: ._0)
    case let .failure(error):
      var payload = container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: .failure)
      try payload.encode(error, forKey: ._0)
    }
  }
}

extension Result: @retroactive Decodable where Success: Decodable, Failure: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ResultCodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "Expected exactly one of 'success' or 'failure'."))
    }
    let payload = try container.nestedContainer(keyedBy: PayloadCodingKeys.self, forKey: key)
    switch key {
    case .success: self = .success(try payload.decode(Success.self, forKey: ._0))
    case .failure: self = .failure(try payload.decode(Failure.self, forKey: ._0))
    }
  }
}

private enum ResultCodingKeys: String, CodingKey {
  case success, failure
}

private enum PayloadCodingKeys: String, CodingKey {
  case _0
}
