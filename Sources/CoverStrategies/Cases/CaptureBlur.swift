import ShieldModel

/// Blur covers driven by capture detection.
///
/// `.captureChange`: a full-window blur shown when `UIScreen.capturedDidChangeNotification`
/// reports capture on and removed when it reports off. No change is posted for a recording
/// already running at launch, so such a recording is never blurred
/// (https://github.com/JayantBadlani/ScreenShield/issues/22); `.captureState` also reads the
/// scene's current `sceneCaptureState` when the scene connects (the fix).
/// `.screenshotNotification`: a blur shown for a second when
/// `userDidTakeScreenshotNotification` arrives, after the image is already taken
/// (https://github.com/killserver/react-native-screenshot-prevent/issues/1).
public final class CaptureBlur: PrivacyScreenStrategy {
  /// What drives the blur.
  public enum Trigger: Sendable {
    /// `capturedDidChangeNotification` only.
    case captureChange
    /// The notification, plus the scene's `sceneCaptureState` when it connects.
    case captureState
    /// `userDidTakeScreenshotNotification`.
    case screenshotNotification
  }

  public let claims: ProtectionClaims
  let trigger: Trigger
  private var blurs: [UIView] = []
  private var observers: [any NSObjectProtocol] = []

  /// Creates the strategy; it claims recordings for the capture triggers and screenshots for
  /// the screenshot trigger.
  public init(trigger: Trigger) {
    self.trigger = trigger
    claims = trigger == .screenshotNotification ? .screenshots : .recordings
  }

  private func setBlurred(_ on: Bool) {
    if !on {
      for b in blurs { b.removeFromSuperview() }
      blurs.removeAll()
      return
    }
    guard blurs.isEmpty else { return }
    for scene in UIApplication.shared.connectedScenes {
      guard let window = (scene.delegate as? any UIWindowSceneDelegate)?.window else { continue }
      let blur = UIView(frame: window.bounds)
      blur.layer.backdropBlurRadius = 30
      blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(blur)
      blurs.append(blur)
    }
  }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    switch trigger {
    case .captureChange, .captureState:
      observers.append(
        NotificationCenter.default.addObserver(
          forName: UIScreen.capturedDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in self?.setBlurred(UIScreen.main.isCaptured) })
    case .screenshotNotification:
      observers.append(
        NotificationCenter.default.addObserver(
          forName: UIApplication.userDidTakeScreenshotNotification, object: nil, queue: .main
        ) { [weak self] _ in
          self?.setBlurred(true)
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self?.setBlurred(false) }
        })
    }
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard trigger == .captureState, let windowScene = scene as? UIWindowScene else { return }
    if windowScene.traitCollection.sceneCaptureState == .active { setBlurred(true) }
  }
}
