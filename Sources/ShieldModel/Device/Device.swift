/// A simulated iOS device running one app under test: the system, the app process, its scenes
/// and windows, a virtual main queue and a virtual clock.
///
/// Everything is deterministic: the same events give the same callbacks, frames and captures.
/// A device is driven only through ``apply(_:)``; while it runs app code it is the
/// ``current`` device, which `UIApplication.shared`, `NotificationCenter.default`,
/// `DispatchQueue.main` and `UIScreen.main` resolve to.
public final class Device {
  // Isolated (once per device, so its executor check costs nothing that shows): it ends the
  // animations in flight, whose completions would otherwise keep their views alive for ever.
  isolated deinit { discardAnimations() }
  /// The platform profile.
  public let profile: Profile
  /// The app under test.
  public let app: AppDescription
  // The mutable state is read on every event and by every validity check. It is marked
  // `@exclusivity(unchecked)`: no access to it spans app code, and the runtime checks on it
  // cost over a tenth of the model's time.
  @exclusivity(unchecked) package private(set) var strategy: (any PrivacyScreenStrategy)?
  /// Makes the strategy of a new process after ``SystemEvent/terminateApp``; `nil` keeps the
  /// old object (and whatever state it holds).
  package let makeStrategy: (() -> any PrivacyScreenStrategy)?
  @exclusivity(unchecked) package private(set) var application: UIApplication!
  @exclusivity(unchecked) package var appDelegate: (any UIApplicationDelegate)?
  package let screen: UIScreen
  package let notificationCenter = NotificationCenter()
  @exclusivity(unchecked) package var connectedScenes: [UIScene] = [] {
    // Kept here rather than recomputed: ``windowScenes`` is read many times per event.
    didSet { windowScenes = connectedScenes.compactMap { $0 as? UIWindowScene } }
  }
  @exclusivity(unchecked) package var implicitScene: UIWindowScene?

  /// Virtual time in seconds since the device started.
  @exclusivity(unchecked) public package(set) var now: Double = 0
  @exclusivity(unchecked) package var mainQueue: [() -> Void] = []
  @exclusivity(unchecked) package var mainQueueHead = 0
  @exclusivity(unchecked) package var timers: [(time: Double, seq: Int, work: () -> Void)] = []
  package var timerSeq = 0
  package var animationContext: AnimationContext?
  @exclusivity(unchecked) package var animatedLayers: [CALayer] = []

  /// Why the app crashed, or `nil` while it has not.
  @exclusivity(unchecked) public package(set) var crashMessage: String?
  /// Whether the app has been launched.
  @exclusivity(unchecked) public package(set) var isLaunched = false
  /// Whether the process was prewarmed and waits for the user's launch.
  @exclusivity(unchecked) public package(set) var isPrewarmed = false
  /// Whether the device is locked.
  @exclusivity(unchecked) public package(set) var isLocked = false
  package var lockedOverApp = false
  /// A capture change seen while inactive, posted at the next activation.
  @exclusivity(unchecked) package var pendingCaptureChange = false
  /// Whether the app's scenes are on screen (as opposed to the Home Screen).
  @exclusivity(unchecked) public package(set) var isAppInForeground = false
  /// The screen's orientation; the app's scenes follow it while the app is on screen and catch
  /// up when it returns (see ``SystemEvent/rotate(_:)``).
  @exclusivity(unchecked) public package(set) var interfaceOrientation: UIInterfaceOrientation = .portrait
  /// Switcher snapshots kept by the system, one per scene and orientation, the most recent
  /// of each scene last. They outlive the process (see ``SystemEvent/terminateApp``).
  @exclusivity(unchecked) package var storedSnapshots: [StoredSnapshot] = []
  /// System UI over the app or the Home Screen, if any.
  @exclusivity(unchecked) public package(set) var overlay: SystemOverlay?
  package var switcherOpenedFromHome = false
  /// Whether the incoming-call banner is shown at the top of the screen (see
  /// ``SystemEvent/callBanner``).
  @exclusivity(unchecked) public package(set) var isCallBannerShown = false
  /// The scenes another app's window covers, in the order they were covered (iPad Stage
  /// Manager; see ``SystemEvent/otherAppCovers(_:)``).
  @exclusivity(unchecked) public package(set) var coveredSceneIdentifiers: [String] = []
  /// Whether the app is suspended: backgrounded and snapshotted; its main queue waits.
  @exclusivity(unchecked) public package(set) var isSuspended = false
  /// Whether screen recording is on.
  @exclusivity(unchecked) public package(set) var isRecording = false
  /// Whether mirroring is on.
  @exclusivity(unchecked) public package(set) var isMirroring = false
  @exclusivity(unchecked) package var pendingSnapshotScenes: [UIWindowScene] = []
  @exclusivity(unchecked) package private(set) weak var firstResponder: UITextField?
  @exclusivity(unchecked) package private(set) weak var keyWindow: UIWindow?
  package var windowOrder = 0
  /// Whether a resign-active transition is being delivered.
  @exclusivity(unchecked) package var isResigningActive = false
  package let keyboard = KeyboardState()

  /// Frames rendered lately, reused while nothing they show changes.
  @exclusivity(unchecked) var renderCache = RenderCache()
  /// Frames by what was composited, across changes that leave the picture as it was.
  @exclusivity(unchecked) var rasterCache = RasterCache()
  /// The last cover walk and its answer.
  @exclusivity(unchecked) var lastCoverWalk: (key: CoverWalkKey, result: Bool)?
  /// Captures taken since the engine last collected them.
  @exclusivity(unchecked) package var captures: [Capture] = []
  /// Callbacks and notifications delivered, when ``isLogging`` is on.
  public package(set) var callbackLog: [String] = []
  /// Whether to record ``callbackLog`` (off when fuzzing for speed).
  @exclusivity(unchecked) public var isLogging = false
  /// The result of the last touch event.
  public package(set) var lastTouch: TouchResult?
  package var sceneCounter = 0
  /// The last `appCall` name, for the residue check.
  public package(set) var lastAppCall: String?
  @exclusivity(unchecked) package var lastAppPhase: ScenePhase?

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
    self.strategy = strategy
    self.makeStrategy = makeStrategy
    self.app = app
    let size = profile.device.screenSize
    screen = UIScreen(bounds: CGRect(origin: .zero, size: size))
    application = UIApplication(device: self)
  }

  // MARK: - The current device

  /// The device whose app code is running, or `nil` outside ``apply(_:)``.
  public static var current: Device? { currentDevice }
  /// Private so that the optimizer sees every access and drops the runtime exclusivity
  /// checks: it is read on every UIKit call.
  private static var currentDevice: Device?

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
  public var isCrashed: Bool { crashMessage != nil }

  package func recordCrash(_ message: String) {
    if crashMessage == nil { crashMessage = message }
    log("crash: \(message)")
  }

  package func log(_ line: @autoclosure () -> String) {
    if isLogging { callbackLog.append(line()) }
  }

  // MARK: - Main queue and clock

  package func enqueueMain(_ work: @escaping () -> Void) {
    mainQueue.append(work)
  }

  package func enqueueMain(after time: Double, _ work: @escaping () -> Void) {
    timerSeq += 1
    timers.append((time, timerSeq, work))
  }

  /// Whether blocks are waiting on the main queue.
  public var hasPendingMainQueueWork: Bool { mainQueueHead < mainQueue.count }

  /// Runs queued blocks in FIFO order, including ones they enqueue, unless suspended or crashed.
  /// A queue that never empties (more than 10,000 blocks in one drain) is recorded as a hang.
  package func drainMainQueue() {
    guard !isSuspended, !mainQueue.isEmpty else { return }  // most turns queue nothing
    var ran = 0
    while mainQueueHead < mainQueue.count, !isCrashed {
      let work = mainQueue[mainQueueHead]
      mainQueueHead += 1
      work()
      ran += 1
      if ran > 10_000 {
        recordCrash("main queue never drains (watchdog)")
        break
      }
    }
    if mainQueueHead == mainQueue.count {
      mainQueue.removeAll(keepingCapacity: true)
      mainQueueHead = 0
    }
  }

  package func nextWindowOrder() -> Int {
    windowOrder += 1
    return windowOrder
  }

  // MARK: - Responders and key window

  package func setFirstResponder(_ field: UITextField?) {
    firstResponder = field
    log(field == nil ? "keyboard hides" : "keyboard shows")
  }

  /// The process ended: no first responder, no key window, a new strategy object if the
  /// device can make one.
  package func resetProcessState() {
    firstResponder = nil
    keyWindow = nil
    if let makeStrategy { strategy = makeStrategy() }
  }

  package func makeKey(_ window: UIWindow) {
    guard keyWindow !== window else { return }
    // The new key window takes keyboard events: a field in another window loses focus
    // (https://developer.apple.com/forums/thread/695932 ; medium).
    if let responder = firstResponder, responder.window !== window { setFirstResponder(nil) }
    keyWindow = window
  }

  package func keyWindowDidHide(_ window: UIWindow) {
    guard keyWindow === window else { return }
    // Another visible window of the scene becomes key; the hidden one does not get it back
    // when shown again.
    keyWindow = window.windowScene?.windows.last { $0 !== window && !$0.isHidden && $0.windowLevel == .normal }
  }

  // MARK: - State queries

  /// The window scenes in connection order.
  @exclusivity(unchecked) public private(set) var windowScenes: [UIWindowScene] = []

  /// The scene named `identifier`.
  public func scene(named identifier: String) -> UIWindowScene? {
    windowScenes.first { $0.identifier == identifier }
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
  public var isCaptureActive: Bool { isRecording || isMirroring }

  /// Whether the device is quiet: no queued work, no timers, no animations, no pending snapshot.
  public var isSettled: Bool {
    !hasPendingMainQueueWork && timers.isEmpty && animatedLayers.isEmpty && pendingSnapshotScenes.isEmpty
  }
}

/// The keyboard's own window state: it lives above every app window.
package final class KeyboardState {
  nonisolated deinit {}
  package init() {}
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
}
