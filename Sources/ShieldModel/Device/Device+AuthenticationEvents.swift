/// The outcomes of the app's own LocalAuthentication prompt besides a match and a cancel: a
/// failed Face ID attempt, the fallback (the system's passcode UI, or the app's own), the device
/// passcode typed, and the Face ID lockout (sources at ``SystemEvent/faceIDNoMatch``,
/// ``SystemEvent/faceIDFallback`` and ``SystemEvent/enterDevicePasscode``).
///
/// The prompt, on either stage, is one system UI over the app (`.systemAlert(.faceID)`): the
/// app's scenes stay foreground-inactive under the passcode UI as under Face ID, with no
/// callback when the stage changes (inference: the request goes on and Apple names no new
/// activation; medium). Leaving the app (Home, the switcher, the side button) cancels either
/// stage with `systemCancel`, Cancel with `userCancel` (Quinn, Apple DTS: cancel on the
/// passcode prompt "returns a cancel" as on the biometric one,
/// https://developer.apple.com/forums/thread/6390 ; medium, iOS 8).
extension Device {
  /// Failed Face ID attempts in a row after which Face ID is locked out (Apple, "isLockedOut",
  /// https://developer.apple.com/documentation/localauthentication/laenvironment/mechanismbiometry/islockedout ;
  /// high).
  public static let biometryLockoutAttempts = 5

  /// The events this file handles, and how the generator's validity key answers for them: the
  /// rules read the request shown (its stage, policy and failed attempts), which the key does not.
  nonisolated static let authenticationEvents: [HandledKind] = [
    .byRules(.faceIDNoMatch), .byRules(.faceIDFallback), .byRules(.enterDevicePasscode),
    .byRules(.changeDeviceSetting), .byRules(.faceIDPermission),
  ]

  func authenticationRefusal(for event: SystemEvent) -> Refusal? {
    if case .changeDeviceSetting(let setting) = event { return settingRefusal(setting) }
    if case .faceIDPermission = event { return faceIDPermissionRefusal() }
    if let reason = runningAppRefusal() { return reason }
    guard systemUI.overlay == .systemAlert(.faceID), let request = authentication.shown else {
      return "no LocalAuthentication prompt of the app is shown"
    }
    if systemUI.faceIDDismissalDeadline != nil { return "the prompt has already succeeded" }
    if authentication.stage == .permissionAlert {
      return "the Face ID permission alert is shown: the user answers it first (faceIDPermission(allow|deny))"
    }
    switch event {
    case .faceIDNoMatch:
      return authentication.stage == .faceID ? nil : "the system's passcode UI is shown, not Face ID"
    case .faceIDFallback:
      guard authentication.stage == .faceID else { return "the system's passcode UI is already shown" }
      // The fallback button appears after a failed attempt (Apple, the biometrics policy's page).
      guard authentication.failedAtPrompt > 0 else { return "the fallback button shows after a failed attempt" }
      return request.offersFallback ? nil : "the app hid the fallback button (an empty localizedFallbackTitle)"
    case .enterDevicePasscode:
      return authentication.stage == .passcode ? nil : "the system's passcode UI is not shown"
    default: EventSubsystem.authentication.unhandled(event)
    }
  }

  func performAuthentication(_ event: SystemEvent) {
    switch event {
    case .changeDeviceSetting(let setting): changeSetting(setting)
    case .faceIDPermission(let answer): answerFaceIDPermission(answer)
    case .faceIDNoMatch:
      authentication.failedAtPrompt += 1
      systemUI.biometryFailures += 1
      log("\(biometryName): no match (\(systemUI.biometryFailures) in a row)")
      guard isBiometryLockedOut else { return }
      if authentication.shown?.policy == .deviceOwnerAuthentication {
        showDevicePasscodeUI()
      } else {
        dismissAuthenticationPrompt(failing: .biometryLockout)
      }
    case .faceIDFallback:
      if authentication.shown?.policy == .deviceOwnerAuthentication {
        showDevicePasscodeUI()
      } else {
        dismissAuthenticationPrompt(failing: .userFallback)
      }
    case .enterDevicePasscode:
      systemUI.biometryFailures = 0
      systemUI.faceIDDismissalDeadline = runLoop.now + biometricPromptDismissal
      finishBiometricRequest(failing: nil)
    default: EventSubsystem.authentication.unhandled(event)
    }
  }

  /// Whether Face ID is locked out (too many failed attempts in a row, device-wide).
  public var isBiometryLockedOut: Bool { systemUI.biometryFailures >= Self.biometryLockoutAttempts }

  /// Whether the app's LocalAuthentication prompt is on the system's passcode UI.
  public var isDevicePasscodeUIShown: Bool { authentication.shown != nil && authentication.stage == .passcode }

  /// Why the app's LocalAuthentication request is on the system's passcode UI, or `nil` when it is not: the
  /// mechanism, in words, for a verdict on an app that promised biometrics only
  /// (``PrivacyScreenStrategy/promisesBiometricsOnly``). `deviceOwnerAuthentication` opens on the passcode when
  /// biometry is not available, not enrolled or locked out, and offers it after a failed match (Apple,
  /// "LAPolicy.deviceOwnerAuthentication",
  /// https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthentication ; iOS 9+;
  /// high); the biometrics policy never shows it.
  package var passcodeUICause: String? {
    guard isDevicePasscodeUIShown, let request = authentication.shown else { return nil }
    if request.passcodeOnly { return "a Keychain read whose item asks the device passcode only" }
    if keychainReadOpensOnPasscode(request) {
      return "a Keychain read of a .userPresence item by an app without NSFaceIDUsageDescription opens on the device "
        + "passcode, not Face ID"
    }
    if isFaceIDRefusedToApp {
      return "Face ID is refused to the app (\(faceIDRefusalCause)), so deviceOwnerAuthentication asks for "
        + "the device passcode"
    }
    if isBiometryLockedOut {
      return "Face ID is locked out (5 failed matches): deviceOwnerAuthentication asks the passcode"
    }
    if !isFaceIDUsable { return "no face is enrolled: deviceOwnerAuthentication asks the device passcode at once" }
    return "the user took the prompt's fallback after a failed match: deviceOwnerAuthentication's passcode fallback"
  }

  /// The prompt turns into the system's passcode UI: still system UI over the inactive app.
  private func showDevicePasscodeUI() {
    authentication.stage = .passcode
    log("device passcode UI (LocalAuthentication fallback)")
  }

  /// The prompt goes with its dismissal animation after the reply `error` reaches the app, and
  /// the app becomes active again (did-become-active only), as a cancel does.
  func dismissAuthenticationPrompt(failing error: LAError.Code) {
    finishBiometricRequest(failing: error)
    runTransition(seconds: biometricPromptDismissal)
    systemUI.overlay = nil
    activate(foregroundScenes)
  }
}
