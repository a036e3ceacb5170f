import ShieldModel

/// `focus-lost`: once the device is settled with the app active and no system UI over it, each
/// active scene's first responder and key window equal the baseline's (the same events without
/// the strategy). A cover window made key takes the keyboard and the user's typing context
/// (https://github.com/mozilla-mobile/firefox-ios/pull/33874 ; the key-window rules are
/// documented on ``Device/focus(in:)``). While the app's lock promise stands the typing context
/// is the lock's (its field, its window): the check compares once the user has passed it. A field
/// the user tapped while the lock stood is the lock's too when hit-testing gave the tap to the
/// lock: the app's screen was off the window (a lock made the root or pushed over it), or a lock
/// window or view lay over the field at that point. The field a device without the strategy
/// focused was never focused here (UIKit gives a touch to the view hit-testing finds, and
/// hit-tests only views in a window; a first responder whose view leaves the window resigns: see
/// ``ShieldModel/UINavigationController``; `tapForFieldReachedLock`).
///
/// A modal presentation takes the first responder and UIKit gives it back at its dismissal (B2,
/// ``ShieldModel/PlatformFlags/presentationTakesFirstResponder``; the give-back's sources on
/// ``ShieldModel/Device/presentationHoldsFocus(named:in:)``), so neither is a loss: while a
/// presentation holds the other device's focused field (or has a field of its own focused: an
/// alert's, a presented screen's), and once a dismissal has given a field back where the other
/// device has none. A loss is judged when the presentation is gone and the field was not given
/// back, or another field or window has the focus.
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
      let mineKey = context.device.focusKey(in: scene)
      let theirKey = context.baseline.focusKey(in: other)
      guard mineKey != theirKey else { continue }
      let responderHeld =
        mineKey.firstResponder == theirKey.firstResponder
        || Self.presentationAccountsFor(mineKey.firstResponder, theirKey.firstResponder, context, scene, other)
      if responderHeld && mineKey.keyWindow == theirKey.keyWindow { continue }
      let mine = context.device.focus(in: scene)
      let theirs = context.baseline.focus(in: other)
      let what =
        !responderHeld
        ? "first responder \(mine.firstResponder) instead of \(theirs.firstResponder)"
        : "key window \(mine.keyWindow) instead of \(theirs.keyWindow)"
      let when = context.settledPhase ? " after settling" : ""
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step, detail: "scene \(scene.identifier) has \(what)\(when)")
    }
    return nil
  }

  /// Whether a presentation accounts for first responders `mine` and `theirs` (unequal names): the
  /// strategy's device has a presentation up that holds the baseline's focused field, or has a field
  /// of its own focused where the baseline has none; the baseline has a presentation up that holds
  /// the strategy's device's focused field (the app's own presentation, on that device only); or a
  /// dismissal gave the strategy's device its field back where the baseline has none (UIKit's
  /// give-back: the app without the strategy dropped the field meanwhile). A field the baseline
  /// focuses in a presentation of its own is never excused: the strategy may have taken it.
  @MainActor private static func presentationAccountsFor(
    _ mine: String, _ theirs: String, _ context: CheckContext, _ scene: UIWindowScene, _ other: UIWindowScene
  ) -> Bool {
    // The user's tap for the field came while the lock stood and hit-testing gave it to the lock
    // (the app's screen off the window, or a lock window or view over the field): never focused here.
    if mine == "none", context.device.keyboard.tapForFieldReachedLock { return true }
    if context.device.presentationHoldsFocus(named: theirs, in: scene) { return true }
    if mine != "none", context.baseline.presentationHoldsFocus(named: mine, in: other) { return true }
    return theirs == "none" && context.device.focusWasGivenBack(in: scene)
  }
}
