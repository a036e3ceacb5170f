/// What the user sees of the app around the system's biometric prompt.
///
/// The Face ID prompt (and before iOS 11 the Touch ID alert) is a small panel in the middle of the
/// screen, hosted by the system: the app's scenes resign active under it and stay on screen, drawn
/// as the app left them, around it. Users see the app's content beside the prompt: "You should see
/// the Face ID prompt but with the .pdf file still revealed" (the app's lock expected behind it;
/// iPhone XR, iOS 16.1, also with Touch ID: https://github.com/mozilla-mobile/focus-ios/issues/3500 );
/// the confirm screen in sight under "the Face ID sheet", replaced by a lock the app raised at its
/// resign "for the whole prompt (1–2 s)" (https://github.com/gemwalletcom/wallet/issues/1323 ); an app
/// that shows no shield during its own biometric request so as not to blur what the user is looking at
/// (https://github.com/strongbox-password-safe/Strongbox/issues/555 ); high that the app is seen around
/// the prompt. The system's passcode UI (`.deviceOwnerAuthentication`'s fallback, a lockout) is a
/// full-screen keypad and hides the app (``isDevicePasscodeUIShown``).
///
/// The panel's extent is the model's choice (medium: the reports show a panel about a third of the
/// screen's width, centred): the sample points of the centre ``promptPanelColumns`` and
/// ``promptPanelRows`` of a ``Frame`` (on an iPhone some 195 by 170 points, larger than the panel) are
/// taken as hidden by it, so only content outside them counts.
extension Device {
  /// The columns of a ``Frame`` the prompt's panel is taken to hide (of 0 ..< ``Frame/columns``).
  package static let promptPanelColumns = 2...5
  /// The rows of a ``Frame`` the prompt's panel is taken to hide (of 0 ..< ``Frame/rows``).
  package static let promptPanelRows = 8...11

  /// The app's legible sensitive content seen around the system's biometric prompt now, or `nil`:
  /// the first scene of the app's, in the foreground under the prompt (not covered by other system
  /// UI), whose display shows sensitive content at a sample point outside the panel; its identifier,
  /// the points seen and the frame's points. `nil` unless the overlay is the biometric prompt on the
  /// app (not the system's passcode UI) with the device unlocked.
  package func sensitiveContentAroundBiometricPrompt() -> (scene: String, sensitivePoints: Int, points: Int)? {
    guard systemUI.overlay == .systemAlert(.faceID), !isDevicePasscodeUIShown, process.isLaunched,
      process.isAppInForeground, !process.isLocked
    else { return nil }
    for scene in windowScenes where scene.isInteractive && scene.activationState == .foregroundInactive {
      if systemUI.coveredSceneIdentifiers.contains(scene.identifier) || !isAppLocked(in: scene) { continue }
      let frame = render(scene, for: .display)
      guard frame.showsSensitiveContent else { continue }
      var seen = 0
      for (index, pixel) in frame.pixels.enumerated() where pixel.contains(.sensitive) {
        let column = index % Frame.columns
        let row = index / Frame.columns
        if Self.promptPanelColumns.contains(column), Self.promptPanelRows.contains(row) { continue }
        seen += 1
      }
      if seen > 0 { return (scene.identifier, seen, frame.pixels.count) }
    }
    return nil
  }
}
