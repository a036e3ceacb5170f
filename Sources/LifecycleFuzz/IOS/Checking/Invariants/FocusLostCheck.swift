import ShieldModel

/// `focus-lost`: once the device is settled with the app active and no system UI over it, each
/// active scene's first responder and key window equal the baseline's (the same events without
/// the strategy). A cover window made key takes the keyboard and the user's typing context
/// (https://github.com/mozilla-mobile/firefox-ios/pull/33874 ; the key-window rules are
/// documented on ``Device/focus(in:)``). While the app's lock promise stands the typing context
/// is the lock's (its field, its window): the check compares once the user has passed it.
nonisolated struct FocusLostCheck: InvariantCheck {
  let invariant = Invariant.focusLost
  let summary =
    "an active, settled scene's first responder and key window are those without the strategy"
    + " (https://github.com/mozilla-mobile/firefox-ios/pull/33874)"
  let shortTitle = "focus"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    if context.settledActiveScenes.isEmpty || context.device.isAppLocked { return nil }
    for (scene, other) in context.settledActiveScenes {
      // Keys first: the foci's text is built only for a violation.
      guard context.device.focusKey(in: scene) != context.baseline.focusKey(in: other) else { continue }
      let mine = context.device.focus(in: scene)
      let theirs = context.baseline.focus(in: other)
      guard mine != theirs else { continue }
      let what =
        mine.firstResponder != theirs.firstResponder
        ? "first responder \(mine.firstResponder) instead of \(theirs.firstResponder)"
        : "key window \(mine.keyWindow) instead of \(theirs.keyWindow)"
      let when = context.settledPhase ? " after settling" : ""
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step, detail: "scene \(scene.identifier) has \(what)\(when)")
    }
    return nil
  }
}
