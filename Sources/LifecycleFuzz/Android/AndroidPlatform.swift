import AndroidModel
import AndroidStrategies
import AppLogic
import NameSuggestion
import ShieldModel

/// Android as the engine sees it: `AndroidDevice` driven by `AndroidEvent`s (``AndroidSession``), judged by one
/// checker per invariant (``AndroidInvariantCatalog``), with a catalog of strategies (by default the built-in ones of
/// `AndroidStrategyCatalog` and its `android-cover[…]` family).
///
/// Its traces carry `platform: android`, its corpus is `<corpus>/android`, and its block lines name strategies as
/// `android/<name>`.
public nonisolated struct AndroidPlatform: Platform {
  public typealias Event = AndroidEvent
  public typealias Profile = AndroidProfile
  public typealias Strategy = AndroidStrategyDescriptor
  public typealias Invariant = AndroidInvariant
  public typealias Session = AndroidSession
  public typealias App = NoApp
  public typealias Preparation = InvariantSelection<AndroidInvariant>

  /// The listed strategies, in order.
  public var strategies: [AndroidStrategyDescriptor]
  /// Finds a strategy by name (listed or not, such as a family member).
  public var lookup: @Sendable (String) -> AndroidStrategyDescriptor?
  /// What the catalog's strategies break on purpose on their own profiles (``ExpectedFailure``).
  public var expectedFailures: [ExpectedFailure]

  /// A catalog of `strategies`; `lookup` finds others by name (default: the listed ones), `expectedFailures` what
  /// they break on purpose (default: nothing).
  public init(
    strategies: [AndroidStrategyDescriptor], lookup: (@Sendable (String) -> AndroidStrategyDescriptor?)? = nil,
    expectedFailures: [ExpectedFailure] = []
  ) {
    self.strategies = strategies
    self.lookup = lookup ?? { name in strategies.first { $0.name == name } }
    self.expectedFailures = expectedFailures
  }

  /// The built-in Android strategies and the `android-cover[…]` family, with what they break on purpose
  /// (`AndroidStrategyCatalog.expectedFailures`).
  public static let builtIn = AndroidPlatform(
    strategies: AndroidStrategyCatalog.descriptors, lookup: { AndroidStrategyCatalog.descriptor(named: $0) },
    expectedFailures: ExpectedFailure.list(AndroidStrategyCatalog.expectedFailures))

  /// The built-in strategies (``builtIn``), which ``PlatformLimit`` replays a finding against.
  public static var limitCatalog: [AndroidStrategyDescriptor] { builtIn.strategies }

  /// `catalog` in `finding`'s app when that is a script's own (not the banking app, `finding` not in the catalog):
  /// the same strategy code, the script's screens.
  @MainActor public static func limitStrategy(
    _ catalog: AndroidStrategyDescriptor, judging finding: AndroidStrategyDescriptor
  ) -> AndroidStrategyDescriptor {
    guard finding.app != .banking, finding.app != catalog.app,
      !limitCatalog.contains(where: { $0.name == finding.name })
    else { return catalog }
    var placed = AndroidStrategyDescriptor(
      name: catalog.name, summary: catalog.summary, source: catalog.source, defaultProfile: catalog.defaultProfile,
      iOSCounterpart: catalog.iOSCounterpart, app: finding.app, sourceFile: catalog.sourceFile, make: catalog.make)
    placed.promisedClaims = catalog.promisedClaims
    placed.promisesNeutralCaptures = catalog.promisesNeutralCaptures
    placed.eventWeights = catalog.eventWeights
    return placed
  }

  /// The strategy called `name`, or `nil`.
  public func strategy(named name: String) -> AndroidStrategyDescriptor? { lookup(name) }

  /// `android`.
  public static let name = "android"
  /// `Android`.
  public static let displayName = "Android"

  /// Why an `android-cover[…]`, `android-lock[…]` or `android-detect[…]` name does not parse, or `nil`: one line
  /// naming the part, as the iOS families' (`malformed strategy name '<name>': '<part>': <reason>`).
  public static func strategyNameProblem(_ name: String) -> String? {
    if let (strategy, promise) = AndroidAppPromise.split(name) {
      do { _ = try AndroidAppPromise.claims(parsing: promise) } catch { return error.description }
      if let problem = strategyNameProblem(strategy) { return problem }
      return AndroidStrategyCatalog.descriptor(named: strategy) == nil
        ? "malformed strategy name '\(name)': unknown strategy '\(strategy)'" : nil
    }
    let members = AndroidStrategyCatalog.memberNames(of: name)
    if members.count > 1 {
      for member in members {
        if member.isEmpty { return "malformed strategy name '\(name)': an empty member around '+'" }
        if member.hasPrefix(AndroidAppPromise.prefix) {
          return "malformed strategy name '\(name)': promise[...] comes last, after the strategy"
        }
        if let problem = strategyNameProblem(member) { return problem }
        if AndroidStrategyCatalog.descriptor(named: member) == nil {
          return "malformed strategy name '\(name)': unknown member '\(member)'"
        }
      }
      return nil
    }
    // An app-logic script's name is checked with its `app-logic:` lines (``readAppLogicLines(_:strategy:)``).
    guard isFamilyName(name), !isNamedOnly(name), !name.hasPrefix(AppLogicRegistry.prefix) else { return nil }
    do throws(AndroidFamilyNameError) {
      if name.hasPrefix(AndroidLockConfiguration.prefix + "[") {
        _ = try AndroidLockConfiguration(validating: name)
      } else if name.hasPrefix(AndroidDetectionConfiguration.prefix + "[") {
        _ = try AndroidDetectionConfiguration(validating: name)
      } else {
        do { _ = try AndroidCoverConfiguration(parsing: name) } catch {
          throw AndroidFamilyNameError(text: name, reason: error.description)
        }
      }
      return nil
    } catch {
      return error.description
    }
  }

  /// ``strategyNameProblem(_:)``: why a family name names no member, or `nil`.
  public func nameProblem(_ name: String) -> String? { Self.strategyNameProblem(name) }

  /// An `android-cover[…]`, `android-lock[…]` or `android-detect[…]` name, a named-only built-in
  /// (``AndroidStrategyCatalog/namedOnly``), two protections (`A + B`, ``AndroidCompositeStrategy``) or a name with
  /// the app's promise (``AndroidAppPromise``): found by name, never listed in a run.
  public static func isFamilyName(_ name: String) -> Bool {
    // A strategy with the app's promise is found by name (``strategyNameProblem(_:)`` says what is wrong with one).
    if AndroidAppPromise.split(name) != nil || AndroidStrategyCatalog.memberNames(of: name).count > 1 { return true }
    return name.hasPrefix("android-cover[") || name.hasPrefix(AndroidLockConfiguration.prefix + "[")
      || name.hasPrefix(AppLogicRegistry.prefix)
      || name.hasPrefix(AndroidDetectionConfiguration.prefix + "[") || isNamedOnly(name)
  }

  /// A family member's name as ``AndroidStrategyCatalog/descriptor(named:)`` prints it; any other name unchanged.
  public static func canonicalStrategyName(_ name: String) -> String {
    isFamilyName(name) ? AndroidStrategyCatalog.descriptor(named: name)?.name ?? name : name
  }
  /// The canonical lines of the Android app-logic script registered for `name` (``AndroidAppLogicScripts``).
  public static func appLogicLines(forStrategy name: String) -> [String] {
    AndroidAppLogicScripts.registry.headerLines(forStrategy: name)
  }
  /// Registers the Android script the lines carry (``AppLogicRegistry/registerHeader(_:strategy:)``).
  public static func readAppLogicLines(_ lines: [String], strategy name: String) -> AppLogicHeaderProblem? {
    AndroidAppLogicScripts.registry.registerHeader(lines, strategy: name)
  }
  /// The Android script's assumptions (``AndroidAppLogic/assumptions(of:)``), each `assumed: FILE:LINE: ...`.
  public static func appLogicAssumptions(forStrategy name: String) -> [String] {
    guard let script = AndroidAppLogicScripts.registry.script(named: name) else { return [] }
    return AndroidAppLogic.assumptions(of: script).map { $0.rendered(in: script) }
  }
  /// The Android script's assumptions said otherwise, each registered (``AndroidAppLogicScripts``).
  public static func appLogicAlternatives(forStrategy name: String) -> [(word: String, strategy: String)?] {
    guard let script = AndroidAppLogicScripts.registry.script(named: name) else { return [] }
    return AndroidAppLogic.assumptions(of: script).map { assumption in
      guard let word = assumption.otherWord, let other = assumption.otherScript,
        let registered = try? AndroidAppLogicScripts.registry.register(other)
      else { return nil }
      return (word, registered)
    }
  }

  /// A built-in strategy outside the default run (``AndroidStrategyCatalog/namedOnly``).
  static func isNamedOnly(_ name: String) -> Bool { AndroidStrategyCatalog.namedOnly.contains { $0.name == name } }

  /// Every built-in profile (`<formfactor>-api<level>-<structure>`).
  public static var profiles: [AndroidProfile] { AndroidProfile.all }

  /// The profile named like `phone-api34-views`, optionally followed by flags answered the other way
  /// (`phone-api31-views+recentsSnapshotAtHomePress=true`).
  /// - Throws: ``ProfileNameError`` for an unknown profile or flag.
  public static func profile(named name: String) throws(ProfileNameError) -> AndroidProfile {
    let parts = name.split(separator: "+", omittingEmptySubsequences: false)
    guard var profile = AndroidProfile.named(String(parts[0])) else {
      throw ProfileNameError("unknown Android profile '\(parts[0])' (see 'lifecycle-fuzz list profiles')")
    }
    // One syntax and one rule with iOS, --flag and trace files (``FlagAnswer``).
    let answers = parts.dropFirst().map(String.init)
    if let twice = FlagAnswer.repeatedName(in: answers) {
      throw ProfileNameError(FlagAnswerError.answeredTwice(twice, source: "profile '\(name)'").description)
    }
    for part in answers {
      let answer: FlagAnswer
      do throws(FlagAnswerError) { answer = try FlagAnswer(parsing: part) } catch {
        throw ProfileNameError(error.description)
      }
      profile = try setting(answer.name, to: answer.value, on: profile)
    }
    // An answer the profile's other settings leave unread (``flagNeeds``), whatever the order of the answers.
    let names = answers.compactMap { try? FlagAnswer(parsing: $0).name }
    if let refusal = needsRefusal(of: names, on: profile) { throw ProfileNameError(refusal) }
    return profile
  }

  /// The profile's name, with `+flag=value` for each flag that differs from its default on the profile's API level
  /// (in ``flagRows`` order), so a trace replays under the answers it ran with.
  public static func name(of profile: AndroidProfile) -> String {
    let defaults = AndroidPlatformFlags.defaults(apiLevel: profile.apiLevel)
    var name = profile.name
    for flag in flagRows where profile.flags[keyPath: flag.keyPath] != defaults[keyPath: flag.keyPath] {
      name += "+\(flag.name)=\(profile.flags[keyPath: flag.keyPath])"
    }
    return name
  }

  /// The open questions of the Android model.
  public static var flags: [FlagDescription] {
    flagRows.map {
      FlagDescription(name: $0.name, defaultValue: $0.defaultValue, question: $0.question, evidence: $0.evidence)
    }
  }

  /// `profile` with flag `name` set.
  /// - Throws: ``ProfileNameError`` for an unknown flag, or one whose feature the profile's API level lacks
  ///   (``flagLevels``).
  public static func setting(_ name: String, to value: Bool, on profile: AndroidProfile) throws(ProfileNameError)
    -> AndroidProfile
  {
    guard let flag = flagRows.first(where: { $0.name == name }) else {
      // The closest name, not all of them (a long message is cut where it is shown).
      let note = Suggestion.closest(to: name, among: flagRows.map(\.name)).map { "did you mean '\($0)'?" }
      throw ProfileNameError(
        "unknown flag '\(name)' (\(note ?? "see 'lifecycle-fuzz list flags --platform android'"))")
    }
    // A feature the profile's API level lacks: the model would never read the answer (``flagLevels``).
    if let refusal = levelRefusal(of: name, on: profile) { throw ProfileNameError(refusal) }
    var p = profile
    p.flags[keyPath: flag.keyPath] = value
    return p
  }
}

nonisolated extension AndroidStrategyDescriptor: PlatformStrategy {
  /// What a fresh instance claims before launch with what the app promises (a strategy's claims may change as the
  /// app runs).
  @MainActor public var claimsText: String { "\(make().claims.union(promisedClaims))" }
  /// The script's own answer (``AndroidAppLogic/reasonNeverRuns(line:kind:in:on:turnedOff:)``).
  public func reasonNeverRuns(_ branch: AppLogicBranch, on profile: AndroidProfile, turnedOff: [String]) -> String? {
    appLogicScript.flatMap {
      AndroidAppLogic.reasonNeverRuns(line: branch.line, kind: branch.kind, in: $0, on: profile, turnedOff: turnedOff)
    }
  }
  /// The script's own probes (``AndroidAppLogic/probeTraces(of:)``).
  public var probeTraces: [[String]] { appLogicScript.map(AndroidAppLogic.probeTraces(of:)) ?? [] }
}
