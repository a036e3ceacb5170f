/// SwiftUI's scene phase (`ScenePhase`), as a view reads it from the environment.
///
/// Read in a view it is that view's scene's phase; read in the `App` it is the aggregate over
/// all scenes: active if any scene is active, inactive if none is active but one is in the
/// foreground, else background (Apple, "ScenePhase",
/// https://developer.apple.com/documentation/swiftui/scenephase ; iOS 14+; high). It follows
/// UIKit's activation state: active = foregroundActive, inactive = foregroundInactive (which
/// includes a scene shown in the app switcher,
/// https://developer.apple.com/documentation/swiftui/scenephase/inactive ), background =
/// background (medium, inferred from the two enums). A round trip through the background
/// therefore reports inactive twice: on the way out and on the way back. The model's SwiftUI app
/// also keeps a scene delegate (as with `UIApplicationDelegateAdaptor`), so UIKit's scene
/// callbacks still reach the strategy.
nonisolated public enum ScenePhase: String, Hashable, Sendable {
  /// In the foreground and interactive.
  case active
  /// In the foreground, not interactive (an interruption, the switcher, or passing through).
  case inactive
  /// Not visible.
  case background

  /// The phase SwiftUI reports for a scene in `state` (`nil` for an unattached scene).
  public init?(_ state: UIScene.ActivationState) {
    switch state {
    case .foregroundActive: self = .active
    case .foregroundInactive: self = .inactive
    case .background: self = .background
    case .unattached: return nil
    }
  }
}

extension Device {
  /// In a SwiftUI app, tells the strategy that `scene`'s phase changed (after UIKit's own
  /// callbacks for the transition), as `.onChange(of: scenePhase)` in the scene's root view.
  package func reportScenePhase(_ scene: UIWindowScene) {
    guard profile.appStructure == .swiftUI, !isCrashed, let phase = ScenePhase(scene.activationState) else { return }
    log("scenePhase(\(scene.identifier)) = \(phase.rawValue)")
    strategy?.scenePhaseDidChange(to: phase, in: scene)
  }

  /// In a SwiftUI app, tells the strategy that the app's aggregate phase changed, as
  /// `.onChange(of: scenePhase)` in the `App`.
  package func reportAppPhase() {
    guard profile.appStructure == .swiftUI, !isCrashed else { return }
    let phase = ScenePhase(
      applicationState == .active
        ? .foregroundActive
        : applicationState == .inactive ? .foregroundInactive : .background)!
    guard phase != process.lastAppPhase else { return }
    process.lastAppPhase = phase
    log("app scenePhase = \(phase.rawValue)")
    strategy?.appScenePhaseDidChange(to: phase)
  }
}
