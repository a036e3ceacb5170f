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
/// Text form: `detect[` then comma-separated parts in the canonical order `on=` (`captured`,
/// `screenshot`, or both joined by `+`), `promise=`, `initial=`, `at=`, `disable=` (only when
/// the app can turn detection off), then the flag `once`, then `]`, for example
/// `detect[on=captured,promise=blank,initial=read,at=launch]`. Parsing accepts the parts in any
/// order; missing parts take the defaults below, and ``name`` prints the canonical form.
nonisolated public struct DetectConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// When the app registers.
  public enum Registration: String, CaseIterable, Sendable {
    /// In `application(_:didFinishLaunchingWithOptions:)` (the state is read, if at all, when the
    /// scene's window exists: on connection in a scene-based app).
    case launch
    /// On the app's `enable` call (`appCall(enable)`), as Expo's `preventScreenCapture()`.
    case appCall
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

  /// The canonical text form.
  public var name: String {
    var on: [String] = []
    if sources.contains(.captureChanges) { on.append("captured") }
    if sources.contains(.screenshots) { on.append("screenshot") }
    var parts = ["on=" + on.joined(separator: "+"), "promise=\(promise.rawValue)"]
    parts.append("initial=\(initial.rawValue)")
    parts.append("at=\(registration.rawValue)")
    if let disable { parts.append("disable=\(disable.rawValue)") }
    if isIdempotent { parts.append("once") }
    return Self.prefix + parts.joined(separator: ",") + "]"
  }

  public var description: String { name }

  /// Parses a member's name such as `detect[on=captured,promise=blank,initial=read]`.
  ///
  /// - Throws: ``CoverConfigurationError`` naming the first part that is not understood.
  public init(parsing text: String) throws(CoverConfigurationError) {
    guard text.hasPrefix(Self.prefix), text.hasSuffix("]") else {
      throw CoverConfigurationError(text: text, reason: "a detect-family name reads detect[on=...,promise=...]")
    }
    self.init()
    let body = text.dropFirst(Self.prefix.count).dropLast()
    for part in body.split(separator: ",", omittingEmptySubsequences: false) {
      let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
      func fail(_ reason: String) -> CoverConfigurationError {
        CoverConfigurationError(text: text, reason: "'\(part)': \(reason)")
      }
      guard let key = kv.first, !key.isEmpty else { throw fail("empty part") }
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
      case "promise":
        guard kv.count == 2, let p = CaptureDetectionState.Promise(rawValue: kv[1]) else {
          throw fail(
            "expected promise=\(CaptureDetectionState.Promise.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        promise = p
      case "initial":
        guard kv.count == 2, let i = Initial(rawValue: kv[1]) else { throw fail("expected initial=read|ignore") }
        initial = i
      case "at":
        guard kv.count == 2, let r = Registration(rawValue: kv[1]) else { throw fail("expected at=launch|appCall") }
        registration = r
      case "disable":
        guard kv.count == 2, let d = CoverConfiguration.DisablePath(rawValue: kv[1]) else {
          throw fail("expected disable=clean|leave|ignore")
        }
        disable = d
      case "once" where kv.count == 1: isIdempotent = true
      default: throw fail("unknown part (expected on=, promise=, initial=, at=, disable=, once)")
      }
    }
  }
}
