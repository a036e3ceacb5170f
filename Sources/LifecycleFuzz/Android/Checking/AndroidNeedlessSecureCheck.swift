import AndroidModel

/// needless-secure: an app whose authors promise that captures of its non-sensitive content work
/// (``AndroidDevice/promisesNeutralCaptures``, a `+ promise[neutralCaptures]` strategy name) gets no screenshot or
/// recording frame refused or black on its own windows' account (``AndroidCapture/securedByApp``) while those secure
/// windows showed no sensitive content (``AndroidCapture/sensitiveInSecureWindows``, each window drawn as on the
/// display, whatever covers it: a secure card under the notification shade still protects the card): protection
/// wider than the app wanted, a trade-off reported at the lowest severity, as `needless-cover`.
///
/// The platform mechanism: `FLAG_SECURE` is an attribute of one window ("treat the content of the window as secure,
/// preventing it from appearing in screenshots or from being viewed on non-secure displays",
/// https://developer.android.com/reference/android/view/WindowManager.LayoutParams#FLAG_SECURE ; high), and an
/// activity's screens (fragments in its container, https://developer.android.com/guide/fragments/fragmentmanager ;
/// Compose destinations; React Navigation screens, which stay mounted below a pushed screen,
/// https://reactnavigation.org/docs/navigation-lifecycle ; high) all draw in that one window. So a flag set for one
/// screen stays on the window while a neutral screen is pushed over it, and a flag set on every activity blanks
/// every screen. Up to API 30 such a screenshot is refused as a whole, from 31 the window is black, and recordings
/// draw it black on every level (``AndroidPlatformFlags/screenshotRefusedWhenSecureWindowShown``). Not judged: a
/// capture while the app's lock is due (a lock screen kept out of captures is what an app with a lock wants), while
/// the user turned the app's screen security off (`cannot-disable`'s), or the Recents card (the promise is about
/// captures). Apps state the wish: https://github.com/corona-warn-app/cwa-app-android/pull/619 (screenshots of the
/// whole app blocked "because of a security concern in a couple of screens"); the opposite choice,
/// https://github.com/poziomki-app/poziomki/pull/194 (a single-activity host so every screen inherits the flag).
struct AndroidNeedlessSecureCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.needlessSecure

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    guard device.promisesNeutralCaptures, !device.isProtectionTurnedOff, !device.strategy.isLockDueForImages else {
      return nil
    }
    for capture in device.lastCaptures where capture.kind == .screenshot || capture.kind == .recording {
      guard !capture.securedByApp.isEmpty, capture.sensitiveInSecureWindows.isEmpty else { continue }
      let how = capture.isRefused ? "refused" : "black at " + capture.blackedOut.joined(separator: ",")
      return Violation(
        invariant: invariant, step: context.step,
        detail:
          "\(context.eventText): the \(capture.kind.rawValue) is \(how) while its secure windows show nothing sensitive: "
          + capture.securedByApp.joined(separator: ",")
          + " secure (FLAG_SECURE is per window: it covers every screen drawn in the window)")
    }
    return nil
  }
}
