import ShieldModel

/// `termination-blocked`: once the user has swiped the app away in the app switcher, it does not
/// come back by itself. Decided by the model's state (``Device/terminationBlocked``): the process the
/// system launched again because the app's code made a LocalAuthentication request in the swipe-away's
/// did-enter-background (``PlatformFlags/swipeAwayRequestRelaunchesApp``, Touch ID before iOS 11), never
/// by a lock part alone. The user's expectation: a card swiped up force-closes the app (a how-to,
/// https://www.trustedreviews.com/how-to/how-to-close-iphone-apps-4214998 ); the reports read the return as a loop the app cannot be
/// closed from (https://github.com/rolandleth/LTHPasscodeViewController/issues/151 ).
nonisolated struct TerminationBlockedCheck: InvariantCheck {
  let invariant = Invariant.terminationBlocked
  let summary =
    "an app the user swiped away in the app switcher does not come back by itself "
    + "(LTHPasscodeViewController#130, VENTouchLock#68, BKPasscodeView#31)"
  let shortTitle = "ended"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    guard let at = context.device.terminationBlocked else { return nil }
    return Violation<IOSPlatform>(
      invariant: invariant, step: context.step,
      detail: "the user swiped the app away in the app switcher and it came back in front at t=\(formatTime(at)) s: "
        + "its code asked LocalAuthentication in the swipe-away's did-enter-background, and the system launched "
        + "the app again for the prompt (swipeAwayRequestRelaunchesApp)")
  }
}
