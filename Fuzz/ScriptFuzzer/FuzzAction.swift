import Foundation

/// The action the fuzzer decodes: the shapes of `ItemsFeature.Action` (bare cases, a labelled
/// `UUID` payload, `Result<[Item], Failure>`) plus every other payload kind the literal decoder
/// supports, so one type reaches every decoding container.
///
/// `ItemsFeature` itself needs the `Reducer` and `Dependencies` modules, which this single-module
/// fuzz build leaves out; `Item` and `Result`'s coding are the real ones from `Features`.
enum FuzzAction: Codable, Equatable, Sendable {
  case onAppear
  case refreshPulled
  case retryTapped
  case rowTapped(id: Item.ID)
  case itemsResponse(Result<[Item], FuzzFailure>)
  case queryChanged(String)
  case row(id: UUID, action: FuzzRowAction)
  case move(Int, to: Int)
  case flagsSet([Bool])
  case limit(UInt8)
  case offset(Int64)
  case scale(Double)
  case ratio(Float)
  case note(String?)
  case scheduled(Date)
  case filter(FuzzFilter)
  case opened(URL)
  case nested(FuzzWrapper<[Item?]>)
  case counts([String: Int])
  case grid([[Int16]])
  case pair(String?, Int)
}

/// A nested enum with a payload.
enum FuzzRowAction: Codable, Equatable, Sendable {
  case toggle
  case delete
  case rename(String)
}

/// A string-backed enum (accepts `.active` for `"active"`).
enum FuzzFilter: String, Codable, Equatable, Sendable {
  case all
  case active
}

/// A service failure shaped like `ServiceError`.
struct FuzzFailure: Error, Codable, Equatable, Sendable {
  var message: String
  var isUnauthorized: Bool
}

/// A generic struct payload.
struct FuzzWrapper<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
  var value: Value
}
