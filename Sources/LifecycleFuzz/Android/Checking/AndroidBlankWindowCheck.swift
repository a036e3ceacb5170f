import AndroidModel

/// blank-window: with the app in front on screen and its looper idle, no part of the app's own content is drawn black
/// on the device's display (``AndroidDevice/blackedOutOnDisplay``). Black is the point of a protection in a screenshot
/// or a recording, never on the user's own screen: a view the app shows through its own virtual display, in a window
/// with `FLAG_SECURE`, is black for the user on the builds that
/// ``AndroidPlatformFlags/virtualDisplayContentBlackUnderSecureWindow`` describes (a Flutter web view, PDF view or
/// video player, https://github.com/pichillilorenzo/flutter_inappwebview/issues/534). Since session 38 also the app's own
/// secure windows and surfaces while its task is on a display without `Display.FLAG_SECURE` (an external monitor that
/// is not secure, ``AndroidDevice/isAppOnNonSecureDisplay``): the display the app is shown on is the one the user
/// looks at; a mirror or cast of the device's display is a capture, never judged here. Judged on what the user sees
/// only: an opaque window or view over the black part (a lock) hides it. The name of iOS's check of a window that
/// shows nothing of the app.
struct AndroidBlankWindowCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.blankWindow

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    guard device.isInFrontOnScreenAndIdle else { return nil }
    let black = device.blackedOutOnDisplay
    guard !black.isEmpty else { return nil }
    return Violation(
      invariant: invariant, step: context.step,
      detail: "\(context.eventText): the user sees " + black.joined(separator: ",")
        + (device.isAppOnNonSecureDisplay
          ? " drawn black on the external display, which is not secure (no Display.FLAG_SECURE), by FLAG_SECURE"
          : " drawn black on the display by the window's FLAG_SECURE"))
  }
}
