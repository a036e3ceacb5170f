import AppLogic
import CoverStrategies
import NameSuggestion
import SampleApp
import ShieldModel

/// iOS as the engine sees it: UIKit's model (`ShieldModel`'s `Device`) driven by ``SystemEvent``s, judged against a
/// baseline device without the strategy (``IOSSession``), with a catalog of strategies.
///
/// iOS's trace files, corpus folder and results files predate other platforms and carry no platform name
/// (``Platform/isUnnamedInFiles``), so every file written before reads and writes as it did.
public nonisolated struct IOSPlatform: Platform {
  public typealias Event = SystemEvent
  public typealias Profile = ShieldModel.Profile
  public typealias Strategy = StrategyDescriptor
  public typealias Invariant = LifecycleFuzz.Invariant
  public typealias Session = IOSSession
  public typealias App = AppDescription
  public typealias Preparation = InvariantChecker

  /// The listed strategies, in order.
  public var strategies: [StrategyDescriptor]
  /// Finds a strategy by name (listed or not, such as a family member).
  public var lookup: @Sendable (String) -> StrategyDescriptor?
  /// Why a name is malformed, or `nil`.
  public var nameCheck: @Sendable (String) -> String?
  /// What the catalog's strategies break on purpose on their own profiles (``ExpectedFailure``).
  public var expectedFailures: [ExpectedFailure]
  /// Finer entries of ``expectedFailures`` by the kind of event a counterexample goes through
  /// (``ExpectedFailureCause``).
  public var expectedFailureCauses: [ExpectedFailureCause]

  /// A catalog of `strategies`; `lookup` finds others by name (default: the listed ones), `nameCheck` says why a
  /// name is malformed (default: never), `expectedFailures` what they break on purpose (default: nothing),
  /// `expectedFailureCauses` why by each path (default: none).
  public init(
    strategies: [StrategyDescriptor], lookup: (@Sendable (String) -> StrategyDescriptor?)? = nil,
    nameCheck: @escaping @Sendable (String) -> String? = { _ in nil }, expectedFailures: [ExpectedFailure] = [],
    expectedFailureCauses: [ExpectedFailureCause] = []
  ) {
    self.strategies = strategies
    self.lookup = lookup ?? { name in strategies.first { $0.name == name } }
    self.nameCheck = nameCheck
    self.expectedFailures = expectedFailures
    self.expectedFailureCauses = expectedFailureCauses
  }

  /// The strategies that ship with LifecycleFuzz and the field's parametric family (``StrategyCatalog``), with what
  /// they break on purpose (``StrategyCatalog/expectedFailures``).
  public static let builtIn = IOSPlatform(
    strategies: StrategyCatalog.all, lookup: { StrategyCatalog.descriptor(named: $0) },
    nameCheck: { StrategyCatalog.familyNameError($0) },
    expectedFailures: ExpectedFailure.list(StrategyCatalog.expectedFailures),
    expectedFailureCauses: ExpectedFailureCause.list(StrategyCatalog.expectedFailureCauses))

  /// The built-in strategies (``builtIn``), which ``PlatformLimit`` replays a finding against.
  public static var limitCatalog: [StrategyDescriptor] { builtIn.strategies }

  /// `catalog` in `finding`'s app when that is a script's own (`finding` not in the catalog): the same strategy code,
  /// the script's screens.
  @MainActor public static func limitStrategy(_ catalog: StrategyDescriptor, judging finding: StrategyDescriptor)
    -> StrategyDescriptor
  {
    guard let app = finding.app, app != catalog.app, !limitCatalog.contains(where: { $0.name == finding.name }) else {
      return catalog
    }
    var placed = catalog
    placed.app = app
    placed.sensitiveScreens = finding.sensitiveScreens
    return placed
  }

  /// The strategy called `name`, or `nil`.
  public func strategy(named name: String) -> StrategyDescriptor? { lookup(name) }
  /// Why `name` is malformed, or `nil`.
  public func nameProblem(_ name: String) -> String? { nameCheck(name) }
  /// A screen the strategy's code names (``StrategyDescriptor/screensNamed``: a section lock's `section=`) that its
  /// app does not have, with the app's screens.
  public static func appProblem(of strategy: StrategyDescriptor) -> String? {
    let screens = app(for: strategy).screens.map(\.identifier)
    guard let missing = strategy.screensNamed.first(where: { !screens.contains($0) }) else { return nil }
    let known = screens.isEmpty ? "none: its app has one screen" : screens.joined(separator: ", ")
    return "strategy '\(strategy.name)': section=\(missing) names no screen of its app (its screens: \(known))"
  }

  /// `ios`.
  public static let name = "ios"
  /// `iOS`.
  public static let displayName = "iOS"
  /// iOS's files carry no platform name.
  public static let isUnnamedInFiles = true

  /// ``eventDefinitions``, launch first in most traces, and launch, answerAlert and enterPasscode in every swarm:
  /// the user answers the app's alert and types the passcode at the app's lock whenever they are up. In every swarm,
  /// a class draws no swarm number, so enterPasscode (issue 25) left every other strategy's traces as they were;
  /// so do the outcomes of the app's LocalAuthentication prompt, valid only while a request's prompt is up, the entries
  /// drawn only for an app that declares them (openEntry), the settings drawn only while the app is away
  /// (changeDeviceSetting), the late first frame of windows made in a leave, drawn only under its flag
  /// (newWindowAfterSnapshot), and the iPad's multitasking swipe, valid only on an iPad (multitaskingSwipe).
  public static let vocabulary = EventVocabulary<IOSPlatform>(
    eventDefinitions, opening: .launch,
    inEverySwarm: [
      "launch", "answerAlert", "enterPasscode", "faceIDNoMatch", "faceIDFallback", "enterDevicePasscode",
      "openEntry", "changeDeviceSetting", "newWindowAfterSnapshot", "multitaskingSwipe",
    ])

  /// Each ``SystemEvent/Kind``'s definition index.
  private static let definitionIndexByKind: [Int] = {
    var byName: [String: Int] = [:]
    for (i, d) in eventDefinitions.enumerated() where byName[d.name] == nil { byName[d.name] = i }
    return SystemEvent.Kind.allCases.map { kind in
      guard let i = byName[kind.traceName] else {
        preconditionFailure("SystemEvent.Kind.\(kind) has no entry in IOSPlatform.eventDefinitions")
      }
      return i
    }
  }()

  /// ``StrategyCatalog/familyNameError(_:)``.
  public static func strategyNameProblem(_ name: String) -> String? { StrategyCatalog.familyNameError(name) }
  /// A family member's name as ``StrategyCatalog/descriptor(named:)`` prints it; any other name unchanged.
  public static func canonicalStrategyName(_ name: String) -> String {
    isFamilyName(name) ? StrategyCatalog.descriptor(named: name)?.name ?? name : name
  }
  /// A `cover[...]`, `lock[...]` or `detect[...]` name, two protections joined by `+`, or an `app-logic#` script
  /// (found by their text, not listed).
  public static func isFamilyName(_ name: String) -> Bool {
    StrategyCatalog.isComposedName(name) || name.hasPrefix(AppLogicScripts.prefix)
  }
  /// The canonical lines of the app-logic script registered for `name` (``AppLogicScripts``).
  public static func appLogicLines(forStrategy name: String) -> [String] {
    AppLogicScripts.headerLines(forStrategy: name)
  }
  /// Registers the script the lines carry, run in the sample app (``AppLogicScripts/registerHeader(_:strategy:app:)``).
  public static func readAppLogicLines(_ lines: [String], strategy name: String) -> AppLogicHeaderProblem? {
    AppLogicScripts.registerHeader(lines, strategy: name, app: .sample)
  }
  /// The iOS script's assumptions (``AppLogicStrategy/assumptions(of:)``), each `assumed: FILE:LINE: ...`.
  public static func appLogicAssumptions(forStrategy name: String) -> [String] {
    guard let script = AppLogicScripts.script(named: name) else { return [] }
    return AppLogicStrategy.assumptions(of: script).map { $0.rendered(in: script) }
  }
  /// The iOS script's assumptions said otherwise, each registered (``AppLogicScripts/register(_:)``).
  public static func appLogicAlternatives(forStrategy name: String) -> [(word: String, strategy: String)?] {
    guard let script = AppLogicScripts.script(named: name) else { return [] }
    return AppLogicStrategy.assumptions(of: script).map { assumption in
      guard let word = assumption.otherWord, let other = assumption.otherScript,
        let registered = try? AppLogicScripts.register(other)
      else { return nil }
      return (word, registered)
    }
  }

  /// The definition index of `event`'s kind.
  public static func definitionIndex(of event: SystemEvent) -> Int { definitionIndexByKind[event.kind.rawValue] }

  /// `Device.EventValidity`'s bit for `event`.
  @MainActor public static func validityBit(of event: SystemEvent) -> UInt64 { Device.EventValidity.bit(of: event) }

  /// `event`'s kind (its raw value): finding it walks the event's cases, 50 instructions and more for a late case
  /// without arguments (`dismissSheet`, `popToRoot`, the Face ID answers), which the generator asks every step.
  @MainActor public static func ruleKey(of event: SystemEvent) -> Int { event.kind.rawValue }

  /// A built-in or composed profile name (`iphone-ios17-scenes+flag=value`).
  /// - Throws: ``ProfileNameError`` with ``ShieldModel/ProfileError``'s text.
  public static func profile(named name: String) throws(ProfileNameError) -> ShieldModel.Profile {
    do { return try ShieldModel.Profile(named: name) } catch { throw ProfileNameError(described(error)) }
  }

  /// `error` in words: an unknown flag close to a known one (a slip of case, `doubleresign`) names that one.
  static func described(_ error: ProfileError) -> String {
    guard case .unknownFlag(let name) = error, let near = Suggestion.closest(to: name, among: PlatformFlags.names)
    else { return error.description }
    return "unknown flag '\(name)' (did you mean '\(near)'?)"
  }

  /// The profile's name.
  public static func name(of profile: ShieldModel.Profile) -> String { profile.name }

  /// Every built-in profile.
  public static var profiles: [ShieldModel.Profile] { ShieldModel.Profile.builtIn }

  /// The open questions of the iOS model (``ShieldModel/PlatformFlags``).
  public static var flags: [FlagDescription] {
    PlatformFlags.all.map {
      FlagDescription(
        name: $0.name, defaultValue: "per profile", question: $0.question, evidence: evidence(ofFlag: $0.name))
    }
  }

  /// `profile` with flag `name` set.
  /// - Throws: ``ProfileNameError`` for an unknown flag.
  public static func setting(_ name: String, to value: Bool, on profile: ShieldModel.Profile) throws(ProfileNameError)
    -> ShieldModel.Profile
  {
    var p = profile
    do { try p.flags.set(name, to: value) } catch { throw ProfileNameError(described(error)) }
    return p
  }

  /// ``AbstractState/universe``'s texts.
  public static let abstractStates: [String] = AbstractState.universe.map(\.description)

  /// The sample banking screen.
  public static var sampleApp: AppDescription { .sample }
  /// The strategy's own app, or the sample.
  public static func app(for strategy: StrategyDescriptor) -> AppDescription {
    var app = strategy.app ?? .sample
    if strategy.appFocusesTypingField { app.focusesTypingFieldOnAppear = true }
    if let screens = strategy.sensitiveScreens { app.sensitiveScreens = screens }
    return app
  }
  /// `app` with `scenes` showing nothing sensitive.
  public static func app(_ app: AppDescription, withNonSensitiveScenes scenes: [String]) -> AppDescription {
    app.withNonSensitiveScenes(scenes)
  }
  /// Nothing for the sample app (so signatures made before apps were described still match), else its canonical
  /// text.
  public static func signatureText(of app: AppDescription) -> String? { app == .sample ? nil : app.canonicalText }
  /// An entry from a link into an app that declares no link source (``ShieldModel/AppDescription/entrySources``):
  /// iOS opens an app from a URL only when the app registers it before it runs: a custom scheme in its Info.plist's
  /// `CFBundleURLTypes` ("Register your scheme so that the system directs appropriate URLs to your app",
  /// https://developer.apple.com/documentation/xcode/defining-a-custom-url-scheme-for-your-app ; iOS 2+; high), a
  /// universal link with the Associated Domains entitlement and the site's `apple-app-site-association` file ("you
  /// need to have the associated domain file on your website and the appropriate entitlement in your app",
  /// https://developer.apple.com/documentation/xcode/supporting-associated-domains ; iOS 9+; high). Not refused: a
  /// notification (an app asks for authorization and schedules a local notification at run time, no declaration:
  /// https://developer.apple.com/documentation/usernotifications/asking-permission-to-use-notifications ; high) and
  /// a quick action (dynamic ones are set at run time through `UIApplication.shortcutItems`, besides the Info.plist's
  /// static `UIApplicationShortcutItems`: https://developer.apple.com/documentation/uikit/uiapplication/shortcutitems ;
  /// iOS 9+; high): an app description without them may still stand for an app whose code makes them.
  /// The scenes a trace has: `A` (the launch's), `external` (the external display's while mirroring,
  /// ``ShieldModel/Device/externalSceneIdentifier``, which is main-actor isolated) and each one its
  /// `connectScene(id)` steps connect.
  public static func nonSensitiveSceneProblem(_ scene: String, events: [SystemEvent]) -> String? {
    var scenes = ["A"]
    for case .connectScene(let id) in events where !scenes.contains(id) { scenes.append(id) }
    if scenes.contains(scene) || scene == "external" { return nil }
    return "no scene '\(scene)' in this trace (its scenes: \(scenes.joined(separator: ", ")), and external while "
      + "mirroring)"
  }

  public static func undeclaredEventProblem(_ event: SystemEvent, in app: AppDescription) -> String? {
    // A screen the app does not have is a name the trace got wrong, not a sequence the platform refuses.
    let screen: String? =
      switch event {
      case .pushScreen(let name), .openEntry(_, .push(let name)): name
      default: nil
      }
    if let screen, !app.screens.contains(where: { $0.identifier == screen }) {
      let screens = app.screens.map(\.identifier)
      return "the app has no screen '\(screen)' (its screens: "
        + (screens.isEmpty ? "none" : screens.joined(separator: ", ")) + ")"
    }
    guard case .openEntry(.link, _) = event, !app.entrySources.contains(.link) else { return nil }
    return "the app declares no link entry (its entry sources: "
      + (app.entrySources.isEmpty ? "none" : app.entrySources.map(\.rawValue).joined(separator: ", "))
      + "), and iOS opens an app from a URL only for a scheme it registers in CFBundleURLTypes or a universal link of"
      + " its associated domains"
  }

  /// The strategy's checker for `invariants`, made once per runner: grouping the checks casts each one.
  @MainActor public static func prepare(strategy: StrategyDescriptor, invariants: InvariantSelection<Invariant>)
    -> InvariantChecker
  {
    var checker = InvariantChecker(claims: strategy.claims, selection: invariants)
    checker.strategyName = strategy.name
    return checker
  }
}

nonisolated extension StrategyDescriptor: PlatformStrategy {
  /// The claims as reports print them (`app-switcher`).
  public var claimsText: String { "\(claims)" }
  /// The script's own answer (``AppLogicStrategy/reasonNeverRuns(line:in:on:turnedOff:)``).
  public func reasonNeverRuns(_ branch: AppLogicBranch, on profile: Profile, turnedOff: [String]) -> String? {
    appLogicScript.flatMap {
      AppLogicStrategy.reasonNeverReached(branch.kind, line: branch.line, in: $0, on: profile, turnedOff: turnedOff)
    }
  }
  /// The script's own probes (``AppLogicStrategy/probeTraces(of:)``).
  public var probeTraces: [[String]] { appLogicScript.map(AppLogicStrategy.probeTraces(of:)) ?? [] }
}

extension RunConfiguration where Host == IOSPlatform {
  /// The default configuration: every built-in iOS strategy.
  public init() { self.init(strategies: StrategyCatalog.all) }
}
