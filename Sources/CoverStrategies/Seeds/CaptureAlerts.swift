import ShieldModel

/// Seed 000's screenshot and recording alerts on their own (the same code runs inside
/// ``SecureLayerReparenting``): on `userDidTakeScreenshotNotification`, and on
/// `UIScreen.capturedDidChangeNotification` while `UIScreen.main.isCaptured`, the app presents
/// an alert, asynchronously and unanimated, from the top-most presented view controller of its
/// window.
///
/// The screenshot notification arrives after the image is taken and no API alters it (Apple,
/// "userDidTakeScreenshotNotification",
/// https://developer.apple.com/documentation/uikit/uiapplication/userdidtakescreenshotnotification ;
/// iOS 7+), so the alerts detect and protect nothing: the strategy claims nothing, and only the
/// invariants every strategy keeps (touches, stranded covers, crashes) apply. An alert stays up
/// until the user taps its OK button (``SystemEvent/answerAlert``); one presented while another
/// is up goes over it (from the top-most presented controller), as on iOS.
public final class CaptureAlerts: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = []
  private var observers: [any NSObjectProtocol] = []

  /// Creates the strategy.
  private let findWindow: () -> UIWindow?

  /// Creates the strategy; alerts are presented from the app delegate's window, or else the
  /// first scene's.
  public convenience init() {
    self.init(window: {
      UIApplication.shared.delegate?.window
        ?? UIApplication.shared.connectedScenes.lazy.compactMap { ($0.delegate as? any UIWindowSceneDelegate)?.window }
        .first
    })
  }

  /// Creates the alerts presenting from the window `window` returns (``SecureLayerReparenting``
  /// passes the app delegate's window only, as seed 000 does).
  init(window: @escaping () -> UIWindow?) { findWindow = window }

  private var window: UIWindow? { findWindow() }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.userDidTakeScreenshotNotification, object: nil, queue: .main
      ) { [weak self] _ in self?.showCaptureAlert("Screenshot detected") })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIScreen.capturedDidChangeNotification, object: nil, queue: .main
      ) { [weak self] _ in
        guard UIScreen.main.isCaptured else { return }
        self?.showCaptureAlert("Recording detected")
      })
  }

  private func showCaptureAlert(_ title: String) {
    let alert = UIAlertController(title: title, message: "", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
    guard var top = window?.rootViewController else { return }
    while let presented = top.presentedViewController { top = presented }
    let presenter = top
    DispatchQueue.main.async { presenter.present(alert, animated: false, completion: nil) }
  }
}
