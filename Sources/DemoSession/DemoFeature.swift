import DemoScript
import Exploration
public import Reducer

/// One feature the demo runner can show: its scenarios, its scripts folder, and how to run it.
///
/// Build one from any `ScenarioProviding` feature whose `Action` is `Codable` (scripts write
/// actions as literals and decode them through that conformance):
///
/// ```swift
/// DemoFeature(ItemsFeature.self)                     // Sources/Features/Items/Scripts
/// DemoFeature(WeatherFeature.self)                   // Sources/Features/Weather/Scripts
/// DemoFeature(NewsFeature.self, folder: "Headlines")  // Sources/Features/Headlines/Scripts
/// ```
///
/// The scripts folder comes from the feature's **type name** with a trailing `Feature`
/// stripped (``scriptsFolder(forTypeName:)``), never from its display name, so a new
/// `WeatherFeature` is looked for where its code lives even before it overrides `featureName`.
/// `demo-runner check` fails for a registered feature with no scripts and for a script no
/// registered feature claims, so a mismatch cannot pass quietly.
public struct DemoFeature: Sendable {
  /// The feature's display name: what `run FEATURE` and the gallery use.
  public let name: String
  /// The folder holding the feature's `*.demo` scripts and `*.golden` transcripts, relative to
  /// the package root.
  public let scriptsFolder: String
  package let scenarios: [ScenarioSummary]
  package let viewStateCases: [String]
  package let makeSession: @MainActor @Sendable (Int, SessionOptions) -> any DemoSession
  let decodeCheck: @Sendable (ActionLiteral) throws(ScriptError) -> Void
  let templates: @Sendable () -> [String]
  /// The long-text twin of a settled state's view state, when the feature declares a
  /// ``LongTextVariant``.
  package let longText: (@MainActor @Sendable (Any) -> LongTextRendering)?
  /// The feature's explorer (`demo-runner explore`).
  package let exploring: FeatureExploring
  /// Whether the feature registered its view (``init(_:folder:view:)``), so its screens can be rendered (Linux).
  public let hasScreen: Bool

  /// A feature for the runner.
  ///
  /// - Parameters:
  ///   - feature: The feature's reducer type.
  ///   - folder: The folder under `Sources/Features` holding the feature's code and its `Scripts`
  ///     folder; by default the type's name without a trailing `Feature` (`ItemsFeature` →
  ///     `Items`).
  public init<Feature: ScenarioProviding>(_ feature: Feature.Type, folder: String? = nil)
  where Feature.Action: Codable {
    self.init(feature, folder: folder, longTextRendering: nil, screen: nil)
  }

  /// The feature, its gallery's long-text variant drawn by `longTextRendering` (nil: none), its screens hosted by
  /// `screen` (nil: the feature registered no view).
  init<Feature: ScenarioProviding>(
    _ feature: Feature.Type, folder: String?,
    longTextRendering: (@MainActor @Sendable (Any) -> LongTextRendering)?,
    screen: ScreenMaker<Feature>?
  ) where Feature.Action: Codable {
    let scenarios = Feature.scenarios
    self.name = Feature.featureName
    self.scriptsFolder =
      folder.map { "Sources/Features/\($0)/Scripts" }
      ?? Self.scriptsFolder(forTypeName: "\(Feature.self)")
    let summaries = scenarios.map(ScenarioSummary.init)
    self.scenarios = summaries
    self.viewStateCases = Feature.ViewState.caseNames
    self.makeSession = { index, options in
      FeatureSession(scenarios[index], summary: summaries[index], options: options, screen: screen)
    }
    self.hasScreen = screen != nil
    self.templates = { ActionTemplates.of(Feature.Action.self) }
    self.decodeCheck = { literal throws(ScriptError) in
      _ = try decodeAction(Feature.Action.self, from: literal, knownCaseNames: EnumCaseNames.of)
    }
    self.longText = longTextRendering
    self.exploring = FeatureExploring(Feature.self, screen: screen)
  }

  /// A feature for the runner whose gallery also shows a long-text stress variant: every
  /// scenario again, its state's strings passed through `longText` (see ``LongTextVariant``).
  ///
  /// ```swift
  /// DemoFeature(ItemsFeature.self, longText: .hostile)
  /// ```
  ///
  /// - Parameters:
  ///   - feature: The feature's reducer type; its `State` must be `Codable`.
  ///   - folder: As in ``init(_:folder:)``.
  ///   - longText: How each string of the state is lengthened.
  public init<Feature: ScenarioProviding>(
    _ feature: Feature.Type, folder: String? = nil, longText: LongTextVariant
  ) where Feature.Action: Codable, Feature.State: Codable {
    self.init(feature, folder: folder, longText: longText, screen: nil)
  }

  /// As ``init(_:folder:longText:)``, its screens hosted by `screen`.
  init<Feature: ScenarioProviding>(
    _ feature: Feature.Type, folder: String?, longText: LongTextVariant,
    screen: ScreenMaker<Feature>?
  ) where Feature.Action: Codable, Feature.State: Codable {
    self.init(
      feature, folder: folder,
      longTextRendering: { state in
        guard let state = state as? Feature.State else {
          return .unavailable("the session's state is not a `\(Feature.State.self)`")
        }
        let stretched: Feature.State
        do {
          let literal = try LiteralEncoder().encode(state)
          stretched = try LiteralDecoder().decode(
            Feature.State.self, from: longText.apply(to: literal))
        } catch {
          return .unavailable("the state does not decode with its strings lengthened: \(error)")
        }
        let viewState = Feature.viewState(of: stretched)
        return .screen(viewState: viewState, caseName: viewState.caseName)
      }, screen: screen)
  }

  /// Whether the gallery shows a long-text variant of the feature.
  public var hasLongTextVariant: Bool { longText != nil }

  /// The scripts folder of a feature type called `typeName`: `Sources/Features/<Name>/Scripts`,
  /// where `<Name>` is `typeName` without a trailing `Feature` (`WeatherFeature` → `Weather`;
  /// a type called just `Feature` keeps its name).
  public static func scriptsFolder(forTypeName typeName: String) -> String {
    let suffix = "Feature"
    let name =
      typeName.hasSuffix(suffix) && typeName.count > suffix.count
      ? String(typeName.dropLast(suffix.count)) : typeName
    return "Sources/Features/\(name)/Scripts"
  }

  /// Every case of the feature's `Action` as a script literal with its payload types
  /// (`rowTapped(id: UUID)`), in the order enum reflection lists them (cases with payloads
  /// first): what interactive `help` lists.
  public var actionTemplates: [String] { templates() }

  /// The names of the feature's scenarios, in display order.
  public var scenarioNames: [String] { scenarios.map(\.name) }

  /// Decodes `literal` as one of the feature's actions, without sending it.
  ///
  /// - Throws: ``ScriptError`` at the part of the literal that does not fit.
  func validateAction(_ literal: ActionLiteral) throws(ScriptError) {
    try decodeCheck(literal)
  }

  /// The index of the scenario called `name`, if there is one.
  package func scenarioIndex(named name: String) -> Int? {
    scenarios.firstIndex { $0.name == name }
  }
}

/// What the long-text variant of one settled scenario shows.
package enum LongTextRendering {
  /// The view state of the stretched state, and its case.
  case screen(viewState: Any, caseName: String)
  /// Why there is no long-text screen (the state did not round-trip).
  case unavailable(String)
}
