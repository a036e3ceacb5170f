/// The device unlock an ``LAContext`` may reuse (``LAContext/touchIDAuthenticationAllowableReuseDuration``):
/// an evaluation asked within that many seconds of the user unlocking the device with biometry
/// succeeds at once, with no prompt (Apple, "touchIDAuthenticationAllowableReuseDuration": "If the
/// user unlocks the device using Touch ID within the specified time interval, then authentication
/// for the receiver succeeds automatically, without prompting the user"; default 0, no reuse; at
/// most ``LATouchIDAuthenticationMaximumAllowableReuseDuration``,
/// https://developer.apple.com/documentation/localauthentication/lacontext/touchidauthenticationallowablereuseduration ;
/// iOS 9+; high for Touch ID). Face ID's unlock is reused only under
/// ``PlatformFlags/reuseDurationCoversFaceID``.
extension Device {
  /// When the user last unlocked the device with biometry, or `nil` (the last unlock took the
  /// passcode, or the device has not been unlocked in the run).
  public var biometricUnlockAt: Double? { systemUI.biometricUnlockAt }

  /// When the biometric device unlock that an evaluation by a context with reuse window
  /// `duration` (seconds) reuses happened, or `nil` when it prompts: no unlock by biometry, or one
  /// longer ago than the window (capped at the maximum), or Face ID's unlock with
  /// ``PlatformFlags/reuseDurationCoversFaceID`` off.
  package func reusableUnlock(within duration: Double) -> Double? {
    guard duration > 0, let at = systemUI.biometricUnlockAt else { return nil }
    // Touch ID on the profiles below iOS 11 (``Device/biometryType``), Face ID on the others.
    guard biometryType == .touchID || profile.flags.reuseDurationCoversFaceID else { return nil }
    let window = min(duration, LATouchIDAuthenticationMaximumAllowableReuseDuration)
    return runLoop.now - at <= window + 1e-9 ? at : nil
  }
}

/// The longest reuse window LocalAuthentication honours, in seconds: 300, five minutes (Apple,
/// "LATouchIDAuthenticationMaximumAllowableReuseDuration",
/// https://developer.apple.com/documentation/localauthentication/latouchidauthenticationmaximumallowablereuseduration ;
/// the value 300 as printed by an app, https://github.com/maxgoedjen/secretive/issues/271 ; iOS 9+;
/// high). A longer ``LAContext/touchIDAuthenticationAllowableReuseDuration`` counts as this one
/// (model choice: the report saw no longer window honoured).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let LATouchIDAuthenticationMaximumAllowableReuseDuration: Double = 300
