/// The system's biometric prompt over the app (``BiometricPrompt``): shown, answered by the user, cancelled when the
/// app leaves the front.
extension AndroidDevice {
  /// Shows `prompt` over the app; a prompt already shown is cancelled first (one client at a time): a new
  /// `authenticate` while a session runs makes BiometricService "forcefully cancel authentication. Dismiss the UI,
  /// and immediately send ERROR_CANCELED to the client" of the older one (AOSP `BiometricService.authenticateInternal`,
  /// "Existing AuthSession",
  /// https://github.com/aosp-mirror/platform_frameworks_base/blob/main/services/core/java/com/android/server/biometrics/BiometricService.java ;
  /// API 31+ in this form; high). The older callback's `onAuthenticationError(BIOMETRIC_ERROR_CANCELED)` runs: an app
  /// that asks again there makes its own prompts cancel each other.
  func show(_ prompt: BiometricPrompt) {
    biometricPrompt?.finish(error: BiometricPrompt.BIOMETRIC_ERROR_CANCELED)
    // Settings' confirm-lock screen is an opaque activity: nothing of the app shows through it.
    let window = prompt.makeWindow(
      display: displayBounds, scrimShowsApp: profile.flags.biometricPromptScrimShowsApp && !prompt.isConfirmLockScreen,
      secure: profile.apiLevel >= 30)
    prompt.window = window
    prompt.markShown()
    windowManager.add(window)
    biometricPrompt = prompt
    promptHistory.noteRaised(at: now, lockStands: strategy.isAppLocked)
    notePromptForLockStay()
  }

  /// A prompt's host activity starts over `activity`: top-resumed lost and `onPause`; the activity stays visible
  /// under the translucent one (not stopped).
  /// `stopping`: the host is Settings' opaque confirm-lock screen, which hides the activity, so it stops as under any
  /// opaque activity started over it ("Coordinating activities",
  /// https://developer.android.com/guide/components/activities/activity-lifecycle#coordinating-activities ; high;
  /// ``BiometricPrompt/Host/showsConfirmLockScreen(apiLevel:biometricUsable:)``).
  /// An activity already paused under the prompt's own host activity (androidx's up to API 28) only stops.
  func pauseUnderPromptHost(_ activity: Activity, stopping: Bool = false) {
    if activity.lifecycleState == .RESUMED { pause(activity) }
    activityPausedUnderPromptHost = activity
    guard stopping else { return }
    stop(activity)
    lifecycleLog.append("onSaveInstanceState")
    activityStoppedUnderPromptHost = true
  }

  /// The prompt's host activity finished: `activity` resumes under no other activity (restarting first when the
  /// confirm-lock screen had stopped it), unless the app left the front meanwhile (leaving stopped it; the user's
  /// return resumes it).
  func resumeFromPromptHost(_ activity: Activity) {
    guard activityPausedUnderPromptHost === activity else { return }
    activityPausedUnderPromptHost = nil
    let wasStopped = activityStoppedUnderPromptHost
    activityStoppedUnderPromptHost = false
    guard self.activity === activity, screen == .app else { return }
    if wasStopped, activity.lifecycleState == .CREATED {
      // "Don't keep activities" destroyed it under the confirm-lock screen: made again, the result delivered to it.
      if recreateAlwaysFinished(activity) { return }
      start(activity, restarting: true)
    } else if activity.lifecycleState != .STARTED {
      return
    }
    resume(activity)
  }

  /// Whether the app's activity is stopped under Settings' opaque confirm-lock screen, which is then what the task
  /// shows (its Recents snapshot included).
  public var isUnderConfirmLockScreen: Bool {
    activityStoppedUnderPromptHost && biometricPrompt?.isConfirmLockScreen == true
  }

  /// How long the system's biometric prompt was up over the app while its lock was due and the prompt's dim left
  /// sensitive content legible, in seconds, summed over the device's life (the one still up counted to now):
  /// measured, never judged. `lock-bypass` does not judge the display under the prompt (the prompt holds window focus
  /// and every touch: the lock's surface in place), yet the user sees the app through its 50 % dim
  /// (``AndroidPlatformFlags/biometricPromptScrimShowsApp``; SystemUI `biometric_dialog_dim_color` `#80000000`, the
  /// "biometric prompt's dim" row of `docs/model-behaviours.md`; high for AOSP). Each showing counts its virtual time
  /// on screen, and at least ``biometricPromptMinimumSeconds``.
  public var promptSeeThroughExposure: Double {
    promptSeeThroughClosed + (promptSeeThroughSince.map { max(Self.biometricPromptMinimumSeconds, now - $0) } ?? 0)
  }

  /// The least time one showing of the prompt is counted for: 1 s (unsourced: the time a user takes to reach the
  /// sensor or face the camera once the panel appears; a plausible bracket is 0.5 s to 2 s). It only sizes the
  /// exposure `run` and `compare` report; no verdict rests on it.
  public static let biometricPromptMinimumSeconds = 1.0

  /// After each event: starts or ends the prompt's see-through (``promptSeeThroughExposure``). The display is read only
  /// while a prompt is up over a due lock.
  func measurePromptSeeThrough() {
    let seeThrough = isBiometricPromptShown && strategy.isAppLocked && !legibleSensitiveOnDisplay.isEmpty
    if seeThrough {
      if promptSeeThroughSince == nil { promptSeeThroughSince = now }
    } else if let since = promptSeeThroughSince {
      promptSeeThroughClosed += max(Self.biometricPromptMinimumSeconds, now - since)
      promptSeeThroughSince = nil
    }
  }

  /// Whether a biometric prompt is on screen over the app.
  public var isBiometricPromptShown: Bool { biometricPrompt?.isShowing == true && screen == .app }

  /// When the app asked for the prompt again, during the last event, right after its previous one succeeded with no
  /// user action since (see `reauth-loop`), or `nil`.
  public var reauthenticationAfterSuccess: Double? { promptHistory.repromptedAfterSuccessAt }

  /// When the app asked for the prompt again, during the last event, right after its previous one succeeded with no
  /// user action since, while its lock still stood because the success had not reached it yet (below API 30 the
  /// device credential's confirm-lock screen restarts the activity before the success: `reauth-loop`), or `nil`.
  public var reauthenticationBeforeRelease: Double? { promptHistory.repromptedBeforeReleaseAt }

  /// When the app asked for the prompt again, during the last event, right after the user cancelled the one before,
  /// for the second time in a row (see `reauth-loop`), or `nil`.
  public var reauthenticationAfterCancel: Double? { promptHistory.repromptedAfterCancelAt }

  /// The system cancels the prompt once its app is no longer in front (Home, Recents, the screen turning off,
  /// another activity), and the outcome reaches the app; in split screen also once the other app's task has the focus
  /// (``AndroidPlatformFlags/biometricPromptCancelledBehindSplitTask``).
  ///
  /// One rule, the owner's package: SystemUI's `AuthController.cancelIfOwnerIsNotInForeground` compares the top
  /// task's top activity's package with the client's, so the activity that asked stopping under another activity of
  /// the same app (a task stack's parent made at once, a `startActivity` on top) keeps the prompt, and Home, whose
  /// `onPause`/`onStop` look the same to the app, ends it. androidx.biometric's own cancel as its fragment stops runs
  /// only up to API 28 (`BiometricFragment.onStop`: `SDK_INT <= P`, androidx/androidx main in the code corpus; high);
  /// a model limit: that API 28 cancel under the app's own activity is not modeled.
  func cancelBiometricPromptIfAppLeft() {
    guard let prompt = biometricPrompt else { return }
    let behindSplitTask = isAppUnderTestInFront && isPromptBehindOtherSplitTask(prompt)
    guard !isAppUnderTestInFront || behindSplitTask else { return }
    prompt.wasDismissedBehindSplitTask = behindSplitTask
    prompt.finish(error: BiometricPrompt.BIOMETRIC_ERROR_CANCELED)
    looper.drain()
  }

  /// Whether `prompt`, SystemUI's window over the app's resumed activity in split screen, is behind the other app's
  /// focused task, so SystemUI dismisses it. Only a prompt asked from the activity itself: under a host activity the
  /// app's activity is paused, so its focus is not read here (a model limit: the host's own task focus is not tracked).
  func isPromptBehindOtherSplitTask(_ prompt: BiometricPrompt) -> Bool {
    profile.flags.biometricPromptCancelledBehindSplitTask && windowingMode == .splitScreen
      && !prompt.host.pausesActivity(apiLevel: profile.apiLevel) && activity?.lifecycleState == .RESUMED
      && activity?.isTopResumedActivity == false
  }

  /// The user answers the prompt: a match, the negative button (``AndroidEvent/dismissWindow``) or Back. A match
  /// ends a run of failed attempts.
  func answerBiometricPrompt(error: Int?) {
    if error == nil {
      biometricFailures = 0
      noteUserAuthentication()
    }
    biometricPrompt?.finish(error: error)
    looper.drain()
  }

  /// Failed attempts in a row after which the sensor locks out (``AndroidEvent/biometricNoMatch``): 5, for
  /// ``biometricLockoutSeconds`` ("This occurs after 5 failed attempts, and lasts for 30 seconds",
  /// https://developer.android.com/reference/android/hardware/biometrics/BiometricPrompt#BIOMETRIC_ERROR_LOCKOUT ;
  /// AOSP `LockoutFrameworkImpl`, `MAX_FAILED_ATTEMPTS_LOCKOUT_TIMED`; API 28+; high). The permanent lockout after
  /// 20 failures (`BIOMETRIC_ERROR_LOCKOUT_PERMANENT`) is not modeled.
  public static let biometricLockoutAttempts = 5
  /// Seconds a timed lockout lasts (same sources; high).
  public static let biometricLockoutSeconds = 30.0

  /// Whether the biometric sensor is locked out now (a device-wide state: it outlives the app's process).
  public var isBiometricLockedOut: Bool { biometricLockedOutUntil.map { now < $0 } ?? false }

  /// The user's fingerprint or face is not recognized: `onAuthenticationFailed` reaches the app and the prompt stays
  /// (non-terminal); the fifth failure in a row locks the sensor out and ends the prompt with
  /// `BIOMETRIC_ERROR_LOCKOUT`.
  func failBiometricAttempt() {
    guard let prompt = biometricPrompt else { return }
    biometricFailures += 1
    prompt.noteFailedAttempt()
    if biometricFailures >= Self.biometricLockoutAttempts {
      biometricFailures = 0
      biometricLockedOutUntil = now + Self.biometricLockoutSeconds
      // With the credential confirmation the lockout leaves the device credential offered (``BiometricPrompt/Host``).
      if !prompt.host.keepsCredentialAfterBiometricError {
        prompt.finish(error: BiometricPrompt.BIOMETRIC_ERROR_LOCKOUT)
      }
    }
    looper.drain()
  }
}
