import ShieldModel

/// A cover view guarded by an `isCoverShown` flag: on resign it is shown unless the flag is
/// set; on become-active it fades out over `fadeDuration` seconds and the flag is cleared in the
/// animation's completion (https://github.com/immuni-app/immuni-app-ios/issues/192).
///
/// A resign during the fade sees the flag still set and shows nothing; the fading cover then
/// lets the content through. With `fadeDuration` 0 the cover is removed at once (the fix).
public final class FlagGuardedFadeCover: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher
  let fadeDuration: Double
  private var isCoverShown = false
  private var cover: UIView?

  /// Creates the strategy; `fadeDuration` in seconds (0 removes the cover without animation).
  public init(fadeDuration: Double) { self.fadeDuration = fadeDuration }

  /// The flag and whether a cover is held: during the fade the flag is set with no cover held.
  public var stateDescription: String { "isCoverShown=\(isCoverShown) cover=\(cover != nil)" }

  public func sceneWillResignActive(_ scene: UIScene) {
    guard !isCoverShown, let window = (scene.delegate as? any UIWindowSceneDelegate)?.window else { return }
    isCoverShown = true
    let view = UIView(frame: window.bounds)
    view.backgroundColor = .white
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(view)
    cover = view
  }

  public func sceneDidBecomeActive(_ scene: UIScene) {
    guard let view = cover else { return }
    cover = nil
    guard fadeDuration > 0 else {
      view.removeFromSuperview()
      isCoverShown = false
      return
    }
    UIView.animate(
      withDuration: fadeDuration, animations: { view.alpha = 0 },
      completion: { [weak self] _ in
        view.removeFromSuperview()
        self?.isCoverShown = false
      })
  }
}
