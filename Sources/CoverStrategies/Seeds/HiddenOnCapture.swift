import ShieldModel

/// Seed 004's `hiddenOnCapture` SwiftUI modifier, step for step: the content is masked by a white
/// view whose layer a secure text field marked as hidden from captures, so the content shows on
/// the device and is blank in screenshots, recordings and mirroring.
///
/// The seed's `makeHiddenOnCapture` finds the canvas view among the subviews of a text field that
/// no window holds (by class name, "LayoutCanvasView"), points the canvas view at the marker's
/// layer by key-value coding (`setValue(_:forKey: "layer")`), toggles `isSecureTextEntry` off and
/// on (which marks the layer the canvas view points at), and points the canvas view back. The
/// marker's layer stays where it is: the mask of the content. The view tree is untouched, so
/// hit-testing and layout are the app's own (a mask is not hit-tested). The same steps in
/// https://github.com/kei-sidorov/CaptureGuard and https://github.com/debugeek/DGSecureView
/// (iOS 15+; medium). Applied when the content is made: at launch in an app-delegate-only app, on
/// connection in a scene-based one. It claims screenshots and recordings; whether the switcher
/// snapshot also leaves the marked layer out is an open question
/// (``PlatformFlags/secureCanvasHiddenInSwitcher``, default no), so it does not claim it.
public final class HiddenOnCapture: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = [.screenshots, .recordings]
  /// The field whose canvas does the marking; made on first use and never in a window, as the
  /// seed's lazily made static field is.
  private lazy var field = UITextField()
  /// The mask's visible part (white in the seed); kept while it masks the content.
  private var markers: [UIView] = []

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
    // The modifier's mask: black (transparent after luminance-to-alpha) under the white marker.
    // SwiftUI sizes the mask to the content; the model's masks cover their layer whatever the frame.
    let marker = UIView(frame: content.bounds)
    marker.backgroundColor = .white
    makeHiddenOnCapture(marker.layer)
    content.layer.mask = marker.layer
    markers.append(marker)
  }

  /// The seed's `CALayer.makeHiddenOnCapture()`.
  private func makeHiddenOnCapture(_ layer: CALayer) {
    let canvas = field.subviews.first { String(describing: type(of: $0)).contains("LayoutCanvasView") }
    let original = canvas?.layer
    canvas?.setValue(layer, forKey: "layer")
    field.isSecureTextEntry = false
    field.isSecureTextEntry = true
    canvas?.setValue(original, forKey: "layer")
  }
}
