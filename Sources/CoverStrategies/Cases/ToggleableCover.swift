import ShieldModel

/// A protection the app turns on and off: at launch, and again on `appCall(enable)`, it registers
/// observers that add a cover view to every scene's window on will-resign-active and remove it
/// on did-become-active; `appCall(disable)` unregisters them.
///
/// Disabled while the cover is up, nothing ever removes it
/// (https://github.com/prongbang/screen_protector/pull/26). With `removesCoverOnDisable` the
/// disable also removes a cover that is showing: at once while active, else at the next
/// did-become-active (the fix).
public final class ToggleableCover: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher
  public var appCalls: [String] { ["enable", "disable"] }
  public var disableCall: String? { "disable" }
  let removesCoverOnDisable: Bool
  private var observers: [any NSObjectProtocol] = []
  private var covers: [UIView] = []

  /// Creates the strategy.
  public init(removesCoverOnDisable: Bool) { self.removesCoverOnDisable = removesCoverOnDisable }

  private func showCovers() {
    guard covers.isEmpty else { return }
    for scene in UIApplication.shared.connectedScenes {
      guard let window = (scene.delegate as? any UIWindowSceneDelegate)?.window else { continue }
      let view = UIView(frame: window.bounds)
      view.backgroundColor = .white
      window.addSubview(view)
      covers.append(view)
    }
  }

  private func removeCovers() {
    for view in covers { view.removeFromSuperview() }
    covers.removeAll()
  }

  /// How many observers are registered and covers up: `appCall(disable)` changes only the first.
  public var stateDescription: String { "observers=\(observers.count) covers=\(covers.count)" }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) { handleAppCall("enable") }

  public func handleAppCall(_ name: String) {
    switch name {
    case "enable":
      guard observers.isEmpty else { return }
      observers.append(
        NotificationCenter.default.addObserver(
          forName: UIApplication.willResignActiveNotification, object: nil, queue: .main
        ) { [weak self] _ in self?.showCovers() })
      observers.append(
        NotificationCenter.default.addObserver(
          forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
        ) { [weak self] _ in self?.removeCovers() })
    case "disable":
      for o in observers { NotificationCenter.default.removeObserver(o) }
      observers.removeAll()
      guard removesCoverOnDisable, !covers.isEmpty else { return }
      // Removing the cover while the app is inactive would expose it in the switcher; the
      // cover goes at the next did-become-active instead.
      if UIApplication.shared.applicationState == .active {
        removeCovers()
        return
      }
      var cleanup: (any NSObjectProtocol)?
      cleanup = NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
      ) { [weak self] _ in
        self?.removeCovers()
        if let cleanup { NotificationCenter.default.removeObserver(cleanup) }
      }
    default: break
    }
  }
}
