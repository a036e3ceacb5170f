/// What a cover strategy claims to keep out of captures; a leak of something it does not claim
/// is not a failure.
nonisolated public struct ProtectionClaims: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// App-switcher cards and snapshots.
  public static let appSwitcher = ProtectionClaims(rawValue: 1 << 0)
  /// Screenshots.
  public static let screenshots = ProtectionClaims(rawValue: 1 << 1)
  /// Screen recordings and mirroring.
  public static let recordings = ProtectionClaims(rawValue: 1 << 2)
  /// The app's promise to hide its content on the user's own screen whenever another Mac app has focus
  /// (``SystemEvent/focusOtherMacApp``): not a leak to anyone else, a promise some apps make, so judged
  /// (`uncovered-while-unfocused`) only for a strategy that claims it; not part of ``all``.
  public static let unfocused = ProtectionClaims(rawValue: 1 << 3)
  /// Every capture (the app switcher, screenshots, recordings).
  public static let all: ProtectionClaims = [.appSwitcher, .screenshots, .recordings]

  /// Whether the claims cover captures of `kind`.
  public func covers(_ kind: CaptureKind) -> Bool {
    switch kind {
    case .switcherCard, .switcherSnapshot: return contains(.appSwitcher)
    case .screenshot: return contains(.screenshots)
    case .recording, .mirroring, .iPhoneMirroring: return contains(.recordings)
    }
  }

  /// Comma-separated names, for example `app-switcher,screenshots`.
  public var description: String {
    var names: [String] = []
    if contains(.appSwitcher) { names.append("app-switcher") }
    if contains(.screenshots) { names.append("screenshots") }
    if contains(.recordings) { names.append("recordings") }
    if contains(.unfocused) { names.append("unfocused") }
    return names.isEmpty ? "nothing" : names.joined(separator: ",")
  }
}

/// What a strategy can do besides covering, derived from what it declares (see
/// ``PrivacyScreenStrategy/capabilities``).
nonisolated public struct StrategyCapabilities: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The app can turn the strategy off with its ``PrivacyScreenStrategy/disableCall``; once off,
  /// it claims nothing and promises to leave no residue (the engine's `residue` invariant).
  public static let canBeDisabled = StrategyCapabilities(rawValue: 1 << 0)
  /// The strategy is an app lock (a passcode or biometric screen, ``PrivacyScreenStrategy/isAppLock``):
  /// while it reports its promise (``PrivacyScreenStrategy/isAppLocked``) no content may be seen
  /// or touched (the engine's `lock-bypass` invariant), and its screen is not a stranded cover.
  public static let isLock = StrategyCapabilities(rawValue: 1 << 1)
  /// The strategy promises no cover while the app stays in front
  /// (``PrivacyScreenStrategy/promisesNoNeedlessCover``, the engine's `needless-cover` invariant).
  public static let promisesNoNeedlessCover = StrategyCapabilities(rawValue: 1 << 2)
  /// The app can turn a part of the strategy off at the user's request, not the whole
  /// (``PrivacyScreenStrategy/turnsPartsOff``): `cannot-disable` judges that part, `residue` does not.
  public static let turnsPartsOff = StrategyCapabilities(rawValue: 1 << 3)
}

/// A privacy-screen strategy: app code that the app under test runs from its delegates.
///
/// Write it as you would in UIKit: the app's app delegate and scene delegate forward
/// every life-cycle call here after doing their own work, so a method reads like the same
/// method of a real delegate. Notification-based strategies register in
/// ``application(_:didFinishLaunchingWithOptions:)``. Every method has an empty default.
/// Reach the scene's main window with `(scene.delegate as? UIWindowSceneDelegate)?.window` and
/// an app-delegate-only app's window with `UIApplication.shared.delegate?.window`.
@preconcurrency @MainActor public protocol PrivacyScreenStrategy: AnyObject {
  /// What the strategy claims to protect.
  var claims: ProtectionClaims { get }
  /// Called at the end of the app delegate's `application(_:didFinishLaunchingWithOptions:)`.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
  /// Forwarded from the app delegate (called by UIKit only in app-delegate-only apps).
  func applicationWillResignActive(_ application: UIApplication)
  /// Forwarded from the app delegate (called by UIKit only in app-delegate-only apps).
  func applicationDidBecomeActive(_ application: UIApplication)
  /// Forwarded from the app delegate (called by UIKit only in app-delegate-only apps).
  func applicationDidEnterBackground(_ application: UIApplication)
  /// Forwarded from the app delegate (called by UIKit only in app-delegate-only apps).
  func applicationWillEnterForeground(_ application: UIApplication)
  /// Forwarded from the scene delegate after the app made the scene's window.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  /// Forwarded from the scene delegate.
  func sceneDidDisconnect(_ scene: UIScene)
  /// Forwarded from the scene delegate.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// Forwarded from the scene delegate.
  func sceneWillResignActive(_ scene: UIScene)
  /// Forwarded from the scene delegate.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// Forwarded from the scene delegate.
  func sceneDidEnterBackground(_ scene: UIScene)
  /// The app calls the strategy's own API by name (for example `enable`, `disable`).
  func handleAppCall(_ name: String)
  /// The names ``handleAppCall(_:)`` understands. Default: none.
  var appCalls: [String] { get }
  /// Whether ``handleAppCall(_:)`` answers `name`, so a trace may name it: ``appCalls``, and for a
  /// strategy whose calls are a family (a lock's `lockAfterN`) every member. Default: ``appCalls``
  /// contains it.
  func answersAppCall(_ name: String) -> Bool
  /// The one of ``appCalls`` that turns the strategy off, or `nil` when it cannot be turned off.
  /// A strategy that names one promises to leave no residue once disabled (checked by the
  /// `residue` invariant). Default: `disable` when ``appCalls`` lists it, else `nil`.
  var disableCall: String? { get }
  /// Whether the app's calls (``appCalls``) are the user's protection setting (an "allow
  /// screenshots" switch in the app): the user's last choice then outlives the process, and
  /// `cannot-disable` judges a later launch by it whatever the new process does (issue 26, SC16).
  /// Default `false`: a call lasts for its process.
  var appCallsAreUserSetting: Bool { get }
  /// Whether the app has settings the user turns with its calls: a ``disableCall``, calls that are the user's
  /// protection setting (``appCallsAreUserSetting``), claims a call turns off on its own, the user's lock setting.
  /// A violation then carries the settings' state (`Device.userSettingsState`), which the shrinker keeps. Default:
  /// a ``disableCall`` or ``appCallsAreUserSetting``.
  var hasUserSettings: Bool { get }
  /// The settings the user chose in the app's own settings screen that the strategy keeps itself (a lock family
  /// member's lock timeout, `settings=`), as one line, or `nil` when it keeps none: part of
  /// `Device.userSettingsState`, which the shrinker keeps. Read with the strategy's device current. Default: `nil`.
  var userSettingText: String? { get }
  /// The app's screen (``AppScreen/screenIdentifier``) whose control the app call `name` is (a switch on its settings
  /// screen), or `nil` when the call is no control of a screen. Such a call is the user's tap, which hit-testing
  /// delivers to that screen or refuses (``Device/screenControlRefusal(_:)``). Default `nil`: every call as before.
  func screen(ofAppCall name: String) -> String?
  /// Why the user cannot make the app call `name` now although the app runs, or `nil`: a control the strategy knows is
  /// out of the user's reach in its own state (the user's lock switch on the settings screen while the app's code
  /// holds its lock). Read with the strategy's device current; the generator draws no call it refuses. Default `nil`.
  func refusalOfAppCall(_ name: String) -> String?
  /// Whether the app promises that its authentication asks for biometrics only, never the device passcode (an
  /// app-logic script's `authUI: biometrics`): `lock-bypass` then judges the system's passcode UI shown for the
  /// app's request (``Device/passcodeUICause``). Default `false`.
  var promisesBiometricsOnly: Bool { get }
  /// Whether the strategy is an app lock (see ``StrategyCapabilities/isLock``). Default: `false`.
  var isAppLock: Bool { get }
  /// Whether the app's Info.plist has `NSFaceIDUsageDescription`, the key an app needs to use
  /// Face ID (Apple, "NSFaceIDUsageDescription"; iOS 11+). Without it, the app's Face ID request
  /// ends the app or is refused (``PlatformFlags/missingFaceIDUsageDescriptionTerminates``;
  /// `LocalAuthentication/Device+FaceIDUsageDescription.swift`). Default: `true`.
  var declaresFaceIDUsageDescription: Bool { get }
  /// Where the app's Face ID permission starts (the system's per-app answer to its "Do you want to
  /// allow APP to use Face ID?" alert; `LocalAuthentication/Device+FaceIDPermission.swift`, which
  /// names the sources): ``FaceIDPermission/notAsked`` shows the alert at the app's first Face ID
  /// request. Default: `nil`, allowed and left out of the trace (no alert, no Settings switch).
  var faceIDPermissionAtStart: FaceIDPermission? { get }
  /// Whether the strategy promises that its cover never shows while the app stays in front and
  /// the user is still in it: under Control Center, Notification Center, a system alert or the
  /// Face ID prompt, which resign the app without a leave (the engine's `needless-cover`, an
  /// opt-in trade-off: a cover raised at will-resign-active comes up under each of them, one
  /// raised only at did-enter-background can keep the promise). Default: `false`.
  var promisesNoNeedlessCover: Bool { get }
  /// The app's promise as a lock: `true` from the moment the app's own code decides its lock is
  /// due (it shows the lock, or will show it) until the user has passed it (an authentication
  /// the user made: a Face ID match, a passcode typed). The model keeps no lock state of its
  /// own: what the user sees and can touch while the promise stands is the platform's
  /// answer (`lock-bypass`), and a lock screen still up once the promise is released is a
  /// stranded cover. Read every step: keep it a stored value. Default: `false`.
  var isAppLocked: Bool { get }
  /// When the promise's state (or the lock screen's absence while it stands) follows from the
  /// strategy's own parameters alone, whatever the platform does, the parameter that decides it
  /// (for example `release=none`: the lock goes without authentication); the engine labels its
  /// verdicts "by construction". Default: `nil`.
  var lockPromiseNote: String? { get }
  /// When a platform fact, with the strategy's reply to it, took the lock screen down while the
  /// promise stands (the system cancelling the app's Face ID prompt as the app leaves, which a
  /// reply handler takes as a pass: the lock family's `unlockOn=systemCancel`), that fact and the
  /// parameter; the engine names it in the verdict's detail, not "by construction". Default: `nil`.
  var lockPromiseFact: String? { get }
  /// A lock screen of the strategy's that is on screen and whose only way in is LocalAuthentication
  /// (an Unlock button that evaluates a policy; no passcode entry of its own), or `nil`: what
  /// `unlock-blocked` judges while LocalAuthentication cannot evaluate that policy
  /// (``Device/lockWithNoWayIn()``). Default: `nil`.
  var biometricOnlyLock: BiometricOnlyLock? { get }
  /// Why the user's right passcode, typed into the strategy's lock's own entry while the promise stood, left the lock
  /// up with no new entry able to take it down (the app's own code ignored it), or `nil`: what `unlock-blocked`
  /// judges after the platform took the entry (``Device/unhonouredLockEntry``). Default: `nil`.
  var unhonouredLockEntry: String? { get }
  /// A lock screen of the strategy's that is on screen while the app promises that its lock asks
  /// for Face ID by itself when it comes up (the lock family's `promise=askBySelf`), or `nil`:
  /// what `silent-lock` judges (``Device/silentLock``). Default: `nil`.
  var selfAskingLock: SelfAskingLock? { get }
  /// The lock promise as it stands for an image of `kind` the system takes now, or `nil` when
  /// none stands (see ``ImageLockPromise``): a lock due once its leave and grace have passed is
  /// promised for the switcher's images although its code decides only at the return. Asked
  /// once per image taken. Default: ``isAppLocked``, with ``lockPromiseNote``.
  func lockPromise(forImageOf kind: CaptureKind) -> ImageLockPromise?
  /// When the strategy's last Face ID request was a re-prompt after a failed reply that one of
  /// its own parameters asks for (the lock family's `repromptOn=`), that parameter; `nil` when
  /// the request came from where the code starts authentication and the platform's callbacks
  /// (a lock asking at every did-become-active, which its own prompt's dismissal gives). The
  /// engine labels a `reauth-loop` after a cancel "by construction" with it. Default: `nil`.
  var reauthenticationNote: String? { get }
  /// The app's extensions and widget (``AppExtensionSurfaces``), or `nil` for an app that ships
  /// none. Read once per device. Default: `nil`.
  var appExtensions: AppExtensionSurfaces? { get }
  /// The lock promise as it stands for what the app's extensions and widget show now, outside its
  /// process (``SystemEvent/openExtension(_:)``, ``SystemEvent/showWidget(_:)``), or `nil` when
  /// none stands. `processRunning` is whether the app's process runs (suspended included); when
  /// it does not, the strategy answers from what it stored. Default: `nil`.
  func surfaceLockPromise(processRunning: Bool) -> ImageLockPromise?
  /// When nothing in the strategy's code removes its cover, so a cover left over an active app
  /// follows from that alone (a removal hook the host never calls, a member with `off=never`):
  /// the parameter that says so; the engine labels `stranded-cover` "by construction".
  /// Default: `nil`.
  var coverRemovalNote: String? { get }
  /// Waits, in seconds, that the app's own code measures (an app-logic script's `elapsed(V, S)`): the generator
  /// draws `advance(S)` among its own waits for a strategy that names some, so a trace can cross a threshold its
  /// short waits would rarely add up to. Read every step: keep it a stored value. Default: none.
  var waitsOfInterest: [Double] { get }
  /// SwiftUI apps only: `.onChange(of: scenePhase)` in the root view of `scene`.
  func scenePhaseDidChange(to phase: ScenePhase, in scene: UIWindowScene)
  /// SwiftUI apps only: `.onChange(of: scenePhase)` in the `App` (the aggregate phase).
  func appScenePhaseDidChange(to phase: ScenePhase)
  /// The app is about to ask for Face ID (`LAContext.evaluatePolicy`), which brings up
  /// the system prompt (`systemAlert(faceID)`); apps set an "authenticating" flag here.
  func biometricPromptWillAppear()
  /// The Face ID request's reply arrived (on the main queue, after the prompt went away).
  func biometricPromptDidFinish()
  /// Flutter hosts: Dart's `didChangeAppLifecycleState`, one turn after the UIKit callback
  /// (see ``FlutterEngine``). Dart code draws through ``FlutterEngine/setState(_:)``.
  func didChangeAppLifecycleState(_ state: AppLifecycleState)
  /// The strategy's own state as text (flags, observers registered, covers up), for the
  /// explorer, which merges states that look alike: two states with the same device summary
  /// and a different text are explored apart. Default: empty (only the device is compared).
  var stateDescription: String { get }
  /// Whether the app has turned the whole strategy off, `lastAppCall` being the app's last call
  /// to the strategy's API in this process (`nil`: none yet). Once off it claims nothing and
  /// promises to leave nothing behind (`residue`, `cannot-disable`). Default: `lastAppCall` is
  /// the ``disableCall``.
  func isTurnedOff(lastAppCall: String?) -> Bool
  /// Whether the app call `name` moves the app's protection switch: the device keeps the last such call as the one
  /// that decides ``isTurnedOff(lastAppCall:)`` and ``releasedClaims(lastAppCall:)``. Default: every call (the
  /// disable call's effect lasts until another of the app's calls); a script with `enable:` moves it only by its
  /// disable calls and that call, as the app's settings screen does.
  func isSwitchCall(_ name: String) -> Bool
  /// The part of ``claims`` the app has given up by turning protection off (all of them once the
  /// strategy is off; a part when one of two protections is off, see the composite in
  /// CoverStrategies). Default: ``claims`` when ``isTurnedOff(lastAppCall:)``, else none.
  func releasedClaims(lastAppCall: String?) -> ProtectionClaims
  /// Whether the app can turn a part of the strategy off at the user's request and never the whole: an app-logic
  /// script's per-claim `disable:` (``releasedClaims(lastAppCall:)``), or its lock setting's `off` beside claims or
  /// covers of its own (``lockBackAfterUserOff``). `cannot-disable` then judges the part turned off (the images of
  /// the released claims; the lock staying off), and `residue`, which compares the whole app with the app without
  /// the strategy, does not. Default: `false`.
  var turnsPartsOff: Bool { get }
  /// Once the user has turned the app's own lock off through the app's setting (an app-logic script's
  /// `lockSetting:` `off` call, recorded by the device): what of that lock is up again (its lock variable set, its
  /// lock screen in a shown window), as the sentence `cannot-disable` prints, or `nil` when nothing is. Read with the
  /// strategy's device current. Default: `nil`.
  var lockBackAfterUserOff: String? { get }
  /// What the app promises when iOS tells it of a capture, and what it has been told so far, for
  /// a strategy that relies on capture detection (the engine's `detection` invariant); `nil`
  /// for one that does not (default).
  var captureDetection: CaptureDetectionState? { get }
  /// App code in each of the app's own screens (a base view controller, a mounted React Native
  /// or Flutter component, a SwiftUI view's `onAppear`): called from the screen's appearance
  /// callbacks (``ScreenAppearance``), after UIKit's own work. Default: nothing.
  func appScreen(_ screen: UIViewController, appearance phase: ScreenAppearance)
  /// The app's `UIApplication.sendEvent(_:)` override (a `UIApplication` subclass named in
  /// `UIApplicationMain`, where apps reset an idle timer): UIKit dispatches every touch event
  /// through it before delivering it (Apple, "sendEvent(_:)",
  /// https://developer.apple.com/documentation/uikit/uiapplication/sendevent(_:) ; high). The model
  /// calls it for each touch the user makes in the app (`touch`, and the tap `keyboardShow`
  /// stands for), before the touch reaches its view. Default: nothing.
  func sendEvent(_ event: UIEvent?)
  /// The intervals a lock promises its user ("after N seconds without a touch", "after N seconds
  /// away"), when it promises any; `needless-lock` and `lock-bypass` then judge against them.
  /// Default: `nil` (a lock promises only to ask after the app left).
  var lockTimerPromise: LockTimerPromise? { get }
  /// Each of the app's locks' promise (``LockPromises``): an app running two locks (a composite)
  /// gives one bit per lock, so `needless-lock` judges each by its own pass. Default: one lock,
  /// ``isAppLocked``.
  var lockPromises: LockPromises { get }
}

/// One of a view controller's four appearance callbacks, as an app's screen hears them: when it
/// is pushed, popped back to, covered by a full-screen presentation, or its window is shown
/// (``PrivacyScreenStrategy/appScreen(_:appearance:)``).
nonisolated public enum ScreenAppearance: String, Hashable, Sendable, CaseIterable {
  /// `viewWillAppear(_:)`.
  case willAppear
  /// `viewDidAppear(_:)`.
  case didAppear
  /// `viewWillDisappear(_:)`.
  case willDisappear
  /// `viewDidDisappear(_:)`.
  case didDisappear
}

extension PrivacyScreenStrategy {
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func handleAppCall(_ name: String) {}
  public var appCalls: [String] { [] }
  public func answersAppCall(_ name: String) -> Bool { appCalls.contains(name) }
  // The convention from before strategies named their disable call, kept for their sake.
  public var disableCall: String? { appCalls.contains("disable") ? "disable" : nil }
  public var appCallsAreUserSetting: Bool { false }
  public var hasUserSettings: Bool { disableCall != nil || appCallsAreUserSetting }
  public var userSettingText: String? { nil }
  public func screen(ofAppCall name: String) -> String? { nil }
  public func refusalOfAppCall(_ name: String) -> String? { nil }
  public var promisesBiometricsOnly: Bool { false }
  public var isAppLock: Bool { false }
  public var declaresFaceIDUsageDescription: Bool { true }
  public var faceIDPermissionAtStart: FaceIDPermission? { nil }
  public var promisesNoNeedlessCover: Bool { false }
  public var isAppLocked: Bool { false }
  public var lockPromiseNote: String? { nil }
  public var lockPromiseFact: String? { nil }
  public var biometricOnlyLock: BiometricOnlyLock? { nil }
  public var unhonouredLockEntry: String? { nil }
  public var selfAskingLock: SelfAskingLock? { nil }
  public func lockPromise(forImageOf kind: CaptureKind) -> ImageLockPromise? {
    isAppLocked ? ImageLockPromise(byConstruction: lockPromiseNote) : nil
  }
  public var reauthenticationNote: String? { nil }
  public var appExtensions: AppExtensionSurfaces? { nil }
  public func surfaceLockPromise(processRunning: Bool) -> ImageLockPromise? { nil }
  public var coverRemovalNote: String? { nil }
  public var waitsOfInterest: [Double] { [] }
  public func scenePhaseDidChange(to phase: ScenePhase, in scene: UIWindowScene) {}
  public func appScenePhaseDidChange(to phase: ScenePhase) {}
  public func biometricPromptWillAppear() {}
  public func biometricPromptDidFinish() {}
  public func didChangeAppLifecycleState(_ state: AppLifecycleState) {}
  public var stateDescription: String { "" }
  public func isTurnedOff(lastAppCall: String?) -> Bool {
    guard let call = disableCall, let lastAppCall else { return false }
    return lastAppCall == call
  }
  public func releasedClaims(lastAppCall: String?) -> ProtectionClaims {
    isTurnedOff(lastAppCall: lastAppCall) ? claims : []
  }
  public func isSwitchCall(_ name: String) -> Bool { true }
  public var turnsPartsOff: Bool { false }
  public var lockBackAfterUserOff: String? { nil }
  public var captureDetection: CaptureDetectionState? { nil }
  public func appScreen(_ screen: UIViewController, appearance phase: ScreenAppearance) {}
  public func sendEvent(_ event: UIEvent?) {}
  public var lockTimerPromise: LockTimerPromise? { nil }
  public var lockPromises: LockPromises { LockPromises(single: isAppLocked) }

  /// What the strategy can do, from what it declares: ``StrategyCapabilities/canBeDisabled``
  /// when it names a ``disableCall``, ``StrategyCapabilities/isLock`` when it is an app lock
  /// (``isAppLock``), ``StrategyCapabilities/promisesNoNeedlessCover`` when it promises that
  /// (``promisesNoNeedlessCover``), ``StrategyCapabilities/turnsPartsOff`` when the app turns parts of it off
  /// (``turnsPartsOff``).
  public var capabilities: StrategyCapabilities {
    var c: StrategyCapabilities = disableCall == nil ? [] : .canBeDisabled
    if isAppLock { c.insert(.isLock) }
    if promisesNoNeedlessCover { c.insert(.promisesNoNeedlessCover) }
    if turnsPartsOff { c.insert(.turnsPartsOff) }
    return c
  }
}

/// A lock screen up whose only way in is a LocalAuthentication evaluation
/// (``PrivacyScreenStrategy/biometricOnlyLock``).
nonisolated public struct BiometricOnlyLock: Sendable, Equatable {
  /// The policy its Unlock button evaluates.
  public var policy: LAPolicy
  /// The strategy's parameter that leaves the lock so when LocalAuthentication cannot evaluate, or
  /// `nil` when the platform's answer alone does (the engine labels the verdict "by construction").
  public var byConstruction: String?
  /// Whether its code answers a biometrics-only lockout (`biometryLockout`) by evaluating
  /// `.deviceOwnerAuthentication`, whose passcode UI ends the lockout; without it a lockout leaves
  /// a biometrics-only lock no way in while the app is in front.
  public var answersLockoutWithPasscode: Bool
  /// Whether the lock screen has an Unlock button that asks again (default `true`); without one
  /// the lock's only route to a prompt is a request in flight or a moment its code asks at.
  public var hasRetry = true
  /// Whether a request of the lock's code is in flight (asked and not answered); read only
  /// when ``hasRetry`` is `false`.
  public var isAsking = false
  /// Where the code asks for Face ID (for a verdict's detail, e.g. "when its lock goes up");
  /// read only when ``hasRetry`` is `false`.
  public var askMoments = ""
  /// Whether the app promises the passcode when Face ID fails (the lock family's
  /// `promise=passcodeFallback`): the user's choice of the prompt's fallback must lead to one.
  public var promisesPasscodeFallback = false
  /// The other policies the lock's code evaluates (an app-logic script's other `evaluatePolicy`
  /// actions), in order: the lock has no way in only while LocalAuthentication refuses every one
  /// (``Device/lockWithNoWayIn()``). Default: none.
  public var alsoEvaluates: [LAPolicy] = []
  /// What the lock's way in asks with, as a verdict names it: a LocalAuthentication request (the default), or a
  /// Keychain read of an item with access control, which asks through the same machinery.
  public var request = "LocalAuthentication request"
  /// The items the lock's Keychain reads ask for, when every way in is such a read (an app-logic script's
  /// `keychainRead`s of items added with `access=`): `unlock-blocked` judges whether any of them can still be read
  /// (``Device/lockWithNoWayIn()``). Default: none (the lock evaluates a policy).
  public var readItems: [KeychainReadItem] = []

  /// A lock that evaluates `policy`.
  public init(policy: LAPolicy, byConstruction: String? = nil, answersLockoutWithPasscode: Bool = false) {
    self.policy = policy
    self.byConstruction = byConstruction
    self.answersLockoutWithPasscode = answersLockoutWithPasscode
  }
}

/// An item a lock's Keychain read asks for (``BiometricOnlyLock/readItems``): `unlock-blocked` judges whether a read
/// can still return it (``Device/lockWithNoWayIn()``).
nonisolated public struct KeychainReadItem: Sendable, Equatable {
  /// The item's name as the app's code names it (for the verdict).
  public var name: String
  /// Its `kSecAttrService`.
  public var service: String
  /// Whether the app's launch code adds it (a relaunch brings a deleted item back).
  public var addedAtLaunch: Bool

  /// An item named `name`, stored under `service`.
  public init(name: String, service: String, addedAtLaunch: Bool) {
    self.name = name
    self.service = service
    self.addedAtLaunch = addedAtLaunch
  }
}
