import Foundation

/// libFuzzer's entry point: feeds one input to the script parser and the action decoder.
///
/// The input is read three ways:
/// 1. as a whole script (`ScriptParser.parse(_:file:)` on the raw bytes), decoding every `send`
///    step's literal as a ``FuzzAction``;
/// 2. as one action literal (`decodeAction(FuzzAction.self, from:)` on the text);
/// 3. every literal that parses is printed and parsed again, and every action that decodes is
///    encoded, printed and decoded again: both must give back the same value.
///
/// Crashes, traps and sanitizer reports are findings, and so is any broken invariant below (the
/// harness aborts with a message, so libFuzzer keeps the input).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let bytes, count > 0 else { return 0 }
  let data = Data(bytes: bytes, count: count)
  FuzzChecks.script(data)
  FuzzChecks.literal(String(decoding: data, as: UTF8.self))
  return 0
}

/// The checks one input goes through.
enum FuzzChecks {
  static let file = "fuzz.demo"

  /// Parses `data` as a script and checks every step it yields.
  static func script(_ data: Data) {
    let lineCount = data.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    do throws(ScriptError) {
      let script = try ScriptParser().parse(data, file: file)
      invariant(!script.steps.isEmpty, "a parsed script has no steps")
      for step in script.steps {
        checkLocation(step.location, lineCount: lineCount, what: "step")
        switch step.kind {
        case .send(let literal):
          roundTripLiteral(literal)
          decode(literal)
        case .expectViewState(let literal), .expectState(_, equals: let literal):
          roundTripLiteral(literal)
        case .scenario(let name):
          invariant(!name.isEmpty, "empty scenario name accepted")
        case .advance(let duration):
          invariant(duration >= .zero, "negative duration \(duration) accepted")
        case .wait, .answer, .expectDeclaredViewState, .expectCheck:
          break
        }
      }
    } catch {
      checkError(error, lineCount: lineCount)
    }
  }

  /// Parses and decodes `text` as one action literal.
  static func literal(_ text: String) {
    let lineCount = text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let start = SourceLocation(file: file, line: 1, column: 1)
    do throws(ScriptError) {
      let literal = try ActionLiteralParser().parse(text, location: start)
      roundTripLiteral(literal)
    } catch {
      checkError(error, lineCount: lineCount)
    }
    do throws(ScriptError) {
      let action = try decodeAction(FuzzAction.self, from: text, location: start)
      roundTripAction(action)
    } catch {
      checkError(error, lineCount: lineCount)
    }
  }

  /// Decodes an already parsed literal; a success must round-trip.
  static func decode(_ literal: ActionLiteral) {
    do throws(ScriptError) {
      roundTripAction(try decodeAction(FuzzAction.self, from: literal))
    } catch {
      invariant(!error.description.isEmpty, "empty decoding error")
    }
  }

  /// `literal` printed and parsed again is the same literal.
  static func roundTripLiteral(_ literal: ActionLiteral) {
    let printed = literal.printed()
    do throws(ScriptError) {
      let reparsed = try ActionLiteralParser().parse(printed)
      invariant(
        reparsed.isEquivalent(to: literal),
        "literal changed when printed and parsed again: \(printed) became \(reparsed.printed())")
    } catch {
      invariant(false, "printed literal does not parse: \(printed): \(error)")
    }
  }

  /// `action` encoded, printed and decoded again is the same action.
  static func roundTripAction(_ action: FuzzAction) {
    let printed: String
    do {
      printed = try LiteralEncoder().encode(action).printed()
    } catch {
      invariant(false, "cannot encode decoded action \(action): \(error)")
      return
    }
    do throws(ScriptError) {
      let decoded = try decodeAction(FuzzAction.self, from: printed)
      invariant(decoded == action, "action changed in a round trip: \(action) became \(decoded)")
    } catch {
      invariant(false, "printed action does not decode: \(printed): \(error)")
    }
  }

  /// Errors name a real place in the input and say something.
  static func checkError(_ error: ScriptError, lineCount: Int) {
    checkLocation(error.location, lineCount: lineCount, what: "error")
    invariant(!error.message.isEmpty, "error without a message at \(error.location)")
    invariant(!error.description.isEmpty, "error without a description")
  }

  static func checkLocation(_ location: SourceLocation, lineCount: Int, what: String) {
    invariant(
      location.file == file && (1...lineCount).contains(location.line) && location.column >= 1,
      "\(what) location \(location) outside the input (\(lineCount) lines)")
  }

  /// Stops the run with `message` when `condition` fails: a finding for libFuzzer to keep.
  ///
  /// NB: aborting is the point here. The harness is the oracle; every condition it checks is a
  /// promise the parser and decoder make about any input.
  static func invariant(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data("fuzz invariant broken: \(message())\n".utf8))
    abort()
  }
}
