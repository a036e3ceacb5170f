import AndroidModel
import AppLogic
import Foundation
import NameSuggestion

/// The check before the run: every word is Android's (``AndroidAppLogicVocabulary``), every screen is the app's, and
/// every variable a condition reads is set somewhere.
extension AndroidAppLogic {
  /// The promises a checked script makes.
  nonisolated struct Promises {
    var lock: String?
    var claims: AndroidProtectionClaims = []
    var detects: AndroidProtectionClaims = []
    var disable: String?
    var enable: String?
    /// `disable:`'s per-claim form: each call with the claims it turns off.
    var claimDisables: [(claims: AndroidProtectionClaims, call: String)] = []
    /// `fields:`: the variables that are fields of the activity.
    var fields: [AndroidAppLogic.ActivityField] = []
    /// `lockSetting:`: the user's lock setting, iOS's word (``AppLogic/AppLogicLockSetting``).
    var lockSetting: AppLogicLockSetting?
  }

  /// The app a script runs in: its `screens:` setting (``app(screens:)``), or its `app:` setting, `banking` (one
  /// activity, `main`; the default) or `payments` (the activities `home`, `card`, `statement` and `settings`,
  /// ``AndroidAppDescription/payments(sensitive:)``), with `sensitive:` naming the payments activities whose content
  /// is sensitive (default `card, statement`), and the entries `entries:` declares (``declaredEntries(_:)``).
  /// - Throws: ``AppLogicError`` at the setting's line for an unknown app or activity, a malformed screen, or
  ///   `screens:` given with `app:` or `sensitive:`.
  nonisolated static func app(of script: AppLogicScript) throws(AppLogicError) -> AndroidAppDescription {
    var app = try describedApp(of: script)
    if let entries = script.setting("entries") { app.declaredEntries = try declaredEntries(entries) }
    return app
  }

  /// The app of `script`'s `screens:`, `app:` and `sensitive:` settings (``app(of:)`` without `entries:`).
  private nonisolated static func describedApp(of script: AppLogicScript) throws(AppLogicError)
    -> AndroidAppDescription
  {
    let named = script.setting("app")
    let sensitive = script.setting("sensitive")
    if let screens = script.setting("screens") {
      if let other = named ?? sensitive {
        throw AppLogicError(
          line: other.line,
          message: "'screens:' describes the app (mark a sensitive screen 'NAME(sensitive)'): give no '\(other.key):'")
      }
      return try Self.app(screens: screens)
    }
    switch named?.value ?? "banking" {
    case "banking":
      if let sensitive {
        throw AppLogicError(line: sensitive.line, message: "'sensitive:' names activities of 'app: payments' only")
      }
      return .banking
    case "payments":
      guard let sensitive else { return .payments() }
      let names = try sensitive.listItems()
      for name in names where !AndroidAppDescription.paymentsActivities.contains(name) {
        throw AppLogicError(
          line: sensitive.line,
          message: "'\(name)' is no activity of the payments app"
            + Suggestion.note(for: name, among: AndroidAppDescription.paymentsActivities))
      }
      return .payments(sensitive: names)
    case let other:
      throw AppLogicError(
        line: named?.line ?? 1,
        message: "unknown app '\(other)' (expected banking or payments)"
          + Suggestion.note(for: other, among: ["banking", "payments"]))
    }
  }

  /// Checks `script` for `app`.
  /// - Throws: ``AppLogicError`` naming the first faulty line.
  nonisolated static func check(_ script: AppLogicScript, app: AndroidAppDescription) throws(AppLogicError) -> Promises
  {
    var promises = Promises()
    for setting in script.settings {
      switch setting.key {
      case "claims": promises.claims = try claims(setting)
      case "detects": promises.detects = try detects(setting)
      case "lock": promises.lock = setting.value
      case "fields": promises.fields = try AndroidAppLogic.activityFields(setting)
      case "disable" where setting.value.contains("="):
        promises.claimDisables = try claimDisables(setting, in: script)
      case "disable":
        guard AppLogicScript.isName(setting.value) else {
          throw AppLogicError(
            line: setting.line, message: "'disable:' takes an app call's name, not '\(setting.value)'")
        }
        if let (_, meant) = script.misspeltDisable(closest: Suggestion.closest(to:among:)) {
          throw AppLogicError(
            line: setting.line,
            message: "'disable: \(setting.value)' names an app call no handler answers (did you mean '\(meant)'?)")
        }
        promises.disable = setting.value
      case "enable": promises.enable = try script.enableCall(closest: Suggestion.closest(to:among:))
      case "app", "sensitive", "screens": _ = try Self.app(of: script)
      case "entries": _ = try declaredEntries(setting)
      case "lockSetting": _ = try AppLogicLockSetting(parsing: setting)
      default:
        throw AppLogicError(
          line: setting.line,
          message: "unknown setting '\(setting.key)'"
            + Suggestion.note(for: setting.key, among: AndroidAppLogicVocabulary.settings))
      }
    }
    // The lock checks read the promise from the process's variables; a field that starts clear in every new
    // instance would read as the user's pass at each recreation (a false needless-lock, a missed bypass).
    if let lock = promises.lock, let setting = script.setting("fields"),
      promises.fields.contains(where: { $0.name == lock })
    {
      throw AppLogicError(
        line: setting.line,
        message: "'fields:' names '\(lock)', the lock: variable: the lock's promise is the process's (not yet "
          + "modeled per activity); keep '\(lock)' a variable and put what the activity remembers in a field of its own"
      )
    }
    // Each claim a per-claim `disable:` turns off is one the script makes (`claims:` may come after it).
    if let setting = script.setting("disable"),
      let entry = promises.claimDisables.first(where: {
        !promises.claims.isSuperset(of: $0.claims)
      })
    {
      throw AppLogicError(
        line: setting.line,
        message: "'disable:' turns off '\(entry.claims)', which the script does not claim (claims:)")
    }
    var set = AppLogicNames()
    var stamped = AppLogicNames()
    var stored = AppLogicNames()
    for handler in script.handlers {
      for written in handler.actions {
        // What a posted action does, however deep the posts (`post(post(set(v)))` sets `v`).
        var action = written
        while action.name == "post" || action.name == "postDelayed",
          let posted = action.arguments.first?.asCall(line: action.line)
        {
          action = posted
        }
        let name = action.positional.first ?? ""
        switch action.name {
        case "set", "clear": set.append(name)
        case "stamp": stamped.append(name)
        case "store", "unstore": stored.append(name)
        default: break
        }
      }
    }
    promises.lockSetting = try AppLogicLockSetting.checked(
      in: script, storedBy: { stored.contains($0) }, storeWords: "store")
    // One control is on one screen, its name a screen's (the reading iOS shares).
    _ = try script.appCallScreens(examples: screenExamples)
    let activityScreens = app.screens.enumerated().filter { $0.offset == 0 || $0.element.isActivity }.map(
      \.element.name)
    for handler in script.handlers {
      let event = handler.event
      try AndroidAppLogicVocabulary.check(event, among: AndroidAppLogicVocabulary.events, kind: "event")
      try checkDefaultBack(handler)
      if event.name == "appCall", let screen = event.value(for: AppLogicScript.appCallScreenLabel) {
        try known(screen, among: app.screens.map(\.name), what: "screen", line: event.line)
      }
      // Only ACTION_CLOSE_SYSTEM_DIALOGS carries a `reason` extra: a handler of another broadcast with one never runs.
      if event.name == "onReceive", event.positional.count > 1, event.positional[0] != "closeSystemDialogs" {
        throw AppLogicError(
          line: event.line,
          message: "'onReceive(\(event.positional[0]))' takes no reason: only closeSystemDialogs's broadcast carries"
            + " one (recentapps|homekey); ACTION_SCREEN_OFF has none, so the handler would never run")
      }
      if let activity = event.value(for: "activity") {
        try known(activity, among: activityScreens, what: "activity", line: event.line)
      }
      if ["onScreenCreated", "onScreenDestroyed", "onDestinationChanged"].contains(event.name),
        let screen = event.positional.first
      {
        try known(screen, among: app.screens.map(\.name), what: "screen", line: event.line)
      }
      for condition in handler.conditions {
        let call = condition.call
        let arguments = call.positional
        if AndroidAppLogicVocabulary.conditions.contains(where: { $0.name == call.name }) {
          try AndroidAppLogicVocabulary.check(call, among: AndroidAppLogicVocabulary.conditions, kind: "condition")
          switch call.name {
          case "stored": try known(arguments[0], among: stored, what: "stored variable", line: call.line)
          case "elapsed":
            try known(arguments[0], among: stamped, what: "stamp", line: call.line)
            guard AppLogicNumber.seconds(arguments[1]) != nil else {
              throw AppLogicError(
                line: call.line, message: "'elapsed' takes seconds (decimal, 0 to 86400), not '\(arguments[1])'")
            }
          case "sdkInt":
            guard AppLogicNumber.whole(arguments[0]) != nil else {
              throw AppLogicError(
                line: call.line, message: "'sdkInt' takes an API level (a decimal whole number), not '\(arguments[0])'")
            }
          default: break
          }
        } else {
          guard call.arguments.isEmpty else {
            throw AppLogicError(
              line: call.line,
              message: "unknown condition '\(call.name)'"
                + Suggestion.note(for: call.name, among: AndroidAppLogicVocabulary.conditions.map(\.name)))
          }
          try known(call.name, among: set, what: "variable", line: call.line)
        }
      }
      for action in handler.actions { try checkAction(action, app: app) }
    }
    if let lock = promises.lock, !set.contains(lock) {
      let line = script.setting("lock")?.line ?? 0
      throw AppLogicError(line: line, message: "the lock's variable '\(lock)' is never set")
    }
    return promises
  }

  /// Checks one action; `post(ACTION)` checks the action it posts.
  private nonisolated static func checkAction(_ action: AppLogicScript.Call, app: AndroidAppDescription)
    throws(AppLogicError)
  {
    try AndroidAppLogicVocabulary.check(action, among: AndroidAppLogicVocabulary.actions, kind: "action")
    switch action.name {
    case "startActivity":
      // The launcher activity (the first screen's) is one the app may start too: `startActivity(main, clearTop)` is
      // Android's "go home" (FLAG_ACTIVITY_CLEAR_TOP to the task's root,
      // https://developer.android.com/reference/android/content/Intent#FLAG_ACTIVITY_CLEAR_TOP ; high).
      let activities = [app.startScreen.name] + app.screens.filter(\.isActivity).map(\.name)
      let name = action.positional[0]
      guard activities.contains(name) else {
        throw AppLogicError(
          line: action.line,
          message: "startActivity: '\(name)' is no activity the app starts"
            + Suggestion.note(for: name, among: activities) + "; expected " + activities.joined(separator: ", ")
            + (activities.count == 1 ? " (the launcher: mark another 'NAME(activity)' in 'screens:')" : ""))
      }
      if action.positional.count > 1 {
        let names = AndroidEntry.Flags.names.map(\.0).filter { $0 != "taskStack" }
        guard let flags = AndroidEntry.Flags(text: action.positional[1]), !flags.contains(.taskStack) else {
          throw AppLogicError(
            line: action.line,
            message: "startActivity: '\(action.positional[1])' is not an intent's flags (expected none or names "
              + "joined by '+': \(names.joined(separator: ", ")))")
        }
      }
    case "navigate": try checkNavigate(action, app: app)
    case "post", "postDelayed":
      guard let posted = action.arguments.first?.asCall(line: action.line) else {
        throw AppLogicError(
          line: action.line, message: "'\(action.name)' takes an action, not '\(action.positional[0])'")
      }
      if action.name == "postDelayed", Self.delayMillis(action) == nil {
        throw AppLogicError(
          line: action.line,
          message: "'postDelayed' takes an action and a delay in milliseconds (a whole number, 0 to 86400000), not '"
            + "\(action.positional[1])'")
      }
      try checkAction(posted, app: app)
    default: break
    }
  }

  /// `postDelayed(ACTION, MILLIS)`'s delay: a whole number of milliseconds up to a day, or `nil`.
  nonisolated static func delayMillis(_ action: AppLogicScript.Call) -> Int? {
    guard action.positional.count == 2, let millis = AppLogicNumber.whole(action.positional[1]),
      (0...86_400_000).contains(millis)
    else { return nil }
    return millis
  }

  /// `detects:`: the one capture the app can tell, a screenshot (its `onScreenCaptured` handler).
  private nonisolated static func detects(_ setting: AppLogicScript.Setting) throws(AppLogicError)
    -> AndroidProtectionClaims
  {
    for word in try setting.listItems() where word != "screenshots" {
      throw AppLogicError(
        line: setting.line,
        message: "detects: takes screenshots (the app's onScreenCaptured callback), not '\(word)'"
          + Suggestion.note(for: word, among: ["screenshots"]))
    }
    return .screenshots
  }

  /// `disable: CLAIM=CALL[, CLAIM=CALL...]` (`recents`, `screenshots`, `recordings`, `all`): each claim once, each
  /// call a name, one typo from an answered call refused as `disable:`'s is; which claims the script makes is
  /// checked once every setting is read.
  private nonisolated static func claimDisables(_ setting: AppLogicScript.Setting, in script: AppLogicScript)
    throws(AppLogicError) -> [(claims: AndroidProtectionClaims, call: String)]
  {
    var entries: [(claims: AndroidProtectionClaims, call: String)] = []
    var named: AndroidProtectionClaims = []
    for (word, call) in try script.claimCallItems(of: setting, closest: { Suggestion.closest(to: $0, among: $1) }) {
      let claims: AndroidProtectionClaims
      switch word {
      case "recents": claims = .recents
      case "screenshots": claims = .screenshots
      case "recordings": claims = .recordings
      case "all": claims = .all
      default:
        let words = AndroidAppLogicVocabulary.claimWords.filter { $0 != "none" }
        throw AppLogicError(
          line: setting.line,
          message: "'disable:' names an unknown claim '\(word)'" + Suggestion.note(for: word, among: words))
      }
      guard named.isDisjoint(with: claims) else {
        throw AppLogicError(line: setting.line, message: "'disable:' names the claim '\(word)' twice")
      }
      named.formUnion(claims)
      entries.append((claims, call))
    }
    return entries
  }

  private nonisolated static func claims(_ setting: AppLogicScript.Setting) throws(AppLogicError)
    -> AndroidProtectionClaims
  {
    let line = setting.line
    let words = try setting.listItems()
    try setting.refuseBeside("none", in: words)
    var claims: AndroidProtectionClaims = []
    for word in words {
      switch word {
      case "recents": claims.insert(.recents)
      case "screenshots": claims.insert(.screenshots)
      case "recordings": claims.insert(.recordings)
      case "all": claims.formUnion(.all)
      case "none": break
      default:
        throw AppLogicError(
          line: line,
          message: "unknown claim '\(word)'" + Suggestion.note(for: word, among: AndroidAppLogicVocabulary.claimWords))
      }
    }
    return claims
  }

  private nonisolated static func known(_ name: String, among names: AppLogicNames, what: String, line: Int)
    throws(AppLogicError)
  {
    guard !names.contains(name) else { return }
    try known(name, among: names.list, what: what, line: line)
  }

  private nonisolated static func known(_ name: String, among names: [String], what: String, line: Int)
    throws(AppLogicError)
  {
    guard !names.contains(name) else { return }
    // The app's activities and screens are few and fixed: say them all, as iOS does; variables are the script's.
    guard what == "activity" || what == "screen" else {
      throw AppLogicError(
        line: line, message: "\(what) '\(name)' is never set" + Suggestion.note(for: name, among: names))
    }
    throw AppLogicError(
      line: line,
      message: "\(what) '\(name)' is not the app's" + Suggestion.note(for: name, among: names) + "; expected "
        + names.joined(separator: ", "))
  }
}
