#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel  // the model, in UIKit's vocabulary; it brings Foundation
#endif

/// A view controller with selector-based observers, as iOS apps write it. Against the model the
/// two marked lines differ (Swift on Linux has no Objective-C runtime: no `@objc`, no
/// `#selector`); the compiler's errors point at exactly those spots.
open class AccountViewController: UIViewController {
  private var shield: UIView?

  open override func viewDidLoad() {
    super.viewDidLoad()
    #if canImport(UIKit)
      NotificationCenter.default.addObserver(
        self, selector: #selector(appWillResignActive), name: UIApplication.willResignActiveNotification, object: nil)
      NotificationCenter.default.addObserver(
        self, selector: #selector(appDidBecomeActive), name: UIApplication.didBecomeActiveNotification, object: nil)
    #else
      NotificationCenter.default.addObserver(  // differs: a method reference for #selector
        self, selector: AccountViewController.appWillResignActive,
        name: UIApplication.willResignActiveNotification, object: nil)
      NotificationCenter.default.addObserver(  // differs: a method reference for #selector
        self, selector: AccountViewController.appDidBecomeActive,
        name: UIApplication.didBecomeActiveNotification, object: nil)
    #endif
  }

  #if canImport(UIKit)
    @objc func appWillResignActive() { showShield() }
    @objc func appDidBecomeActive() { hideShield() }
  #else
    func appWillResignActive() { showShield() }  // differs: no @objc
    func appDidBecomeActive() { hideShield() }  // differs: no @objc
  #endif

  private func showShield() {
    guard shield == nil else { return }
    let cover = UIView(frame: view.bounds)
    cover.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    cover.backgroundColor = .systemBackground
    view.addSubview(cover)
    shield = cover
  }

  private func hideShield() {
    shield?.removeFromSuperview()
    shield = nil
  }
}
