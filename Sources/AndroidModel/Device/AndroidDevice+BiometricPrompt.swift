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
    promptHistory.noteRaised(at: now)
  }

  /// A prompt's host activity starts over `activity`: top-resumed lost and `onPause`; the activity stays visible
  /// under the translucent one (not stopped).
  func pauseUnderPromptHost(_ activity: Activity) {
    pause(activity)
    activityPausedUnderPromptHost = activity
  }

  /// The prompt's host activity finished: `activity` resumes under no other activity, unless the app left the front
  /// meanwhile (leaving stopped it; the user's return resumes it).
  func resumeFromPromptHost(_ activity: Activity) {
    guard activityPausedUnderPromptHost === activity else { return }
    activityPausedUnderPromptHost = nil
    guard self.activity === activity, screen == .app, activity.lifecycleState == .STARTED else { return }
    resume(activity)
  }

  /// Whether a biometric prompt is on screen over the app.
  var isBiometricPromptShown: Bool { biometricPrompt?.isShowing == true && screen == .app }

  /// When the app asked for the prompt again, during the last event, right after its previous one succeeded with no
  /// user action since (see `reauth-loop`), or `nil`.
  public var reauthenticationAfterSuccess: Double? { promptHistory.repromptedAfterSuccessAt }

  /// When the app asked for the prompt again, during the last event, right after the user cancelled the one before,
  /// for the second time in a row (see `reauth-loop`), or `nil`.
  public var reauthenticationAfterCancel: Double? { promptHistory.repromptedAfterCancelAt }

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
