import AndroidModel

/// unlock-blocked: while an app lock is due, with the app in front on screen and its looper idle, the user can reach
/// the lock's release (the name of iOS's check of a lock whose own entry is blocked). Two mechanisms:
///
/// - A touch in the middle of the lock's own entry (``AndroidPrivacyStrategy/lockEntry``, its keypad) reaches the
///   lock's window: no window above it takes the touch. Windows stack by type and the top one containing a touch takes
///   it (AOSP `getWindowLayerFromTypeLw`; the IME's layer is above every application window), so the soft keyboard
///   the input method shows for a lock's focused PIN field covers a keypad at the bottom of the screen and its keys
///   type into the IME instead (``AndroidDevice/applySoftInputMode(of:)``: an editable field with focus, a forward
///   navigation, and `adjustResize` or a large screen). The biometric prompt over a keypad (a lock that falls back to
///   its own PIN, `onError=fallback`, and asks again on the return) blocks nothing: Back or its negative button takes
///   it down and the keypad is reachable.
/// - A lock screen only the biometric prompt takes down (``AndroidPrivacyStrategy/promptRelease``), up with no prompt
///   on screen or coming, has a route to the prompt: a callback the app gets in front asks for it (a leave and a
///   return run `onResume` again) and the device can show it. It has none when the lock asks only in `onStop`
///   (androidx.biometric refuses a request from a stopped activity), only as it draws a lock screen that every return
///   finds drawn (`askOn=lockShown` with `rearm=onPause|onStop`), or when every request ends at once with an error
///   of the device's lasting state (androidx.biometric's biometric request on API 21-22, no biometric enrolled, the
///   permanent lockout, no screen lock for a credential request: ``AndroidDevice/biometricRequestError(host:)``),
///   for every way its code asks; the timed lockout ends by itself. A request is a way in only when the success the
///   platform gives it releases the lock (``AndroidPromptRequest/noRelease``): a lock whose every request's success
///   leaves it set (an `onActivityResult` that ignores `RESULT_OK`, a reply that sets the lock again, a clear only in
///   the reply the request never gets) is blocked whether a prompt shows or not (forty-eighth session). A request the code makes only when
///   `BiometricManager.canAuthenticate` says yes (``AndroidAuthenticateGuard``) is no route while the device says no,
///   and one asked only in `onCreate` comes with no return (forty-seventh session). An app-logic script's lock that only a successful
///   authentication releases reports its release the same way (`AndroidAppLogic+PromptRelease.swift`).
///
/// Forty-ninth session: the user's correct answer to a request whose reply leaves the lock up is a block at once,
/// whatever other request the lock has (``AndroidPromptRelease/lostSuccess``: the device credential's `RESULT_OK` the
/// app's code never receives, F52-A04), and a request the app's own flag holds is no route
/// (``AndroidPromptRequest/heldBy``: a pending flag only a reply changes, with no request to bring one).
///
/// A system window the user opened and closes (the notification shade) over the keypad is no block.
///
/// Cheap: only a lock that reports an entry or a prompt release is checked.
struct AndroidUnlockBlockedCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.unlockBlocked

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    // A lock none of whose requests any answer releases is no way in, the prompt up or not (forty-eighth session).
    if let release = device.strategy.promptRelease, device.isInFrontOnScreenAndIdle,
      let why = release.whyNoAnswerReleases
    {
      return Violation(
        invariant: invariant, step: context.step,
        detail: "\(context.eventText): the lock screen is up and no answer the platform gives to its requests takes "
          + "it down: " + why)
    }
    // The user's right answer the lock's code dropped: locked out after the right PIN (forty-ninth session).
    if let release = device.strategy.promptRelease, device.isInFrontOnScreenAndIdle, !release.isAsking,
      !device.isBiometricPromptShown, let lost = release.lostSuccess
    {
      return Violation(
        invariant: invariant, step: context.step,
        detail: "\(context.eventText): the user's correct answer to the lock's request left its lock screen up: "
          + lost)
    }
    if let release = device.strategy.promptRelease, device.isInFrontOnScreenAndIdle, !release.isAsking,
      !device.isBiometricPromptShown, let reason = Self.noRoute(release, device)
    {
      return Violation(
        invariant: invariant, step: context.step,
        detail: "\(context.eventText): the lock screen is up with no biometric prompt and no entry of its own: "
          + reason)
    }
    // The biometric prompt over the lock's keypad is the lock's other release in progress: Back or its negative
    // button takes it down and leaves the keypad reachable, so it blocks nothing. So does the notification shade the
    // user pulled down: their own swipe up (or Back) closes it (iOS's Notification Center over a lock holds alike).
    guard let entry = device.strategy.lockEntry, device.isInFrontOnScreenAndIdle, !device.isBiometricPromptShown,
      device.notificationShade == nil, let touch = device.touchReaches(entry), !touch.reaches
    else { return nil }
    let above = touch.window?.label ?? "nothing"
    return Violation(
      invariant: invariant, step: context.step,
      detail: "\(context.eventText): the lock's own \(entry.id ?? "entry") is under the \(above) window, which takes "
        + "its touches")
  }

  /// Why no prompt can come for `release`, or `nil` when the user has a route to one.
  private static func noRoute(_ release: AndroidPromptRelease, _ device: AndroidDevice) -> String? {
    if !release.asksInFront {
      if let why = release.whyNoReturnAsks { return why }
      return "it asks for the prompt only in \(release.asksIn), where androidx.biometric refuses to start it "
        + "(\"Called after onSaveInstanceState()\"), so no return brings one"
    }
    // A request whose success leaves the lock set is no route (``whyNoAnswerReleases`` covers a lock with none).
    let requests = release.allRequests.filter { $0.noRelease == nil }
    // A request in a reply to another runs only after a request the code makes; with none of those, as before. One
    // the app's own flag holds is not made (forty-ninth session).
    let firsts = release.allRequests.filter { !$0.answersAnotherRequest }
    let made = firsts.isEmpty || firsts.contains { $0.failedGuard(on: device) == nil && $0.heldBy == nil }
    for request in requests where made || !request.answersAnotherRequest {
      if request.heldBy == nil, request.failedGuard(on: device) == nil,
        device.biometricRequestError(host: request.host) == nil
      {
        return nil
      }
    }
    guard let first = requests.first(where: { !$0.answersAnotherRequest }) ?? requests.first else { return nil }
    if let failed = first.failedGuard(on: device) {
      let answer = BiometricAuthenticators.answerName(device.canAuthenticate(failed.authenticators))
      return "its code in \(release.asksIn) asks only when \(failed.text) holds, and it answers \(answer): no "
        + "request is made and the code offers no other way in"
    }
    if let held = first.heldBy { return held }
    let code = device.biometricRequestError(host: first.host) ?? BiometricPrompt.BIOMETRIC_ERROR_NO_BIOMETRICS
    let name: String
    switch code {
    case BiometricPrompt.BIOMETRIC_ERROR_LOCKOUT_PERMANENT:
      name = "ERROR_LOCKOUT_PERMANENT (until the device credential is entered)"
    case BiometricPrompt.BIOMETRIC_ERROR_NO_DEVICE_CREDENTIAL: name = "ERROR_NO_DEVICE_CREDENTIAL (no screen lock)"
    case BiometricPrompt.BIOMETRIC_ERROR_HW_NOT_PRESENT:
      name = "ERROR_HW_NOT_PRESENT (androidx.biometric below API 23: no FingerprintManager)"
    default: name = "ERROR_NO_BIOMETRICS (none enrolled)"
    }
    return "every request it makes in \(release.asksIn) ends at once with \(name)"
  }
}
