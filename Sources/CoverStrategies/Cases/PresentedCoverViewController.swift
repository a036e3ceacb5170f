import ShieldModel

/// A cover presented as a full-screen view controller from the top view controller when the app
/// resigns active (`UIApplication.willResignActiveNotification`), dismissed when it becomes
/// active again.
///
/// Presented synchronously during the resign it is refused on iOS 18+ (flag
/// `refusesPresentationDuringResign`; https://github.com/ionic-team/capacitor-privacy-screen/pull/26).
/// Presented asynchronously with one reused controller and dismissed with animation, a resign
/// during the 0.3 s dismissal presents a controller still being dismissed, which traps
/// (https://github.com/capacitor-community/privacy-screen/issues/83). With `guardsInFlight` the
/// presentation is skipped while the controller is still presented or being dismissed.
public final class PresentedCoverViewController: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher
  let presentsAsynchronously: Bool
  let dismissesAnimated: Bool
  let guardsInFlight: Bool
  private let cover = PrivacyCoverViewController()
  private var observers: [any NSObjectProtocol] = []

  /// Creates the strategy.
  ///
  /// - Parameters:
  ///   - presentsAsynchronously: present on a later main-queue turn (`DispatchQueue.main.async`).
  ///   - dismissesAnimated: dismiss with UIKit's 0.3 s animation.
  ///   - guardsInFlight: skip presenting while the reused controller is presented or dismissing.
  public init(presentsAsynchronously: Bool, dismissesAnimated: Bool, guardsInFlight: Bool = false) {
    self.presentsAsynchronously = presentsAsynchronously
    self.dismissesAnimated = dismissesAnimated
    self.guardsInFlight = guardsInFlight
    cover.modalPresentationStyle = .fullScreen
  }

  /// The top view controller of the app's first visible normal-level window.
  private var topViewController: UIViewController? {
    let window = UIApplication.shared.windows.first { !$0.isHidden && $0.windowLevel == .normal }
    guard var top = window?.rootViewController else { return nil }
    while let presented = top.presentedViewController { top = presented }
    return top
  }

  private func presentCover() {
    if guardsInFlight, cover.presentingViewController != nil || cover.isBeingDismissed { return }
    topViewController?.present(cover, animated: false, completion: nil)
  }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.willResignActiveNotification, object: nil, queue: .main
      ) { [weak self] _ in
        guard let self else { return }
        if self.presentsAsynchronously {
          DispatchQueue.main.async { self.presentCover() }
        } else {
          self.presentCover()
        }
      })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
      ) { [weak self] _ in
        guard let self, self.cover.presentingViewController != nil else { return }
        self.cover.dismiss(animated: self.dismissesAnimated, completion: nil)
      })
  }
}
