import NameSuggestion
import ShieldModel

/// One member of the capture-detection family: what the app registers for, when, whether it
/// reads the state already in force, what it promises when told, and how it turns detection off.
///
/// Apps that cannot keep a capture from happening rely on being told of it and promise something
/// in return: Expo's module covers the app with a black view while `UIScreen.isCaptured`
/// (https://github.com/expo/expo/pull/8326 ; the live app goes black too,
/// https://github.com/expo/expo/issues/41279 ), others alert the user after a screenshot
/// (https://github.com/huextrat/react-native-screenshot-aware/issues/216 ). Whether the promise
/// holds depends on iOS telling the app once per capture, which the engine's `detection`
/// invariant judges (see ``CaptureDetectionState``).
///
/// Where and how often the app registers decides how often it is told: iOS calls every
/// registration once per notification (``Observer``), so an app that registers on each screen's
/// appear and never removes the observer alerts twice for one screenshot, one whose observer
/// keeps a popped screen alive reports for a screen that is gone, and one whose screens share
/// an observer loses it for all when one screen removes it (issue 25). The keys `unregister=`
/// and `dedupe=` carry the Android family's names (`android-detect[...]`) where the concept is
/// the same: where the app removes its registration, and how it avoids doubles.
///
/// Text form: `detect[` then comma-separated parts in the canonical order `on=` (`captured`,
/// `screenshot`, or both joined by `+`), `promise=`, `initial=`, `at=`, `unregister=`,
/// `observer=`, `dedupe=` (each only when not its default), `disable=` (only when the app can
/// turn detection off), then the flag `once`, then `]`, for example
/// `detect[on=captured,promise=blank,initial=read,at=launch]`. Parsing accepts the parts in any
/// order; missing parts take the defaults below, and ``name`` prints the canonical form. A key
/// given twice, and a key that changes nothing for the member's registration (``init(parsing:)``),
/// is an error.
nonisolated public struct DetectConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// When the app registers.
  public enum Registration: String, CaseIterable, Sendable {
    /// In `application(_:didFinishLaunchingWithOptions:)` (the state is read, if at all, when the
    /// scene's window exists: on connection in a scene-based app).
    case launch
    /// On the app's `enable` call (`appCall(enable)`), as Expo's `preventScreenCapture()`.
    case appCall
    /// In each of the app's screens' `viewWillAppear(_:)`: a component that subscribes when it
    /// mounts, which a navigator does for the next screen before the last one unmounts (the
    /// arriving screen's will-appear comes before the leaving one's did-disappear, see
    /// `UINavigationController.transition`).
    case willAppear
    /// In each screen's `viewDidAppear(_:)` (a SwiftUI view's `onAppear`): every push, every pop
    /// back to it and every full-screen presentation dismissed over it registers again; a return
    /// from the background does not (UIKit sends no appearance then).
    case appear
    /// On `UIApplication.willEnterForegroundNotification` (each return from the background).
    case foreground
    /// On `UIApplication.didBecomeActiveNotification` (each activation: after Control Center, a
    /// system alert, the app switcher), as Xamarin samples register in `OnActivated`
    /// (https://gist.github.com/androidmads/ab90da83936c074e28f4a15d38db2719 ).
    case active

    /// Whether each of the app's screens registers for itself.
    public var isPerScreen: Bool { self == .willAppear || self == .appear }
  }

  /// Where the app removes what it registered (Android's `unregister=`).
  public enum Unregister: String, CaseIterable, Sendable {
    /// Never (a listener kept for the process's life): the registrations add up.
    case never
    /// In the registering screen's `viewDidDisappear(_:)` (a component's unmount).
    case disappear
    /// On `UIApplication.didEnterBackgroundNotification`.
    case background
    /// On `UIApplication.willResignActiveNotification`, as the Xamarin sample's
    /// `OnResignActivation`.
    case resign
  }

  /// What the app registers as the observer, which decides what a removal removes and whether a
  /// screen that is gone is still called (Apple, "NotificationCenter",
  /// https://developer.apple.com/documentation/foundation/notificationcenter ; high).
  public enum Observer: String, CaseIterable, Sendable {
    /// `addObserver(forName:object:queue:using:)`: a new opaque token per call, the block
    /// retained by the center until the token is removed
    /// (https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:) ;
    /// iOS 4+; high). The screen keeps its last token in one property: a second registration
    /// overwrites it and the first can no longer be removed; the block uses the screen, which it
    /// keeps alive after a pop, so a screen that is gone still reports.
    case block
    /// `addObserver(_:selector:name:object:)` with the screen itself: each call adds an entry
    /// (the same observer and selector added twice is called twice, NSNotificationCenter's
    /// dispatch table appends: https://blog.csdn.net/Koupoo/article/details/6376432 , a first-hand
    /// test; medium), `removeObserver(self)` removes all of the screen's, and a released
    /// screen is not called (iOS 9+, Apple, "removeObserver(_:name:object:)"; high).
    case selector
    /// `addObserver(_:selector:name:object:)` with one object the whole app shares (a detection
    /// manager, a native module): a screen's removal removes every screen's entries.
    case shared
  }

  /// How the app avoids registering twice (Android's `dedupe=`, there about reports).
  public enum Dedupe: String, CaseIterable, Sendable {
    /// It keeps what it registered and adds nothing while it holds one (the screen's token, the
    /// shared object's flag), as the family's code before the key existed.
    case observer
    /// It adds an observer at every registration point it reaches.
    case none
  }

  /// Whether the app reads the capture state already in force when it registers.
  public enum Initial: String, CaseIterable, Sendable {
    /// `UIScreen.main.isCaptured` is read at registration (ScreenShield PR 30, the fix).
    case read
    /// Only changes are heard: a capture running at registration is never reported
    /// (https://github.com/JayantBadlani/ScreenShield/issues/22 ).
    case ignore
  }

  /// What the app listens to. Default capture changes.
  public var sources: CaptureDetectionState.Sources = .captureChanges
  /// What it promises when told. Default a blank view while captured.
  public var promise: CaptureDetectionState.Promise = .blank
  /// Whether it reads the state at registration. Default ``Initial/ignore``.
  public var initial: Initial = .ignore
  /// When it registers. Default ``Registration/launch``.
  public var registration: Registration = .launch
  /// Where it removes its registration. Default ``Unregister/never``.
  public var unregister: Unregister = .never
  /// What it registers as the observer. Default ``Observer/block``.
  public var observer: Observer = .block
  /// How it avoids registering twice. Default ``Dedupe/observer``.
  public var dedupe: Dedupe = .observer
  /// What the app's `disable` call does, or `nil` when it cannot turn detection off (see
  /// ``CoverConfiguration/DisablePath``: `clean` unregisters and removes its blank views,
  /// `leave` unregisters and leaves them, as Expo 57.0.0's allow,
  /// https://github.com/expo/expo/pull/48000 ; `ignore` does nothing). Default `nil`.
  public var disable: CoverConfiguration.DisablePath?
  /// Whether a second report of "captured" leaves the one blank view up (otherwise each adds
  /// one, and each "not captured" removes one). Default `false`.
  public var isIdempotent = false

  /// The default member.
  public init() {}

  /// A blank view while the screen is captured protects recordings; alerts and logs protect
  /// nothing (they come after the fact).
  public var claims: ProtectionClaims {
    promise == .blank && sources.contains(.captureChanges) ? .recordings : []
  }

  /// The prefix of every member's name.
  public static let prefix = "detect["
  /// Every part the parser takes, as the unknown-part error lists them.
  static let partNames = [
    "on=", "promise=", "initial=", "at=", "unregister=", "observer=", "dedupe=", "disable=", "once",
  ]

  /// The canonical text form.
  public var name: String {
    var on: [String] = []
    if sources.contains(.captureChanges) { on.append("captured") }
    if sources.contains(.screenshots) { on.append("screenshot") }
    var parts = ["on=" + on.joined(separator: "+"), "promise=\(promise.rawValue)"]
    parts.append("initial=\(initial.rawValue)")
    parts.append("at=\(registration.rawValue)")
    if unregister != .never { parts.append("unregister=\(unregister.rawValue)") }
    if observer != .block { parts.append("observer=\(observer.rawValue)") }
    if dedupe != .observer { parts.append("dedupe=\(dedupe.rawValue)") }
    if let disable { parts.append("disable=\(disable.rawValue)") }
    if isIdempotent { parts.append("once") }
    return Self.prefix + parts.joined(separator: ",") + "]"
  }

  public var description: String { name }

  /// Parses a member's name such as `detect[on=captured,promise=blank,initial=read]`.
  ///
  /// `unregister=disappear` and `observer=` need a per-screen registration (`at=willAppear|appear`);
  /// `dedupe=none` needs a registration point the app can reach twice (not `at=launch`):
  /// elsewhere they would change nothing but the name.
  ///
  /// - Throws: ``CoverConfigurationError`` naming the first part that is not understood.
  public init(parsing text: String) throws(CoverConfigurationError) {
    guard text.hasPrefix(Self.prefix), text.hasSuffix("]") else {
      throw CoverConfigurationError(text: text, reason: "a detect-family name reads detect[on=...,promise=...]")
    }
    self.init()
    let body = text.dropFirst(Self.prefix.count).dropLast()
    var seen: [String] = []
    for part in body.split(separator: ",", omittingEmptySubsequences: false) {
      let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
      func fail(_ reason: String) -> CoverConfigurationError {
        CoverConfigurationError(text: text, reason: "'\(part)': \(reason)")
      }
      // `key=value` for one of `T`'s cases; the error lists them (`expected key=a|b|...`).
      func value<T: RawRepresentable & CaseIterable>(_: T.Type) throws(CoverConfigurationError) -> T
      where T.RawValue == String {
        guard kv.count == 2, let v = T(rawValue: kv[1]) else {
          throw fail("expected \(kv[0])=\(T.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        return v
      }
      guard let key = kv.first, !key.isEmpty else { throw fail("empty part") }
      guard !seen.contains(key) else { throw fail("the key is given twice") }
      seen.append(key)
      switch key {
      case "on":
        var chosen: CaptureDetectionState.Sources = []
        for n in (kv.count == 2 ? kv[1].split(separator: "+", omittingEmptySubsequences: false) : []) {
          switch n {
          case "captured": chosen.insert(.captureChanges)
          case "screenshot": chosen.insert(.screenshots)
          default: throw fail("expected on=captured|screenshot|captured+screenshot")
          }
        }
        guard !chosen.isEmpty else { throw fail("expected on=captured|screenshot|captured+screenshot") }
        sources = chosen
      case "promise": promise = try value(CaptureDetectionState.Promise.self)
      case "initial": initial = try value(Initial.self)
      case "at": registration = try value(Registration.self)
      case "unregister": unregister = try value(Unregister.self)
      case "observer": observer = try value(Observer.self)
      case "dedupe": dedupe = try value(Dedupe.self)
      case "disable":
        disable = try value(CoverConfiguration.DisablePath.self)
        // Detection holds no secure field to clear.
        if disable == .toggle { throw fail("expected disable=clean|leave|ignore") }
      case "once" where kv.count == 1: isIdempotent = true
      default:
        let given = kv.count == 2 ? kv[0] + "=" : kv[0]
        throw fail(
          "unknown part" + Suggestion.note(for: given, among: Self.partNames)
            + " (expected \(Self.partNames.joined(separator: ", ")))")
      }
    }
    func needs(_ reason: String) -> CoverConfigurationError { CoverConfigurationError(text: text, reason: reason) }
    if !registration.isPerScreen {
      if unregister == .disappear { throw needs("unregister=disappear needs at=willAppear|appear (a screen's)") }
      if seen.contains("observer") { throw needs("observer= needs at=willAppear|appear (one observer per screen)") }
    }
    if dedupe == .none, registration == .launch {
      throw needs("dedupe=none needs a registration the app reaches twice (at=launch registers once)")
    }
  }
}
