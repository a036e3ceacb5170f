import ShieldModel

/// The secure-text-field trick, configurable: a full-window `UITextField` with
/// `isSecureTextEntry` is added to the app's window, its layer is moved next to the window's
/// layer, and the window's layer is moved into the field's secure canvas, which the system
/// leaves out of screenshots and recordings.
///
/// How the canvas is reached decides whether it works: as the field layer's first sublayer
/// (right up to iOS 16, wrong from 17: https://github.com/prongbang/ScreenProtectorKit/issues/6),
/// its last (right from 17 until 26.5: https://github.com/chainapsis/vizor-wallet/pull/304), or
/// by the canvas view's class (right on every version). Turning it off by only clearing
/// `isSecureTextEntry` leaves the window's layer inside the canvas
/// (https://github.com/prongbang/screen_protector/issues/75); undoing it moves the layer back and
/// removes the field. A field that takes touches swallows them
/// (https://github.com/bitcoinppl/cove/pull/684); libraries turn its interaction off.
/// Applying it again while applied (no guard, on each call and each return to the foreground, as
/// screen_protector 1.4.x and expo-screen-capture's keyed prevent did) nests a second canvas in
/// the first (https://github.com/prongbang/screen_protector/issues/52 ;
/// https://github.com/expo/expo/issues/48985).
public final class SecureCanvasReparenting: PrivacyScreenStrategy {
  /// How the canvas layer is found.
  public enum Lookup: Sendable {
    /// `field.layer.sublayers.first` (right up to iOS 16).
    case firstSublayer
    /// `field.layer.sublayers.last` (right from iOS 17 until 26.5).
    case lastSublayer
    /// The layer of the subview whose class name contains `CanvasView` (every version).
    case byClass
  }
  /// What `appCall(disable)` does.
  public enum Disable: Sendable {
    /// Sets `isSecureTextEntry = false` and nothing else.
    case clearSecureEntryOnly
    /// Moves the window's layer back and removes the field.
    case undoReparenting
  }

  public let claims: ProtectionClaims = [.screenshots, .recordings]
  public var appCalls: [String] { offersToggle ? ["enable", "disable"] : [] }
  public var disableCall: String? { offersToggle ? "disable" : nil }
  let lookup: Lookup
  let offersToggle: Bool
  let disable: Disable
  let fieldTakesTouches: Bool
  let fieldResizesWithWindow: Bool
  let reapplies: Bool
  private var field: UITextField?
  private weak var securedWindow: UIWindow?

  /// Creates the strategy.
  ///
  /// - Parameters:
  ///   - lookup: how the canvas is found.
  ///   - offersToggle: the app can turn the protection off and on again with `appCall(disable)`
  ///     and `appCall(enable)`; either way it is turned on at launch.
  ///   - disable: what `appCall(disable)` does.
  ///   - fieldTakesTouches: leave the field's user interaction on.
  ///   - fieldResizesWithWindow: give the field flexible width and height, so that it follows the
  ///     window on rotation; without it the field keeps the bounds it was made with, and touches
  ///     outside them reach nothing once the window is drawn inside it
  ///     (https://github.com/JayantBadlani/ScreenShield/issues/29 , case C23).
  ///   - reapplies: apply it again at every `appCall(enable)` and every return to the foreground,
  ///     without checking whether it is applied (cases C68, C70).
  public init(
    lookup: Lookup, offersToggle: Bool, disable: Disable, fieldTakesTouches: Bool, fieldResizesWithWindow: Bool = false,
    reapplies: Bool = false
  ) {
    self.lookup = lookup
    self.offersToggle = offersToggle
    self.disable = disable
    self.fieldTakesTouches = fieldTakesTouches
    self.fieldResizesWithWindow = fieldResizesWithWindow
    self.reapplies = reapplies
  }

  private var appWindow: UIWindow? {
    UIApplication.shared.delegate?.window
      ?? UIApplication.shared.connectedScenes.lazy.compactMap { ($0.delegate as? any UIWindowSceneDelegate)?.window }
      .first
  }

  private func canvas(of field: UITextField) -> CALayer? {
    switch lookup {
    case .firstSublayer: return field.layer.sublayers?.first
    case .lastSublayer: return field.layer.sublayers?.last
    case .byClass:
      return field.subviews.first { String(describing: type(of: $0)).contains("CanvasView") }?.layer
    }
  }

  private func secure() {
    guard field == nil || reapplies, let window = appWindow else { return }
    let f = UITextField(frame: window.bounds)
    f.isSecureTextEntry = true
    f.isUserInteractionEnabled = fieldTakesTouches
    if fieldResizesWithWindow { f.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
    window.addSubview(f)
    window.layer.superlayer?.addSublayer(f.layer)
    guard let canvas = canvas(of: f) else { return }
    canvas.addSublayer(window.layer)
    field = f
    securedWindow = window
  }

  private func unsecure() {
    guard let f = field else { return }
    switch disable {
    case .clearSecureEntryOnly:
      f.isSecureTextEntry = false
    case .undoReparenting:
      if let window = securedWindow, let host = f.layer.superlayer { host.addSublayer(window.layer) }
      f.removeFromSuperview()
      field = nil
    }
  }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    if UIApplication.shared.delegate?.window != nil {
      DispatchQueue.main.async { if self.field == nil { self.secure() } }
    }
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    // The launch applies it once, even a strategy that re-applies later.
    DispatchQueue.main.async { if self.field == nil { self.secure() } }
  }

  public func sceneWillEnterForeground(_ scene: UIScene) {
    if reapplies { secure() }
  }

  public func applicationWillEnterForeground(_ application: UIApplication) {
    if reapplies, UIApplication.shared.delegate?.window != nil { secure() }
  }

  public func handleAppCall(_ name: String) {
    guard offersToggle else { return }
    if name == "enable" { secure() }
    if name == "disable" { unsecure() }
  }
}
