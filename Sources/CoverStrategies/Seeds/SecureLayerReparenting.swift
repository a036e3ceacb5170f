import ShieldModel

/// Seed 000's cover for a Flutter host app with an app delegate only (Flutter 3.29).
///
/// At launch it makes the window "secure": asynchronously, a full-window `UITextField` with
/// `isSecureTextEntry` (tag 1000) is added to the window, a white logo layer is inserted at the
/// bottom of the field's layer, the field's layer is moved next to the window's layer, and the
/// window's layer is moved into the field layer's *last* sublayer (the secure canvas from
/// iOS 17). In `applicationWillResignActive` it makes the window unsecure (async: moves the
/// window layer back and removes the field) and adds a white logo overlay view; in
/// `applicationDidBecomeActive` it removes the overlay and makes the window secure again.
/// Screenshot and recording detection present an in-app alert. It claims to protect the app
/// switcher, screenshots and recordings. The seed's author lists the risks: a forced hierarchy
/// change, touches blocked by the field, no guarantee on future iOS, multi-scene surprises.
public final class SecureLayerReparenting: PrivacyScreenStrategy {
  /// The secure field's tag.
  public static let secureFieldTag = 1000

  public let claims: ProtectionClaims = .all
  private var overlayView: UIView?
  // Seed 000's screenshot and recording alerts, presented from the app delegate's window only.
  private let alerts = CaptureAlerts(window: { UIApplication.shared.delegate?.window })

  /// Creates the strategy.
  public init() {}

  private var window: UIWindow? { UIApplication.shared.delegate?.window }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    window?.makeSecure(overlayGenerator: { _ in UIView() })
    alerts.application(application, didFinishLaunchingWithOptions: launchOptions)
  }

  public func applicationWillResignActive(_ application: UIApplication) {
    window?.makeUnsecure()
    guard let window else { return }
    if overlayView == nil {
      let overlay = Self.createOverlay(frame: window.bounds)
      window.addSubview(overlay)
      overlayView = overlay
    } else if let overlayView = overlayView.orTrap() {
      window.bringSubviewToFront(overlayView)
    }
  }

  public func applicationDidBecomeActive(_ application: UIApplication) {
    overlayView?.removeFromSuperview()
    overlayView = nil
    window?.makeSecure(overlayGenerator: Self.createOverlay)
  }

  /// A white view with the launch image in the middle.
  static func createOverlay(frame: CGRect) -> UIView {
    let overlay = UIView(frame: frame)
    overlay.backgroundColor = .white
    let imageView = UIImageView(image: UIImage(named: "LaunchImage"))
    imageView.frame = CGRect(x: frame.width / 4, y: frame.height / 4, width: frame.width / 2, height: frame.height / 2)
    overlay.addSubview(imageView)
    return overlay
  }
}

extension UIWindow {
  /// Seed 000's `makeSecure`: reparents the window's layer into a secure text field's last
  /// sublayer, on a later main-queue turn.
  func makeSecure(overlayGenerator: @escaping (CGRect) -> UIView) {
    DispatchQueue.main.async {
      guard self.viewWithTag(SecureLayerReparenting.secureFieldTag) == nil else { return }
      let field = UITextField(frame: self.bounds)
      field.isSecureTextEntry = true
      field.tag = SecureLayerReparenting.secureFieldTag
      self.addSubview(field)

      let logoLayer = CALayer()
      logoLayer.frame = field.bounds
      logoLayer.backgroundColor = UIColor.white.cgColor
      if let launchImage = UIImage(named: "LaunchImage")?.cgImage {
        let imageLayer = CALayer()
        imageLayer.contents = launchImage
        imageLayer.contentsGravity = .resizeAspect
        let scale: CGFloat = 0.25
        let size = CGSize(width: field.bounds.width * scale, height: field.bounds.height * scale)
        imageLayer.frame = CGRect(
          x: (field.bounds.width - size.width) / 2, y: (field.bounds.height - size.height) / 2,
          width: size.width, height: size.height)
        logoLayer.addSublayer(imageLayer)
      }
      field.layer.insertSublayer(logoLayer, at: 0)

      self.layer.superlayer?.addSublayer(field.layer)
      // The seed writes `field.layer.sublayers?.last!`.
      guard let canvas = field.layer.sublayers?.last.orTrap() else { return }
      canvas.addSublayer(self.layer)
    }
  }

  /// Seed 000's `makeUnsecure`: on a later main-queue turn, moves the window's layer back and
  /// removes the secure field.
  func makeUnsecure() {
    DispatchQueue.main.async {
      if let secureField = self.viewWithTag(SecureLayerReparenting.secureFieldTag) as? UITextField {
        if let superlayer = secureField.layer.superlayer {
          superlayer.addSublayer(self.layer)
        }
        secureField.removeFromSuperview()
        secureField.layer.removeFromSuperlayer()
      }
    }
  }
}
