import ShieldModel

/// `reauth-loop`: once the user has passed the app's Face ID prompt, the app does not ask again
/// before the user does anything else while its lock promise stands.
///
/// The platform mechanism: the app's own Face ID prompt is system UI, so it makes the app
/// inactive (will-resign-active) and its dismissal returns it with did-become-active; the
/// successful reply arrives while the prompt is still up (KeePassium,
/// https://github.com/keepassium/KeePassium/issues/330 ). A lock re-armed on "inactive" (or
/// timed from the resign) therefore re-arms on its own prompt and asks again on every return:
/// Ledger Live's lock on the inactive app state (https://github.com/LedgerHQ/ledger-live/pull/2838 ),
/// KeePassium's AutoFill and iOS 16.2 loops (https://github.com/keepassium/KeePassium/issues/74 ,
/// https://github.com/keepassium/KeePassium/issues/266 ); iOS 13–16; high. The model records a
/// request the app makes while its previous one succeeded and only time has passed since
/// (``Device/reauthenticationAfterSuccess``). The same when the second ask is the system's prompt for
/// a Keychain read of an access-controlled item made from the success reply before the lock comes
/// down: the item asks at every read unless the read passes the authenticated context (Apple,
/// "Accessing Keychain Items with Face ID or Touch ID", "kSecUseAuthenticationContext"; iOS 9+;
/// high), so the user is asked twice for one unlock (hive-keychain's "remove double prompt on ios",
/// docs/fresh-reports/forty-fourth F44-I01; ``Device/reauthenticationKeychainRead``). After the
/// lock came down the same read is `needless-lock`.
///
/// The same mechanism after the user's Cancel (`userCancel`): the dismissal returns the app with
/// did-become-active, and a lock that asks again there after every cancel (twice in a row: one
/// re-prompt alone is not yet a loop) puts the prompt straight back, so the user can neither
/// decline it nor reach the lock's own passcode entry: DMPasscode's "endless
/// loop of touch ID windows" (https://github.com/D-32/DMPasscode/issues/9 , iOS 8, Touch ID),
/// LTHPasscodeViewController's fix ("when cancel is pressed on TouchID, the keypad briefly pops
/// up but is again replaced", https://github.com/rolandleth/LTHPasscodeViewController/pull/142 ),
/// JKLLockScreenViewController's Face ID "appears repeatedly"
/// (https://github.com/tiny2n/JKLLockScreenViewController/issues/8 ); medium-high
/// (``Device/reauthenticationAfterCancel``). The prompt's fallback button ("Enter Password", the
/// biometrics policy's `userFallback` reply) is the user's decline too: it asks for the app's own way in
/// (Apple, "LAContext.localizedFallbackTitle", "LAError.Code.userFallback"; iOS 8+; high), and an app
/// that asks for Face ID again there never shows it, as Android's negative button counts as a cancel
/// (``AndroidReauthLoopCheck``): a wallet's app-state handler that skipped the re-ask after Cancel but
/// not after the fallback (veridian-wallet PR 1061, docs/fresh-reports/forty-sixth F46-I02).
///
/// The same with no prompt ever answered: the app's own requests cancelling each other. A request
/// made while another is in flight cancels it with `systemCancel` ("Canceled by another
/// authentication."; ``PlatformFlags/newerEvaluationReplacesOlder``, medium), so a code that asks
/// from two callbacks with no in-flight guard and asks again from its error handler makes a
/// prompt that never settles (``Device/reauthenticationByCompetingRequests``, recorded after
/// ``Device/competingRequestLimit`` such cancels): the platform's verdict.
///
/// Who decides: a loop after a cancel that the lock's own parameter asks for (`repromptOn=`:
/// "ask again after a cancel") is labelled by construction (``Device/reauthenticationNote``); a
/// loop from where the code asks (at every did-become-active) or from what re-arms it (on the
/// resign, `rearm=inactive`) is the platform's: the prompt resigning the app and returning it
/// with did-become-active only is what makes those moments come back with no user action.
nonisolated struct ReauthLoopCheck: InvariantCheck {
  let invariant = Invariant.reauthLoop
  let summary =
    "a Face ID success or the user's Cancel or fallback is not followed by another request, with no user action between, while the lock promise stands (LedgerHQ/ledger-live#2838, DMPasscode#9)"
  let shortTitle = "reauth"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    guard device.isAppLocked else { return nil }
    if let time = device.reauthenticationAfterSuccess, let read = device.reauthenticationKeychainRead {
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail:
          "the app's \(read) asked for \(device.biometryName) again at t=\(formatTime(time)) s right after a "
          + "successful match, before the lock came down: two asks for one unlock (platform: an access-controlled "
          + "item asks at every read unless the read passes the authenticated LAContext, kSecUseAuthenticationContext)",
        byConstruction: device.lockPromiseNote)
    }
    if let time = device.reauthenticationAfterSuccess {
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail:
          "the app asked for \(device.biometryName) again at t=\(formatTime(time)) s right after a successful match, "
          + "with no user action between: its lock re-armed on its own prompt",
        byConstruction: device.lockPromiseNote)
    }
    if let loop = device.reauthenticationByCompetingRequests {
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail:
          "the app's own \(device.biometryName) requests cancelled each other \(loop.count) times by t=\(formatTime(loop.time)) s "
          + "with no user action between: a request made while another is in flight cancels it (systemCancel, "
          + "\"Canceled by another authentication\"; newerEvaluationReplacesOlder) and the app asked again "
          + "(from another callback with no in-flight guard, or from its error handler), so the prompt never settles"
          + (loop.origins.isEmpty
            ? "" : "; cancelled requests, in order, from: " + loop.origins.joined(separator: ", ")),
        byConstruction: device.reauthenticationNote)
    }
    guard let time = device.reauthenticationAfterCancel else { return nil }
    let declined =
      device.reauthenticationDecline == .userFallback
      ? "chose its prompt's fallback button (LAError.userFallback: the app's own way in, never shown)"
      : "cancelled its prompt"
    return Violation<IOSPlatform>(
      invariant: invariant, step: context.step,
      detail:
        "the app asked for \(device.biometryName) again at t=\(formatTime(time)) s right after the user \(declined), "
        + "with no user action between: the prompt's own dismissal brought it back, so it cannot be declined",
      byConstruction: device.reauthenticationNote ?? device.lockPromiseNote)
  }
}
