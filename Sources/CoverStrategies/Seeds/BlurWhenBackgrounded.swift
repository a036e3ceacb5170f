import ShieldModel

/// Seed 004's `blurWhenBackgrounded` SwiftUI modifier: on
/// `UIApplication.willResignActiveNotification` the content is blurred with radius 10 and a
/// 40% black layer appears over it; on `didBecomeActiveNotification` both go away.
///
/// The blur is animated ease-in-out over 0.2 s both ways (the `.animation` modifier sits on the
/// blurred content); the black layer is inserted and removed in the same update without
/// animation (it is outside the animated subtree). Both are SwiftUI state changes made in
/// `onReceive`, so they take effect in SwiftUI's next update (``SwiftUIUpdate``), a turn after
/// the notification. The model draws SwiftUI's `.blur` as a view
/// over the content with ``CALayer/backdropBlurRadius``. Whether a blur hides text depends on
/// the text's size (the renderer's legibility rule; see docs/strategies.md). It claims to
/// protect the app switcher.
public final class BlurWhenBackgrounded: PrivacyScreenStrategy {
  /// The blur radius, in points.
  public static let radius: CGFloat = 10
  /// The black layer's opacity.
  public static let dimming: CGFloat = 0.4
  /// The blur animation's duration, in seconds.
  public static let duration = 0.2

  public let claims: ProtectionClaims = .appSwitcher
  private var observers: [any NSObjectProtocol] = []
  private var layers: [(blur: UIView, dim: UIView)] = []

  /// Creates the strategy.
  public init() {}

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    if let content = UIApplication.shared.delegate?.window?.rootViewController?.view { apply(to: content) }
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    if let content = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view {
      apply(to: content)
    }
  }

  /// `.blurWhenBackgrounded()` on `content`: its own `isBlurred` state and two observers.
  private func apply(to content: UIView) {
    let blur = UIView(frame: content.bounds)
    blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    blur.isUserInteractionEnabled = false
    content.addSubview(blur)
    let dim = UIView(frame: content.bounds)
    dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dim.backgroundColor = UIColor.black.withAlphaComponent(Self.dimming)
    dim.isHidden = true
    content.addSubview(dim)
    layers.append((blur, dim))
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.willResignActiveNotification, object: nil, queue: .main
      ) { _ in SwiftUIUpdate.next { Self.setBlurred(true, blur: blur, dim: dim) } })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
      ) { _ in SwiftUIUpdate.next { Self.setBlurred(false, blur: blur, dim: dim) } })
  }

  private static func setBlurred(_ isBlurred: Bool, blur: UIView, dim: UIView) {
    dim.isHidden = !isBlurred
    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveEaseInOut],
      animations: {
        blur.layer.backdropBlurRadius = isBlurred ? radius : 0
      })
  }
}
