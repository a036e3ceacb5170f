/// The system's biometric prompt over the app (``BiometricPrompt``): shown, answered by the user, cancelled when the
/// app leaves the front.
extension AndroidDevice {
  /// Shows `prompt` over the app; a prompt already shown is cancelled first (one client at a time).
  func show(_ prompt: BiometricPrompt) {
    biometricPrompt?.finish(error: BiometricPrompt.BIOMETRIC_ERROR_CANCELED)
    let window = prompt.makeWindow(display: displayBounds, scrimShowsApp: profile.flags.biometricPromptScrimShowsApp)
    prompt.window = window
    windowManager.add(window)
    biometricPrompt = prompt
  }

  /// Whether a biometric prompt is on screen over the app.
  var isBiometricPromptShown: Bool { biometricPrompt?.isShowing == true && screen == .app }

  /// The system cancels the prompt once its app is no longer in front (Home, Recents, the screen turning off,
  /// another activity), and the outcome reaches the app.
  func cancelBiometricPromptIfAppLeft() {
    guard let prompt = biometricPrompt, !isAppUnderTestInFront else { return }
    prompt.finish(error: BiometricPrompt.BIOMETRIC_ERROR_CANCELED)
    looper.drain()
  }

  /// The user answers the prompt: a match, the negative button (``AndroidEvent/dismissWindow``) or Back.
  func answerBiometricPrompt(error: Int?) {
    biometricPrompt?.finish(error: error)
    looper.drain()
  }
}
