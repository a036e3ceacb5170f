import AndroidStrategies
import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import NameSuggestion
import ShieldModel

/// The options that name a platform's things (`--platform`, `--strategy`, `--profile`, `--flag`, `--invariant`,
/// `--skip-invariant`, `--weight`, `--family`), kept as given and resolved per registered platform.
///
/// A platform takes part when it understands every value given (a strategy list may mix platforms: each takes its
/// own names); the others sit out. So `--strategy subview-tag` runs iOS only and `--flag recentsSnapshotAtHomePress=…`
/// Android only, with no option that names a platform. A value no platform understands is an error, worded by the
/// first platform that was asked.
struct PlatformOptions {
  /// `--platform`: the registered platforms' names, or `nil` for every one.
  var platformNames: [String]?
  /// `--strategy`: names as given (family members keep their commas), then the `--app-logic` scripts' names.
  var strategyNames: [String]?
  /// `--app-logic FILE`: the scripts' strategy names (`app-logic#FINGERPRINT`), in the order given.
  var appLogicNames: [String] = []
  /// `--profile`: `all`, or names as given.
  var profileNames: [String]?
  /// `--flag name=value`, in order.
  var flags: [(name: String, value: Bool)] = []
  /// `--invariant`: names as given.
  var only: [String]?
  /// `--skip-invariant`: names as given.
  var skipped: [String]?
  /// `--weight event=N`, in order.
  var weights: [(name: String, weight: Int)] = []
  /// `--family n`: family members to sample (0: none).
  var familySample = 0
  /// `--lock-family n`: lock family members to sample (0: none).
  var lockFamilySample = 0
  /// The most members `--family` and `--lock-family` sample, whatever the family's size: each member is a
  /// strategy held in memory before the run starts, and 2·10⁷ of them exhausted memory without answering a
  /// signal; 100,000 strategies is already more than shards of any real run fuzz.
  static let maxFamilySample = 100_000

  /// Reads `arg` if it is one of these options.
  ///
  /// - Returns: whether it was.
  /// - Throws: ``ArgumentError`` for a malformed value.
  mutating func take(_ arg: String, _ scanner: inout ArgumentScanner, command: String, provider: StrategyProvider)
    throws(ArgumentError) -> Bool
  {
    switch arg {
    case "--platform":
      let text = try scanner.value(for: arg)
      let registered = provider.platforms.map { type(of: $0).name }
      let names = text == "all" ? registered : try Self.list(text, option: arg, noun: "platform")
      for name in names where !registered.contains(name) {
        throw .invalidValue(option: arg, value: name, expected: Self.platformChoice(registered))
      }
      platformNames = names
    case "--strategy":
      let text = try scanner.value(for: arg)
      let names = ArgumentScanner.strategyNameList(text).map(scriptName(for:))
      guard names.contains(where: { !$0.isEmpty }) else { throw .emptyList(option: arg, noun: "strategy") }
      // `a,,b` or a trailing comma: as --profile, an empty name is a mistake, not nothing.
      guard !names.contains("") else { throw .emptyListElement(option: arg, value: text) }
      // A script's name beside its --app-logic names that one strategy once, not twice.
      strategyNames = names + appLogicNames.filter { !names.contains($0) }
    case "--app-logic":
      // `run` takes one script per platform (an app with an iOS and an Android script: one run, one baseline); every
      // other command one script.
      let file = command == "run" ? try scanner.repeatableValue(for: arg) : try scanner.value(for: arg)
      // The files read so far: a copy of one under another name registers the same script.
      let earlier = RunReport.appLogicFiles
      let name = try Self.registerAppLogic(file)
      try Self.checkOneScriptPerPlatform(name, file: file, given: appLogicNames, command: command, earlier: earlier)
      let wasGiven = appLogicNames.contains(name)
      appLogicNames.append(name)
      // A --strategy before it that named the script by its path (`app-logic:PATH`) names it now.
      if let named = strategyNames {
        var resolved: [String] = []
        for n in named.map(scriptName(for:)) where !resolved.contains(n) { resolved.append(n) }
        strategyNames = resolved
      }
      let namedByStrategy = strategyNames?.contains(name) == true && !wasGiven
      if !namedByStrategy { strategyNames = (strategyNames ?? []) + [name] }
    case "--profile":
      let text = try scanner.value(for: arg)
      let names = try Self.list(text, option: arg, noun: "profile")
      // `all` beside names would silently drop the names (or the rest of `all`).
      if names.count > 1 && names.contains("all") { throw .allInList(option: arg, value: text) }
      // A pattern's answers would apply to profiles the user never named; --flag says it for all.
      if let name = names.first(where: { Self.isPattern($0) && $0.contains("+") }) {
        throw .message(
          "--profile pattern '\(name)' takes no +answers: give flags with --flag, and a timing in each profile's full"
            + " name (--profile iphone-ios17-scenes+homeGesture=0.5)")
      }
      for name in names { try Self.checkAnswers(inProfile: name, flags: flags) }
      profileNames = names
    case "--flag":
      let v = try scanner.repeatableValue(for: arg)
      // The one syntax of flag answers (``FlagAnswer``): a bare name is no answer, here as in a profile name.
      guard let answer = try? FlagAnswer(parsing: v) else {
        // A duration is a number in the profile, not a flag's answer (a breaker gave `--flag homeGesture=0.3`).
        if let timing = v.split(separator: "=").first, IOSPlatform.evidence(ofTiming: String(timing)) != nil {
          throw .message(
            "--flag takes flags, and '\(timing)' is a timing: give it in a profile's name "
              + "(--profile iphone-ios17-scenes+\(v))")
        }
        throw .invalidValue(option: arg, value: v, expected: "name=true or name=false")
      }
      // Two answers to one question would leave the first silently unused.
      if let earlier = flags.first(where: { $0.name == answer.name }) {
        throw earlier.value == answer.value
          ? .message(FlagAnswerError.answeredTwice(answer.name, source: "--flag").description)
          : .conflictingAnswers(
            flag: answer.name, first: "\(earlier.value)", second: "\(answer.value)", source: "--flag")
      }
      flags.append((answer.name, answer.value))
      for name in profileNames ?? [] { try Self.checkAnswers(inProfile: name, flags: flags) }
    case "--invariant", "--skip-invariant":
      let text = try scanner.value(for: arg)
      let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard !text.isEmpty else { throw .emptyList(option: arg, noun: "invariant") }
      guard !names.contains("") else {
        throw .invalidValue(option: arg, value: text, expected: "names joined by commas")
      }
      if let twice = names.enumerated().first(where: { names[..<$0.offset].contains($0.element) })?.element {
        throw .message("\(arg) names '\(twice)' twice")
      }
      if arg == "--invariant" { only = names } else { skipped = names }
    case "--weight":
      let text = try scanner.repeatableValue(for: arg)
      let pair = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      guard pair.count == 2 else { throw .invalidValue(option: arg, value: text, expected: "event=N") }
      guard let n = DecimalText.wholeNumber(pair[1], as: Int.self), (0...1_000_000).contains(n) else {
        throw .invalidValue(option: arg, value: text, expected: "event=N with N from 0 to 1000000")
      }
      // Two weights for one event would leave the first silently unused.
      if weights.contains(where: { $0.name == pair[0] }) {
        throw .message("--weight gives '\(pair[0])' twice (one weight per event)")
      }
      weights.append((pair[0], n))
    case "--family":
      guard let family = provider.family else { throw .unknownOption(arg, command: command) }
      familySample = try scanner.wholeNumber(for: arg, max: min(family.count, Self.maxFamilySample))
    case "--lock-family":
      guard let family = provider.lockFamily else { throw .unknownOption(arg, command: command) }
      lockFamilySample = try scanner.wholeNumber(for: arg, max: min(family.count, Self.maxFamilySample))
    default:
      return false
    }
    return true
  }

  /// The names of a comma list: none empty, none twice.
  ///
  /// - Throws: ``ArgumentError`` for a list that names nothing, an empty name or a name twice.
  static func list(_ text: String, option: String, noun: String) throws(ArgumentError) -> [String] {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard names.contains(where: { !$0.isEmpty }) else { throw .emptyList(option: option, noun: noun) }
    guard !names.contains("") else { throw .emptyListElement(option: option, value: text) }
    if let twice = names.enumerated().first(where: { names[..<$0.offset].contains($0.element) })?.element {
      throw .repeatedName(option: option, name: twice)
    }
    return names
  }

  /// The `+name=value` answers of a profile name (`iphone-ios17-scenes+doubleResign=true`), in order; a bare
  /// `+name` has the value `nil` (the platform's parser refuses it, ``FlagAnswer``).
  static func answers(inProfile name: String) -> [(name: String, value: String?)] {
    name.split(separator: "+", omittingEmptySubsequences: false).dropFirst().map { part in
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      return (pair.first ?? "", pair.count == 2 ? pair[1] : nil)
    }
  }

  /// Refuses a profile name that answers one flag twice, or that a `--flag` answers too: one answer would be
  /// silently dropped (``FlagAnswer``'s rule, as `--flag` twice is refused).
  ///
  /// - Throws: ``ArgumentError/conflictingAnswers(flag:first:second:source:)`` for two different answers, else
  ///   ``FlagAnswerError/answeredTwice(_:source:)``'s message.
  static func checkAnswers(inProfile name: String, flags: [(name: String, value: Bool)]) throws(ArgumentError) {
    let answers = answers(inProfile: name)
    func twice(_ flag: String, _ first: String?, _ second: String?, _ source: String) -> ArgumentError {
      guard let first, let second, first != second else {
        return .message(FlagAnswerError.answeredTwice(flag, source: source).description)
      }
      return .conflictingAnswers(flag: flag, first: first, second: second, source: source)
    }
    for (i, a) in answers.enumerated() {
      if let earlier = answers[..<i].first(where: { $0.name == a.name }) {
        throw twice(a.name, earlier.value, a.value, "profile '\(name)'")
      }
      if let flag = flags.first(where: { $0.name == a.name }) {
        throw twice(a.name, a.value, "\(flag.value)", "profile '\(name)' with --flag")
      }
    }
  }

  /// What `--platform` takes: `ios, android or all`.
  static func platformChoice(_ registered: [String]) -> String {
    (registered + ["all"]).joined(separator: ", ").replacingLast(", ", " or ")
  }

  /// Refuses the script `name` (read from `file`) when `given` holds it already or another script of its platform:
  /// `run` and `replay` take one script per platform (an app's iOS and Android scripts in one command). The same file
  /// twice is said as such; another file with the same script (a copy) is a second script of the platform, as any
  /// other file is (it was called the same file named twice).
  ///
  /// - Parameter earlier: the scripts' files before `file` was read (``RunReport/appLogicFiles``), which a copy's
  ///   registration replaced.
  /// - Throws: ``ArgumentError`` with the one line that says what to do.
  static func checkOneScriptPerPlatform(
    _ name: String, file: String, given: [String], command: String, earlier: [String: String]? = nil
  ) throws(ArgumentError) {
    let android = ScriptIdentity.isAndroid(name)
    guard let other = given.first(where: { ScriptIdentity.isAndroid($0) == android }) else { return }
    let platform = android ? "Android" : "iOS"
    let first = (earlier ?? RunReport.appLogicFiles)[other] ?? other
    // The refused file names nothing: the first keeps its script's name in reports (a test's next run in process).
    if let earlier { RunReport.appLogicFiles = earlier }
    throw .message(
      other == name && ScriptIdentity.path(of: first) == ScriptIdentity.path(of: file)
        ? "--app-logic names \(file) twice (give each script once)"
        : "--app-logic \(file): \(first) is this \(command)'s \(platform) script already; \(command) takes one script "
          + "per platform (one iOS, one Android): give each \(platform) script to a \(command) of its own")
  }

  /// Reads, checks and registers the app-logic script in `file` with each platform whose vocabulary takes it
  /// (``AppLogicScripts`` for iOS, ``AndroidAppLogicScripts`` for Android): its events name the platform
  /// (`sceneWillResignActive` is iOS's, `onPause` Android's).
  ///
  /// - Returns: its strategy name, `app-logic#FINGERPRINT`.
  /// - Throws: ``ArgumentError`` `FILE:LINE: message` for a script that does not parse or that no platform's
  ///   vocabulary takes (the error of the platform that read furthest, named), `FILE: cannot read the file` for one
  ///   that cannot be read.
  static func registerAppLogic(_ file: String) throws(ArgumentError) -> String {
    let text = try readScript(file)
    var script: AppLogicScript
    do { script = try AppLogicScript(parsing: text) } catch {
      throw .message(
        earlierSettingError(in: text, file: file, before: error) ?? "\(file):\(error.line): \(error.message)")
    }
    // Its lines are the file's: what `explain` names, and what a trace's `app-logic:` lines note. Its path from the
    // current folder (``ScriptIdentity/path(of:in:)``), its identity: two scripts of one name in two folders are two.
    script.file = ScriptIdentity.path(of: file)
    var errors: [(platform: String, error: AppLogicError, known: Int)] = []
    var name: String?
    for (platform, registry) in [("iOS", AppLogicScripts.registry), ("Android", AndroidAppLogicScripts.registry)] {
      do { name = try registry.register(script) } catch {
        errors.append((platform, error, registry.knownEvents(in: script)))
      }
    }
    if let name {
      // An iOS script's screen events name the app's screens: a misspelt one would never fire.
      if AppLogicScripts.script(named: name) != nil, let descriptor = try? AppLogicStrategy.descriptor(script: script),
        let error = AppLogicScreens.problem(in: script, app: IOSPlatform.app(for: descriptor))
      {
        throw .message("\(file):\(error.line): \(error.message)")
      }
      RunReport.appLogicFiles[name] = file
      return name
    }
    // The platform whose events the script names most was the one it was written for; on a tie, the one whose
    // check read further.
    let chosen = errors.max { ($0.known, $0.error.line) < ($1.known, $1.error.line) } ?? errors[0]
    // A handler for the other platform's event among this platform's: say whose event it is.
    let handler = script.handlers.first { $0.line == chosen.error.line }
    var owner = ""
    for (platform, registry) in [("iOS", AppLogicScripts.registry), ("Android", AndroidAppLogicScripts.registry)]
    where platform != chosen.platform && chosen.error.message.hasPrefix("unknown event ") {
      if let event = handler?.event.name, registry.eventNames.contains(event) {
        owner = " ('\(event)' is \(platform)'s: a script's events are one platform's)"
      }
    }
    // The same for a setting only the other platform reads (`fields:` in an iOS script, as `screens:` says itself).
    let setting = script.settings.first { $0.line == chosen.error.line }?.key
    for (platform, settings) in [("iOS", AppLogicStrategy.settingNames), ("Android", AndroidAppLogic.settingNames)]
    where platform != chosen.platform && chosen.error.message.hasPrefix("unknown setting ") {
      if let setting, settings.contains(setting) {
        owner = " ('\(setting):' is \(platform)'s setting: a script's settings are one platform's)"
      }
    }
    throw .message(
      "\(file):\(chosen.error.line): \(chosen.error.message), read as an \(chosen.platform) script\(owner)")
  }

  /// For a script with no handler (`noHandler`, on its last line), the error of a setting on that line or before,
  /// when every platform rejects one: errors are named in line order (a bad `screens:` line first).
  private static func earlierSettingError(in text: String, file: String, before noHandler: AppLogicError) -> String? {
    guard let script = try? AppLogicScript(parsing: text, requiringHandler: false), script.handlers.isEmpty else {
      return nil
    }
    var errors: [(platform: String, error: AppLogicError)] = []
    for (platform, registry) in [("iOS", AppLogicScripts.registry), ("Android", AndroidAppLogicScripts.registry)] {
      do { try registry.check(script) } catch { errors.append((platform, error)) }
    }
    // A platform that takes every setting has nothing earlier to say; on one line, the error of the platform whose
    // setting it is (an error that says the setting is the other platform's yields to that platform's own).
    func rank(_ e: (platform: String, error: AppLogicError)) -> (Int, Int) {
      let other = e.platform == "iOS" ? "Android" : "iOS"
      return (e.error.line, e.error.message.contains("is \(other)'s") ? 0 : 1)
    }
    guard errors.count == 2, let chosen = errors.max(by: { rank($0) < rank($1) }),
      chosen.error.line <= noHandler.line
    else { return nil }
    return "\(file):\(chosen.error.line): \(chosen.error.message), read as an \(chosen.platform) script"
  }

  /// The text of the script file `file`.
  ///
  /// - Throws: ``ArgumentError`` one line naming the file: no such file, a folder, a file that cannot be read, or
  ///   bytes that are not UTF-8 (`FILE:LINE`, the line of the first such byte).
  static func readScript(_ file: String) throws(ArgumentError) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
      throw .message("\(file): no such file")
    }
    if isFolder.boolValue { throw .message("\(file): a folder, not a script file") }
    guard let data = FileManager.default.contents(atPath: file) else {
      throw .message("\(file): cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      // The line of the first byte that is not UTF-8: decoded scalar by scalar up to it.
      var parser = Unicode.UTF8.ForwardParser()
      var bytes = data.makeIterator()
      var valid = 0
      while case .valid(let scalar) = parser.parseScalar(from: &bytes) { valid += scalar.count }
      let line = 1 + data.prefix(valid).filter { $0 == UInt8(ascii: "\n") }.count
      throw .message("\(file):\(line): not UTF-8 text (a script is UTF-8)")
    }
    return text
  }

  /// The script given by `--app-logic` that `name` names by its path, as baselines and SARIF name it
  /// (`app-logic:PATH`, ``ScriptIdentity``), or `name` itself: `--strategy app-logic:ios/app.logic` picks the script
  /// alone (a new user found only its fingerprint worked).
  func scriptName(for name: String) -> String {
    guard name.hasPrefix(ScriptIdentity.prefix) else { return name }
    let path = ScriptIdentity.prefix + ScriptIdentity.path(of: String(name.dropFirst(ScriptIdentity.prefix.count)))
    return appLogicNames.first { [name, path].contains(ScriptIdentity.name(of: $0)) } ?? name
  }

  /// Whether any option names something of one platform (a strategy, profile, flag, invariant or weight).
  var namesPlatformThings: Bool {
    strategyNames != nil || profileNames != nil || !flags.isEmpty || only != nil || skipped != nil || !weights.isEmpty
  }

  /// Each platform's share, for the platforms that take part, in registration order.
  ///
  /// - Parameters:
  ///   - seed: the run seed (``StrategyProvider/Family`` samples from it).
  /// - Throws: ``ArgumentError`` for a value no platform takes part with, worded by the first platform asked.
  func selections(_ provider: StrategyProvider, seed: UInt64) throws(ArgumentError) -> [any AnyPlatformSelection] {
    var candidates = provider.platforms
    if let platformNames { candidates = candidates.filter { platformNames.contains(type(of: $0).name) } }
    var chosen: [any AnyPlatformSelection] = []
    // The platforms that sat out, with why and how many of the values named they understood.
    var satOut: [(platform: any Platform, error: ArgumentError, understood: Understood)] = []
    for platform in candidates {
      switch resolve(platform, provider: provider, seed: seed) {
      case .success(let selection): chosen.append(selection)
      case .failure(let error):
        // A platform named by --platform must take part.
        if platformNames != nil { throw namedPlatformError(error, platform, provider) }
        satOut.append((platform, error, understood(by: platform)))
      }
    }
    guard !chosen.isEmpty else {
      // A known name of one platform where another's is needed is said as such, not as unknown or malformed.
      if let problem = otherPlatformsName(provider) { throw .message(problem) }
      // A malformed family name says which part is wrong, whichever platform was asked first.
      for name in strategyNames ?? [] where !satOut.contains(where: { Self.knows($0.platform, strategy: name) }) {
        if let problem = provider.platforms.lazy.compactMap({ $0.nameProblem(name) }).first { throw .message(problem) }
      }
      // The platform the values most belong to words the error, so a bad --weight beside an Android strategy is
      // blamed on --weight, not on the strategy iOS does not know (the first such platform on a tie).
      var best = satOut.first
      for s in satOut.dropFirst() where best.map({ s.understood > $0.understood }) ?? true { best = s }
      throw best?.error ?? .message("no platform to run")
    }
    // A name no chosen platform took is an error even when others took part (a mistyped name in a list); when a
    // platform that sat out knows it, that platform's reason is the error.
    for name in strategyNames ?? [] where !chosen.contains(where: { $0.takesStrategy(name) }) {
      if let s = satOut.first(where: { Self.knows($0.platform, strategy: name) }) { throw s.error }
      throw provider.platforms.lazy.compactMap { $0.nameProblem(name) }.first.map { .message($0) }
        ?? .unknownStrategy(name, didYouMean: Suggestion.closest(to: name, among: Self.strategyNames(provider)))
    }
    // An invariant named by --invariant or --skip-invariant is checked or skipped by the platform that has it: one
    // such platform must take part (`--skip-invariant snapshot-leak` beside only Android strategies skips nothing).
    for (option, names) in [("--invariant", only ?? []), ("--skip-invariant", skipped ?? [])] {
      for name in names where !chosen.contains(where: { $0.invariantNames.contains(name) }) {
        guard let owner = provider.platforms.first(where: { Self.invariantNames($0).contains(name) }) else { continue }
        let kind = type(of: owner)
        throw .message(
          "\(option): '\(name)' is an \(kind.displayName) invariant, and no \(kind.displayName) strategy runs (an"
            + " invariant is checked on the traces of the platform that has it)")
      }
    }
    // A weight applies to the platform whose event it names: that platform must take part.
    for w in weights where !chosen.contains(where: { $0.weights.contains { $0.name == w.name } }) {
      guard let owner = provider.platforms.first(where: { Self.eventNames($0).contains(w.name) }) else { continue }
      let kind = type(of: owner)
      throw .message(
        "--weight: '\(w.name)' is an \(kind.displayName) event, and no \(kind.displayName) strategy runs (a weight"
          + " weighs the traces of the platform whose event it names)")
    }
    for name in profileNames ?? [] where name != "all" && !chosen.contains(where: { $0.profileNames.contains(name) }) {
      for s in satOut {
        let platform = s.platform
        if Self.profileProblem(platform, name) == nil { throw s.error }
      }
      // A profile of a platform --platform leaves out is that platform's, not unknown (a breaker's two-script job).
      if let platformNames,
        let owner = provider.platforms.first(where: {
          !platformNames.contains(type(of: $0).name) && Self.profileProblem($0, name) == nil
        })
      {
        throw .message(Self.leftOutProfile(name, owner: owner, platformNames: platformNames))
      }
      var message = "unknown profile '\(name)'"
      // The platform whose profile the name starts with says what is wrong after it (`phone-api34-views+x=1` was
      // called a malformed iOS name).
      let base = String(name.prefix { $0 != "+" })
      let owner = provider.platforms.first { Self.profileProblem($0, base) == nil }
      for platform in owner.map({ [$0] }) ?? provider.platforms {
        if let problem = Self.profileProblem(platform, name) {
          message = problem
          break
        }
      }
      let profiles = provider.platforms.flatMap(Self.profileNames)
      throw .message(message + Suggestion.note(for: name, among: profiles))
    }
    // Every command taking --weight refuses weights under which the app never starts (a pass that checked nothing).
    for selection in chosen { try selection.checkStartsTheApp() }
    return chosen
  }

  /// `--profile: 'NAME' is an OWNER profile, and --platform LIST leaves OWNER out: ...`: a known name of a platform
  /// the run leaves out, said as such rather than as unknown or malformed.
  static func leftOutProfile(_ name: String, owner: any Platform, platformNames: [String]) -> String {
    let kind = type(of: owner)
    return
      "--profile: '\(name)' is an \(kind.displayName) profile, and --platform \(platformNames.joined(separator: ","))"
      + " leaves \(kind.displayName) out: take it out of --profile, or add \(kind.name) to --platform"
  }

  /// Why `platform`, named by `--platform`, cannot take part. A platform that knows none of the strategies named
  /// reported the first name; that name may be another platform's while a later one is nobody's, so the error names
  /// the name no platform knows, or says whose strategies they are (found by a breaker: `--platform ios,android
  /// --strategy subview-tag,nosuch` said `unknown strategy 'subview-tag'`).
  private func namedPlatformError(_ error: ArgumentError, _ platform: any Platform, _ provider: StrategyProvider)
    -> ArgumentError
  {
    // A profile of a platform --platform leaves out, named alone, is that platform's, not malformed (s39 breaker).
    if let platformNames {
      for name in profileNames ?? [] where name != "all" && Self.profileProblem(platform, name) != nil {
        if let owner = provider.platforms.first(where: {
          !platformNames.contains(type(of: $0).name) && Self.profileProblem($0, name) == nil
        }) {
          return .message(Self.leftOutProfile(name, owner: owner, platformNames: platformNames))
        }
      }
    }
    guard case .unknownStrategy = error, let names = strategyNames else { return error }
    for name in names where !provider.platforms.contains(where: { Self.knows($0, strategy: name) }) {
      return provider.platforms.lazy.compactMap { $0.nameProblem(name) }.first.map { .message($0) }
        ?? .unknownStrategy(name, didYouMean: Suggestion.closest(to: name, among: Self.strategyNames(provider)))
    }
    let kind = type(of: platform)
    guard let name = names.first, let owner = provider.platforms.first(where: { Self.knows($0, strategy: name) })
    else { return error }
    return .message(
      "--platform \(kind.name): no strategy named is \(kind.displayName)'s ('\(name)' is "
        + "\(type(of: owner).displayName)'s); name one of its strategies (see '\(RunReport.commandName) list "
        + "strategies --platform \(kind.name)') or leave \(kind.name) out of --platform")
  }

  /// A composite of members of two platforms (`subview-tag + secure-flag-on-pause`), or a profile of one platform
  /// given to strategies of the other only (`--strategy subview-tag --profile phone-api34-views`), said as such; `nil`
  /// otherwise. Both names are known, so "unknown member" or "malformed profile name" would send the user looking
  /// for a typo.
  private func otherPlatformsName(_ provider: StrategyProvider) -> String? {
    let owner = { (name: String) in provider.platforms.first { Self.knows($0, strategy: name) } }
    for name in strategyNames ?? [] where owner(name) == nil {
      let members = name.components(separatedBy: " + ")
      guard members.count > 1, let first = members.first.flatMap(owner) else { continue }
      for member in members.dropFirst() {
        guard let other = owner(member), type(of: other).name != type(of: first).name else { continue }
        return "malformed strategy name '\(name)': '\(member)' is an \(type(of: other).displayName) strategy and '"
          + "\(members[0])' an \(type(of: first).displayName) one; a composite's members run in one app, of one platform"
      }
    }
    let owners = (strategyNames ?? []).compactMap(owner)
    guard let platform = owners.first, owners.allSatisfy({ type(of: $0).name == type(of: platform).name }) else {
      return nil
    }
    let kind = type(of: platform)
    for name in profileNames ?? [] where name != "all" && Self.profileProblem(platform, name) != nil {
      guard let reader = provider.platforms.first(where: { Self.profileProblem($0, name) == nil }) else { continue }
      return "--profile: '\(name)' is an \(type(of: reader).displayName) profile, not \(kind.displayName)'s: the"
        + " strategies named are \(kind.displayName)'s (see '\(RunReport.commandName) list profiles --platform"
        + " \(kind.name)')"
    }
    return nil
  }

  /// Every listed strategy's name, of every platform (what a mistyped name is compared with).
  static func strategyNames(_ provider: StrategyProvider) -> [String] {
    provider.platforms.flatMap { names(of: $0) }
  }

  private static func names<P: Platform>(of platform: P) -> [String] { platform.strategies.map(\.name) }

  /// The event classes `--weight` names of `platform`.
  static func eventNames(_ platform: any Platform) -> [String] { eventNames(of: platform) }

  private static func eventNames<P: Platform>(of _: P) -> [String] { P.vocabulary.classNames }

  /// The invariants' names of `platform`.
  static func invariantNames(_ platform: any Platform) -> [String] { invariantNames(of: platform) }

  private static func invariantNames<P: Platform>(of _: P) -> [String] { P.Invariant.allCases.map(\.rawValue) }

  /// The built-in profiles' names of `platform`.
  static func profileNames(_ platform: any Platform) -> [String] { profileNames(of: platform) }

  private static func profileNames<P: Platform>(of platform: P) -> [String] { P.profiles.map(P.name(of:)) }

  /// How much of the values given a platform understands: the strategies (what is fuzzed) first, then the profiles
  /// (where), then the flags, invariants and weights (how).
  struct Understood: Comparable {
    /// Strategy names it finds.
    var strategies: Int
    /// Profile names it reads.
    var profiles: Int
    /// Flag, invariant and event names it knows.
    var settings: Int

    static func < (a: Understood, b: Understood) -> Bool {
      (a.strategies, a.profiles, a.settings) < (b.strategies, b.profiles, b.settings)
    }
  }

  /// How much of the values given `platform` understands.
  private func understood(by platform: any Platform) -> Understood { understood(of: platform) }

  private func understood<P: Platform>(of platform: P) -> Understood {
    let strategies = (strategyNames ?? []).filter { platform.strategy(named: $0) != nil }.count
    let profiles = (profileNames ?? []).filter { $0 != "all" && Self.profileProblem(platform, $0) == nil }.count
    let flagCount = flags.filter { f in P.flags.contains { $0.name == f.name } }.count
    let invariants = ((only ?? []) + (skipped ?? [])).filter { P.Invariant(rawValue: $0) != nil }.count
    let events = weights.filter { P.vocabulary.classNames.contains($0.name) }.count
    return Understood(strategies: strategies, profiles: profiles, settings: flagCount + invariants + events)
  }

  /// Whether `platform` finds a strategy called `name`.
  static func knows(_ platform: any Platform, strategy name: String) -> Bool { finds(platform, name) }

  private static func finds<P: Platform>(_ platform: P, _ name: String) -> Bool {
    platform.strategy(named: name) != nil
  }

  /// Why `platform` cannot read the profile `name`, or `nil` when it can.
  fileprivate static func profileProblem<P: Platform>(_ platform: P, _ name: String) -> String? {
    if isPattern(name) {
      return builtInProfiles(P.self, matching: name).isEmpty ? "no built-in profile matches '\(name)'" : nil
    }
    do throws(ProfileNameError) {
      _ = try P.profile(named: name)
      return nil
    } catch {
      return error.description
    }
  }

  /// Whether `name` is not `host`'s profile but a profile (or a pattern matching one) of another platform that one of
  /// `strategyNames` names a strategy or script of, so that platform reads it.
  static func isAnotherPlatformsProfile<Host: Platform>(
    _ name: String, than host: Host, _ provider: StrategyProvider, strategyNames: [String]
  ) -> Bool {
    guard name != "all", profileProblem(host, name) != nil else { return false }
    return provider.platforms.contains { other in
      type(of: other).name != Host.name && profileProblem(other, name) == nil
        && strategyNames.contains { knows(other, strategy: $0) }
    }
  }

  /// Whether a `--profile` name is a pattern over the built-in profile names (`'*-scenes'`: every
  /// scene-based iOS profile, `'ipad-*'`: both iPad modes, `'phone-api3*-views'`).
  static func isPattern(_ name: String) -> Bool { name.contains("*") }

  /// `platform`'s built-in profiles whose names match `pattern`, in the catalog's order; `*` matches any
  /// run of characters, every other character itself.
  static func builtInProfiles<P: Platform>(_ platform: P.Type, matching pattern: String) -> [P.Profile] {
    P.profiles.filter { wildcard(pattern[...], matches: P.name(of: $0)[...]) }
  }

  private static func wildcard(_ pattern: Substring, matches name: Substring) -> Bool {
    guard let first = pattern.first else { return name.isEmpty }
    if first == "*" {
      let rest = pattern.dropFirst()
      var tail = name
      while true {
        if wildcard(rest, matches: tail) { return true }
        if tail.isEmpty { return false }
        tail = tail.dropFirst()
      }
    }
    return name.first == first && wildcard(pattern.dropFirst(), matches: name.dropFirst())
  }

  private func resolve<P: Platform>(_ platform: P, provider: StrategyProvider, seed: UInt64)
    -> Result<any AnyPlatformSelection, ArgumentError>
  {
    do throws(ArgumentError) {
      return .success(try PlatformSelection(platform, self, provider: provider, seed: seed))
    } catch {
      return .failure(error)
    }
  }
}

/// One platform's share of ``PlatformOptions``: its strategies, profiles, flags, invariants and weights.
struct PlatformSelection<Host: Platform>: AnyPlatformSelection {
  /// The platform, with its catalog.
  let platform: Host
  /// The strategies, in the order named (or the catalog's).
  var strategies: [Host.Strategy]
  /// The profiles named (`--profile`), or empty for each strategy's own.
  var profiles: [Host.Profile] = []
  /// The `--profile` names this platform read.
  var profileNames: [String] = []
  /// `--flag` answers this platform has, in order.
  var flags: [(name: String, value: Bool)] = []
  /// The invariants checked.
  var invariants = InvariantSelection<Host.Invariant>.all
  /// `--weight` overrides, in order.
  var weights: [(name: String, weight: Int)] = []
  /// The names of the platform's invariants.
  var invariantNames: [String] { Host.Invariant.allCases.map(\.rawValue) }

  /// The share of `options` `platform` understands.
  ///
  /// - Throws: ``ArgumentError`` naming the first value it does not (it then sits out).
  init(_ platform: Host, _ options: PlatformOptions, provider: StrategyProvider, seed: UInt64) throws(ArgumentError) {
    self.platform = platform
    strategies = []
    if let names = options.strategyNames {
      for name in names {
        guard let d = platform.strategy(named: name) else { continue }
        // Results are keyed by strategy name: a name twice would merge two runs into one report.
        if strategies.contains(where: { $0.name == d.name }) { throw .message("--strategy names '\(d.name)' twice") }
        if let problem = Host.appProblem(of: d) { throw .message(problem) }
        strategies.append(d)
      }
      if strategies.isEmpty {
        let name = names[0]
        throw platform.nameProblem(name).map { .message($0) }
          ?? .unknownStrategy(
            name, didYouMean: Suggestion.closest(to: name, among: PlatformOptions.strategyNames(provider)))
      }
    } else if options.familySample == 0 && options.lockFamilySample == 0 {
      strategies = platform.strategies
    }
    if options.familySample > 0 {
      guard let family = provider.family, family.platformName == Host.name else {
        throw .message(
          Self.familyProblem(
            "--family", "cover family", owner: provider.family?.platformName, platform: platform, provider: provider,
            options: options))
      }
      strategies += family.sample(options.familySample, seed).compactMap { $0 as? Host.Strategy }
    }
    if options.lockFamilySample > 0 {
      guard let family = provider.lockFamily, family.platformName == Host.name else {
        throw .message(
          Self.familyProblem(
            "--lock-family", "app-lock family", owner: provider.lockFamily?.platformName, platform: platform,
            provider: provider, options: options))
      }
      strategies += family.sample(options.lockFamilySample, seed).compactMap { $0 as? Host.Strategy }
    }
    if let names = options.profileNames {
      if names == ["all"] {
        profiles = Host.profiles
      } else {
        var firstError: ProfileNameError?
        for name in names {
          if PlatformOptions.isPattern(name) {
            let matches = PlatformOptions.builtInProfiles(Host.self, matching: name)
            if matches.isEmpty {
              firstError = firstError ?? ProfileNameError("no built-in profile matches '\(name)'")
              continue
            }
            // Two patterns (or a pattern and a name) may share profiles; each runs once.
            for p in matches where !profiles.contains(p) { profiles.append(p) }
            profileNames.append(name)
            continue
          }
          do throws(ProfileNameError) {
            let p = try Host.profile(named: name)
            // Each profile would run (and be reported) twice, as a strategy named twice would.
            if profiles.contains(p) {
              // A profile a pattern already chose runs once; the same profile named twice is a slip.
              guard profileNames.contains(where: PlatformOptions.isPattern) else {
                throw ProfileNameError("--profile names '\(Host.name(of: p))' twice")
              }
              profileNames.append(name)
              continue
            }
            profiles.append(p)
            profileNames.append(name)
          } catch {
            firstError = firstError ?? error
          }
        }
        // This platform's strategies or script named beside other platforms' profiles only (a new user's two-script
        // CI job naming iPhone and iPad profiles): they run on their own profiles, as with no --profile.
        let othersOnly =
          profiles.isEmpty && !strategies.isEmpty
          && names.allSatisfy {
            PlatformOptions.isAnotherPlatformsProfile(
              $0, than: platform, provider, strategyNames: options.strategyNames ?? [])
          }
        if let firstError, !othersOnly, profiles.isEmpty || firstError.description.hasSuffix("twice") {
          // Among other platforms' profiles, the name nobody reads is the one to blame.
          let stray = names.first {
            !PlatformOptions.isAnotherPlatformsProfile(
              $0, than: platform, provider, strategyNames: options.strategyNames ?? [])
          }
          let blamed = profiles.isEmpty ? stray.flatMap { PlatformOptions.profileProblem(platform, $0) } : nil
          let note = names.count == 1 ? Suggestion.note(for: names[0], among: Host.profiles.map(Host.name(of:))) : ""
          throw .message((blamed ?? firstError.description) + note)
        }
      }
    }
    for flag in options.flags {
      guard Host.flags.contains(where: { $0.name == flag.name }) else {
        // Another platform's flag: say whose, not "unknown" with this platform's list (found by a breaker).
        if let owner = provider.platforms.first(where: { type(of: $0).flags.contains { $0.name == flag.name } }) {
          let kind = type(of: owner)
          throw .message(
            "--flag: '\(flag.name)' is an \(kind.displayName) flag, not \(Host.displayName)'s; it answers a question "
              + "of \(kind.displayName) runs only (see '\(RunReport.commandName) list flags --platform \(kind.name)')")
        }
        let sample = profiles.first ?? strategies.first?.defaultProfile
        let message = sample.map { p -> String in
          do throws(ProfileNameError) {
            _ = try Host.setting(flag.name, to: flag.value, on: p)
            return "unknown flag '\(flag.name)'"
          } catch {
            return error.description
          }
        }
        // A close name says more than the list of every flag (which a long message would cut).
        let note = Suggestion.note(for: flag.name, among: Host.flags.map(\.name))
        // Named as --weight and --invariant name theirs.
        throw .message(
          "--flag: " + (note.isEmpty ? message ?? "unknown flag '\(flag.name)'" : "unknown flag '\(flag.name)'" + note))
      }
      // A flag no profile of the run can take (its feature is missing at their API levels, Android's
      // ``AndroidPlatform/flagLevels``) would be ignored on each: one error, as for an unknown flag. Where some
      // profiles take it, it applies to those (their names in the report carry it).
      var levelError: ProfileNameError? = nil
      let runProfiles = profiles.isEmpty ? strategies.map(\.defaultProfile) : profiles
      let applies =
        runProfiles.isEmpty
        || runProfiles.contains { p in
          do throws(ProfileNameError) {
            _ = try Host.setting(flag.name, to: flag.value, on: p)
            return true
          } catch {
            levelError = levelError ?? error
            return false
          }
        }
      if !applies, let levelError { throw .message("--flag: " + levelError.description) }
      flags.append(flag)
    }
    // The answers together must name a profile the tool reads back (a trace, `replay`, `merge`): an answer the
    // profile's other settings leave unread (Android's ``AndroidPlatform/flagNeeds``) ran, saved nothing and could
    // not be replayed (found by a breaker). Applied as a run applies them (``RunConfiguration/profile(for:)``).
    for p in profiles.isEmpty ? strategies.map(\.defaultProfile) : profiles where !flags.isEmpty {
      var answered = p
      for f in flags { answered = (try? Host.setting(f.name, to: f.value, on: answered)) ?? answered }
      do throws(ProfileNameError) { _ = try Host.profile(named: Host.name(of: answered)) } catch {
        throw .message("--flag: " + error.description)
      }
    }
    // Another platform's invariant is that platform's to check or skip (``PlatformOptions/selections(_:seed:)``
    // checks that one of them runs): skipping it here skips nothing, and a list of only such names leaves this
    // platform nothing to check. A name no platform has is an error.
    func invariantList(_ names: [String], _ option: String) throws(ArgumentError) -> [Host.Invariant] {
      let unknown = names.filter { name in
        Host.Invariant(rawValue: name) == nil
          && !provider.platforms.contains { PlatformOptions.invariantNames($0).contains(name) }
      }
      guard unknown.isEmpty else {
        throw .unknownNames(
          option: option, kind: "invariant", names: unknown, valid: Host.Invariant.allCases.map(\.rawValue))
      }
      return names.compactMap(Host.Invariant.init(rawValue:))
    }
    if let only = options.only {
      invariants.only = try invariantList(only, "--invariant")
      guard !(invariants.only ?? []).isEmpty else {
        throw .message(
          "--invariant: \(only.map { "'\($0)'" }.joined(separator: ", ")) \(only.count == 1 ? "is no" : "are no")"
            + " \(Host.displayName) invariant (expected one of"
            + " \(Host.Invariant.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
    }
    if let skipped = options.skipped { invariants.skipped = try invariantList(skipped, "--skip-invariant") }
    guard !invariants.included.isEmpty else {
      throw .message("--invariant and --skip-invariant leave no invariant to check")
    }
    let classes = Host.vocabulary.classNames
    for w in options.weights {
      guard classes.contains(w.name) else {
        // Another platform's event weighs that platform's traces (``PlatformOptions/selections(_:seed:)`` checks
        // that one of them runs); an event no platform has is an error.
        if provider.platforms.contains(where: { PlatformOptions.eventNames($0).contains(w.name) }) { continue }
        throw .unknownNames(option: "--weight", kind: "event", names: [w.name], valid: classes)
      }
      weights.append(w)
    }
  }

  /// Why `option` (`--family`, `--lock-family`) cannot sample for this platform, in the user's terms: the family is
  /// `owner`'s (another platform's), so it cannot run beside the strategies named, which are this platform's; or
  /// no platform has one.
  static func familyProblem(
    _ option: String, _ family: String, owner: String?, platform: Host, provider: StrategyProvider,
    options: PlatformOptions
  ) -> String {
    let list = "see '\(RunReport.commandName) list strategies --platform \(Host.name)'"
    guard let owner, let other = provider.platforms.first(where: { type(of: $0).name == owner }) else {
      return "\(option): \(Host.displayName) has no enumerated \(family) to sample; name its members with --strategy"
        + " (\(list))"
    }
    let ownerName = type(of: other).displayName
    guard let mine = options.strategyNames?.first(where: { platform.strategy(named: $0) != nil }) else {
      return "\(option) samples \(ownerName)'s \(family), and \(Host.displayName) has none: leave --platform"
        + " \(Host.name) out to sample it (\(Host.displayName)'s strategies: \(list))"
    }
    let quoted = "'\(AppLogicScript.excerpt(mine))'"
    return "\(option) samples \(ownerName)'s \(family), but \(quoted) is an \(Host.displayName) strategy: a run samples"
      + " the family beside \(ownerName) strategies only; fuzz \(quoted) in a run of its own"
  }

  /// A `run` section of this share.
  func makeSection(_ common: RunOptions.CommonSettings) -> any AnyRunSection { RunSection(self, common: common) }

  /// Whether `name` is one of the strategies chosen (as named, or as the catalog names it).
  func takesStrategy(_ name: String) -> Bool {
    strategies.contains { $0.name == name }
      || platform.strategy(named: name).map { d in
        strategies.contains { $0.name == d.name }
      } ?? false
  }

  /// A run configuration of these strategies, flags, invariants and weights, and `profile` (`nil`: each
  /// strategy's own).
  func configuration(profile: Host.Profile?) -> RunConfiguration<Host> {
    var c = RunConfiguration<Host>(strategies: strategies)
    c.profile = profile
    c.flagOverrides = flags
    c.invariants = invariants
    c.weightOverrides = weights
    return c
  }
}

/// ``PlatformSelection`` of any platform, for the commands' loops over platforms.
protocol AnyPlatformSelection {
  /// A `run` section of this share with `common` settings.
  func makeSection(_ common: RunOptions.CommonSettings) -> any AnyRunSection
  /// Whether `name` is one of the strategies chosen.
  func takesStrategy(_ name: String) -> Bool
  /// The `--profile` names the platform read.
  var profileNames: [String] { get }
  /// The `--weight` overrides of the platform's own events, in order.
  var weights: [(name: String, weight: Int)] { get }
  /// The names of the platform's invariants.
  var invariantNames: [String] { get }
  /// Throws when the weights turn off every event that starts the app (``PlatformSelection/checkStartsTheApp()``).
  func checkStartsTheApp() throws(ArgumentError)
  /// Hosting problems of the app's own delegates, told before the run (`<strategy> on <profile>: <problem>`).
  func hostingProblemsBeforeTheRun() -> [String]
  /// App-logic events never delivered on a profile, told before the run as warnings (`<strategy> on <profile>: ...`).
  func appLogicWarningsBeforeTheRun() -> [String]
}

extension String {
  /// The string with the last occurrence of `target` replaced by `replacement`.
  fileprivate func replacingLast(_ target: String, _ replacement: String) -> String {
    guard let r = range(of: target, options: .backwards) else { return self }
    return replacingCharacters(in: r, with: replacement)
  }
}
