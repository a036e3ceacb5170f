/// A simulated iOS device running one app under test: the system, the app process, its scenes
/// and windows, a virtual main queue and a virtual clock.
///
/// Everything is deterministic: the same events give the same callbacks, frames and captures.
/// A device is driven only through ``apply(_:)``; while it runs app code it is the
/// ``current`` device, which `UIApplication.shared`, `NotificationCenter.default`,
/// `DispatchQueue.main` and `UIScreen.main` resolve to.
@MainActor public final class Device {
  // Isolated (once per device, so its executor check costs nothing that shows): it ends the
  // animations in flight, whose completions would otherwise keep their views alive for ever.
  // `@MainActor` is spelled out on the class although it is the default: without it a release
  // build of an importing module rejects this deinit (Swift 6.3.1).
  isolated deinit { discardAnimations() }
  /// The platform profile.
  public let profile: Profile
  /// The app under test.
  public let app: AppDescription
  /// Whether the app has other screens to navigate to (its first screen then sits in a
  /// navigation controller): read by the generator every step, without copying ``app``.
  package let appHasOtherScreens: Bool
  // The mutable state is read on every event and by every validity check. It is marked
  // `@exclusivity(unchecked)`: no access to it spans app code, and the runtime checks on it
  // cost over a tenth of the model's time.
  // Read through an accessor over internal storage: other modules (the engine's session and
  // checkers read it every step) do not see `@exclusivity(unchecked)`, and each of their direct
  // accesses was checked at run time.
  package var strategy: (any PrivacyScreenStrategy)? { strategyStorage }
  @exclusivity(unchecked) var strategyStorage: (any PrivacyScreenStrategy)? {
    didSet { sceneLockStorage = strategyStorage as? any SceneLockPromising }
  }
  /// ``strategyStorage`` cast once, as it is set: ``sceneLock`` is asked at every event and settle (issue 30: the
  /// cast cost some 300 instructions a step).
  @exclusivity(unchecked) var sceneLockStorage: (any SceneLockPromising)?
  /// Makes the strategy of a new process after ``SystemEvent/terminateApp``; `nil` keeps the
  /// old object (and whatever state it holds).
  package let makeStrategy: (() -> any PrivacyScreenStrategy)?
  @exclusivity(unchecked) package private(set) var application: UIApplication!
  @exclusivity(unchecked) package var appDelegate: (any UIApplicationDelegate)?
  package let screen: UIScreen
  package let notificationCenter = NotificationCenter()
  @exclusivity(unchecked) package var connectedScenes: [UIScene] = [] {
    // Kept here rather than recomputed: ``windowScenes`` is read many times per event.
    // A plain loop: `compactMap`'s closure checks its executor on every call.
    didSet {
      var scenes: [UIWindowScene] = []
      scenes.reserveCapacity(connectedScenes.count)
      for scene in connectedScenes { if let s = scene as? UIWindowScene { scenes.append(s) } }
      windowSceneStorage = scenes
    }
  }
  @exclusivity(unchecked) package var implicitScene: UIWindowScene?
  /// Scenes that were disconnected or ended with the process, kept until the device goes: app
  /// code keys state by `ObjectIdentifier(scene)`, and a freed scene's address given to a new
  /// scene would make a verdict depend on the allocator (determinism).
  package var retiredScenes: [UIScene] = []

  // The state by concern, each group read and written in place.
  /// The app process: launched, prewarmed, on screen, suspended, crashed; the lock.
  @exclusivity(unchecked) package var process = ProcessState()
  /// System UI around the app: overlay, call banner, covered scenes, orientation.
  @exclusivity(unchecked) package var systemUI = SystemUI()
  /// Recording, mirroring, captures and switcher snapshots.
  @exclusivity(unchecked) package var capture = CaptureState()
  /// The first responder and the key window (set only through this file's methods).
  package let keyboard = KeyboardState()
  /// The main queue, timers and virtual clock.
  @exclusivity(unchecked) package var runLoop = RunLoopState()
  /// The Objective-C associated objects app code set (`objc_setAssociatedObject`), by owner.
  package var associatedObjects: [ObjectIdentifier: AssociatedObjects] = [:]
  /// The app's LocalAuthentication requests (``LAContext``).
  @exclusivity(unchecked) package var authentication = AuthenticationState()
  /// The lock's promise against the user's leaving (`needless-lock`).
  @exclusivity(unchecked) package var lockAsks = LockAskState()
  /// The app's Keychain items (``SecItemAdd(_:_:)``): device storage, kept across processes.
  package var keychainItems: [KeychainItem] = []
  /// The app's extensions and widget, outside its process.
  @exclusivity(unchecked) package var extensions = ExtensionState()
  /// Where the cover over the app in the foreground came from (`needless-cover`; recorded only when asked).
  @exclusivity(unchecked) package var coverRaises = CoverRaiseState()
  /// The coverage points of the app's own logic (an app-logic script's handlers and waits) reached on this device,
  /// in every process, a bit per point number: the fuzzer's, never read by the model.
  package var scriptBranchBits: [UInt64] = []
  /// The user's last choice through the app's protection setting, for a strategy whose calls
  /// are one (``PrivacyScreenStrategy/appCallsAreUserSetting``): kept across processes, as the
  /// user's intent is (SC16); `nil` while the user has made none.
  @exclusivity(unchecked) package var userSettingCall: String?
  /// The user's last choice of the app's lock setting through the app's own control (an app-logic script's
  /// `lockSetting: ... on=CALL off=CALL`): `true` turned on, `nil` never chosen. Kept across processes and
  /// updates as the user's intent is, whatever the app's code stores (the judge's record, not app state).
  package var userLockSettingChoice: Bool?
  /// Whether the user's last choice of the lock setting turned the lock off from inside the app (the setting's `off`
  /// call while the app's code held no lock, so its settings screen was reachable): kept across processes, as the
  /// user's intent is, until the setting's `on` call. `cannot-disable` then judges that the lock stays off
  /// (``lockBackAfterUserOff``), whatever else the app claims.
  // Unchecked exclusivity: read at every step (``isStrategyDisabled``), and no access spans a call.
  @exclusivity(unchecked) package var userTurnedLockOff = false
  /// Whether the lock the user turned off (``userTurnedLockOff``) is the whole of the app's protection (a script whose
  /// lock is all it promises and puts up, ``PrivacyScreenStrategy/isTurnedOff(lastAppCall:)`` aside: the choice
  /// outlives the process and any other call): `cannot-disable` and `residue` then also judge the app as turned off
  /// (``isStrategyDisabled``).
  // Unchecked exclusivity: read at every step (``isStrategyDisabled``), and no access spans a call.
  @exclusivity(unchecked) package var userLockOffTurnsAppOff = false
  /// The app's defaults (``UserDefaults/standard``): kept across processes, as files are.
  package let userDefaults = UserDefaults()
  /// The app groups' suites (``UserDefaults/init(suiteName:)``), by name: kept by the device,
  /// shared by the app's process and its extensions'.
  package var appGroupSuites: [String: UserDefaults.Storage] = [:]

  /// The storage of app group suite `name`, made on first use.
  package func appGroupStorage(_ name: String) -> UserDefaults.Storage {
    if let s = appGroupSuites[name] { return s }
    let s = UserDefaults.Storage()
    appGroupSuites[name] = s
    return s
  }
  /// A Flutter host's engine, while its process runs.
  @exclusivity(unchecked) package var flutterEngine: FlutterEngine?
  @exclusivity(unchecked) package var animationContext: AnimationContext?
  @exclusivity(unchecked) package var animatedLayers: [CALayer] = []
  @exclusivity(unchecked) package var windowOrder = 0
  /// The virtual time of the last display frame, and how many frames ran at it in a row (``runFrame()``'s bound).
  @exclusivity(unchecked) var framesAtOneInstant: (time: Double, count: Int) = (-1, 0)

  /// Frames rendered lately, reused while nothing they show changes.
  @exclusivity(unchecked) var renderCache = RenderCache()
  /// Frames by what was composited, across changes that leave the picture as it was.
  @exclusivity(unchecked) var rasterCache = RasterCache()
  /// The cover walks of the current epoch and time, one per scene asked (see ``mayShowCover(_:)``).
  @exclusivity(unchecked) var coverWalks: [(key: CoverWalkKey, result: Bool)] = []
  /// ``RenderEpoch`` advances counted while this device applied events (see ``renderEpoch``).
  @exclusivity(unchecked) var ownRenderAdvances: UInt64 = 0
  /// Whether this device's cached renders ignore changes made while another such device applies
  /// an event (see ``renderEpoch``). Only for devices that share no views, layers or windows, as
  /// the engine's strategy device and baseline; off, any change anywhere invalidates them.
  @exclusivity(unchecked) package var keepsOwnRenderEpoch = false
  /// Callbacks and notifications delivered, when ``isLogging`` is on.
  public package(set) var callbackLog: [String] {
    get { callbackLogStorage }
    set { callbackLogStorage = newValue }
  }
  // Internal storage behind the accessor: the engine reads its count every step, and other
  // modules do not see `@exclusivity(unchecked)`.
  @exclusivity(unchecked) var callbackLogStorage: [String] = []
  /// Whether to record ``callbackLog`` (off when fuzzing for speed). Readable off the main actor:
  /// the notification center, nonisolated as Foundation's, asks before it logs a post.
  @exclusivity(unchecked) nonisolated(unsafe) public var isLogging = false
  /// Whether posts are noted for ``coverRaise`` (a strategy that promises no needless cover):
  /// readable off the main actor, as ``isLogging``, so that a run and its timeline name the same
  /// callback.
  @exclusivity(unchecked) nonisolated(unsafe) package var notesPostsForCoverRaises = false
  /// Whether the captures only the checks read (screenshots, recordings, mirroring, live
  /// switcher cards) are rendered and kept for ``collectCaptures()``. Off for the engine's
  /// baseline device, whose captures nobody reads; what a capture does to the device (the
  /// screenshot notification, switcher snapshots) happens either way, and a render changes no state.
  @exclusivity(unchecked) package var recordsCaptures = true
  /// The result of the last touch event.
  public package(set) var lastTouch: TouchResult?
  /// The scene whose field the last ``SystemEvent/keyboardShow`` tapped, or `nil` before any.
  package internal(set) var lastKeyboardShowScene: String?
  /// On the engine's baseline device: the scene the strategy's device tapped at this ``SystemEvent/keyboardShow``,
  /// so the baseline's user taps the field there too (the same action; a cover on one device only must not move
  /// the tap to another scene's field), or `nil` for the first scene a tap reaches.
  // Unchecked exclusivity: read by every keyboardShow candidate's rule (issue 30), and no access spans a call.
  @exclusivity(unchecked) package var keyboardShowScene: String?
  /// What the last ``SystemEvent/interactivePop`` popped, described (the popped controller's type
  /// and the stack it left), or `nil` when it popped nothing (``Device/performInteractivePop()``).
  public package(set) var lastInteractivePop: String?
  /// The app code's route pushing a screen now, for the screen's appearance callbacks: `push`
  /// (``SystemEvent/pushScreen(_:)``) or an entry's source (``AppEntrySource``, its handler's
  /// `push(screen)`); `nil` outside a push (a pop, a window shown).
  package var navigationRoute: String?
  /// The keyboard's keys as a view, made on the first touch the keyboard takes
  /// (``keyboardKeys``).
  var keyboardKeysView: UIView?
  /// The process app objects made now belong to (``UIView/processToken``): unique across every
  /// device of the test process, renewed when a new process gets fresh app objects.
  @exclusivity(unchecked) package private(set) var processToken = Device.nextProcessToken()
  /// The first app object from an earlier simulated process that app code used, described
  /// (see `Device+PreviousProcess.swift`), or `nil`.
  package var previousProcessState: String? {
    get { previousProcessStorage }
    set { previousProcessStorage = newValue }
  }
  // Internal storage behind the accessor: the engine reads it every step, and other modules do
  // not see `@exclusivity(unchecked)` (each direct access was checked at run time).
  @exclusivity(unchecked) var previousProcessStorage: String?
  /// The app code's navigation noted since the engine last took it (``noteCodeNavigation(_:in:)``), for the
  /// baseline device to repeat. Last of the stored properties, so the others keep their offsets.
  package var codeNavigations: [CodeNavigation] = []

  /// Creates a device that has not launched the app yet.
  ///
  /// - Parameters:
  ///   - profile: iOS version, device and app structure.
  ///   - strategy: the cover strategy the app installs, or `nil` for the bare app.
  ///   - app: the app under test (the `SampleApp` module's `AppDescription.sample` is the
  ///     banking screen the engine runs).
  ///   - makeStrategy: makes a fresh strategy for a process started after
  ///     ``SystemEvent/terminateApp``; `nil` keeps `strategy` (its state carries over, which a
  ///     real relaunch would not do).
  public init(
    profile: Profile, strategy: (any PrivacyScreenStrategy)?,
    app: AppDescription, makeStrategy: (() -> any PrivacyScreenStrategy)? = nil
  ) {
    self.profile = profile
    strategyStorage = strategy
    sceneLockStorage = strategy as? any SceneLockPromising
    self.makeStrategy = makeStrategy
    self.app = app
    appHasOtherScreens = !app.screens.isEmpty
    extensions.surfaces = strategy?.appExtensions
    let size = profile.device.screenSize
    screen = UIScreen(bounds: CGRect(origin: .zero, size: size))
    application = UIApplication(device: self)
  }

  // MARK: - The current device

  /// The device whose app code is running, or `nil` outside ``apply(_:)``.
  public static var current: Device? { currentDevice }
  /// Private so that the optimizer sees every access and drops the runtime exclusivity
  /// checks: it is read on every UIKit call. `nonisolated(unsafe)` for
  /// ``currentAfterIsolationCheck``: only main-actor code writes it.
  @exclusivity(unchecked) nonisolated(unsafe) private static var currentDevice: Device?

  /// ``current`` for nonisolated model code (Foundation's thread-safe types) that has just
  /// checked it runs on the main actor (`MainActor.preconditionIsolated()`): one executor check
  /// and no closure, where `MainActor.assumeIsolated { Device.current }` made two checks and
  /// allocated a context on every call.
  package nonisolated static var currentAfterIsolationCheck: Device? { currentDevice }

  /// Runs `body` with this device as ``current``.
  public func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
    let saved = Device.currentDevice
    if saved === self { return try body() }
    Device.currentDevice = self
    defer { Device.currentDevice = saved }
    return try body()
  }

  // MARK: - Crashes and logging

  /// Whether a modeled trap has ended the app.
  public var isCrashed: Bool { process.crashMessage != nil }

  package func recordCrash(_ message: String) {
    if process.crashMessage == nil { process.crashMessage = message }
    log("crash: \(message)")
  }

  package func log(_ line: @autoclosure () -> String) {
    if isLogging { callbackLogStorage.append(line()) }
    if coverRaises.isRecording { noteCoverCallback(line()) }
  }

  // MARK: - Main queue and clock

  package func enqueueMain(_ work: @escaping () -> Void) {
    runLoop.enqueue(work)
  }

  package func enqueueMain(after time: Double, _ work: @escaping () -> Void) {
    runLoop.schedule(at: time, work)
  }

  /// Whether blocks are waiting on the main queue.
  public var hasPendingMainQueueWork: Bool { runLoop.hasPendingBlocks }

  /// Runs queued blocks in FIFO order, including ones they enqueue, unless suspended or crashed.
  /// A queue that never empties (more than 10,000 blocks in one drain) is recorded as a hang.
  package func drainMainQueue() {
    guard runsAppCode, !runLoop.blocks.isEmpty else { return }  // suspended, or (most turns) nothing queued
    var ran = 0
    // Each block is taken out before it runs: the block may queue more.
    while !isCrashed, let work = runLoop.takeNextBlock() {
      work()
      ran += 1
      if ran > 10_000 {
        recordCrash("main queue never drains (watchdog)")
        break
      }
    }
    runLoop.dropRunBlocksIfDrained()
  }

  package func nextWindowOrder() -> Int {
    windowOrder += 1
    return windowOrder
  }

  // MARK: - Responders and key window

  package func setFirstResponder(_ field: UITextField?) {
    // A new first responder in the parked field's window replaces it there.
    if let field, let parked = keyboard.parkedResponder, parked.window === field.window {
      keyboard.parkedResponder = nil
    }
    // A field the app's code focuses in a scene the user is not in gets no keyboard (F6).
    if let field, keptOutsideKeyScene(field) { return }
    // A becomeFirstResponder on the first responder leaves its keyboard drawn or not as it is.
    let same = field != nil && field === keyboard.firstResponder
    let previous = keyboard.firstResponder
    // Another scene's field stays that scene's first responder (F6); a field its scene kept was first responder all
    // along.
    var previousKept = false
    var wasKept = false
    if let field, !same {
      if let previous, keepsAcrossScenes(previous, leavingFor: field.window) {
        keepInItsScene(previous)
        previousKept = true
      }
      wasKept = replaceKeptResponder(by: field)
    }
    keyboard.firstResponder = field
    if !same {
      if !previousKept { previous?.focusObserver?(false) }
      if !wasKept { field?.focusObserver?(true) }
    }
    keyboard.givenBackByDismissal = nil
    if !same { keyboard.isUndrawn = field != nil && keyboardAskedUnderPromptIsUndrawn }
    if field == nil {
      log("keyboard hides")
    } else if keyboard.isUndrawn {
      log(
        same
          ? "keyboard shows (first responder already: still not drawn)" : "keyboard shows, not drawn (Touch ID prompt)")
    } else {
      log("keyboard shows")
    }
  }

  /// `field`, the parked first responder of a window that is not key, resigns (its window's
  /// `endEditing`, its own `resignFirstResponder`): it will not get the keyboard back.
  package func resignParked(_ field: UITextField) -> Bool {
    if resignKept(field) { return true }
    guard keyboard.parkedResponder === field else { return false }
    keyboard.parkedResponder = nil
    field.focusObserver?(false)
    return true
  }

  /// The process ended: no first responder, no key window, a new strategy object if the
  /// device can make one.
  package func resetProcessState() {
    keyboard.firstResponder = nil
    keyboard.givenBackByDismissal = nil
    keyboard.parkedResponder = nil
    keyboard.keyWindow = nil
    keyboard.forgetSceneKeyWindows()
    forgetKeptResponders()
    keyboard.isUndrawn = false
    extensions.appHasRun = true
    if let makeStrategy {
      // Fresh app objects: what the old ones made now belongs to an earlier process.
      processToken = Device.nextProcessToken()
      strategyStorage = makeStrategy()
    }
  }

  /// The app makes `window` key (`makeKey()`, `makeKeyAndVisible()`). The keyboard follows the
  /// key window: a field of another window loses it (Apple, "makeKey()",
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekey() ;
  /// https://developer.apple.com/forums/thread/695932 ; https://github.com/hyperoslo/Whisper/pull/186 ;
  /// high) but stays its window's first responder, and gets the keyboard back when the app makes
  /// that window key again, even when UIKit already handed it key status
  /// (``PlatformFlags/makeKeyRestoresWindowResponder``; `false`: the field resigns). A window of
  /// another scene made key leaves the field its own scene's first responder, and a window made key in a scene that
  /// kept its field in that window gives the field the keyboard back (F6, `Device+SceneFirstResponder.swift`,
  /// ``PlatformFlags/sceneKeepsFirstResponder``; before session 41 the field was lost for good). From iOS 15 a
  /// window made key in a scene in the background while the user is in another scene becomes that scene's key
  /// window only (``keyChangeStaysInScene(_:)``; `Device+SceneKeyWindow.swift`).
  package func makeKey(_ window: UIWindow) {
    if keyChangeStaysInScene(window) {
      takeSceneKeyStatus(window)
      return
    }
    if keyboard.keepsSceneResponders, givesKeptResponderBack(window) { return }
    let restores = profile.flags.makeKeyRestoresWindowResponder
    if restores, let parked = keyboard.parkedResponder, parked.window === window,
      keyboard.firstResponder?.window !== window
    {
      // The two windows' first responders trade places: the one with the keyboard is kept.
      let previous = keyboard.firstResponder
      takeKeyStatus(window)
      keyboard.firstResponder = parked
      keyboard.givenBackByDismissal = nil
      keyboard.parkedResponder = previous
      keyboard.isUndrawn = keyboardAskedUnderPromptIsUndrawn
      log("keyboard shows")
      return
    }
    guard keyboard.keyWindow !== window else { return }
    if let responder = keyboard.firstResponder, responder.window !== window {
      // A window of another scene: the field stays its own scene's first responder (F6).
      if keepsAcrossScenes(responder, leavingFor: window) {
        keepInItsScene(responder)
        takeKeyStatus(window)
        return
      }
      setFirstResponder(nil)
      // Parked only in its own scene: the sources of K10 are of one scene's windows.
      if restores, responder.window?.windowScene === window.windowScene {
        keyboard.parkedResponder = responder
      }
    }
    takeKeyStatus(window)
  }

  /// Each scene has its own key window (`UIWindowScene.keyWindow`, iOS 15+,
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow ; high): once the
  /// scene holding the key window is gone, the app's key window is that of a remaining foreground
  /// scene (from iOS 15 its own key window, else its app window). Whether app code still holds the
  /// gone window must not decide it. The field that scene kept in that window gets the keyboard (F6).
  package func keyWindowSceneDidDisconnect(_ scene: UIWindowScene) {
    guard keyboard.keyWindow == nil || keyboard.keyWindow?.windowScene === scene else { return }
    keyboard.keyWindow = appScenes.first { $0.activationState != .background }.flatMap {
      (hasSceneKeyWindows ? sceneKeyWindow(of: $0) : nil) ?? appWindow(of: $0)
    }
    if keyboard.keepsSceneResponders { keptResponderTakesKeyboard(after: scene) }
  }

  // MARK: - State read outside the model
  // Forwarders into the groups, kept for the engine, strategies and tests; the model itself
  // reads the groups.

  /// Virtual time in seconds since the device started.
  public var now: Double { runLoop.now }
  /// Why the app crashed, or `nil` while it has not.
  public var crashMessage: String? { process.crashMessage }
  /// Whether the app has been launched.
  public var isLaunched: Bool { process.isLaunched }
  /// Whether the app's scenes are on screen (as opposed to the Home Screen).
  public var isAppInForeground: Bool { process.isAppInForeground }
  /// Whether the app is suspended: backgrounded and snapshotted; its main queue waits.
  public var isSuspended: Bool { process.isSuspended }
  /// The last `appCall` name, for the residue check.
  public var lastAppCall: String? { process.lastAppCall }
  /// System UI over the app or the Home Screen, if any.
  public var overlay: SystemOverlay? { systemUI.overlay }
  /// Whether the incoming-call banner is shown at the top of the screen (see
  /// ``SystemEvent/callBanner``).
  public var isCallBannerShown: Bool { systemUI.isCallBannerShown }
  /// The scenes another app's window covers, in the order they were covered (iPad Stage
  /// Manager; see ``SystemEvent/otherAppCovers(_:)``).
  public var coveredSceneIdentifiers: [String] { systemUI.coveredSceneIdentifiers }
  /// Whether screen recording is on.
  public var isRecording: Bool { capture.isRecording }
  /// Whether mirroring is on.
  public var isMirroring: Bool { capture.isMirroring }

  // MARK: - State queries

  /// The window scenes in connection order.
  public var windowScenes: [UIWindowScene] { windowSceneStorage }
  // Private storage behind the accessor: other modules (the generator and the checks read it
  // every step) do not see `@exclusivity(unchecked)` and check each direct access at run time.
  @exclusivity(unchecked) private var windowSceneStorage: [UIWindowScene] = []

  /// The scene named `identifier`.
  public func scene(named identifier: String) -> UIWindowScene? {
    // A loop, not `first(where:)`: the closure would check its executor on every call.
    for scene in windowScenes where scene.identifier == identifier { return scene }
    return nil
  }

  /// The app's aggregate state: active if any scene is active, else inactive if any is in the
  /// foreground, else background.
  package var applicationState: UIApplication.State {
    var state = UIApplication.State.background
    for scene in windowScenes {
      switch scene.activationState {
      case .foregroundActive: return .active
      case .foregroundInactive: state = .inactive
      case .background, .unattached: break
      }
    }
    return state
  }

  /// Whether the screen is recorded or mirrored.
  public var isCaptureActive: Bool { capture.isActive }

  /// Whether the device is quiet: no queued work, no timers, no animations, no pending snapshot.
  public var isSettled: Bool {
    !runLoop.hasPendingBlocks && runLoop.timers.isEmpty && !hasRunningAnimations
      && capture.pendingSnapshotScenes.isEmpty && flutterEngine?.wantsFrame != true && !wantsDisplayFrame
      && systemUI.faceIDDismissalDeadline == nil
  }
}

/// The result of a touch: which view the touch landed on.
nonisolated public struct TouchResult: Hashable, Sendable {
  /// The scene touched.
  public let scene: String
  /// The hit view's accessibility identifier, or its class name in angle brackets, or
  /// `<none>` when no view took the touch.
  public let target: String
  /// Whether the view belongs to the app under test (has an identifier the app set).
  public let isAppView: Bool
  /// When the keyboard's window took the touch: the control beneath it that the touch was
  /// aimed at (a lock's key, a button), named as ``target`` names views; else `nil`.
  public var keyboardCoveredControl: String? = nil
  /// When the keyboard's window took the touch: the app's field that holds first responder and
  /// so receives the key (named as ``target`` names views); `nil` otherwise, or when the first
  /// responder is not the app's own field (a strategy's, such as a lock's passcode field).
  public var keyTypedIntoAppField: String? = nil
  /// Whether the app's lock promise stood when the touch landed (``Device/isAppLocked``): a tap on a lock's own
  /// control may release it, and the touch is then judged as the lock's, not the unlocked app's.
  public var landedWhileAppLocked = false
}
