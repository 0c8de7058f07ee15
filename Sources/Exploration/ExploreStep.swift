import Foundation
public import ScenarioCatalog

/// One step of an exploration: a user intent, a press of a control of the rendered screen, a move of the test
/// clock, or the answer of the next service call.
public enum ExploreStep: Hashable, Sendable, CustomStringConvertible {
  /// The intent at `index` of the feature's intents (the scenario's appear action after them), with the choices
  /// its payload was drawn with.
  case intent(Int, choices: [Int])
  /// A press of a control of the rendered screen (screen mode, Linux), named as a script's UI step writes it
  /// (`tap "Retry"`, `type "" into "Title"`, `back`). When the screen then shows no such control, the step is
  /// skipped.
  case press(String)
  /// A move of the test clock.
  case advance(ClockStep)
  /// The answer of the next service call of the scenario's mocks.
  case answer(ServiceAnswer)

  /// A compact text form (`i2:0.3`, `c.little`, `a.failure`): how a crashed child process hands steps back.
  public var description: String {
    switch self {
    case let .intent(index, choices):
      "i\(index)" + (choices.isEmpty ? "" : ":" + choices.map(String.init).joined(separator: "."))
    case let .press(interaction): "p." + Self.encode(interaction)
    case let .advance(step): "c.\(step.rawValue)"
    case let .answer(answer): "a.\(answer.rawValue)"
    }
  }

  /// `text` with every byte outside `[A-Za-z0-9]` as `%XX`: one word, whatever the control's label holds.
  private static func encode(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }

  /// The text ``encode(_:)`` encoded; `nil` for a malformed escape or bytes that are not UTF-8.
  private static func decode(_ text: some StringProtocol) -> String? {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next(), let low = iterator.next(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      else { return nil }
      bytes.append(value)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// Parses ``description``; `nil` for text that is not a step.
  public init?(_ text: some StringProtocol) {
    if text.hasPrefix("c.") {
      guard let step = ClockStep(rawValue: String(text.dropFirst(2))) else { return nil }
      self = .advance(step)
    } else if text.hasPrefix("p.") {
      guard let interaction = Self.decode(text.dropFirst(2)) else { return nil }
      self = .press(interaction)
    } else if text.hasPrefix("a.") {
      guard let answer = ServiceAnswer(rawValue: String(text.dropFirst(2))) else { return nil }
      self = .answer(answer)
    } else if text.hasPrefix("i") {
      let parts = text.dropFirst().split(
        separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      guard let index = Int(parts[0]), index >= 0 else { return nil }
      var choices: [Int] = []
      if parts.count == 2 {
        for part in parts[1].split(separator: ".") {
          guard let choice = Int(part), choice >= 0 else { return nil }
          choices.append(choice)
        }
      }
      self = .intent(index, choices: choices)
    } else {
      return nil
    }
  }

  /// Steps in text form, separated by spaces.
  public static func parse(_ text: String) -> [ExploreStep]? {
    var steps: [ExploreStep] = []
    for word in text.split(separator: " ") {
      guard let step = ExploreStep(word) else { return nil }
      steps.append(step)
    }
    return steps
  }
}

/// How far a clock step moves the test clock.
public enum ClockStep: String, Hashable, Sendable, CaseIterable {
  /// ``littleDuration``: less than most sleeps, so work in flight stays in flight.
  case little
  /// Past the latest deadline any effect sleeps until now (nothing when nothing sleeps).
  case pastSleeps

  /// How long ``little`` is.
  public static let littleDuration: Duration = .milliseconds(100)
}
