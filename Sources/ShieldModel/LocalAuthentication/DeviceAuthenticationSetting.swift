/// A change the user makes in Settings > Face ID & Passcode (``SystemEvent/changeDeviceSetting(_:)``):
/// the device's authentication settings that decide what LocalAuthentication can evaluate
/// (``Device/AuthenticationSettings``).
///
/// The user leaves the app for Settings and comes back, so the event is valid only while the app
/// is not on screen (left with `goHome` or `openExternalURL`, or not running) with the device
/// unlocked and nothing over the Home Screen; `returnToApp` is the way back, with the app's real
/// callbacks. Sources:
/// - Turning the passcode off turns Face ID off (Face ID needs a passcode: "you must set a
///   passcode to use Face ID"; turning the passcode off "will also disable Touch ID and Face ID",
///   https://www.businessinsider.com.au/how-to-turn-off-password-on-iphone-2020-6 ; Apple Pay cards
///   are removed, https://9to5mac.com/2019/04/12/turn-off-passcode-iphone-ipad/ ; iOS 11+; high
///   for the Face ID part, second-hand for the wording). Whether the enrolled face is kept for
///   when the passcode comes back is ``PlatformFlags/passcodeOffRemovesFaceID``.
/// - Resetting Face ID removes the enrolled face; setting it up (or an alternate appearance) adds
///   one (Settings > Face ID & Passcode, "Reset Face ID", "Set Up an Alternate Appearance");
///   each changes the enrolled set, which ``LAContext/evaluatedPolicyDomainState`` reports
///   (Apple, "evaluatedPolicyDomainState",
///   https://developer.apple.com/documentation/localauthentication/lacontext/evaluatedpolicydomainstate ;
///   iOS 9-18, `LADomainState` from iOS 18; high).
/// - The app's own Face ID switch (Face ID & Passcode > Other Apps): the per-app permission the
///   user's answer at the permission alert set (``FaceIDPermission``; `Device+FaceIDPermission.swift`
///   names the sources). Offered only for an app that describes its permission
///   (``PrivacyScreenStrategy/faceIDPermissionAtStart``) and has asked.
nonisolated public enum DeviceAuthenticationSetting: String, Hashable, Sendable, CaseIterable {
  /// "Turn Passcode Off": no passcode, so no Face ID and no `.deviceOwnerAuthentication`.
  case passcodeOff
  /// "Turn Passcode On": a passcode again (the model's user sets `Device.userPasscode`).
  case passcodeOn
  /// "Reset Face ID": no face enrolled; the passcode stays.
  case faceIDReset
  /// "Set Up Face ID" or "Set Up an Alternate Appearance": a face is added to the enrolled set.
  case faceIDEnrolled
  /// The app's Face ID switch turned off: Face ID refused to the app, as after "Don't Allow".
  case appFaceIDOff
  /// The app's Face ID switch turned on: the app may use Face ID again.
  case appFaceIDOn
}

extension Device {
  /// The device's authentication settings (device-wide: they outlive the app's process), as
  /// ``SystemEvent/changeDeviceSetting(_:)`` leaves them. The model's device starts with a
  /// passcode and one face enrolled.
  package struct AuthenticationSettings: Sendable, Equatable {
    /// Whether a device passcode is set.
    package var passcodeSet = true
    /// Whether a face is enrolled and usable (Face ID needs the passcode too).
    package var faceEnrolled = true
    /// Changes of the enrolled set since the device started: what ``LAContext/evaluatedPolicyDomainState`` encodes.
    package var enrolmentChanges = 0
    /// The app's Face ID permission as the user last set it (the alert's answer, the app's switch),
    /// or `nil` while the user has not: then the app's description says (``Device/faceIDPermission``).
    package var appFaceIDPermission: FaceIDPermission?
    /// Whether that permission was last refused at the app's permission alert ("Don't Allow", which anyone holding
    /// the device can tap) rather than by the app's switch in Settings: what a `biometryNotAvailable` proves
    /// (``PlatformFlags/settingsAsksPasscodeForFaceIDChanges``).
    package var appFaceIDDeniedAtAlert = false

    /// The settings the device starts with.
    package init() {}

    /// Whether nothing was changed: LocalAuthentication answers as it always did.
    package var isUntouched: Bool { self == AuthenticationSettings() }
  }

  /// Why LocalAuthentication cannot evaluate `policy` with the device's settings now, or `nil`:
  /// no passcode fails both policies with ``LAError/Code/passcodeNotSet`` (Apple, header of
  /// `LAPolicyDeviceOwnerAuthentication`: "If passcode is not enabled, policy evaluation will
  /// fail", quoted in https://github.com/liamnichols/UIDevice-PasscodeStatus/issues/3 ; "A passcode
  /// isn't set on the device", https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/passcodenotset ;
  /// the biometrics policy too, since Face ID needs the passcode: SwiftPasscodeLock skips its
  /// biometric check with no passcode, https://github.com/velikanov/SwiftPasscodeLock/pull/18 ;
  /// high); no face enrolled fails the biometrics policy with
  /// ``LAError/Code/biometryNotEnrolled`` while `.deviceOwnerAuthentication` asks for the passcode
  /// at once (Apple, "deviceOwnerAuthentication": biometry first "if available, enrolled", else
  /// the passcode, https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthentication ;
  /// high); a locked-out Face ID fails the biometrics policy with ``LAError/Code/biometryLockout``;
  /// an app refused Face ID for want of `NSFaceIDUsageDescription` (under a flag), or by the user's
  /// "Don't Allow" at its permission alert or its switch in Settings (``Device/isFaceIDDeniedToApp``),
  /// fails it with ``LAError/Code/biometryNotAvailable`` (``Device/isFaceIDRefusedToApp``).
  public func authenticationUnavailable(for policy: LAPolicy) -> LAError.Code? {
    let settings = systemUI.authenticationSettings
    if !settings.passcodeSet { return .passcodeNotSet }
    guard policy == .deviceOwnerAuthenticationWithBiometrics else { return nil }
    // Face ID refused to an app without `NSFaceIDUsageDescription` (Device+FaceIDUsageDescription.swift), or by the
    // user's answer to its permission alert (Device+FaceIDPermission.swift).
    if isFaceIDRefusedToApp { return .biometryNotAvailable }
    if !settings.faceEnrolled { return .biometryNotEnrolled }
    return isBiometryLockedOut ? .biometryLockout : nil
  }

  /// Whether Face ID can be used now (a passcode set and a face enrolled): without it a
  /// `.deviceOwnerAuthentication` prompt opens on the passcode UI.
  public var isFaceIDUsable: Bool {
    systemUI.authenticationSettings.passcodeSet && systemUI.authenticationSettings.faceEnrolled
  }

  /// The enrolled set's state as LocalAuthentication reports it (opaque: it changes whenever a
  /// face is enrolled or removed), or `nil` with no usable Face ID.
  package var biometryDomainState: [UInt8]? {
    guard isFaceIDUsable else { return nil }
    let n = systemUI.authenticationSettings.enrolmentChanges
    return [0x46, 0x49, UInt8(truncatingIfNeeded: n >> 8), UInt8(truncatingIfNeeded: n)]
  }

  /// Why the user cannot make `setting` now, or `nil`.
  func settingRefusal(_ setting: DeviceAuthenticationSetting) -> Refusal? {
    if process.isLocked { return "the device is locked: Settings needs it unlocked" }
    if process.isLaunched, process.isAppInForeground { return "the app is on screen: the user goes to Settings first" }
    if systemUI.overlay != nil { return "system UI is over the Home Screen" }
    let settings = systemUI.authenticationSettings
    switch setting {
    case .passcodeOff: return settings.passcodeSet ? nil : "no passcode is set"
    case .passcodeOn: return settings.passcodeSet ? "a passcode is already set" : nil
    case .faceIDReset:
      guard settings.passcodeSet else { return "Face ID needs a passcode" }
      return settings.faceEnrolled ? nil : "no face is enrolled"
    case .faceIDEnrolled: return settings.passcodeSet ? nil : "Face ID needs a passcode"
    case .appFaceIDOff: return appFaceIDSwitchRefusal(to: false)
    case .appFaceIDOn: return appFaceIDSwitchRefusal(to: true)
    }
  }

  /// The user changes `setting` in Settings; the app, not on screen, hears nothing.
  func changeSetting(_ setting: DeviceAuthenticationSetting) {
    log("Settings: \(setting.rawValue)")
    var settings = systemUI.authenticationSettings
    switch setting {
    case .passcodeOff:
      settings.passcodeSet = false
      if profile.flags.passcodeOffRemovesFaceID, settings.faceEnrolled {
        settings.faceEnrolled = false
        settings.enrolmentChanges += 1
      }
    case .passcodeOn:
      settings.passcodeSet = true
    case .faceIDReset:
      settings.faceEnrolled = false
      settings.enrolmentChanges += 1
    case .faceIDEnrolled:
      settings.faceEnrolled = true
      settings.enrolmentChanges += 1
    case .appFaceIDOff:
      settings.appFaceIDPermission = .denied
      settings.appFaceIDDeniedAtAlert = false
    case .appFaceIDOn:
      settings.appFaceIDPermission = .allowed
      settings.appFaceIDDeniedAtAlert = false
    }
    systemUI.authenticationSettings = settings
  }
}
