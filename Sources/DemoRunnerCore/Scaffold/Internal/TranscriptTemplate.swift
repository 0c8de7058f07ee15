import DemoScript
import DemoSession
import Foundation

#if os(Linux)
  import SwiftUI
#endif

/// The golden transcripts of the scaffold's scripts (`toggle.demo`, and on Linux the UI walkthrough
/// `walkthrough.demo`), recorded the way `demo-runner record`
/// records any script: ``ScriptReplay`` plays it against `ScaffoldPrototypeFeature` (the
/// scaffold's templates compiled with the name `ScaffoldPrototype` by the `ScaffoldTemplates`
/// build plugin, registered with its view as `new` tells the user to register the feature) with the
/// feature's name as display name, then the prototype's type names are
/// replaced by the scaffold's.
///
/// Only those two names reach a transcript (dumps are not aligned on names); the screen's title,
/// the one width-dependent part, is drawn with the real name. `Scripts/scaffold-check.sh` proves
/// the result is what `demo-runner record` writes for the generated feature itself.
@MainActor
enum TranscriptTemplate {
  /// Why the transcript could not be recorded (the prototype and the script disagree: a bug in
  /// the runner, which its tests catch).
  struct Failure: Error {
    var description: String
  }

  /// The transcript of `toggle.demo` for the feature `n`, as if read from `scriptPath`.
  static func toggle(_ n: FeatureName, scriptPath: String) async throws(Failure) -> String {
    try await transcript(of: .toggle, n, scriptPath: scriptPath)
  }

  /// The transcript of the script `template` for the feature `n`, as if read from `scriptPath`.
  static func transcript(
    of template: ScaffoldTemplate, _ n: FeatureName, scriptPath: String
  ) async throws(Failure) -> String {
    let script: Script
    do throws(ScriptError) {
      script = try ScriptParser().parse(template.text, file: scriptPath)
    } catch {
      throw Failure(description: "the scaffold's script does not parse: \(error.description)")
    }
    let played = await ScaffoldPrototypeFeature.$displayName.withValue(n.name) {
      await record(script, path: scriptPath)
    }
    let transcript: (text: String, failures: Int)
    switch played {
    case let .success(value): transcript = value
    case let .failure(error):
      throw Failure(description: "the scaffold's script does not play: \(error.description)")
    }
    guard transcript.failures == 0 else {
      throw Failure(description: "\(transcript.failures) of the scaffold's expectations fail")
    }
    return transcript.text
      .replacingOccurrences(of: "ScaffoldPrototypeFeature", with: n.feature)
      .replacingOccurrences(of: "ScaffoldPrototypeItem", with: n.model)
  }

  private static func record(
    _ script: Script, path: String
  ) async -> Result<(text: String, failures: Int), ScriptError> {
    do throws(ScriptError) {
      return .success(
        try await ScriptReplay.transcript(
          script, path: path, feature: prototype,
          limits: .standard))
    } catch {
      return .failure(error)
    }
  }

  /// The prototype as `new` tells the user to register the feature: with its view (rendered on Linux).
  private static var prototype: DemoFeature {
    #if os(Linux)
      DemoFeature(ScaffoldPrototypeFeature.self) { ScaffoldPrototypeView(store: $0) }
    #else
      DemoFeature(ScaffoldPrototypeFeature.self)
    #endif
  }
}

extension ScaffoldPrototypeFeature {
  /// The feature's display name while a transcript is recorded: the scaffolded feature's (the
  /// prototype's `featureName`).
  @TaskLocal static var displayName = "Prototype"
}
