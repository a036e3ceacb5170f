import ShieldModel

/// The capture-detection family as app code: registers for what a ``DetectConfiguration`` names,
/// and keeps its promise when iOS tells it (a black view over the key window while captured, an
/// alert, a log line), written against the model as an app writes it against UIKit.
///
/// A blank view goes over the key window (Expo's block view, https://github.com/expo/expo/pull/48000 ),
/// black and taking touches: the app is unusable on the device while captured, by design
/// (https://github.com/expo/expo/issues/41279 ; high). An alert is presented, unanimated and on the
/// next turn, from the top-most controller of the key window (as ``CaptureAlerts``). A blank after
/// a screenshot stays one second: the image is already taken (Apple,
/// https://developer.apple.com/documentation/uikit/uiapplication/userdidtakescreenshotnotification ).
public final class CaptureDetector: PrivacyScreenStrategy {
  nonisolated deinit {}
  /// The member of the family this instance runs.
  public let configuration: DetectConfiguration
  public var claims: ProtectionClaims { configuration.claims }

  /// Where the app registers from: the app itself (``DetectConfiguration/Registration/launch``,
  /// `appCall`, `foreground`, `active`), or one of its screens (`willAppear`, `appear`).
  private final class Scope {
    /// The screen, held weakly as the app's own code does (a selector observer does not keep
    /// it; a block observer's closure does); `nil` for the app.
    weak var screen: UIViewController?
    let isApp: Bool
    let identifier: String
    /// Whether the screen had a parent when it registered: a root screen is never "gone".
    let isPushed: Bool
    /// The tokens of the last block registration, one per notification (the ones the code can
    /// still remove).
    var tokens: [any NSObjectProtocol] = []
    /// The center's entries this scope added and did not remove (overwritten tokens included).
    var entries = 0
    /// Whether its code believes it holds a registration (what `dedupe=observer` checks).
    var holds = false
    init(screen: UIViewController?) {
      self.screen = screen
      isApp = screen == nil
      identifier = (screen as? any AppScreen)?.screenIdentifier ?? "app"
      isPushed = screen?.parent != nil
    }
    /// Popped from the navigation stack (its observer outlived it).
    var isGone: Bool { isPushed && screen?.parent == nil }
  }

  /// The object every screen registers under `observer=shared`.
  private final class SharedObserver {}

  /// The app's scope, then the screens' in the order they first registered.
  private var scopes: [Scope] = []
  private let shared = SharedObserver()
  /// Whether the shared object's owner believes it is registered (`observer=shared`).
  private var sharedHolds = false
  /// The center's entries for the shared object.
  private var sharedEntries = 0
  /// The app-level notifications the registration and removal points listen to.
  private var lifecycleTokens: [any NSObjectProtocol] = []
  /// Off after the app's `disable` call.
  private var isEnabled = true
  private var blanks: [UIView] = []
  private var state: CaptureDetectionState
  /// A read of the state in force waits for the first window (a scene-based app at launch).
  private var readsOnFirstConnection = false
  /// The screen whose code is reporting now: its blank goes over its own window (a screen's
  /// `viewDidAppear` at launch runs before its window is key).
  private weak var reportingScreen: UIViewController?

  /// Creates the detector for `configuration`.
  public init(_ configuration: DetectConfiguration) {
    self.configuration = configuration
    state = CaptureDetectionState(listensTo: [], promise: configuration.promise)
    state.keepsOneBlank = configuration.isIdempotent
    state.duplicateNote = Self.duplicateNote(configuration)
    state.goneScreenNote = Self.goneScreenNote(configuration)
    state.silenceNote = Self.silenceNote(configuration)
  }

  public var appCalls: [String] {
    if configuration.disable != nil { return ["enable", "disable"] }
    return configuration.registration == .appCall ? ["enable"] : []
  }
  public var disableCall: String? { configuration.disable == nil ? nil : "disable" }
  public var captureDetection: CaptureDetectionState? {
    var s = state
    s.holdsObserver = sharedEntries > 0 || scopes.contains { $0.entries > 0 && ($0.isApp || $0.screen != nil) }
    return s
  }
  /// Nothing is protected while the app is not registered: before its `enable` call
  /// (``DetectConfiguration/Registration/appCall``) and once detection is off.
  public func releasedClaims(lastAppCall: String?) -> ProtectionClaims { state.listensTo.isEmpty ? claims : [] }
  public var stateDescription: String {
    let text = "listens=\(state.listensTo.rawValue) captured=\(state.believesCaptured) blanks=\(blanks.count)"
    guard configuration.registration.isPerScreen || configuration.unregister != .never else { return text }
    return text + " held=" + scopes.filter(\.holds).map(\.identifier).joined(separator: "+")
  }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    observeLifecycle()
    switch configuration.registration {
    case .launch, .foreground:
      // A scene-based app has no window yet: the read waits for the scene's.
      register(appScope, readingNow: UIApplication.shared.delegate?.window != nil)
    case .appCall, .willAppear, .appear, .active: break
    }
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard readsOnFirstConnection else { return }
    readsOnFirstConnection = false
    readInitialState()
  }

  public func appScreen(_ screen: UIViewController, appearance phase: ScreenAppearance) {
    switch (phase, configuration.registration, configuration.unregister) {
    case (.willAppear, .willAppear, _), (.didAppear, .appear, _):
      guard isEnabled else { return }
      register(scope(for: screen), readingNow: true)
    case (.didDisappear, _, .disappear):
      if let scope = scopes.first(where: { $0.screen === screen }) { unregister(scope) }
    default: break
    }
  }

  public func handleAppCall(_ name: String) {
    switch name {
    case "enable":
      isEnabled = true
      if configuration.registration == .appCall { register(appScope, readingNow: true) }
    case "disable":
      guard let path = configuration.disable, path != .ignore else { return }
      isEnabled = false
      for scope in scopes { unregister(scope) }
      state.listensTo = []
      readsOnFirstConnection = false
      if path == .clean {
        for b in blanks { b.removeFromSuperview() }
        blanks.removeAll()
      }
    default: break
    }
  }

  // MARK: - Registration

  private var appScope: Scope {
    if let first = scopes.first, first.isApp { return first }
    let scope = Scope(screen: nil)
    scopes.insert(scope, at: 0)
    return scope
  }

  private func scope(for screen: UIViewController) -> Scope {
    // A released screen is called no more (its block did not keep it): forget it.
    scopes.removeAll { !$0.isApp && $0.screen == nil }
    if let scope = scopes.first(where: { $0.screen === screen }) { return scope }
    let scope = Scope(screen: screen)
    scopes.append(scope)
    return scope
  }

  /// The registration and removal points that are app notifications, observed for the
  /// process's life.
  private func observeLifecycle() {
    let center = NotificationCenter.default
    func on(_ name: Notification.Name, _ action: @escaping (CaptureDetector) -> Void) {
      lifecycleTokens.append(
        center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
          if let self { action(self) }
        })
    }
    switch configuration.registration {
    case .foreground: on(UIApplication.willEnterForegroundNotification) { $0.registerAppIfEnabled() }
    case .active: on(UIApplication.didBecomeActiveNotification) { $0.registerAppIfEnabled() }
    case .launch, .appCall, .willAppear, .appear: break
    }
    switch configuration.unregister {
    case .background: on(UIApplication.didEnterBackgroundNotification) { $0.unregisterAll() }
    case .resign: on(UIApplication.willResignActiveNotification) { $0.unregisterAll() }
    case .never, .disappear: break
    }
  }

  private func registerAppIfEnabled() {
    guard isEnabled else { return }
    register(appScope, readingNow: true)
  }

  private func unregisterAll() { for scope in scopes { unregister(scope) } }

  private func register(_ scope: Scope, readingNow: Bool) {
    state.listensTo = configuration.sources
    let alreadyHeld = configuration.observer == .shared ? sharedHolds : scope.holds
    scope.holds = true
    if configuration.dedupe == .observer, alreadyHeld { return }
    let center = NotificationCenter.default
    switch configuration.observer {
    case .block:
      // The block uses the screen: the center keeps it, and so the screen, until removed. The
      // new tokens overwrite the ones held: those can no longer be removed.
      let screen = scope.screen
      scope.tokens = notificationNames.map { name in
        center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
          self?.deliver(note, from: scope, keeping: screen)
        }
      }
      scope.entries += scope.tokens.count
    case .selector:
      guard let screen = scope.screen else { return }
      for name in notificationNames {
        center.addObserver(
          screen,
          selector: { [weak self] (_: UIViewController) in
            { (note: Notification) in self?.deliver(note, from: scope, keeping: nil) }
          }, name: name, object: nil)
      }
      scope.entries += notificationNames.count
    case .shared:
      for name in notificationNames {
        center.addObserver(
          shared,
          selector: { [weak self] (_: SharedObserver) in
            { (note: Notification) in self?.deliver(note, from: nil, keeping: nil) }
          }, name: name, object: nil)
      }
      sharedHolds = true
      sharedEntries += notificationNames.count
    }
    guard readingNow else {
      readsOnFirstConnection = true
      return
    }
    reportingScreen = scope.screen
    readInitialState()
    reportingScreen = nil
  }

  private func unregister(_ scope: Scope) {
    guard scope.holds else { return }
    scope.holds = false
    let center = NotificationCenter.default
    switch configuration.observer {
    case .block:
      // Only the last tokens are held: ones overwritten by a second registration stay.
      for token in scope.tokens { center.removeObserver(token) }
      scope.entries -= scope.tokens.count
      scope.tokens = []
    case .selector:
      if let screen = scope.screen {
        for name in notificationNames { center.removeObserver(screen, name: name, object: nil) }
      }
      scope.entries = 0
    case .shared:
      // Every screen's registration goes with it.
      for name in notificationNames { center.removeObserver(shared, name: name, object: nil) }
      sharedHolds = false
      sharedEntries = 0
    }
  }

  private var notificationNames: [Notification.Name] {
    var names: [Notification.Name] = []
    if configuration.sources.contains(.captureChanges) { names.append(UIScreen.capturedDidChangeNotification) }
    if configuration.sources.contains(.screenshots) { names.append(UIApplication.userDidTakeScreenshotNotification) }
    return names
  }

  /// One registration's handler ran (`keeping` is the screen its block retains); a screen that
  /// is gone still reports.
  private func deliver(_ note: Notification, from scope: Scope?, keeping screen: UIViewController?) {
    if let scope, scope.isGone {
      state.reportsFromGoneScreens += 1
      state.lastGoneScreen = scope.identifier
    }
    reportingScreen = scope?.screen
    defer { reportingScreen = nil }
    if note.name == UIApplication.userDidTakeScreenshotNotification {
      reportScreenshot()
    } else {
      report(captured: UIScreen.main.isCaptured)
    }
  }

  private func readInitialState() {
    guard configuration.initial == .read, configuration.sources.contains(.captureChanges), UIScreen.main.isCaptured
    else { return }
    report(captured: true)
  }

  // MARK: - By construction

  /// Duplicates follow from the parameters when registrations add up and none is removed.
  static func duplicateNote(_ c: DetectConfiguration) -> String? {
    guard c.unregister == .never, c.registration != .launch else { return nil }
    if c.dedupe == .none {
      return "at=\(c.registration.rawValue),unregister=never,dedupe=none: every registration adds one"
    }
    guard c.registration.isPerScreen, c.observer != .shared else { return nil }
    return "at=\(c.registration.rawValue),unregister=never: every screen that appeared keeps its observer"
  }

  /// A screen's block outlives its pop unless it is removed at the screen's disappear.
  static func goneScreenNote(_ c: DetectConfiguration) -> String? {
    guard c.registration.isPerScreen, c.observer == .block, c.unregister != .disappear else { return nil }
    return "observer=block,unregister=\(c.unregister.rawValue): the block keeps its popped screen and is not removed"
  }

  /// Silence follows from the parameters when a removal is never followed by a registration.
  static func silenceNote(_ c: DetectConfiguration) -> String? {
    if c.registration.isPerScreen, c.observer == .shared, c.unregister != .never {
      return "observer=shared,unregister=\(c.unregister.rawValue): one screen's removal removes every screen's"
    }
    guard c.unregister == .background || c.unregister == .resign else { return nil }
    switch c.registration {
    case .launch, .appCall, .willAppear, .appear:
      return "at=\(c.registration.rawValue),unregister=\(c.unregister.rawValue): nothing registers again on the return"
    case .foreground where c.unregister == .resign:
      return "at=foreground,unregister=resign: an inactive moment removes it until the next return from the background"
    case .foreground, .active: return nil
    }
  }

  // MARK: - Keeping the promise

  private func report(captured: Bool) {
    if captured {
      if state.believesCaptured { state.repeatedCaptureReports += 1 }
      state.believesCaptured = true
      switch configuration.promise {
      case .blank: addBlank()
      case .alert: presentAlert("Recording detected")
      case .log: break
      }
    } else {
      state.believesCaptured = false
      if configuration.promise == .blank, !blanks.isEmpty { blanks.removeFirst().removeFromSuperview() }
    }
  }

  private func reportScreenshot() {
    state.screenshotsReported += 1
    switch configuration.promise {
    case .alert: presentAlert("Screenshot detected")
    case .blank:
      guard let blank = addBlank() else { return }
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
        blank.removeFromSuperview()
        self?.blanks.removeAll { $0 === blank }
      }
    case .log: break
    }
  }

  /// The key window, else the first scene's window (a scene-based app just connected).
  private static var targetWindow: UIWindow? {
    if let key = UIApplication.shared.keyWindow { return key }
    if let w = UIApplication.shared.delegate?.window { return w }
    for scene in UIApplication.shared.connectedScenes {
      if let w = (scene.delegate as? any UIWindowSceneDelegate)?.window { return w }
    }
    return nil
  }

  @discardableResult
  private func addBlank() -> UIView? {
    if configuration.isIdempotent, let shown = blanks.first { return shown }
    guard let window = reportingScreen?.viewIfLoaded?.window ?? Self.targetWindow else { return nil }
    let v = UIView(frame: window.bounds)
    v.backgroundColor = .black
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(v)
    blanks.append(v)
    return v
  }

  private func presentAlert(_ title: String) {
    guard var top = Self.targetWindow?.rootViewController else { return }
    while let presented = top.presentedViewController { top = presented }
    let alert = UIAlertController(title: title, message: "", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
    let presenter = top
    DispatchQueue.main.async { presenter.present(alert, animated: false, completion: nil) }
  }
}
