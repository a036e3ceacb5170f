import ShieldModel

/// A SwiftUI cover: an opaque overlay on the scene's root view, shown or removed as the scene's
/// `scenePhase` changes (`.onChange(of: scenePhase)`).
///
/// The overlay is part of the root view, so what the root presents (a `.sheet`, an `.alert`, a
/// `.fullScreenCover`) lands above it, as for the SwiftUI lock overlay (docs/model-behaviours.md,
/// "Where the lock lands is UIKit's answer"; iOS 13+, high). Before the forty-seventh session it was
/// a subview of the window, above every presentation, which no `.overlay` is (a new user's finding).
///
/// Keyed on `.background` it misses the app-switcher card, which shows the scene while it is
/// only inactive (https://github.com/zodl-inc/zodl-ios/pull/1794); keyed on "not `.active`" it
/// covers the card too.
public final class PhaseKeyedOverlay: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher
  let coversInactive: Bool
  private var overlays: [(scene: ObjectIdentifier, view: UIView)] = []

  /// Creates the strategy: the overlay shows in `.background`, and also in `.inactive` when
  /// `coversInactive`.
  public init(coversInactive: Bool) { self.coversInactive = coversInactive }

  public func scenePhaseDidChange(to phase: ScenePhase, in scene: UIWindowScene) {
    let key = ObjectIdentifier(scene)
    let wantsOverlay = phase == .background || (coversInactive && phase == .inactive)
    if wantsOverlay, !overlays.contains(where: { $0.scene == key }),
      let window = (scene.delegate as? any UIWindowSceneDelegate)?.window
    {
      let host: UIView = window.rootViewController?.view ?? window
      let overlay = UIView(frame: host.bounds)
      overlay.backgroundColor = .black
      overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      host.addSubview(overlay)
      overlays.append((key, overlay))
    } else if phase == .active, let i = overlays.firstIndex(where: { $0.scene == key }) {
      overlays.remove(at: i).view.removeFromSuperview()
    }
  }
}
