#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel  // the model, in UIKit's vocabulary; it brings Foundation
#endif

/// A notification-driven singleton as iOS apps write it: `start()` from the app delegate, a
/// cover window above alerts on resign, faded out on become-active. Swift 5 language mode.
public final class PrivacyManager {
  public static let shared = PrivacyManager()

  private var coverWindow: UIWindow?
  private var observers: [NSObjectProtocol] = []

  private init() {}

  /// Call from `application(_:didFinishLaunchingWithOptions:)`.
  public func start() {
    let center = NotificationCenter.default
    observers = [
      center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { _ in
        self.showCover()
      },
      center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
        self.hideCover()
      },
    ]
  }

  private var keyWindow: UIWindow? {
    UIApplication.shared.connectedScenes
      .compactMap { $0 as? UIWindowScene }
      .flatMap { $0.windows }
      .first(where: \.isKeyWindow)
  }

  private func showCover() {
    guard let scene = keyWindow?.windowScene ?? UIApplication.shared.connectedScenes.first as? UIWindowScene
    else { return }
    let window = UIWindow(windowScene: scene)
    window.windowLevel = .alert + 1
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "Locked"
    label.font = .preferredFont(forTextStyle: .headline)
    label.center = CGPoint(x: UIScreen.main.bounds.midX, y: UIScreen.main.bounds.midY)
    controller.view.addSubview(label)
    window.rootViewController = controller
    window.isHidden = false
    coverWindow = window
  }

  private func hideCover() {
    guard let window = coverWindow else { return }
    UIView.animate(
      withDuration: 0.3,
      animations: {
        window.alpha = 0
      },
      completion: { _ in
        window.isHidden = true
        if self.coverWindow === window { self.coverWindow = nil }
      })
  }
}
