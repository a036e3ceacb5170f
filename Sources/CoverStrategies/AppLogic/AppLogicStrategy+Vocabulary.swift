import AppLogic
import Foundation
import NameSuggestion
import ShieldModel

/// The iOS vocabulary of the app-logic script (docs/app-logic.md), checked before the run; nonisolated, so
/// that a trace's header is checked wherever it is read.
nonisolated extension AppLogicStrategy {
  /// What a call's positional argument may be: nothing, one of a list of words, or any one name.
  nonisolated enum Shape: Sendable {
    case none
    case oneOf([String])
    case name
    case optionalOneOf([String])
    /// `after(SECONDS, ACTION)`: a number of seconds and an action.
    case delayed
    /// `everyScene(ACTION)`: an action.
    case wrapped
    /// One of a list of words or one of the app's screens other than `root` (`present(lock|cover|SCREEN)`); which
    /// screens the app has is checked where the app is known (``AppLogicScreens``).
    case wordOrScreen([String])
  }

  /// The outcomes of `evaluatePolicyReply`: `success`, `failure` (any error) and each LAError code
  /// the model replies with.
  static var replyOutcomes: [String] { ["success", "failure"] + LockConfiguration.Outcome.allCases.map(\.rawValue) }

  /// Every event, with its argument.
  static var events: [(String, Shape)] {
    let phases = ["active", "inactive", "background"]
    return [
      ("didFinishLaunching", .none), ("didFinishLaunchingAfterUpdate", .none), ("applicationWillResignActive", .none),
      ("applicationDidBecomeActive", .none),
      ("applicationDidEnterBackground", .none), ("applicationWillEnterForeground", .none),
      ("sceneWillConnect", .none), ("sceneDidDisconnect", .none), ("sceneWillResignActive", .none),
      ("sceneDidBecomeActive", .none), ("sceneDidEnterBackground", .none), ("sceneWillEnterForeground", .none),
      ("scenePhase", .oneOf(phases)), ("appScenePhase", .oneOf(phases)),
      ("screenWillAppear", .name), ("screenDidAppear", .name), ("screenWillDisappear", .name),
      ("screenDidDisappear", .name), ("appCall", .name), ("userDidTakeScreenshot", .none),
      ("capturedDidChange", .none), (sceneCaptureEvent, .none), ("evaluatePolicyReply", .oneOf(replyOutcomes)),
      ("unlockTapped", .none),
      ("passcodeEntered", .optionalOneOf(["right", "wrong"])), ("windowDidResignKey", .none),
      ("windowDidBecomeKey", .none), ("keychainReadReply", .oneOf(keychainReplies)),
    ]
  }

  /// Every action, with its argument and the labels it takes.
  static var actions: [(String, Shape, [String])] {
    [
      ("set", .name, []), ("clear", .name, []), ("stamp", .name, []), ("store", .name, []), ("unstore", .name, []),
      ("keychainAdd", .name, ["access"]), ("keychainDelete", .name, []), ("keychainRead", .name, []),
      ("storeDomainState", .none, []),
      ("addCover", .optionalOneOf(["view", "blur", "snapshot"]), ["tag", "resizes", "in"]),
      ("removeCover", .none, ["tag"]),
      ("showWindow", .name, ["level", "root"]), ("hideWindow", .name, []), ("makeKey", .name, []),
      ("addLock", .oneOf(lockHosts), []),
      ("present", .wordOrScreen(["lock", "cover"]), ["style", "from", "animated", "controller"]),
      ("dismiss", .wordOrScreen(["lock", "cover", "top"]), []), ("dismissAll", .none, []),
      ("push", .name, ["animated"]), ("pop", .none, []), ("popToRoot", .none, []),
      ("endEditing", .none, []), ("becomeFirstResponder", .oneOf(["passcode"]), []),
      ("evaluatePolicy", .oneOf(policies), ["context"]),
      ("after", .delayed, []), ("everyScene", .wrapped, []),
      ("fade", .name, fadeLabels),
      ("secure", .oneOf(["on", "off"]), secureOnLabels + secureOffLabels.filter { !secureOnLabels.contains($0) }),
      ("redact", .oneOf(RedactionReason.allCases.map(\.rawValue)), []), ("unredact", .none, []),
    ]
  }

  /// The labels of `fade(NAME|cover, to=A, duration=S[, tag=N][, completion=ACTION][, ifFinished=true])`.
  static let fadeLabels = ["to", "duration", "tag", "completion", "ifFinished"]

  /// The name `showWindow`, `hideWindow` and `makeKey` give the app's own window (the scene delegate's or the app
  /// delegate's `window`), never one of the script's.
  static let appWindowName = "main"

  /// The windows `addLock` adds the lock screen's view to: `UIApplication.shared.windows.first`, its `keyWindow`,
  /// or the scene's app window.
  static let lockHosts = ["firstWindow", "keyWindow", appWindowName]

  /// The built-in conditions (besides the script's variables).
  static let builtInConditions = [
    "prompting", "captured", "lockShown", "activeScene", "stored", "inKeychain", "elapsed", "canEvaluatePolicy",
    "domainStateChanged", "sceneCaptured",
  ]

  /// The policies `evaluatePolicy(...)` and `canEvaluatePolicy(...)` name.
  static let policies = ["biometrics", "deviceOwnerAuthentication"]

  /// The errors `canEvaluatePolicy(POLICY, error=CODE)` reads (`LAError.Code`'s names): the refusals of
  /// the device's settings and of the app's Info.plist.
  static let checkErrors = ["passcodeNotSet", "biometryNotEnrolled", "biometryLockout", "biometryNotAvailable"]

  /// The Info.plist keys `info:` declares, each `KEY=present` or `KEY=absent` (default present).
  static let infoKeys = ["NSFaceIDUsageDescription"]

  /// The settings an iOS script may give (``settingKeys``): the command line says whose setting another platform's is.
  public static var settingNames: [String] { settingKeys }

  /// The settings the iOS interpreter reads.
  static let settingKeys = [
    "claims", "lock", "disable", "enable", "release", "info", "lockSetting", "authUI", "sensitive", "privacySensitive",
    "perScene", "faceIDPermission", "screens",
  ]

  /// The events whose handler runs in one of the app's screens (its argument names it): where `of=screen` names
  /// that screen's view.
  static let screenEvents = ["screenWillAppear", "screenDidAppear", "screenWillDisappear", "screenDidDisappear"]

  /// Whether `scalar` can be part of a screen's name: an ASCII letter or digit, `_` or `-`.
  static func isScreenNamePart(_ scalar: Unicode.Scalar) -> Bool { AppLogicScript.isScreenNamePart(scalar) }

  /// The screens `sensitive:` names, in its order (Android's word: the screens whose content is sensitive), or
  /// `nil` without the setting. Which screens the app has is checked where the app is known (the command line).
  ///
  /// - Throws: ``AppLogicError`` at its line for an empty entry, a word that is no screen name, or a name twice.
  static func sensitiveScreens(of script: AppLogicScript) throws(AppLogicError) -> [String]? {
    guard let setting = script.setting("sensitive") else { return nil }
    // An empty item or a name twice is refused as every list setting of both platforms refuses it.
    let names = try setting.listItems()
    for name in names {
      // A screen's name as a screen event's argument reads it: ASCII letters, digits, `_` and `-`.
      guard name.unicodeScalars.allSatisfy(Self.isScreenNamePart) else {
        throw AppLogicError(
          line: setting.line,
          message: "sensitive: takes the app's screen names, comma-separated, each once (root and its screens, as"
            + " in 'sensitive: recovery-phrase'), not '\(setting.value)'")
      }
    }
    return names
  }

  /// The authentication UIs `authUI:` promises: biometrics only, or biometrics with the device passcode.
  static let authUIs = ["biometrics", "biometrics+passcode"]

  /// Checks `script` against the vocabulary.
  ///
  /// - Throws: ``AppLogicError`` for the first fault, by line.
  static func validate(_ script: AppLogicScript) throws(AppLogicError) {
    for setting in script.settings where !settingKeys.contains(setting.key) {
      throw AppLogicError(
        line: setting.line,
        message: "unknown setting '\(setting.key)'" + Suggestion.note(for: setting.key, among: settingKeys))
    }
    // Checked here, where every entry point (run, replay, explain) reads the script, not first in `init`: the
    // descriptor's `make` trusts a validated script (the forty-third session's breaker: a bad `enable:` trapped).
    _ = try script.enableCall(closest: Suggestion.closest(to:among:))
    if let r = script.setting("release"), LockConfiguration.Release(rawValue: r.value) == nil || r.value == "none" {
      throw AppLogicError(
        line: r.line,
        message:
          "release: '\(r.value)' is not a lock screen's entry (biometry, field, keypad, biometry+field, biometry+keypad)"
      )
    }
    // The lock screen's entry is the lock's, as `authUI:` and `lockSetting:` are: without a lock it shows nowhere.
    if let r = script.setting("release"), script.setting("lock") == nil {
      throw AppLogicError(line: r.line, message: "release: needs lock: (the lock screen it describes is the lock's)")
    }
    if let info = script.setting("info") { _ = try infoPlist(info) }
    _ = try faceIDPermission(of: script)
    _ = try sensitiveScreens(of: script)
    _ = try scriptScreens(of: script)
    _ = try privacySensitiveScreens(of: script)
    // `disable:`'s per-claim form, refused here as every other setting is (the descriptor makes the strategy unchecked).
    _ = try claimDisables(of: script, claims: claims(of: script))
    if let (disable, meant) = script.misspeltDisable(closest: Suggestion.closest(to:among:)) {
      throw AppLogicError(
        line: disable.line,
        message: "'disable: \(disable.value)' names an app call no handler answers (did you mean '\(meant)'?)")
    }
    var setNames = AppLogicNames()
    var stamped = AppLogicNames()
    var stored = AppLogicNames()
    var keychain = AppLogicNames()
    for handler in script.handlers {
      for action in handler.actions.flatMap(flattened) {
        guard let name = action.positional.first else { continue }
        switch action.name {
        case "set", "clear": setNames.append(name)
        case "stamp": stamped.append(name)
        case "store", "unstore": stored.append(name)
        case "keychainAdd", "keychainDelete": keychain.append(name)
        default: break
        }
      }
    }
    // A read finds only what some handler adds.
    for handler in script.handlers {
      for action in handler.actions.flatMap(flattened) where action.name == "keychainRead" {
        guard let name = action.positional.first, !keychain.contains(name) else { continue }
        throw AppLogicError(line: action.line, message: "keychainRead(\(name)): no handler adds it (keychainAdd)")
      }
    }
    if let lock = script.setting("lock"), !setNames.contains(lock.value) {
      throw AppLogicError(line: lock.line, message: "lock: '\(lock.value)' is a variable no handler sets")
    }
    _ = try perSceneVariables(of: script)
    try checkLockWords(script, stored: stored.list + keychain.list)
    for handler in script.handlers {
      let eventNames = events.map(\.0)
      guard let event = events.first(where: { $0.0 == handler.event.name }) else {
        throw AppLogicError(
          line: handler.line,
          message: "unknown event '\(handler.event.name)'" + Suggestion.note(for: handler.event.name, among: eventNames)
        )
      }
      // An app call may say which screen's control it is (`appCall(demoMode, screen=settings)`).
      try check(handler.event, shape: event.1, labels: handler.event.name == "appCall" ? [appCallScreenLabel] : [])
      for condition in handler.conditions {
        try check(condition.call, variables: setNames, stamped: stamped, stored: stored, keychain: keychain)
      }
      for action in handler.actions { try checkAction(action) }
      // `of=screen` is `self.view` of the screen whose callback runs: there is none in another handler.
      let onScreen = handler.actions.flatMap(flattened).first { $0.name == "secure" && $0.value(for: "of") == "screen" }
      if let onScreen, !screenEvents.contains(handler.event.name) {
        throw AppLogicError(
          line: onScreen.line,
          message: "secure's of=screen is the view of the screen whose handler runs: only in "
            + screenEvents.map { "\($0)(SCREEN)" }.joined(separator: ", ")
            + " (elsewhere of= takes window, root or subviews)")
      }
    }
    // After every name is checked: a misspelt `addLock` is named as such, not as a lock never placed.
    try checkLockScreenPlaced(script)
    try checkWindowsShown(script)
    _ = try appCallScreens(of: script)
    try checkRedaction(script)
  }

  /// `action`, and the actions an `after` or a `fade`'s completion in it runs.
  static func flattened(_ action: AppLogicScript.Call) -> [AppLogicScript.Call] {
    if action.name == "fade", let completion = fadeCompletion(of: action) {
      return [action] + flattened(completion)
    }
    guard action.name == "after", action.arguments.count == 2,
      let later = action.arguments[1].asCall(line: action.line)
    else { return [action] }
    return [action] + flattened(later)
  }

  /// The action a `fade`'s `completion=` runs, if it has one.
  static func fadeCompletion(of action: AppLogicScript.Call) -> AppLogicScript.Call? {
    action.arguments.first { $0.label == "completion" }?.asCall(line: action.line)
  }

  /// Checks an action (and the one an `after` runs).
  private static func checkAction(_ action: AppLogicScript.Call) throws(AppLogicError) {
    guard let known = actions.first(where: { $0.0 == action.name }) else {
      throw AppLogicError(
        line: action.line,
        message: "unknown action '\(action.name)'" + Suggestion.note(for: action.name, among: actions.map(\.0)))
    }
    if case .delayed = known.1 {
      let arguments = action.arguments
      guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
        AppLogicNumber.seconds(arguments[0].value) != nil, let later = arguments[1].asCall(line: action.line)
      else {
        throw AppLogicError(
          line: action.line, message: "after takes a number of seconds (decimal, 0 to 86400) and an action")
      }
      return try checkAction(later)
    }
    if case .wrapped = known.1 {
      guard action.arguments.count == 1, action.arguments[0].label == nil,
        let inner = action.arguments[0].asCall(line: action.line), inner.name != action.name
      else {
        throw AppLogicError(line: action.line, message: "\(action.name) takes one action (not another \(action.name))")
      }
      return try checkAction(inner)
    }
    try check(action, shape: known.1, labels: known.2)
    if action.name == "secure" { return try checkSecure(action) }
    if action.name == "fade" { return try checkFade(action) }
    // `push(SCREEN)`: a screen's name as a screen event reads it; which screens the app has is checked where the app
    // is known (``AppLogicScreens``).
    if action.name == "push", let name = action.positional.first,
      name == AppDescription.rootScreenIdentifier || !name.unicodeScalars.allSatisfy(Self.isScreenNamePart)
    {
      throw AppLogicError(
        line: action.line,
        message: "push takes lock or one of the app's screens other than root (the navigation controller's root is"
          + " on its stack already), not '\(AppLogicScript.excerpt(name))'")
    }
    try checkValues(of: action)
  }

  /// Checks a `fade`: its alpha, its duration, a cover's tag, and the action its completion runs.
  private static func checkFade(_ action: AppLogicScript.Call) throws(AppLogicError) {
    let usage = "fade takes a window of the script or cover, to=ALPHA (0 to 1), duration=SECONDS (0 to 86400)"
    guard let to = action.value(for: "to").flatMap({ AppLogicNumber.decimal($0) }), to <= 1,
      action.value(for: "duration").flatMap({ AppLogicNumber.seconds($0) }) != nil
    else {
      throw AppLogicError(line: action.line, message: usage)
    }
    if action.positional.first == appWindowName {
      throw AppLogicError(line: action.line, message: "\(usage): not the app's own window (\(appWindowName))")
    }
    let tag = action.value(for: "tag")
    if action.positional.first == "cover", tag.flatMap({ AppLogicNumber.whole($0, signed: true) }) == nil {
      throw AppLogicError(line: action.line, message: "fade(cover) needs tag=N (a whole number, decimal): addCover's")
    }
    if action.positional.first != "cover", tag != nil {
      throw AppLogicError(line: action.line, message: "fade takes tag= only for cover (a window is named)")
    }
    if let finished = action.value(for: "ifFinished"), finished != "true", finished != "false" {
      throw AppLogicError(line: action.line, message: "ifFinished= takes true or false, not '\(finished)'")
    }
    if action.value(for: "completion") != nil {
      guard let completion = fadeCompletion(of: action) else {
        throw AppLogicError(line: action.line, message: "fade's completion= takes an action")
      }
      try checkAction(completion)
    } else if action.value(for: "ifFinished") != nil {
      throw AppLogicError(line: action.line, message: "fade's ifFinished= needs a completion=")
    }
  }

  /// Checks a call's positional argument against `shape` and its labels against `labels`.
  private static func check(_ call: AppLogicScript.Call, shape: Shape, labels: [String]) throws(AppLogicError) {
    for argument in call.arguments {
      guard let label = argument.label else { continue }
      guard labels.contains(label) else {
        throw AppLogicError(
          line: call.line,
          message: "\(call.name) takes no argument '\(label)'"
            + (labels.isEmpty ? "" : Suggestion.note(for: label, among: labels)))
      }
    }
    let positional = call.positional
    switch shape {
    case .none:
      guard positional.isEmpty else {
        throw AppLogicError(line: call.line, message: "\(call.name) takes no argument '\(positional[0])'")
      }
    case .name:
      guard positional.count == 1 else {
        throw AppLogicError(line: call.line, message: "\(call.name) takes one name")
      }
    case .delayed, .wrapped: return
    case .wordOrScreen(let words):
      let word = positional.first ?? ""
      guard positional.count == 1, words.contains(word) || isScreenName(word) else {
        throw AppLogicError(
          line: call.line,
          message: "\(call.name) takes \(words.joined(separator: ", ")) or one of the app's screens other than root"
            + " (the window's root controller is on screen already), not '\(AppLogicScript.excerpt(word))'")
      }
    case .oneOf(let words), .optionalOneOf(let words):
      if positional.isEmpty, case .optionalOneOf = shape { return }
      // Name the extra word, not the first (which is fine): `addCover(view, blur, tag=1)`.
      if positional.count > 1 {
        throw AppLogicError(
          line: call.line,
          message: "\(call.name) takes one of \(words.joined(separator: ", ")), not a second '\(positional[1])'")
      }
      guard positional.count == 1, words.contains(positional[0]) else {
        let word = positional.first ?? ""
        throw AppLogicError(
          line: call.line,
          message: "\(call.name) takes one of \(words.joined(separator: ", "))"
            + (word.isEmpty ? "" : ", not '\(word)'" + Suggestion.note(for: word, among: words)))
      }
    }
  }

  /// Whether `word` can name one of the app's screens other than `root` (a presented or dismissed screen).
  static func isScreenName(_ word: String) -> Bool {
    !word.isEmpty && word != AppDescription.rootScreenIdentifier && word.unicodeScalars.allSatisfy(isScreenNamePart)
  }

  /// Checks the labelled values of an action (a tag's number, a level, a style).
  private static func checkValues(of action: AppLogicScript.Call) throws(AppLogicError) {
    if action.name == "addCover" || action.name == "removeCover" {
      guard let tag = action.value(for: "tag"), AppLogicNumber.whole(tag, signed: true) != nil else {
        throw AppLogicError(line: action.line, message: "\(action.name) needs tag=N (a whole number, decimal)")
      }
    }
    if let access = action.value(for: "access"), !keychainAccess.contains(access) {
      throw AppLogicError(
        line: action.line,
        message: "access= takes one of \(keychainAccess.joined(separator: ", ")), not '"
          + AppLogicScript.excerpt(access) + "'" + Suggestion.note(for: access, among: keychainAccess))
    }
    if let resizes = action.value(for: "resizes"), resizes != "true", resizes != "false" {
      throw AppLogicError(line: action.line, message: "resizes= takes true or false, not '\(resizes)'")
    }
    if action.name == "addCover", let host = action.value(for: "in"), host != "window", host != "root" {
      throw AppLogicError(
        line: action.line,
        message: "in= takes window (a subview of the scene's window) or root (SwiftUI's .overlay: a subview of the"
          + " root controller's view), not '" + AppLogicScript.excerpt(host) + "'")
    }
    if action.name == "showWindow", action.positional.first == appWindowName, action.value(for: "level") != nil {
      throw AppLogicError(
        line: action.line,
        message: "showWindow(\(appWindowName)) shows the app's own window again; its level is the app's (no level=)")
    }
    if action.name == "showWindow", let root = action.value(for: "root") {
      guard root == "lock" else {
        throw AppLogicError(
          line: action.line,
          message: "showWindow's root= takes lock (the lock screen as the window's root view controller), not '"
            + AppLogicScript.excerpt(root) + "'")
      }
      guard action.positional.first != appWindowName else {
        throw AppLogicError(
          line: action.line,
          message: "showWindow(\(appWindowName)) shows the app's own window again; its root is the app's (no root=):"
            + " a lock in its own window is showWindow(lockwin, level=alert+1, root=lock)")
      }
    }
    if let level = action.value(for: "level"), windowLevel(level) == nil {
      throw AppLogicError(
        line: action.line,
        message: "level '\(level)' is not a window level (normal, statusBar or alert, each with an optional +N or"
          + " -N, or a decimal number, signed or not, at most 9007199254740992 in size: 2^53, beyond which a CGFloat"
          + " rounds it)")
    }
    if let style = action.value(for: "style"), !presentationStyles.contains(style) {
      throw AppLogicError(
        line: action.line,
        message: "unknown style '\(style)'" + Suggestion.note(for: style, among: presentationStyles))
    }
    if let from = action.value(for: "from"), from != "root", from != "top", !isScreenName(from) {
      throw AppLogicError(
        line: action.line,
        message: "from= takes root, top or one of the app's screens, not '\(AppLogicScript.excerpt(from))'")
    }
    // `style=alert` is a `UIAlertController` showing a screen's label; the lock and the cover are full controllers.
    let what = action.positional.first ?? ""
    if action.name == "present", ["lock", "cover"].contains(what), action.value(for: "style") == alertStyle {
      throw AppLogicError(
        line: action.line,
        message: "style=alert presents one of the app's screens as a UIAlertController; \(what) is presented with a"
          + " modal style (\(presentationStyles.filter { $0 != alertStyle }.joined(separator: ", ")))")
    }
    if action.name == "present", !["lock", "cover"].contains(what), action.value(for: "controller") != nil {
      throw AppLogicError(
        line: action.line,
        message: "controller= is for lock and cover (the app's own screens are new controllers at each present), not"
          + " \(what)")
    }
    if let animated = action.value(for: "animated"), animated != "true", animated != "false" {
      throw AppLogicError(line: action.line, message: "animated= takes true or false, not '\(animated)'")
    }
    if let controller = action.value(for: "controller"), controller != "new", controller != "held" {
      throw AppLogicError(
        line: action.line,
        message: "controller= takes new (a new controller at each call) or held (one the app keeps per scene), not '"
          + AppLogicScript.excerpt(controller) + "'")
    }
    if let context = action.value(for: "context"), context != "new", context != "held" {
      throw AppLogicError(
        line: action.line,
        message: "context= takes new (a new LAContext at each call) or held (one the app keeps), not '"
          + AppLogicScript.excerpt(context) + "'")
    }
  }

  /// Checks a condition: a built-in with its arguments, or a variable some handler sets.
  private static func check(
    _ call: AppLogicScript.Call, variables: AppLogicNames, stamped: AppLogicNames, stored: AppLogicNames,
    keychain: AppLogicNames
  ) throws(AppLogicError) {
    switch call.name {
    case "prompting", "captured", "lockShown", "activeScene", "domainStateChanged", "sceneCaptured":
      try check(call, shape: .none, labels: [])
    case "canEvaluatePolicy":
      try check(call, shape: .oneOf(policies), labels: ["error"])
      if let code = call.value(for: "error"), !checkErrors.contains(code) {
        throw AppLogicError(
          line: call.line,
          message: "canEvaluatePolicy's error= takes one of \(checkErrors.joined(separator: ", ")), not '\(code)'"
            + Suggestion.note(for: code, among: checkErrors))
      }
    case "stored":
      try check(call, shape: .name, labels: [])
      guard stored.contains(call.positional[0]) else {
        throw AppLogicError(line: call.line, message: "stored(\(call.positional[0])): no handler stores it")
      }
    case "inKeychain":
      try check(call, shape: .name, labels: [])
      guard keychain.contains(call.positional[0]) else {
        throw AppLogicError(
          line: call.line, message: "inKeychain(\(call.positional[0])): no handler adds it (keychainAdd)")
      }
    case "elapsed":
      let p = call.positional
      guard p.count == 2, AppLogicNumber.seconds(p[1]) != nil, call.arguments.allSatisfy({ $0.label == nil }) else {
        throw AppLogicError(
          line: call.line, message: "elapsed takes a variable and a number of seconds (decimal, 0 to 86400)")
      }
      guard stamped.contains(p[0]) else {
        throw AppLogicError(line: call.line, message: "elapsed(\(p[0]), ...): no handler stamps it")
      }
    default:
      guard call.arguments.isEmpty, variables.contains(call.name) else {
        let known = builtInConditions + variables.list
        throw AppLogicError(
          line: call.line,
          message: "unknown condition '\(call.name)': no handler sets it"
            + Suggestion.note(for: call.name, among: known))
      }
    }
  }

  /// Refuses a script that says what its lock screen shows or answers (`release:`, `unlockTapped`,
  /// `passcodeEntered`, `becomeFirstResponder(passcode)`) but never places it (`addLock`, `present(lock)`,
  /// `push(lock)`, `showWindow(NAME, root=lock)`): its field, keypad and button would be in no window, so those
  /// events could never come. A window of the script's own (`showWindow`) holds an opaque view, not the lock.
  ///
  /// - Throws: ``AppLogicError`` at the first such line, naming the ways to place the lock screen.
  static func checkLockScreenPlaced(_ script: AppLogicScript) throws(AppLogicError) {
    let all = script.handlers.flatMap { $0.actions.flatMap(flattened) }
    let places = all.contains { action in
      switch action.name {
      case "addLock": true
      case "present", "push": action.positional.first == "lock"
      case "showWindow": action.value(for: "root") == "lock"
      default: false
      }
    }
    guard !places else { return }
    let remedy =
      "no handler places the lock screen, so it is in no window (showWindow makes an opaque window): for a lock in"
      + " its own window, showWindow(lockwin, level=alert+1, root=lock); else present(lock, ...), push(lock) or addLock(...)"
    if let release = script.setting("release") {
      throw AppLogicError(line: release.line, message: "release: \(release.value) is never shown: \(remedy)")
    }
    for handler in script.handlers where ["unlockTapped", "passcodeEntered"].contains(handler.event.name) {
      throw AppLogicError(line: handler.line, message: "\(handler.event.name) never comes: \(remedy)")
    }
    if let focus = all.first(where: { $0.name == "becomeFirstResponder" }) {
      throw AppLogicError(line: focus.line, message: "becomeFirstResponder(passcode) finds no field: \(remedy)")
    }
  }

  /// Refuses a window name that is no name (`a-b`, `0`), and a window that `hideWindow`, `makeKey` or `fade` names
  /// but no `showWindow` makes: the call would find no window and do nothing, which is a typo more often than code.
  ///
  /// - Throws: ``AppLogicError`` at the first such line.
  static func checkWindowsShown(_ script: AppLogicScript) throws(AppLogicError) {
    let all = script.handlers.flatMap { $0.actions.flatMap(flattened) }
    let windowCalls = all.filter { ["showWindow", "hideWindow", "makeKey", "fade"].contains($0.name) }
    let named = windowCalls.filter { $0.positional.first != appWindowName && $0.positional.first != "cover" }
    for call in named {
      let name = call.positional.first ?? ""
      guard AppLogicScript.isName(name) else {
        throw AppLogicError(
          line: call.line,
          message: "\(call.name): '\(AppLogicScript.excerpt(name))' is not a window's name: "
            + AppLogicScript.nameRule)
      }
    }
    let shown = named.filter { $0.name == "showWindow" }.compactMap(\.positional.first)
    if let unshown = named.first(where: { $0.name != "showWindow" && !shown.contains($0.positional[0]) }) {
      let name = unshown.positional[0]
      throw AppLogicError(
        line: unshown.line,
        message: "\(unshown.name)(\(name)): no handler shows a window '\(name)' (showWindow(\(name), ...) makes it)"
          + Suggestion.note(for: name, among: shown))
    }
  }

  /// Checks `lockSetting:` and `authUI:`: each needs `lock:`; the setting's stored value must be written by a
  /// handler (`store`, `unstore`, `keychainAdd`, `keychainDelete`), and `authUI:` names one of ``authUIs``.
  static func checkLockWords(_ script: AppLogicScript, stored: [String]) throws(AppLogicError) {
    _ = try AppLogicLockSetting.checked(in: script, storedBy: { stored.contains($0) })
    if let setting = script.setting("authUI") {
      guard authUIs.contains(setting.value) else {
        throw AppLogicError(
          line: setting.line,
          message: "authUI: takes \(authUIs.joined(separator: " or ")), not '\(setting.value)'"
            + Suggestion.note(for: setting.value, among: authUIs))
      }
      guard script.setting("lock") != nil else {
        throw AppLogicError(line: setting.line, message: "authUI: needs lock: (the promise is the lock's)")
      }
    }
  }

  /// `faceIDPermission: notAsked|allowed|denied`: where the app's Face ID permission starts (the system's answer for
  /// the app, `Device+FaceIDPermission.swift`), or `nil` without the setting.
  ///
  /// - Throws: ``AppLogicError`` for another value.
  static func faceIDPermission(of script: AppLogicScript) throws(AppLogicError) -> FaceIDPermission? {
    guard let setting = script.setting("faceIDPermission") else { return nil }
    guard let permission = FaceIDPermission(rawValue: setting.value) else {
      let names = FaceIDPermission.allCases.map(\.rawValue)
      throw AppLogicError(
        line: setting.line,
        message: "faceIDPermission: '\(AppLogicScript.excerpt(setting.value))' is not one of "
          + names.joined(separator: ", ") + Suggestion.note(for: setting.value, among: names))
    }
    return permission
  }

  /// The access controls `keychainAdd(V, access=...)` names (`SecAccessControlCreateFlags`).
  static let keychainAccess = ["userPresence", "biometryAny", "biometryCurrentSet", "devicePasscode"]

  /// The replies of `keychainRead(V)` (`SecItemCopyMatching`'s `OSStatus`, by name).
  static let keychainReplies = ["success", "userCanceled", "authFailed", "notFound", "interactionNotAllowed"]

  /// The Info.plist keys `info:` declares absent (`info: NSFaceIDUsageDescription=absent`; several
  /// comma-separated).
  ///
  /// - Throws: ``AppLogicError`` for an unknown key or a value other than `present` or `absent`.
  static func infoPlist(_ setting: AppLogicScript.Setting) throws(AppLogicError) -> [String] {
    var absent: [String] = []
    for entry in setting.value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      let parts = entry.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 2, infoKeys.contains(parts[0]), parts[1] == "present" || parts[1] == "absent" else {
        let key = parts.first ?? ""
        throw AppLogicError(
          line: setting.line,
          message: "info: '\(entry)' is not KEY=present or KEY=absent with a key of \(infoKeys.joined(separator: ", "))"
            + (infoKeys.contains(key) ? "" : Suggestion.note(for: key, among: infoKeys)))
      }
      if parts[1] == "absent" { absent.append(parts[0]) }
    }
    return absent
  }

  /// The claims the `claims:` setting names (default: the app switcher).
  static func claims(of script: AppLogicScript) throws(AppLogicError) -> ProtectionClaims {
    guard let setting = script.setting("claims") else { return .appSwitcher }
    var claims: ProtectionClaims = []
    let names = ["app-switcher", "screenshots", "recordings", "unfocused", "all", "nothing"]
    let words = try setting.listItems()
    try setting.refuseBeside("nothing", in: words)
    for word in words {
      switch word {
      case "app-switcher": claims.insert(.appSwitcher)
      case "screenshots": claims.insert(.screenshots)
      case "recordings": claims.insert(.recordings)
      case "unfocused": claims.insert(.unfocused)
      case "all": claims.formUnion(.all)
      case "nothing": break
      default:
        throw AppLogicError(
          line: setting.line, message: "unknown claim '\(word)'" + Suggestion.note(for: word, among: names))
      }
    }
    return claims
  }
}

nonisolated extension AppLogicStrategy {
  /// What `list app-logic` says under the settings line about the settings whose default or meaning a translator got
  /// wrong (docs/fresh-reports/translation-errors.md; docs/translating-apps.md says more).
  static let settingGlosses = [
    "claims: app-switcher|screenshots|recordings|unfocused|all|nothing  (default app-switcher: a lock alone says"
      + " nothing)",
    "lock: VAR  (the user's promise: nothing seen or touched from set(VAR) until clear(VAR), the user's pass; not the"
      + " app's own ask-next flag)",
    "release: biometry|field|keypad|biometry+field|biometry+keypad  (what the lock screen shows; default biometry: an"
      + " Unlock button only)",
  ]

  /// One line under an event or action of `list app-logic` whose name hides what it is or which default it takes.
  static let glosses: [String: String] = [
    "unlockTapped": "the lock screen's Unlock button (release: biometry, the default)",
    "passcodeEntered": "the lock screen's passcode field or keypad (release: field or keypad only)",
    "evaluatePolicyReply": "the reply, on the main queue; failure is any error",
    "addCover":
      "a full-window view added to the scene's window (in=root: to the root controller's view, as SwiftUI's .overlay,"
      + " below what the root presents); resizes=false (default) keeps its frame at a rotation",
    "showWindow":
      "a new UIWindow with an opaque root (a cover); no level= is .alert+1 (UIKit's own default is .normal);"
      + " root=lock makes the lock screen its root",
    "push":
      "lock (the lock screen), or one of the app's screens (screens:, or the sample's settings, recovery-phrase):"
      + " pushViewController on the app's navigation controller",
    "dismiss":
      "a lock that is its window's root (showWindow root=lock) is taken down with its window; SCREEN: the top-most"
      + " presented controller of that screen, with what is above it",
    "present":
      "the lock screen, an opaque cover controller or a new controller of one of the app's screens (screens:),"
      + " modally, from the root, the top-most presented or a shown screen (from=SCREEN); style=alert (screens only)"
      + " a UIAlertController whose message is the screen's label; controller=new (default, lock and cover only) a"
      + " new one per call, controller=held one kept per scene (presented again while up: crash)",
    "evaluatePolicy": "LocalAuthentication; context=new (default) a new LAContext per call, context=held one kept",
    "keychainAdd":
      "SecItemAdd of a generic password; access= adds SecAccessControlCreateWithFlags' constraint (no access=: none)",
    "keychainRead":
      "SecItemCopyMatching with no LAContext: an item with access control raises the system's Face ID / passcode UI"
      + " at every read; the reply is keychainReadReply",
    "keychainReadReply": "the read's OSStatus, on the main queue",
    "storeDomainState":
      "a new LAContext's evaluatedPolicyDomainState after canEvaluatePolicy(biometrics), kept in UserDefaults (the"
      + " enrolled faces as identity; domainStateChanged compares)",
    "after": "DispatchQueue.main.asyncAfter: runs when due, never while the app is suspended",
    "everyScene":
      "the app's shared state: its code does ACTION in every connected scene (UIApplication.shared.connectedScenes),"
      + " as each scene delegate observing one notification",
  ]

  /// The vocabulary as `list app-logic` prints it: settings, events, conditions and actions, one per line.
  public static var vocabularyListing: String {
    func argument(_ shape: Shape) -> String {
      switch shape {
      case .none: ""
      case .name: "(NAME)"
      case .oneOf(let words): "(\(words.joined(separator: "|")))"
      case .optionalOneOf(let words): "[(\(words.joined(separator: "|")))]"
      case .delayed: "(SECONDS, ACTION)"
      case .wrapped: "(ACTION)"
      case .wordOrScreen(let words): "(\((words + ["SCREEN"]).joined(separator: "|")))"
      }
    }
    var out = "APP-LOGIC  (run --app-logic FILE; docs/app-logic.md)\n  settings: "
    out += settingKeys.map { "\($0):" }.joined(separator: " ") + "\n"
    out += "    info: \(infoKeys.map { "\($0)=present|absent" }.joined(separator: ", "))\n"
    out += "    lockSetting: \(AppLogicLockSetting.syntax)\n"
    out += "    authUI: \(authUIs.joined(separator: "|"))\n"
    out += "    sensitive: SCREEN, ...  (root and the app's screens; leaks judged on their content only)\n"
    out +=
      "    screens: root[(sensitive|neutral)], NAME[(sensitive|neutral)], ...  (the script's own app: root its first"
    out += " screen, the others pushed over it; each a stand-in content view and label NAME/content; default neutral;"
    out += " not with sensitive:)\n"
    out += "    privacySensitive: SCREEN, ...  (content marked .privacySensitive(): what redact(privacy) redacts)\n"
    out += "    perScene: VAR, ...  (the scene delegate's properties: one value per scene; a lock: VAR among them is"
    out += " each scene's own)\n"
    out +=
      "    faceIDPermission: \(FaceIDPermission.allCases.map(\.rawValue).joined(separator: "|"))  (the system's answer"
    out += " for the app; notAsked: the permission alert at the first Face ID request)\n"
    for line in settingGlosses { out += "    \(line)\n" }
    out += "  events:\n"
    for (name, shape) in events {
      out += "    \(name)\(argument(shape))\n"
      if let gloss = glosses[name] { out += "      - \(gloss)\n" }
    }
    out += "    appCall(NAME, \(appCallScreenLabel)=SCREEN): a tap on a control of that screen (hit-tested)\n"
    out +=
      "  conditions: a variable, not(...), prompting, captured, lockShown, activeScene, stored(NAME), inKeychain(NAME), "
    out += "elapsed(NAME, SECONDS), domainStateChanged\n"
    out +=
      "      - domainStateChanged: a new LAContext's evaluatedPolicyDomainState differs from storeDomainState's (false"
    out += " with none stored)\n"
    out += "      - elapsed: the device's clock since stamp(NAME), read as the handler starts\n"
    out +=
      "    canEvaluatePolicy(\(policies.joined(separator: "|"))[, error=\(checkErrors.joined(separator: "|"))])\n"
    out += "  actions:\n"
    for (name, shape, labels) in actions {
      out +=
        "    \(name)\(argument(shape))" + (labels.isEmpty ? "" : " " + labels.map { "\($0)=" }.joined(separator: " "))
      out += "\n"
      if let gloss = glosses[name] { out += "      - \(gloss)\n" }
    }
    out += "    secure(on): \(secureOnLabels.map { "\($0)=" }.joined(separator: " "))  secure(off): "
    out += secureOffLabels.map { "\($0)=" }.joined(separator: " ") + "\n"
    for (label, values) in secureValues { out += "      \(label)=\(values.joined(separator: "|"))\n" }
    out += "    \(appWindowName): the app's own window, for showWindow (no level=), hideWindow and makeKey\n"
    return out
  }
}
