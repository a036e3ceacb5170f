import AndroidModel
import AppLogic
import NameSuggestion

/// The Android words of an app-logic script (docs/app-logic.md, "Android"): the events the interpreter runs handlers
/// for, the conditions it reads and the actions it calls, each one the platform's own name; checked before the run.
nonisolated enum AndroidAppLogicVocabulary {
  /// One word: its positional arguments (each a closed list of values, or `nil` for a name of the script's or the
  /// app's own) and the labels it takes.
  nonisolated struct Word: Sendable {
    /// The word.
    let name: String
    /// The fewest positional arguments.
    let required: Int
    /// The allowed values of each positional argument, in order (`nil`: a name).
    let positions: [[String]?]
    /// The labels it takes (`activity=`, `window=`, `style=`).
    var labels: [String] = []
    /// What each free positional argument is, for the listing (`SECONDS`); `NAME` where none is given.
    var placeholders: [String] = []
  }

  /// `BiometricPrompt`'s error codes as a script names them (`onAuthenticationError(userCanceled)`).
  static let errorCodes: [(name: String, code: Int)] = [
    ("hwUnavailable", 1), ("canceled", 5), ("lockout", 7), ("lockoutPermanent", 9), ("userCanceled", 10),
    ("noBiometrics", 11), ("hwNotPresent", 12), ("negativeButton", 13), ("noDeviceCredential", 14),
  ]

  static let booleans = ["true", "false"]

  /// `onActivityResult`'s result codes as a script names them: `ok` (`RESULT_OK`), `canceled` (`RESULT_CANCELED`).
  static let activityResults = ["ok", "canceled"]

  /// `navigate`'s `NavOptions` flags, after its screen: `inclusive` (with `popUpTo=`) and `singleTop`.
  static let navigateOptions = ["inclusive", "singleTop"]

  /// `android:windowSoftInputMode`'s state words and their `SOFT_INPUT_STATE_…` values.
  static let softInputStates: [(name: String, state: Int)] = [
    ("stateUnspecified", 0), ("stateUnchanged", 1), ("stateHidden", 2), ("stateAlwaysHidden", 3),
    ("stateVisible", 4), ("stateAlwaysVisible", 5),
  ]

  /// The events: the activity's lifecycle callbacks (per activity with `activity=`), its focus, the app's screens and
  /// dialogs, the user's app calls, the receivers the app registers, the screenshot callback, the prompt's reply.
  static let events: [Word] =
    [
      "onCreate", "onStart", "onResume", "onPause", "onStop", "onDestroy", "onNewIntent", "onUserInteraction",
      "onUserLeaveHint", "onConfigurationChanged", "onBackPressed", "handleOnBackPressed",
    ].map {
      Word(name: $0, required: 0, positions: [], labels: ["activity"])
    } + [
      Word(name: "onWindowFocusChanged", required: 0, positions: [booleans], labels: ["activity"]),
      Word(name: "onTopResumedActivityChanged", required: 0, positions: [booleans], labels: ["activity"]),
      Word(name: "onScreenCreated", required: 0, positions: [nil]),
      Word(name: "onScreenDestroyed", required: 0, positions: [nil]),
      Word(name: "onDestinationChanged", required: 0, positions: [nil]),
      Word(name: "onCreateDialog", required: 0, positions: []),
      Word(name: "onPopupWindowShown", required: 0, positions: []),
      Word(name: "appCall", required: 1, positions: [nil], labels: ["screen"]),
      Word(
        name: "onReceive", required: 1, positions: [["screenOff", "closeSystemDialogs"], ["recentapps", "homekey"]]),
      Word(name: "onScreenCaptured", required: 0, positions: []),
      Word(name: "onAuthenticationSucceeded", required: 0, positions: []),
      Word(name: "onAuthenticationFailed", required: 0, positions: []),
      Word(name: "onAuthenticationError", required: 0, positions: [errorCodes.map(\.name)]),
      Word(name: "onActivityResult", required: 0, positions: [activityResults]),
    ]

  /// Callbacks Android has that the model does not deliver yet: named in the error rather than "unknown".
  static let unmodeledEvents = ["onSaveInstanceState", "onRestart"]

  /// The platform's conditions; any other name is a variable of the script's.
  static let conditions: [Word] = [
    Word(name: "stored", required: 1, positions: [nil]),
    Word(name: "elapsed", required: 2, positions: [nil, nil], placeholders: ["VAR", "SECONDS"]),
    Word(name: "sdkInt", required: 1, positions: [nil], placeholders: ["LEVEL"]),
    Word(name: "isFinishing", required: 0, positions: []),
    Word(name: "isPrompting", required: 0, positions: []),
    Word(name: "lockShown", required: 0, positions: []),
    Word(name: "hasWindowFocus", required: 0, positions: []),
    Word(name: "displayIsSecure", required: 0, positions: []),
    Word(name: "canAuthenticate", required: 1, positions: [BiometricAuthenticators.scriptWords]),
  ]

  /// The actions: calls of the model's API as app code makes them, and the script's variables.
  static let actions: [Word] = [
    Word(name: "addFlags", required: 1, positions: [["secure"]], labels: ["window"]),
    Word(name: "clearFlags", required: 1, positions: [["secure"]], labels: ["window"]),
    Word(name: "setRecentsScreenshotEnabled", required: 1, positions: [booleans]),
    Word(name: "addView", required: 1, positions: [nil, ["clickable"]], placeholders: ["NAME"]),
    Word(name: "removeView", required: 1, positions: [nil]),
    Word(name: "setRenderEffect", required: 1, positions: [["blur", "none"]]),
    Word(name: "showSoftInput", required: 1, positions: [["password", "text"]]),
    Word(name: "setSoftInputMode", required: 1, positions: [softInputStates.map(\.name)]),
    Word(name: "startActivity", required: 1, positions: [nil, nil], placeholders: ["NAME", "FLAGS"]),
    Word(
      name: "navigate", required: 1, positions: [nil, navigateOptions, navigateOptions], labels: ["popUpTo"],
      placeholders: ["SCREEN"]),
    Word(name: "popBackStack", required: 0, positions: []),
    Word(name: "finish", required: 0, positions: []),
    Word(name: "moveTaskToBack", required: 0, positions: []),
    Word(name: "defaultBack", required: 0, positions: []),
    Word(name: "showDialog", required: 1, positions: [nil], labels: ["style"]),
    Word(name: "dismissDialog", required: 1, positions: [nil]),
    Word(
      name: "authenticate", required: 1,
      positions: [["biometric", "androidx", "deviceCredential"] + BiometricAuthenticators.scriptWords],
      labels: ["negativeButton"]),
    Word(name: "cancelAuthentication", required: 0, positions: []),
    Word(name: "confirmDeviceCredential", required: 0, positions: []),
    Word(name: "post", required: 1, positions: [nil], placeholders: ["ACTION"]),
    Word(name: "postDelayed", required: 2, positions: [nil, nil], placeholders: ["ACTION", "MILLIS"]),
    Word(name: "set", required: 1, positions: [nil]),
    Word(name: "clear", required: 1, positions: [nil]),
    Word(name: "stamp", required: 1, positions: [nil]),
    Word(name: "store", required: 1, positions: [nil]),
    Word(name: "unstore", required: 1, positions: [nil]),
  ]

  /// The settings a script may give.
  static let settings = [
    "claims", "lock", "detects", "app", "sensitive", "disable", "enable", "screens", "fields", "lockSetting",
    "entries",
  ]
  /// The values of `claims:` and `detects:`.
  static let claimWords = ["recents", "screenshots", "recordings", "all", "none"]
  /// The values of `window=`.
  static let windowWords = ["activity", "dialogs", "popups", "all"]
  /// The values of `style=`.
  static let styleWords = ["fullScreen", "alert"]

  /// Checks `call` against `words`.
  /// - Throws: ``AppLogicError`` naming the call's line: an unknown word or argument, with "did you mean".
  static func check(_ call: AppLogicScript.Call, among words: [Word], kind: String) throws(AppLogicError) {
    guard let word = words.first(where: { $0.name == call.name }) else {
      if kind == "event", unmodeledEvents.contains(call.name) {
        throw AppLogicError(line: call.line, message: "event '\(call.name)' is not delivered by the Android model yet")
      }
      throw AppLogicError(
        line: call.line,
        message: "unknown \(kind) '\(call.name)'" + Suggestion.note(for: call.name, among: words.map(\.name)))
    }
    let positional = call.positional
    guard positional.count >= word.required, positional.count <= word.positions.count else {
      throw AppLogicError(
        line: call.line,
        message: "'\(call.name)' takes \(word.required == word.positions.count ? "" : "\(word.required) to ")"
          + "\(word.positions.count) argument\(word.positions.count == 1 ? "" : "s"), not \(positional.count)")
    }
    for (value, allowed) in zip(positional, word.positions) {
      guard let allowed, !allowed.contains(value) else { continue }
      throw AppLogicError(
        line: call.line,
        message: "'\(call.name)' takes \(allowed.joined(separator: "|")), not '\(value)'"
          + Suggestion.note(for: value, among: allowed))
    }
    for argument in call.arguments {
      guard let label = argument.label else { continue }
      guard word.labels.contains(label) else {
        throw AppLogicError(
          line: call.line,
          message: "'\(call.name)' takes no '\(label)='" + Suggestion.note(for: label, among: word.labels))
      }
      let allowed =
        label == "window" ? windowWords : label == "style" ? styleWords : label == "negativeButton" ? booleans : nil
      if let allowed, !allowed.contains(argument.value) {
        throw AppLogicError(
          line: call.line,
          message: "'\(label)=' takes \(allowed.joined(separator: "|")), not '\(argument.value)'"
            + Suggestion.note(for: argument.value, among: allowed))
      }
    }
  }
}

extension AndroidAppLogicVocabulary.Word {
  /// The word as a script writes it: `onWindowFocusChanged(true|false, activity=NAME)`, optional parts in brackets.
  var syntax: String {
    var parts: [String] = []
    for (index, allowed) in positions.enumerated() {
      let text = allowed?.joined(separator: "|") ?? (index < placeholders.count ? placeholders[index] : "NAME")
      parts.append(index < required ? text : "[\(text)]")
    }
    for label in labels {
      let values: String
      switch label {
      case "window": values = AndroidAppLogicVocabulary.windowWords.joined(separator: "|")
      case "style": values = AndroidAppLogicVocabulary.styleWords.joined(separator: "|")
      case "popUpTo", "screen": values = "SCREEN"
      case "negativeButton": values = AndroidAppLogicVocabulary.booleans.joined(separator: "|")
      default: values = "NAME"
      }
      parts.append("[\(label)=\(values)]")
    }
    return parts.isEmpty ? name : "\(name)(\(parts.joined(separator: ", ")))"
  }
}

extension AndroidAppLogic {
  /// `list app-logic --platform android`: the settings, events, conditions and actions a script may use, one a line
  /// (docs/app-logic.md gives each one's platform API and source).
  public static var vocabularyListing: String {
    var out = "ANDROID APP-LOGIC  (run --app-logic FILE; docs/app-logic.md)\n"
    out += "  settings:   claims: recents,screenshots,recordings|all|none   lock: VAR   detects: screenshots\n"
    out += "              disable: CALL|CLAIM=CALL, ...   enable: CALL   (CLAIM: one of claims:, or all; per claim)\n"
    out +=
      "              screens: NAME[(sensitive|neutral[, activity[, singleTop|singleTask][, parent=NAME][, exported]"
      + "[, backArrow]][, topLevel]"
      + "[, leadsTo=NAME|...|none][, enableOnBackInvokedCallback=true|false])], ...\n"
    out += "              (the first screen takes singleTop|singleTask: the launcher activity's launch mode)\n"
    out += "              app: banking|payments   sensitive: NAME, ...   (with app: payments)\n"
    out += "              fields: NAME[(saved)], ...   (the activity's fields: new per instance unless saved)\n"
    out += "              lockSetting: \(AppLogicLockSetting.syntax)   (the user's lock switch; with lock:)\n"
    out +=
      "              entries: " + AndroidEntry.Source.allCases.map(\.rawValue).joined(separator: "|")
      + "|pictureInPicture, ...|none   (what the manifest declares; default every one)\n"
    for line in settingGlosses { out += "              \(line)\n" }
    out += "  events:\n"
    for word in AndroidAppLogicVocabulary.events { out += "    \(word.syntax)\n" + gloss(word.name) }
    out += "  conditions (a bare name is a variable; not(...) negates):\n"
    for word in AndroidAppLogicVocabulary.conditions { out += "    \(word.syntax)\n" + gloss(word.name) }
    out += "  actions:\n"
    for word in AndroidAppLogicVocabulary.actions { out += "    \(word.syntax)\n" + gloss(word.name) }
    return out
  }

  /// What `list app-logic --platform android` says under the settings about those whose default or meaning a
  /// translator got wrong (docs/fresh-reports/translation-errors.md; docs/translating-apps.md says more).
  static let settingGlosses = [
    "(claims: default none: FLAG_SECURE alone is judged by no check; lock: VAR is the user's promise, cleared only by",
    " the user's pass, not the app's own ask-next flag; a screen without leadsTo= leads to any screen)",
  ]

  /// One line under a word of `list app-logic --platform android` whose name hides which API or clock it is.
  static let glosses: [String: String] = [
    "authenticate":
      "biometric: the framework's BiometricPrompt (API 28+); androidx: androidx.biometric, biometrics only;"
      + " deviceCredential: androidx with the credential (SystemUI's window from API 30: no pause);"
      + " strong, weak, credential, strong+credential, weak+credential: setAllowedAuthenticators (crashes where"
      + " androidx refuses the combination: credential below 30, strong+credential on 28-29)",
    "confirmDeviceCredential":
      "KeyguardManager.createConfirmDeviceCredentialIntent + startActivityForResult: an activity over the app's,"
      + " answered by onActivityResult(ok|canceled) before onResume",
    "onActivityResult": "the reply to confirmDeviceCredential",
    "onAuthenticationError": "the reply to authenticate(...) (not to confirmDeviceCredential)",
    "post": "Handler.post: from onCreate, onStart or onResume it runs before the activity's first frame",
    "postDelayed": "a timer on uptimeMillis: stands still in deep sleep (a Handler, a Dart Timer, a later reply)",
    "elapsed": "the wall clock since stamp(VAR): the time the screen was off counts",
    "lockShown": "the app's code has its lock screen up or asked for it (its belief, not what is seen), as on iOS",
    "addView": "an opaque view over the activity's content, gone with the activity; clickable: it takes the touches",
    "addFlags": "FLAG_SECURE on the activity's window (window=: its dialogs, popups); judged only with claims:",
    "onStop": "also when another activity of the app covers this one (it resumes first): not only a leave",
    "onBackPressed":
      "the activity's onBackPressed() override: first; not called on API 33+ with enableOnBackInvokedCallback;"
      + " a handler that runs takes Back unless it ends with defaultBack",
    "handleOnBackPressed": "an enabled androidx OnBackPressedCallback: every level, after the override",
    "defaultBack": "super.onBackPressed(): Back goes on (the callback, the navigator, finish or the task moved back)",
    "appCall": "with screen=: the user's tap on that screen's control, refused while a window or view above takes it",
  ]

  private static func gloss(_ name: String) -> String {
    glosses[name].map { "      - \($0)\n" } ?? ""
  }
}

nonisolated extension AndroidAppLogic {
  /// The settings an Android script may give (`fields:`, `screens:`, ...): the command line says whose setting
  /// another platform's script gave.
  public static var settingNames: [String] { AndroidAppLogicVocabulary.settings }
}
