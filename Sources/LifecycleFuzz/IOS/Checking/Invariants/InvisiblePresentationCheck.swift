import ShieldModel

/// `invisible-presentation`: once the device is settled with the app active, no UI the app's own
/// code presented sits in a window that shows nothing (hidden, or alpha 0) when, without the
/// strategy, none does. A strategy's window that is key while the app presents from "the key
/// window's root" takes the app's presentation, and hiding that window hides it too: the user sees
/// nothing and is stuck (the Salesforce SDK's snapshot window and an authentication session,
/// https://github.com/forcedotcom/SalesforceMobileSDK-iOS/issues/3195 , /pull/2647; the rule is
/// on ``Device/appPresentationInInvisibleWindow(in:)``).
nonisolated struct InvisiblePresentationCheck: InvariantCheck {
  let invariant = Invariant.invisiblePresentation
  let summary =
    "the app's own presented UI is in a shown window once the app is active and settled, as without the strategy"
    + " (https://github.com/forcedotcom/SalesforceMobileSDK-iOS/issues/3195)"
  let shortTitle = "invisible"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    // While the app's lock promise stands, hiding the app's UI (its main window included) is the
    // lock's purpose: judged once the user has passed it, as focus-lost.
    if context.settledActiveScenes.isEmpty || context.device.isAppLocked { return nil }
    for (scene, other) in context.settledActiveScenes {
      guard let lost = context.device.appPresentationInInvisibleWindow(in: scene),
        context.baseline.appPresentationInInvisibleWindow(in: other) == nil
      else { continue }
      let level = Device.levelText(lost.windowLevel)
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "scene \(scene.identifier): the app's \(type(of: lost.controller)) is presented in a window at level "
          + "\(level) that is not shown, so the user never sees it")
    }
    return nil
  }
}
