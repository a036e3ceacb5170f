import ShieldModel

/// `needless-cover`: a strategy that promises it (``PrivacyScreenStrategy/promisesNoNeedlessCover``) shows no cover
/// on the device's own screen while the app stays in front and the user is still in it: once an event that did not
/// take the app away has ended, no cover shows on a scene that is in the foreground but inactive under system UI
/// other than the app switcher. A trade-off users complain about (the app goes blank or flashes its splash under a
/// permission alert, Control Center or the Face ID prompt), not a leak: opt-in, and reported at the lowest severity.
///
/// The platform mechanism: Control Center, Notification Center, system prompts (a permission, a `tel:` link, Apple
/// Pay, Siri, a web sign-in's consent, the app's own Face ID prompt), the incoming-call banner under
/// `callBannerResigns` and another app's window over a Stage Manager scene resign the app without it leaving: it
/// stays in the foreground, inactive, and gets did-become-active alone when they go (Apple, "Preparing your UI to
/// run in the background",
/// https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background ; high). The app
/// switcher resigns it the same way and shows its live card (`switcherCardIsLive`), so a cover raised at
/// will-resign-active is what keeps the card covered, and it then comes up under every prompt too: UIKit tells the
/// app that the user left only with did-enter-background (Apple, "Managing your app's life cycle",
/// https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ; high). The check is judged at
/// the end of each event, when the system UI has finished appearing (Control Center's pull, `panelPull`), so a cover
/// raised at the resign has shown for the whole transition. Notification Center at rest hides the app under the
/// unverified flag `notificationCenterHidesApp` (default true: from iOS 11 it is the Cover Sheet; second-hand
/// sources, medium), so a cover under it is then seen only during the pull, a short transition. Not judged: the open switcher (a leave in progress: the
/// cover's purpose), an event that took the app to the background (a leave), a lock whose promise stands (its screen
/// is wanted), a screen being recorded or mirrored (a cover for the capture), and a cover over an active scene
/// (stranded-cover's, checked first).
nonisolated struct NeedlessCoverCheck: InvariantCheck {
  let invariant = Invariant.needlessCover
  let summary =
    "a strategy that promises it shows no cover while the app stays in front under system UI other than the switcher "
    + "(Control Center, alerts and the Face ID prompt resign the app without a leave; Apple)"
  let shortTitle = "shown"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    guard device.recordsCoverRaises, let raise = device.coverRaise, !device.leftDuringLastEvent,
      device.isAppInForeground, !device.process.isLocked, device.overlay != .appSwitcher,
      device.overlay != .notificationCenter || !device.profile.flags.notificationCenterHidesApp,
      !device.isAppLocked, !device.capture.isActive
    else { return nil }
    for scene in device.windowScenes where scene.isInteractive && scene.activationState == .foregroundInactive {
      guard device.mayShowCover(scene) else { continue }
      let points = device.render(scene, for: .display).pointCount(showing: .cover)
      guard points > 0 else { continue }
      let what = Self.whatIsOver(scene, on: device)
      let by = raise.callback.map { "after \($0)" } ?? "by work queued earlier or a timer"
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "the cover shows at \(points) of \(Frame.columns * Frame.rows) points of scene \(scene.identifier) "
          + "on the device's screen while the app stays in the foreground under \(what) (inactive, no leave: "
          + "did-become-active alone ends it); it came up \(by) during \(raise.event), which ended at "
          + "t=\(formatTime(raise.time)) s",
        byConstruction: nil)
    }
    return nil
  }

  /// A system prompt as its user sees it.
  @MainActor private static func alertName(_ kind: SystemAlertKind, on device: Device) -> String {
    switch kind {
    case .permission: return "a permission alert"
    case .faceID: return "the \(device.biometryName) prompt"
    case .call: return "the incoming-call prompt"
    case .applePay: return "the Apple Pay sheet"
    case .siri: return "Siri"
    case .tel: return "a tel: link's call prompt"
    case .webSignIn: return "a web sign-in's consent alert"
    case .signInWithApple: return "the Sign in with Apple sheet"
    }
  }

  /// What keeps `scene` inactive: the overlay, the call banner, or another app's window.
  @MainActor private static func whatIsOver(_ scene: UIWindowScene, on device: Device) -> String {
    switch device.overlay {
    case .controlCenter?: return "Control Center"
    case .notificationCenter?: return "Notification Center"
    case .systemAlert(let kind)?: return alertName(kind, on: device)
    case .appSwitcher?: return "the app switcher"
    case nil:
      if device.systemUI.isCallBannerShown { return "the incoming-call banner" }
      if device.systemUI.coveredSceneIdentifiers.contains(scene.identifier) { return "another app's window" }
      return "no system UI (the scene resigned)"
    }
  }
}
