import NameSuggestion
import ShieldModel

/// One member of the field's family of cover strategies: what triggers the cover, how it is
/// drawn, what removes it, and how carefully the code does it.
///
/// Public reports show dozens of privacy screens that differ only in these choices, and each
/// choice has failed somewhere (see docs/strategies.md). Rather than one type per bug, the
/// family is one parametric strategy, ``ParametricCover``, named by a compact text form that
/// traces and the command line accept, for example
/// `cover[on=resign,via=window,level=2001,off=becomeActive,once,lazy,out=0.12]` (seed 002).
///
/// Text form: `cover[` then comma-separated parts in the canonical order `on=` (one trigger, or
/// several joined by `+`), `via=`, the mechanism's argument (`level=` and `key` for a window,
/// `radius=` for a blur), `off=`, `disable=` (only when the app can turn the member off),
/// `setting=` (only with `disable=`), then
/// the flags `once`, `async`, `frame`, `lazy`, `ifSensitive`, `sharedRef`, `noNeedlessCover`, then `in=` and `out=` (fade durations
/// in seconds, only when not 0), then `]`. Parsing accepts the parts in any order; missing parts
/// take the defaults below, and ``name`` always prints the canonical form. The enumeration
/// (``CoverFamily``) varies neither `disable=`, `setting=`, `frame`, `off=background`, `ifSensitive`,
/// `sharedRef`, `noNeedlessCover` nor several triggers: members with them are named, not sampled.
nonisolated public struct CoverConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// What shows the cover.
  public enum Trigger: String, CaseIterable, Sendable {
    /// The resign-active delegate call (`sceneWillResignActive`, or `applicationWillResignActive`
    /// in an app-delegate-only app).
    case resign
    /// The did-enter-background delegate call (scene, or app delegate).
    case background
    /// SwiftUI's `scenePhase` leaving `.active`, i.e. the scene's will-deactivate and
    /// did-enter-background notifications (posted only in scene-based apps).
    case phase
    /// `UIApplication.willResignActiveNotification`, which follows the app's aggregate state;
    /// covers the key window's scene.
    case appNote
    /// `UIScreen.capturedDidChangeNotification` while `UIScreen.main.isCaptured`; covers the
    /// key window's scene.
    case capture
    /// The app's own `enable` call (`appCall(enable)` in traces); covers the key window's scene.
    case appCall
  }

  /// How the cover is drawn.
  public enum Mechanism: Hashable, Sendable {
    /// A full-window white view (tag 999) added to the scene's window.
    case subview
    /// The same view added to the root view controller's view instead.
    case rootView
    /// A full-screen white view controller presented from the root view controller.
    case present
    /// A `UIWindow` at `level` with a white root view controller, shown with `isHidden = false`
    /// or, when `makesKey`, with `makeKeyAndVisible()`.
    case window(level: Double, makesKey: Bool)
    /// A full-window view blurring what is below by `radius` points, with a light 30% white
    /// tint (the model's stand-in for `UIVisualEffectView`).
    case blur(radius: Double)
    /// Seed 000's trick: the window's layer moved into a full-window secure text field's canvas,
    /// reached as the field layer's first sublayer, last sublayer, or by class name.
    case secure(SecureCanvasLookup)
    /// The container libraries' way (issue 26): a secure text field that no window holds, its
    /// canvas view found by class and emptied, added full-size to the root view controller's
    /// view, and the root view's content moved into it as subviews, so captures leave the
    /// content out while the view tree draws and hit-tests it
    /// (https://github.com/akhmedovgg/SecureView , `SecureView.swift`;
    /// https://github.com/JayantBadlani/ScreenShield , `ScreenshotProtectingView`;
    /// https://github.com/yoxisem544/ScreenshotPreventing-iOS , `HiddenContainerRecognizer`;
    /// medium: the canvas's place is private). With `touchable` the code turns the canvas's user
    /// interaction on, as their fixes for iOS 15 do (SecureView PR 2; ScreenshotPreventing-iOS
    /// issue 7); without it the canvas keeps UIKit's setting, which on iOS 15 takes no touches.
    /// Named only, never enumerated.
    case secureContainer(touchable: Bool)
    /// The app's window itself hidden (`isHidden = true`).
    case hideWindow
  }

  /// How secure-field code finds the canvas layer (it moved between iOS versions).
  public enum SecureCanvasLookup: String, CaseIterable, Sendable {
    /// `field.layer.sublayers?.first!`: the canvas up to iOS 16
    /// (https://github.com/prongbang/ScreenProtectorKit/issues/6 ).
    case first
    /// `field.layer.sublayers?.last!`: the canvas from iOS 17 to 26.4.
    case last
    /// The subview whose class name contains "LayoutCanvasView": every version the model knows
    /// (https://github.com/chainapsis/vizor-wallet/pull/304 ).
    case `class`
  }

  /// What the app's `disable` call does (`appCall(disable)`; `appCall(enable)` turns the member
  /// on again): the disable paths field code takes (C08
  /// https://github.com/prongbang/screen_protector/pull/26 ; C49
  /// https://github.com/FabriBertani/Plugin.Maui.ScreenSecurity/issues/45 ; C62
  /// https://github.com/expo/expo/pull/48000 ; medium-high).
  public enum DisablePath: String, CaseIterable, Sendable {
    /// The triggers stop showing covers and every cover shown is removed (the fixes).
    case clean
    /// The triggers and removals stop, but a cover already shown stays (observers removed, the
    /// view left).
    case leave
    /// The call reaches nothing: covers keep coming (a disable routine given a nil window).
    case ignore
    /// `via=secure-*` only: the call clears `isSecureTextEntry` on every field the member holds
    /// and nothing else, so the window's layer (or the content) stays in the canvas; `enable`
    /// sets it again (ScreenProtectorKit's disable, https://github.com/prongbang/screen_protector/issues/75 ,
    /// 1.5.1, iOS 18; react-native-screenshot-prevent's `disableSecureView`,
    /// https://github.com/killserver/react-native-screenshot-prevent/pull/10 ; high for the code).
    /// What captures then show is the canvas's rule (issue 26, SC15).
    case toggle
  }

  /// Where a member keeps the user's protection setting (`setting=`, named only, never enumerated).
  public enum SettingStorage: String, CaseIterable, Sendable {
    /// Written to `UserDefaults.standard` at each call and read at launch: a launch after the
    /// user allowed captures starts with the member off, as apps that persist the switch do
    /// (https://github.com/ZeusLN/zeus/pull/4031 : "persisted ... and re-applied on app launch";
    /// tari wallet-ios `SecurityManager`, `GroupUserDefaults.areScreenshotsDisabled`).
    case stored
    /// Kept in memory only: every launch turns the member on again whatever the user chose (the
    /// setting "turns itself back on", https://github.com/tari-project/wallet-ios/issues/1146 ,
    /// iOS 17.6.1: "Screen recording disabled by itself", the videos black).
    case launch
  }

  /// The style a presented cover (`via=present`) asks for (`style=`): plugins choose full
  /// screen or over full screen, and a default-style cover is a sheet from iOS 13
  /// (https://github.com/capacitor-community/privacy-screen/issues/78 , /106 ;
  /// https://github.com/smartdevicelink/sdl_ios/issues/1422 ). UIKit resolves it
  /// (``UIViewController/modalPresentationStyle``).
  public enum PresentedStyle: String, CaseIterable, Sendable {
    case fullScreen, overFullScreen, automatic, pageSheet, formSheet, currentContext, overCurrentContext

    /// UIKit's style.
    public var uiKitStyle: UIModalPresentationStyle {
      switch self {
      case .fullScreen: return .fullScreen
      case .overFullScreen: return .overFullScreen
      case .automatic: return .automatic
      case .pageSheet: return .pageSheet
      case .formSheet: return .formSheet
      case .currentContext: return .currentContext
      case .overCurrentContext: return .overCurrentContext
      }
    }
  }

  /// The controller a presented cover is presented from (`from=`).
  public enum PresentingController: String, CaseIterable, Sendable {
    /// The window's root view controller (a presenting root only warns).
    case root
    /// The top-most controller, found by walking `presentedViewController` from the root (the
    /// "top view controller" helper plugins use,
    /// https://github.com/capacitor-community/privacy-screen/issues/106 ): it may be the cover
    /// itself, still being dismissed.
    case top
  }

  /// What removes the cover.
  public enum Removal: String, CaseIterable, Sendable {
    /// The did-become-active delegate call (scene, or app delegate).
    case becomeActive
    /// The will-enter-foreground delegate call: never comes back from Control Center or a prompt.
    case foreground
    /// SwiftUI's `scenePhase` becoming `.active` (the scene's did-activate notification).
    case phase
    /// `UIApplication.didBecomeActiveNotification`; removes every cover.
    case appNote
    /// `UIScreen.capturedDidChangeNotification` with capture off.
    case captureEnd
    /// The app's own `disable` call.
    case appCall
    /// Nothing: the cover stays (seed 000's one-line variant).
    case never
    /// The did-enter-background delegate call (scene, or app delegate): the cover goes before
    /// the snapshot is taken, as a splash removed on the way out would.
    case background
  }

  /// What shows the cover. Default ``Trigger/resign``.
  public var trigger: Trigger = .resign
  /// Further triggers that also show it (`on=resign+background`), in ``Trigger`` order, without
  /// ``trigger``. Default none.
  public var additionalTriggers: [Trigger] = []
  /// How it is drawn. Default a window at `.alert + 1` shown with `isHidden = false`.
  public var mechanism: Mechanism = .window(level: 2001, makesKey: false)
  /// What removes it. Default ``Removal/becomeActive``.
  public var removal: Removal = .becomeActive
  /// Whether showing checks for a cover already shown for the scene (otherwise each trigger
  /// adds one more, and removal takes away one).
  public var isIdempotent = false
  /// Whether showing and removing are dispatched with `DispatchQueue.main.async`.
  public var isAsync = false
  /// Whether showing and removing wait for the app's next display frame (``DisplayFrame``), as
  /// a framework that renders on the display's refresh applies a change (React Native's UI
  /// manager, a Flutter host's engine); with ``isAsync`` the frame is asked for from the queued
  /// block (a JS turn, then the native commit).
  public var isOnNextFrame = false
  /// Whether the cover is built when first needed; otherwise it is built hidden when the scene
  /// connects (or at launch) and later only shown and hidden.
  public var isLazy = false
  /// Fade-in duration on show, in seconds of virtual time (0: none; a presented controller is
  /// presented animated when not 0).
  public var fadeIn: Double = 0
  /// Fade-out duration on removal, in seconds of virtual time (0: none).
  public var fadeOut: Double = 0
  /// What the app's `disable` call does, or `nil` when the app cannot turn the member off (it
  /// then names no ``PrivacyScreenStrategy/disableCall``). Default `nil`.
  public var disable: DisablePath?
  /// Where the app keeps the user's choice made through its `enable` and `disable` calls (an
  /// "allow screenshots" switch in the app's settings), or `nil` for a member whose calls last
  /// for the process (default). With a value the calls are the user's setting, which outlives
  /// the process: `cannot-disable` judges the next launch too (issue 26, SC16).
  public var setting: SettingStorage?
  /// The style of a presented cover. Default ``PresentedStyle/fullScreen``.
  public var presentedStyle: PresentedStyle = .fullScreen
  /// Where a presented cover is presented from. Default ``PresentingController/root``.
  public var presentedFrom: PresentingController = .root
  /// Whether a trigger shows the cover only when the scene's visible screen is sensitive
  /// (``AppScreen/isSensitiveScreen`` of its window's visible controller), as Strongbox's app
  /// delegate checks the visible controller's class at resign. Default `false`.
  public var onlyIfSensitive = false
  /// Whether the app keeps its cover in one stored property (`private var blurView: UIView?`)
  /// rather than finding it by tag: each show stores the cover it adds, overwriting the one
  /// stored before (which stays in the view tree, shown); removal takes the stored cover, fades
  /// it out, and in the fade's completion removes it and clears the property, whatever the
  /// property holds by then; with ``isIdempotent`` a show returns while the property holds a
  /// cover. Expo's app-switcher blur before its fix
  /// (https://github.com/expo/expo/issues/39589 ; fix https://github.com/expo/expo/pull/39633 ;
  /// high for the code, first-hand for the symptom). Default `false`: removal takes the oldest
  /// shown cover of the scene, as a tag lookup finds it.
  public var usesSharedReference = false
  /// Whether the member promises no cover while the app stays in front (the flag `noNeedlessCover`,
  /// ``PrivacyScreenStrategy/promisesNoNeedlessCover``): a declaration the engine's `needless-cover`
  /// judges, which changes nothing the member's code does. A member raised at did-enter-background
  /// keeps it; one raised at will-resign-active does not (every system prompt resigns the app).
  /// Default `false`.
  public var promisesNoNeedlessCover = false

  /// Every trigger: ``trigger`` then ``additionalTriggers``.
  public var triggers: [Trigger] { [trigger] + additionalTriggers }

  /// Whether `t` is one of the triggers.
  public func fires(on t: Trigger) -> Bool { trigger == t || additionalTriggers.contains(t) }

  /// The default member: see each property.
  public init() {}

  /// What a member claims to protect: secure-canvas mechanisms claim screenshots and
  /// recordings, a capture trigger claims recordings, every other member the app switcher.
  public var claims: ProtectionClaims {
    if case .secure = mechanism { return [.screenshots, .recordings] }
    if case .secureContainer = mechanism { return [.screenshots, .recordings] }
    if trigger == .capture, additionalTriggers.isEmpty { return .recordings }
    return fires(on: .capture) ? [.appSwitcher, .recordings] : .appSwitcher
  }

  // MARK: - Text form

  /// The prefix of every family name.
  public static let prefix = "cover["
  /// Every part the parser takes, as the unknown-part error lists them (`on=` takes a value, `key` none).
  static let partNames = [
    "on=", "via=", "level=", "key", "radius=", "style=", "from=", "off=", "disable=", "setting=", "once", "async",
    "frame", "lazy", "ifSensitive", "sharedRef", "noNeedlessCover", "in=", "out=",
  ]

  /// The canonical text form (see the type's documentation).
  public var name: String {
    var parts = ["on=" + triggers.map(\.rawValue).joined(separator: "+")]
    switch mechanism {
    case .subview: parts.append("via=subview")
    case .rootView: parts.append("via=rootView")
    case .present:
      parts.append("via=present")
      if presentedStyle != .fullScreen { parts.append("style=\(presentedStyle.rawValue)") }
      if presentedFrom != .root { parts.append("from=\(presentedFrom.rawValue)") }
    case .window(let level, let key):
      parts.append("via=window")
      parts.append("level=\(Self.number(level))")
      if key { parts.append("key") }
    case .blur(let radius):
      parts.append("via=blur")
      parts.append("radius=\(Self.number(radius))")
    case .secure(let lookup): parts.append("via=secure-\(lookup.rawValue)")
    case .secureContainer(let touchable):
      parts.append(touchable ? "via=secure-container-touchable" : "via=secure-container")
    case .hideWindow: parts.append("via=hideWindow")
    }
    parts.append("off=\(removal.rawValue)")
    if let disable { parts.append("disable=\(disable.rawValue)") }
    if let setting { parts.append("setting=\(setting.rawValue)") }
    if isIdempotent { parts.append("once") }
    if isAsync { parts.append("async") }
    if isOnNextFrame { parts.append("frame") }
    if isLazy { parts.append("lazy") }
    if onlyIfSensitive { parts.append("ifSensitive") }
    if usesSharedReference { parts.append("sharedRef") }
    if promisesNoNeedlessCover { parts.append("noNeedlessCover") }
    if fadeIn > 0 { parts.append("in=\(Self.number(fadeIn))") }
    if fadeOut > 0 { parts.append("out=\(Self.number(fadeOut))") }
    return Self.prefix + parts.joined(separator: ",") + "]"
  }

  public var description: String { name }

  /// Parses a family name such as `cover[on=resign,via=subview,off=becomeActive]`.
  ///
  /// - Throws: ``CoverConfigurationError`` naming the first part that is not understood.
  public init(parsing text: String) throws(CoverConfigurationError) {
    guard text.hasPrefix(Self.prefix), text.hasSuffix("]") else {
      throw CoverConfigurationError(text: text, reason: "a family name reads cover[on=...,via=...,off=...]")
    }
    self.init()
    let body = text.dropFirst(Self.prefix.count).dropLast()
    var via = "window"
    var level = 2001.0
    var key = false
    var radius = 10.0
    var givenKeys: [String] = []
    // `cover[]` is the default member, as `lock[]` is: every part takes its default.
    for part in body.isEmpty ? [] : body.split(separator: ",", omittingEmptySubsequences: false) {
      let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
      func fail(_ reason: String) -> CoverConfigurationError {
        CoverConfigurationError(text: text, reason: "'\(part)': \(reason)")
      }
      func seconds() throws(CoverConfigurationError) -> Double {
        guard kv.count == 2, let v = FamilyNumber.decimal(kv[1]), v >= 0, v <= 10 else {
          throw fail("expected seconds from 0 to 10")
        }
        return v
      }
      guard let name = kv.first, !name.isEmpty else { throw fail("empty part") }
      // A key given twice would let the last one win silently, and the two may decide different verdicts.
      guard !givenKeys.contains(name) else { throw fail("given twice") }
      givenKeys.append(name)
      switch name {
      case "on":
        let names = kv.count == 2 ? kv[1].split(separator: "+", omittingEmptySubsequences: false) : []
        var chosen: [Trigger] = []
        for n in names {
          guard let t = Trigger(rawValue: String(n)), !chosen.contains(t) else {
            throw fail("expected on=\(Trigger.allCases.map(\.rawValue).joined(separator: "|")), or several joined by +")
          }
          chosen.append(t)
        }
        guard !chosen.isEmpty else {
          throw fail("expected on=\(Trigger.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        // Canonical: in declaration order.
        let ordered = Trigger.allCases.filter { chosen.contains($0) }
        trigger = ordered[0]
        additionalTriggers = Array(ordered.dropFirst())
      case "off":
        guard kv.count == 2, let r = Removal(rawValue: kv[1]) else {
          throw fail("expected off=\(Removal.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        removal = r
      case "via":
        guard kv.count == 2, Self.mechanismNames.contains(kv[1]) else {
          throw fail("expected via=\(Self.mechanismNames.joined(separator: "|"))")
        }
        via = kv[1]
      case "level":
        guard kv.count == 2, let v = FamilyNumber.decimal(kv[1]), v >= 0, v <= 10_000 else {
          throw fail("expected a window level from 0 to 10000")
        }
        level = v
      case "radius":
        guard kv.count == 2, let v = FamilyNumber.decimal(kv[1]), v > 0, v <= 100 else {
          throw fail("expected a blur radius from 0 to 100 points")
        }
        radius = v
      case "disable":
        guard kv.count == 2, let d = DisablePath(rawValue: kv[1]) else {
          throw fail("expected disable=\(DisablePath.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        disable = d
      case "setting":
        guard kv.count == 2, let st = SettingStorage(rawValue: kv[1]) else {
          throw fail("expected setting=\(SettingStorage.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        setting = st
      case "ifSensitive" where kv.count == 1: onlyIfSensitive = true
      case "sharedRef" where kv.count == 1: usesSharedReference = true
      case "noNeedlessCover" where kv.count == 1: promisesNoNeedlessCover = true
      case "style":
        guard kv.count == 2, let st = PresentedStyle(rawValue: kv[1]) else {
          throw fail("expected style=\(PresentedStyle.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        presentedStyle = st
      case "from":
        guard kv.count == 2, let f = PresentingController(rawValue: kv[1]) else {
          throw fail("expected from=\(PresentingController.allCases.map(\.rawValue).joined(separator: "|"))")
        }
        presentedFrom = f
      case "key" where kv.count == 1: key = true
      case "once" where kv.count == 1: isIdempotent = true
      case "async" where kv.count == 1: isAsync = true
      case "frame" where kv.count == 1: isOnNextFrame = true
      case "lazy" where kv.count == 1: isLazy = true
      case "in": fadeIn = try seconds()
      case "out": fadeOut = try seconds()
      default:
        let given = kv.count == 2 ? kv[0] + "=" : kv[0]
        throw fail(
          "unknown part" + Suggestion.note(for: given, among: Self.partNames)
            + " (expected \(Self.partNames.joined(separator: ", ")))")
      }
    }
    switch via {
    case "subview": mechanism = .subview
    case "rootView": mechanism = .rootView
    case "present": mechanism = .present
    case "blur": mechanism = .blur(radius: radius)
    case "hideWindow": mechanism = .hideWindow
    case "secure-first": mechanism = .secure(.first)
    case "secure-last": mechanism = .secure(.last)
    case "secure-class": mechanism = .secure(.class)
    case "secure-container": mechanism = .secureContainer(touchable: false)
    case "secure-container-touchable": mechanism = .secureContainer(touchable: true)
    default: mechanism = .window(level: level, makesKey: key)
    }
    // A mechanism's argument given to another mechanism would be dropped without a word, and a baseline entry
    // naming it would accept the member without it (a breaker's `via=subview,...,level=3000`).
    let arguments = [
      ("level", "window"), ("key", "window"), ("radius", "blur"), ("style", "present"), ("from", "present"),
    ]
    for (part, owner) in arguments where givenKeys.contains(part) && via != owner {
      let written = part == "key" ? "key" : part + "="
      throw CoverConfigurationError(
        text: text, reason: "'\(written)' is an argument of via=\(owner) only, and this member is via=\(via)")
    }
    if disable == .toggle {
      switch mechanism {
      case .secure, .secureContainer: break
      default:
        throw CoverConfigurationError(
          text: text, reason: "'disable=toggle': clears secure entry, so only with via=secure-*")
      }
    }
    if setting != nil, disable == nil {
      throw CoverConfigurationError(
        text: text, reason: "'setting=': the user's setting is the app's disable call, so only with disable=")
    }
  }

  static let mechanismNames = [
    "subview", "rootView", "present", "window", "blur", "secure-first", "secure-last", "secure-class",
    "secure-container", "secure-container-touchable", "hideWindow",
  ]

  /// A number without a trailing `.0`.
  static func number(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
  }
}

/// Why a family name was rejected.
nonisolated public struct CoverConfigurationError: Error, Equatable, CustomStringConvertible {
  /// The name as given.
  public let text: String
  /// What is wrong, naming the part.
  public let reason: String
  public var description: String { "malformed strategy name '\(text)': \(reason)" }
}
