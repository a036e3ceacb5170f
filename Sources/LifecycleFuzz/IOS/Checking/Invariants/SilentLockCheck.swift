import ShieldModel

/// `silent-lock`: a lock whose app promises that it asks for Face ID by itself when it comes up
/// (the lock family's `promise=askBySelf`) has shown a LocalAuthentication prompt since the app
/// came to the foreground, or since the user passed it while the app stayed, whenever it stands on
/// the active, settled app with nothing over it (``Device/silentLock``, which names the sources).
///
/// The promise is the app's: Apple's guidance is to start authentication on the user's action, so
/// a lock that waits for a tap breaks nothing unless the app says it asks by itself. What keeps the
/// prompt away is the platform's answer to where the code asks: no `viewDidAppear(_:)` on a return
/// from the background, a prompt the system cancelled as the app left and nothing asking again, a
/// request refused at once (-1004) before the app is frontmost. A code that asks only from its
/// Unlock button (`auth=tap`) breaks it by construction.
nonisolated struct SilentLockCheck: InvariantCheck {
  let invariant = Invariant.silentLock
  let summary =
    "a lock that promises to ask for Face ID by itself shows the prompt in every stay in front while it stands "
    + "(focus-ios#2961, Strongbox#702, bitkit-ios#569)"
  let shortTitle = "silent"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    guard let silent = context.device.silentLock else { return nil }
    let reply = silent.lastReply.map { text in
      "; its last request \(text) at t=\(formatTime(silent.lastReplyAt ?? 0)) s"
        + (Self.lateCancelReply(silent.lock) ?? "")
    }
    return Violation<IOSPlatform>(
      invariant: invariant, step: context.step,
      detail: "the app's lock stands on the active app with no \(context.device.biometryName) prompt since "
        + "\(silent.sinceWhat) at t=\(formatTime(silent.since)) s, although the app promises it asks by itself (promise=askBySelf); "
        + "its code asks \(silent.lock.askMoments)\(reply ?? ""), so the user must find its Unlock button",
      byConstruction: silent.lock.byConstruction)
  }

  /// The mechanism when the code's ask found its request still in flight and the system's cancel
  /// of it, a reply queued for the main queue, ran only after (``SelfAskingLock/heldAskAt``).
  static func lateCancelReply(_ lock: SelfAskingLock) -> String? {
    guard let asked = lock.heldAskAt, let ran = lock.cancelReplyRanAt else { return nil }
    return ", and that queued LocalAuthentication cancel reply reached its reply handler on the main queue only at "
      + "t=\(formatTime(ran)) s, after its ask at t=\(formatTime(asked)) s found the request still in flight "
      + "(its in-flight guard held the ask back)"
  }
}
