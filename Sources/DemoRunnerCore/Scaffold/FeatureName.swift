/// The name of a feature to scaffold, checked: an UpperCamelCase Swift identifier, and every
/// name the scaffold derives from it.
///
/// `demo-runner new Weather` derives `WeatherFeature`, `WeatherItem`, `WeatherServicing`,
/// `LiveWeatherService`, `MockWeatherService`, `WeatherFixtures`, `WeatherView`, the
/// dependency accessor `weatherService` and the endpoint `weather`.
///
/// ```swift
/// let name = try FeatureName("TrainTimes")
/// name.feature          // "TrainTimesFeature"
/// name.accessor         // "trainTimesService"
/// name.endpoint         // "train-times"
/// ```
///
/// Anything else is refused with a message that points at the first offending character by its
/// column, shows the text with control characters escaped (never raw), and cuts a long text
/// short: `FeatureName("Wea/ther")` fails with "`/` at column 4 is not an ASCII letter or digit".
struct FeatureName: Equatable, Sendable {
  /// The longest name accepted, in characters.
  static let maximumLength = 24

  /// The name as typed: `Weather`.
  let name: String

  /// Checks `text`.
  ///
  /// - Throws: ``UsageError`` (exit 2) saying what is wrong and where.
  init(_ text: String) throws(UsageError) {
    let scalars = Array(text.unicodeScalars)
    func refuse(_ problem: String) -> UsageError {
      UsageError(
        command: "new", message: "invalid feature name \(Self.quoted(text)): \(problem)",
        expected: Self.expectation)
    }
    guard let first = scalars.first else { throw refuse("it is empty") }
    if let index = scalars.firstIndex(where: { !Self.isASCIIAlphanumeric($0) }) {
      throw refuse(
        "\(Self.describe(scalars[index])) at column \(index + 1) is not an ASCII letter or digit")
    }
    guard ("A"..."Z").contains(first) else {
      let fix = ("a"..."z").contains(first) ? "; did you mean `\(Self.capitalized(text))`?" : ""
      throw refuse("it starts with \(Self.describe(first)), not a capital letter\(fix)")
    }
    guard scalars.count <= Self.maximumLength else {
      throw refuse("it is \(scalars.count) characters long, more than \(Self.maximumLength)")
    }
    if text.hasSuffix("Feature") {
      let stem = String(text.dropLast("Feature".count))
      throw refuse(
        "the scaffold adds the `Feature` suffix itself"
          + (stem.isEmpty ? "" : "; did you mean `\(stem)`?"))
    }
    self.name = text
  }

  /// The reducer: `WeatherFeature`.
  var feature: String { name + "Feature" }
  /// The model shown as rows: `WeatherItem`.
  var model: String { name + "Item" }
  /// The service protocol: `WeatherServicing`.
  var servicing: String { name + "Servicing" }
  /// The live service: `LiveWeatherService`.
  var liveService: String { "Live\(name)Service" }
  /// The scenario mock: `MockWeatherService`.
  var mockService: String { "Mock\(name)Service" }
  /// The fixtures: `WeatherFixtures`.
  var fixtures: String { name + "Fixtures" }
  /// The SwiftUI view: `WeatherView`.
  var view: String { name + "View" }
  /// The test suite: `WeatherFeatureTests`.
  var tests: String { feature + "Tests" }
  /// The dependency accessor: `weatherService` (`APIThing` → `apiThingService`).
  var accessor: String { Self.lowerCamel(name) + "Service" }
  /// The endpoint the live service reads, relative to the API's base URL: `weather`
  /// (`TrainTimes` → `train-times`).
  var endpoint: String {
    var output = ""
    let scalars = Array(name.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let isUpper = ("A"..."Z").contains(scalar)
      let nextIsLower = index + 1 < scalars.count && ("a"..."z").contains(scalars[index + 1])
      let previousIsUpper = index > 0 && ("A"..."Z").contains(scalars[index - 1])
      if isUpper, index > 0, !previousIsUpper || nextIsLower { output += "-" }
      output += String(scalar).lowercased()
    }
    return output
  }

  /// The top-level declarations the scaffold adds to the `Features` module (for clash checks).
  var declaredTypes: [String] {
    [feature, model, servicing, liveService, mockService, fixtures, view]
  }

  private static let expectation =
    "an UpperCamelCase Swift identifier of ASCII letters and digits, such as `Weather` or "
    + "`TrainTimes`"

  private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  /// Whether `scalar` is shown as its code point in messages: a control, whitespace,
  /// invisible formatting character or a backtick.
  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
    if properties.isWhitespace || properties.generalCategory == .format { return true }
    return scalar == "`"
  }

  /// `U+001B`.
  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// `A` → "`A`"; a control or invisible character as its code point: "U+001B".
  private static func describe(_ scalar: Unicode.Scalar) -> String {
    isHidden(scalar) ? codePoint(scalar) : "`\(scalar)`"
  }

  /// `text` in backticks for a message: hidden characters escaped (`\u{1B}`), at most 40
  /// characters.
  static func quoted(_ text: String) -> String {
    var output = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == 40 {
        output += "…"
        break
      }
      if isHidden(scalar) {
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        output.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return "`\(output)`"
  }

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// `Weather` → `weather`, `APIThing` → `apiThing`, `URL` → `url`.
  private static func lowerCamel(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    var upperRun = 0
    while upperRun < scalars.count, ("A"..."Z").contains(scalars[upperRun]) { upperRun += 1 }
    // In `APIThing` the run is `APIT`: the last capital starts the next word.
    let lowered = upperRun > 1 && upperRun < scalars.count ? upperRun - 1 : max(1, upperRun)
    var output = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if index < lowered {
        output.append(contentsOf: String(scalar).lowercased().unicodeScalars)
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }
}
