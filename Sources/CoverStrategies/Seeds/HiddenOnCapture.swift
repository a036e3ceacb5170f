import ShieldModel

/// Seed 004's `hiddenOnCapture` SwiftUI modifier: the content is masked by a view whose layer
/// lives in a secure text field's canvas, so the content shows on the device and is blank in
/// screenshots, recordings and mirroring.
///
/// The seed finds the canvas among the field's subviews by class name ("LayoutCanvasView"),
/// swaps its layer by key-value coding and toggles `isSecureTextEntry`. Key-value coding of a
/// view's layer needs the Objective-C runtime, so the model reaches the same end state: the
/// content's layer drawn inside the canvas of a full-window secure field that takes no touches
/// (a mask is not hit-tested). Applied when the content is made: at launch in an
/// app-delegate-only app, on connection in a scene-based one. It claims screenshots and
/// recordings; whether the switcher snapshot also leaves the canvas out is an open question
/// (``PlatformFlags/secureCanvasHiddenInSwitcher``, default no), so it does not claim it.
public final class HiddenOnCapture: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = [.screenshots, .recordings]

  /// Creates the strategy.
  public init() {}

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    if let window = UIApplication.shared.delegate?.window { hideOnCapture(in: window) }
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    if let window = (scene.delegate as? any UIWindowSceneDelegate)?.window { hideOnCapture(in: window) }
  }

  private func hideOnCapture(in window: UIWindow) {
    guard let content = window.rootViewController?.view else { return }
    let field = UITextField(frame: window.bounds)
    field.isSecureTextEntry = true
    field.isUserInteractionEnabled = false
    field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(field)
    // The canvas exists once the field is in a window.
    let canvas = field.subviews.first { String(describing: type(of: $0)).contains("LayoutCanvasView") }
    canvas?.layer.addSublayer(content.layer)
  }
}
