/// What the `reauth-loop` check needs to know of the app's biometric prompts: whether the last one was answered by
/// the user (a match, or the user's cancel) with nothing the user did since, and whether the app raised another in
/// that state during the current event. The same record as the iOS model's, for the same invariant.
public struct BiometricPromptHistory: Sendable {
  /// The last prompt succeeded and the user has done nothing since (only time or the scheduler's choices passed).
  var succeededWithoutUserSince = false
  /// The user cancelled the last prompt (Back, the negative button) and has done nothing since.
  var cancelledWithoutUserSince = false
  /// Prompts in a row the app raised right after the user cancelled the one before.
  var repromptsAfterCancel = 0
  /// When the app raised a prompt, during the current event, right after a success with no user action between.
  public internal(set) var repromptedAfterSuccessAt: Double?
  /// When the app raised a prompt, during the current event, right after a success with no user action between, while
  /// its lock still stood: the success had not reached the app yet (``AndroidDevice/reauthenticationBeforeRelease``).
  public internal(set) var repromptedBeforeReleaseAt: Double?
  /// When the app raised a prompt, during the current event, right after the user's cancel for the second time in a
  /// row (one re-prompt alone is not yet a loop).
  public internal(set) var repromptedAfterCancelAt: Double?

  /// Nothing asked.
  init() {}

  /// A new event begins; `isUserAction` is false for time passing and the scheduler's choices.
  mutating func noteEvent(isUserAction: Bool) {
    repromptedAfterSuccessAt = nil
    repromptedBeforeReleaseAt = nil
    repromptedAfterCancelAt = nil
    guard isUserAction else { return }
    succeededWithoutUserSince = false
    cancelledWithoutUserSince = false
  }

  /// The prompt was answered: `nil` on a match, else the error code; only the user's answers count.
  mutating func noteAnswer(error: Int?) {
    if error == nil { succeededWithoutUserSince = true }
    if error == BiometricPrompt.BIOMETRIC_ERROR_USER_CANCELED
      || error == BiometricPrompt.BIOMETRIC_ERROR_NEGATIVE_BUTTON
    {
      cancelledWithoutUserSince = true
    }
  }

  /// A prompt came up at `time`; `lockStands`: the app's lock was locked then.
  mutating func noteRaised(at time: Double, lockStands: Bool) {
    if succeededWithoutUserSince {
      repromptedAfterSuccessAt = time
      if lockStands { repromptedBeforeReleaseAt = time }
    }
    if cancelledWithoutUserSince {
      repromptsAfterCancel += 1
      if repromptsAfterCancel >= 2 { repromptedAfterCancelAt = time }
    } else {
      repromptsAfterCancel = 0
    }
  }
}
