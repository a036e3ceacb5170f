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

  private var observers: [any NSObjectProtocol] = []
  private var blanks: [UIView] = []
  private var state: CaptureDetectionState
  /// A read of the state in force waits for the first window (a scene-based app at launch).
  private var readsOnFirstConnection = false

  /// Creates the detector for `configuration`.
  public init(_ configuration: DetectConfiguration) {
    self.configuration = configuration
    state = CaptureDetectionState(listensTo: [], promise: configuration.promise)
  }

  public var appCalls: [String] {
    if configuration.disable != nil { return ["enable", "disable"] }
    return configuration.registration == .appCall ? ["enable"] : []
  }
  public var disableCall: String? { configuration.disable == nil ? nil : "disable" }
  public var captureDetection: CaptureDetectionState? { state }
  /// Nothing is protected while the app is not registered: before its `enable` call
  /// (``DetectConfiguration/Registration/appCall``) and once detection is off.
  public func releasedClaims(lastAppCall: String?) -> ProtectionClaims { state.listensTo.isEmpty ? claims : [] }
  public var stateDescription: String {
    "listens=\(state.listensTo.rawValue) captured=\(state.believesCaptured) blanks=\(blanks.count)"
  }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    guard configuration.registration == .launch else { return }
    // A scene-based app has no window yet: the read waits for the scene's.
    register(readingNow: UIApplication.shared.delegate?.window != nil)
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard readsOnFirstConnection else { return }
    readsOnFirstConnection = false
    readInitialState()
  }

  public func handleAppCall(_ name: String) {
    switch name {
    case "enable": register(readingNow: true)
    case "disable":
      guard let path = configuration.disable, path != .ignore else { return }
      unregister()
      if path == .clean {
        for b in blanks { b.removeFromSuperview() }
        blanks.removeAll()
      }
    default: break
    }
  }

  // MARK: - Registration

  private func register(readingNow: Bool) {
    guard observers.isEmpty else { return }
    let center = NotificationCenter.default
    if configuration.sources.contains(.captureChanges) {
      observers.append(
        center.addObserver(forName: UIScreen.capturedDidChangeNotification, object: nil, queue: .main) {
          [weak self] _ in
          self?.report(captured: UIScreen.main.isCaptured)
        })
    }
    if configuration.sources.contains(.screenshots) {
      observers.append(
        center.addObserver(forName: UIApplication.userDidTakeScreenshotNotification, object: nil, queue: .main) {
          [weak self] _ in self?.reportScreenshot()
        })
    }
    state.listensTo = configuration.sources
    if readingNow { readInitialState() } else { readsOnFirstConnection = true }
  }

  private func unregister() {
    for o in observers { NotificationCenter.default.removeObserver(o) }
    observers.removeAll()
    state.listensTo = []
    readsOnFirstConnection = false
  }

  private func readInitialState() {
    guard configuration.initial == .read, configuration.sources.contains(.captureChanges), UIScreen.main.isCaptured
    else { return }
    report(captured: true)
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
    guard let window = Self.targetWindow else { return nil }
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
