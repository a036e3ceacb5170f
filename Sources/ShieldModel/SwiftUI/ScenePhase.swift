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

/// SwiftUI's next update: where state changes take effect.
///
/// SwiftUI applies a state change, and runs the `onChange` and `onReceive` handlers that a change
/// of an environment value such as `scenePhase` triggers, in its next view update; what that
/// update draws is committed at the end of that turn. Apple documents no timing
/// (https://developer.apple.com/documentation/swiftui/scenephase ; high that none is given); the
/// model's reading is one run-loop turn after the UIKit callback that caused it (a SwiftUI-only
/// cover "can only learn its scene after first render",
/// https://github.com/vultisig/vultisig-ios/pull/5128 ; low), so a cover keyed on `.background`
/// appears after did-enter-background's turn, racing the snapshot
/// (docs/research/time-model-facts.md §5).
public enum SwiftUIUpdate {
  /// Runs `change` in SwiftUI's next update (the next main-queue turn); at once outside a device.
  public static func next(_ change: @escaping () -> Void) {
    guard let device = Device.current else { return change() }
    device.enqueueSwiftUIUpdate(change)
  }
}

extension Device {
  /// Queues `change` for SwiftUI's next update, or runs it now under
  /// ``PlatformFlags/swiftUIUpdatesInCallbackTurn``.
  package func enqueueSwiftUIUpdate(_ change: @escaping () -> Void) {
    if profile.flags.swiftUIUpdatesInCallbackTurn { change() } else { enqueueMain(change) }
  }

  /// In a SwiftUI app, tells the strategy that `scene`'s phase changed (after UIKit's own
  /// callbacks for the transition), as `.onChange(of: scenePhase)` in the scene's root view, in
  /// SwiftUI's next update (``SwiftUIUpdate``).
  package func reportScenePhase(_ scene: UIWindowScene) {
    // SwiftUI content in hosting controllers reads its scene's phase in any app (UIKit or
    // SwiftUI life cycle): the new phase reaches it in SwiftUI's next update.
    if !isCrashed { SwiftUIHosting.sceneDidChangePhase(scene) }
    guard profile.appStructure == .swiftUI, !isCrashed, let phase = ScenePhase(scene.activationState) else { return }
    log("scenePhase(\(scene.identifier)) = \(phase.rawValue)")
    enqueueSwiftUIUpdate { [weak self, weak scene] in
      guard let scene else { return }
      self?.strategy?.scenePhaseDidChange(to: phase, in: scene)
    }
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
    enqueueSwiftUIUpdate { [weak self] in self?.strategy?.appScenePhaseDidChange(to: phase) }
  }

  /// In a SwiftUI app, gives the strategy the phase of a scene that connected straight into the
  /// background, in the connection's own turn: a view reads `scenePhase` from its first body
  /// evaluation, and `onChange(of:initial: true)` runs its action for that initial value (Apple,
  /// "ScenePhase", https://developer.apple.com/documentation/swiftui/scenephase ;
  /// "onChange(of:initial:_:)",
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) ; iOS 14+ /
  /// 17+; medium-high), so a cover keyed on the phase is in the scene's first frame, and in the
  /// snapshot of a background launch. The app's aggregate phase follows.
  package func reportInitialScenePhase(_ scene: UIWindowScene) {
    guard profile.appStructure == .swiftUI, !isCrashed, let phase = ScenePhase(scene.activationState) else { return }
    log("scenePhase(\(scene.identifier)) = \(phase.rawValue) (initial)")
    strategy?.scenePhaseDidChange(to: phase, in: scene)
    guard !isCrashed, phase != process.lastAppPhase else { return }
    process.lastAppPhase = phase
    log("app scenePhase = \(phase.rawValue) (initial)")
    strategy?.appScenePhaseDidChange(to: phase)
  }
}
