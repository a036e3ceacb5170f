#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel  // the model, in UIKit's vocabulary; it brings Foundation
#endif

/// A scene delegate as an iOS app writes it: a blur over the window on resign, pinned with
/// Auto Layout, removed when the scene is active again. Swift 6 mode, no default isolation.
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  public var window: UIWindow?
  private var blurView: UIVisualEffectView?

  public override init() { super.init() }

  public func sceneWillResignActive(_ scene: UIScene) {
    guard let window, blurView == nil else { return }
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    blur.translatesAutoresizingMaskIntoConstraints = false
    let logo = UIImageView(image: UIImage(systemName: "lock.fill"))
    logo.translatesAutoresizingMaskIntoConstraints = false
    blur.contentView.addSubview(logo)
    window.addSubview(blur)
    NSLayoutConstraint.activate([
      blur.topAnchor.constraint(equalTo: window.topAnchor),
      blur.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      blur.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      blur.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      logo.centerXAnchor.constraint(equalTo: blur.centerXAnchor),
      logo.centerYAnchor.constraint(equalTo: blur.centerYAnchor),
      logo.widthAnchor.constraint(equalToConstant: 64),
      logo.heightAnchor.constraint(equalTo: logo.widthAnchor, multiplier: 1),
    ])
    blurView = blur
  }

  public func sceneDidBecomeActive(_ scene: UIScene) {
    blurView?.removeFromSuperview()
    blurView = nil
  }
}
