// swift-format-ignore-file
// (an app's file in its own style, as Xcode's template writes it: compiled unchanged)
import Foundation
import UIKit

/// A singleton cover on the app's notifications, with Objective-C selectors, as many apps
/// write it: a cover window over the key window's scene from will-resign-active.
@MainActor
@objc(MYPrivacyShield)
final class PrivacyShield: NSObject {
  static let shared = PrivacyShield()
  @objc dynamic private(set) var isShown = false
  private var cover: UIWindow?

  func start() {
    let center = NotificationCenter.default
    center.addObserver(self, selector: #selector(appWillResignActive(_:)), name: UIApplication.willResignActiveNotification, object: nil)
    center.addObserver(self, selector: #selector(self.appDidBecomeActive), name: UIApplication.didBecomeActiveNotification, object: nil)
  }

  @objc private func appWillResignActive(_ note: Notification) {
    #if os(iOS)
      let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    #else
      let scene: UIWindowScene? = nil  // never compiled by the fuzzer: it takes the iOS branch
    #endif
    guard let scene else { return }
    let window = cover ?? UIWindow(windowScene: scene)
    window.windowLevel = .alert + 1
    window.rootViewController = UIViewController()
    window.rootViewController?.view.backgroundColor = .systemBackground
    window.isHidden = false
    cover = window
    isShown = true
  }

  @objc
  private func appDidBecomeActive() {
    cover?.isHidden = true
    isShown = false
  }
}
