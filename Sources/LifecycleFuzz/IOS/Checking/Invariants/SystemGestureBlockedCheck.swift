import ShieldModel

/// `system-gesture-blocked`: a system gesture that works without the strategy does what the user asked. Decided by
/// the model's state (``Device/systemGestureBlocked``): the iPad's multitasking swipe cancelled because the app's
/// will-resign-active put a cover on screen while the keyboard was up
/// (``PlatformFlags/keyboardCoverCancelsMultitaskingSwipe``, iPadOS 13). Without the cover the swipe switches apps,
/// which is what both reports expected (https://github.com/signalapp/Signal-iOS/issues/4328 ;
/// https://github.com/strongbox-password-safe/Strongbox/issues/222 ).
nonisolated struct SystemGestureBlockedCheck: InvariantCheck {
  let invariant = Invariant.systemGestureBlocked
  let summary =
    "a system gesture that works without the strategy is not cancelled by it: the iPad's multitasking swipe switches "
    + "apps (Signal-iOS#4328, Strongbox#222)"
  let shortTitle = "gesture"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    guard let at = context.device.systemGestureBlocked else { return nil }
    return Violation<IOSPlatform>(
      invariant: invariant, step: context.step,
      detail: "the user's multitasking swipe did nothing at t=\(formatTime(at)) s: the keyboard was up and the "
        + "app's will-resign-active put a cover on screen, so the swipe was cancelled and the app stayed in front "
        + "(keyboardCoverCancelsMultitaskingSwipe)")
  }
}
