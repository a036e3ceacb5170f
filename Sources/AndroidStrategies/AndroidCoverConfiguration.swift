import AndroidModel
import NameSuggestion

/// One strategy of the parametric Android family: which lifecycle hook protects, what it does, and whether the
/// app's dialogs and popups get it too. Its text form is `android-cover[hook=onPause,what=secure,dialogs=true]`.
nonisolated public struct AndroidCoverConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// The lifecycle hook that applies the protection; each but `onCreate` is undone by its counterpart.
  public enum Hook: String, Hashable, Sendable, CaseIterable {
    /// `onCreate` (never undone; a recreated activity applies it again).
    case onCreate
    /// `onPause`, undone in `onResume`.
    case onPause
    /// `onStop`, undone in `onStart`.
    case onStop
    /// `onTopResumedActivityChanged(false)` (API 29), undone by `onTopResumedActivityChanged(true)`.
    case onTopResumedLost
  }

  /// What the protection does.
  public enum Protection: String, Hashable, Sendable, CaseIterable {
    /// `FLAG_SECURE` on the window.
    case secure
    /// An opaque full-window cover view on the decor view.
    case cover
    /// A `RenderEffect` blur of 40 px on the content (API 31+; nothing below).
    case blur
    /// `setRecentsScreenshotEnabled(false)` (API 33+; nothing below).
    case recentsOff
  }

  /// The hook.
  public var hook: Hook
  /// What it does.
  public var what: Protection
  /// Whether the app's dialogs and popups get the same protection (`FLAG_SECURE`, cover or blur on their windows).
  public var dialogs: Bool
  /// Whether the member promises no cover while the app stays on screen (`noNeedlessCover=true`,
  /// ``AndroidPrivacyStrategy/promisesNoNeedlessCover``): a declaration the engine's `needless-cover` judges, which
  /// changes nothing the member's code does. `hook=onStop` keeps it; `onPause` and `onTopResumedLost` do not. Named
  /// only: printed only when `true`, so every other member keeps its name.
  public var promisesNoNeedlessCover: Bool
  /// The activities whose own code applies the protection (`in=card+statement`), each named by the screen it starts
  /// with in ``AndroidAppDescription/payments(sensitive:)`` (the launcher activity by `home`), in the app's order; or
  /// `nil`: every activity runs it (code in a base class they all extend, the family's default). `FLAG_SECURE`,
  /// a cover, a blur and `setRecentsScreenshotEnabled` are each an attribute of one activity's window or record, so
  /// an activity whose code does not set them is unprotected whatever the others do. Named only: a member that names
  /// it (or ``sensitiveActivities``) runs in the payments app, every other keeps its name and its one-activity app.
  public var activities: [String]?
  /// The payments app's sensitive activities (`sensitive=card`), in the app's order, or `nil`: its default
  /// (``AndroidAppDescription/paymentsDefaultSensitive``, when the member names ``activities``). Named only.
  public var sensitiveActivities: [String]?

  /// A configuration.
  public init(
    hook: Hook, what: Protection, dialogs: Bool = false, promisesNoNeedlessCover: Bool = false,
    activities: [String]? = nil, sensitiveActivities: [String]? = nil
  ) {
    self.hook = hook
    self.what = what
    self.dialogs = dialogs
    self.promisesNoNeedlessCover = promisesNoNeedlessCover
    self.activities = activities
    self.sensitiveActivities = sensitiveActivities
  }

  /// The app the member runs in: the payments app of several activities when it names ``activities`` or
  /// ``sensitiveActivities``, otherwise `nil` (the one-activity banking app, as before).
  public var app: AndroidAppDescription? {
    guard activities != nil || sensitiveActivities != nil else { return nil }
    return .payments(sensitive: sensitiveActivities ?? AndroidAppDescription.paymentsDefaultSensitive)
  }

  /// The text form's prefix.
  public static let prefix = "android-cover"

  /// The canonical text form, every key in order: `android-cover[hook=onPause,what=secure,dialogs=false]`, then
  /// `noNeedlessCover=true` when the member promises it, then `in=…` and `sensitive=…` when named.
  public var description: String {
    let promise = promisesNoNeedlessCover ? ",noNeedlessCover=true" : ""
    let scope = activities.map { ",in=" + $0.joined(separator: "+") } ?? ""
    let sensitive = sensitiveActivities.map { ",sensitive=" + $0.joined(separator: "+") } ?? ""
    return
      "\(Self.prefix)[hook=\(hook.rawValue),what=\(what.rawValue),dialogs=\(dialogs)\(promise)\(scope)\(sensitive)]"
  }

  /// The activities `raw` names (`card+statement`), in the payments app's order.
  private static func activityList(
    _ key: String, _ raw: String
  ) throws(AndroidCoverConfigurationError) -> [String] {
    let names = raw.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    let known = AndroidAppDescription.paymentsActivities
    guard !names.isEmpty, names.allSatisfy(known.contains), Set(names).count == names.count else {
      throw .invalidValue(key: key, value: raw, allowed: known)
    }
    return known.filter(names.contains)
  }

  /// The keys the text form takes, as the unknown-key error lists them.
  static let keys = ["hook", "what", "dialogs", "noNeedlessCover", "in", "sensitive"]

  /// Parses the text form; keys may come in any order, `dialogs` and `noNeedlessCover` default to `false`, `in` and
  /// `sensitive` to none.
  /// - Throws: ``AndroidCoverConfigurationError`` naming the first problem.
  public init(parsing text: String) throws(AndroidCoverConfigurationError) {
    guard text.hasPrefix(Self.prefix + "["), text.hasSuffix("]") else { throw .notAndroidCover(text) }
    let body = text.dropFirst(Self.prefix.count + 1).dropLast()
    var values: [String: String] = [:]
    for pair in body.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty else { throw .malformedPair(String(pair)) }
      let key = String(parts[0])
      guard Self.keys.contains(key) else {
        throw .unknownKey(key)
      }
      guard values[key] == nil else { throw .duplicateKey(key) }
      values[key] = String(parts[1])
    }
    func value<T: RawRepresentable<String> & CaseIterable>(
      _ key: String, as: T.Type
    ) throws(AndroidCoverConfigurationError) -> T {
      guard let raw = values[key] else { throw .missingKey(key) }
      guard let value = T(rawValue: raw) else {
        throw .invalidValue(key: key, value: raw, allowed: T.allCases.map(\.rawValue))
      }
      return value
    }
    hook = try value("hook", as: Hook.self)
    what = try value("what", as: Protection.self)
    switch values["dialogs"] {
    case nil, "false": dialogs = false
    case "true": dialogs = true
    case let raw?: throw .invalidValue(key: "dialogs", value: raw, allowed: ["true", "false"])
    }
    switch values["noNeedlessCover"] {
    case nil, "false": promisesNoNeedlessCover = false
    case "true": promisesNoNeedlessCover = true
    case let raw?: throw .invalidValue(key: "noNeedlessCover", value: raw, allowed: ["true", "false"])
    }
    activities = try values["in"].map { raw throws(AndroidCoverConfigurationError) in
      try Self.activityList("in", raw)
    }
    sensitiveActivities = try values["sensitive"].map { raw throws(AndroidCoverConfigurationError) in
      try Self.activityList("sensitive", raw)
    }
  }
}

/// Why a text is not an ``AndroidCoverConfiguration``.
nonisolated public enum AndroidCoverConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not `android-cover[…]`.
  case notAndroidCover(String)
  /// A part between commas is not `key=value`.
  case malformedPair(String)
  /// A key other than `hook`, `what`, `dialogs`, `noNeedlessCover`, `in` and `sensitive`.
  case unknownKey(String)
  /// A key given twice.
  case duplicateKey(String)
  /// A required key (`hook`, `what`) is missing.
  case missingKey(String)
  /// A value the key does not take, with the values it does.
  case invalidValue(key: String, value: String, allowed: [String])

  /// One line for the command line.
  public var description: String {
    switch self {
    case .notAndroidCover(let text): return "'\(text)' is not android-cover[hook=…,what=…,dialogs=…]"
    case .malformedPair(let pair): return pair.isEmpty ? "empty part" : "'\(pair)': expected key=value"
    case .unknownKey(let key):
      let keys = AndroidCoverConfiguration.keys
      return "unknown key '\(key)'" + Suggestion.note(for: key, among: keys)
        + " (keys: \(keys.joined(separator: ", ")))"
    case .duplicateKey(let key): return "key '\(key)' given twice"
    case .missingKey(let key): return "missing key '\(key)'"
    case .invalidValue(let key, let value, let allowed):
      // The part and what it takes, as the other families word it.
      return "'\(key)=\(value)': expected \(key)=\(allowed.joined(separator: "|"))"
    }
  }
}
