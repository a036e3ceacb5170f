/// The app's Info.plist and Face ID: an app that uses Face ID must declare why in its
/// `NSFaceIDUsageDescription` key ("This key is required if your app uses APIs that access Face
/// ID", Apple, "NSFaceIDUsageDescription",
/// https://developer.apple.com/documentation/bundleresources/information-property-list/nsfaceidusagedescription ;
/// iOS 11+; high). What an app without it gets is ``PlatformFlags/missingFaceIDUsageDescriptionTerminates``:
/// by default the system ends it where its ``LAContext`` evaluation would bring up Face ID (TCC's
/// privacy violation, first-hand crash logs from iOS 11.4 to 13.6); otherwise Face ID is
/// unavailable to it. Touch ID needs no key (the model's devices below iOS 11 and its Mac have Touch ID:
/// ``Device/biometryType``, the one answer every rule reads), and a request that opens on the passcode (no face enrolled, Face
/// ID locked out) uses no Face ID. ``LAContext/canEvaluatePolicy(_:error:)`` answers as usual when
/// the app is ended at the request (model choice, low: the reports crash where the prompt comes,
/// and name no crash at the check). A Keychain read asks as its item's access control does: a biometry-only item as
/// the biometrics policy (ended under the flag), a `.userPresence` item on the passcode under either value
/// (``Device/keychainReadOpensOnPasscode(_:)``).
extension Device {
  /// Whether the app lacks `NSFaceIDUsageDescription` on a Face ID device (``Device/biometryType``;
  /// ``PrivacyScreenStrategy/declaresFaceIDUsageDescription``).
  package var appLacksFaceIDUsageDescription: Bool {
    guard let strategy, !strategy.declaresFaceIDUsageDescription else { return false }
    return biometryType == .faceID
  }

  /// Whether Face ID is refused to the app, since it lacks the key and the system does not end it
  /// (``PlatformFlags/missingFaceIDUsageDescriptionTerminates`` off), or since the user refused it
  /// (``isFaceIDDeniedToApp``: "Don't Allow" at its permission alert, its switch off in Settings): the
  /// biometrics policy fails with ``LAError/Code/biometryNotAvailable``, `.deviceOwnerAuthentication`
  /// asks for the passcode.
  package var isFaceIDRefusedToApp: Bool {
    (appLacksFaceIDUsageDescription && !profile.flags.missingFaceIDUsageDescriptionTerminates) || isFaceIDDeniedToApp
  }

  /// Why Face ID is refused to the app, in words (``isFaceIDRefusedToApp``).
  package var faceIDRefusalCause: String {
    isFaceIDDeniedToApp
      ? "the user refused it Face ID (Don't Allow at its Face ID permission alert, or its switch off in Settings)"
      : "its Info.plist has no NSFaceIDUsageDescription"
  }

  /// Ends the app as its LocalAuthentication request would bring up Face ID without the key
  /// (``PlatformFlags/missingFaceIDUsageDescriptionTerminates``); `false` when the request may go on. A Keychain
  /// read of a biometry-only item asks as the biometrics policy does and is ended alike (react-native-keychain's
  /// `getGenericPassword` of a `BIOMETRY_ANY` item on an iPhone X, 2018-11: "This app has crashed because it
  /// attempted to access privacy-sensitive data without a usage description",
  /// https://github.com/oblador/react-native-keychain/issues/172 ; the same read crashing, 2019-09,
  /// https://github.com/oblador/react-native-keychain/pull/249 ; medium); a `.userPresence` read opens on the
  /// passcode instead (``keychainReadOpensOnPasscode(_:)``), so never reaches Face ID here.
  func terminatesForMissingFaceIDUsage(_ request: AuthenticationRequest) -> Bool {
    guard authentication.stage == .faceID, appLacksFaceIDUsageDescription,
      profile.flags.missingFaceIDUsageDescriptionTerminates
    else { return false }
    let api = request.keychainRead == nil ? "LAContext evaluation" : "Keychain read (SecItemCopyMatching)"
    recordCrash(
      "TCC: the app's \(api) asked for Face ID without NSFaceIDUsageDescription in its Info.plist "
        + "(the system ends it; missingFaceIDUsageDescriptionTerminates)")
    return true
  }

  /// Whether `request` is a Keychain read of an item whose access control offers the passcode (`.userPresence`:
  /// the `.deviceOwnerAuthentication` policy) by an app without the key on a Face ID device: the system's passcode
  /// UI at once, no Face ID and no end of the app, under either value of
  /// ``PlatformFlags/missingFaceIDUsageDescriptionTerminates``. Sources: an iPhone X on iOS 12.2 whose plugin reads a
  /// `kSecAccessControlUserPresence` item with `SecItemCopyMatching` got "the iOS passcode dialog ... instead of the
  /// Face ID dialog", fixed by adding the key (https://github.com/EddyVerbruggen/cordova-plugin-touch-id/issues/78 ,
  /// 2019-04; the plugin's `verifyFingerprint`, src/ios/TouchID.m); an iOS 15.4.1 SDK's biometric Keychain storage
  /// prompting for the passcode instead of Face ID until the key was added
  /// (https://github.com/okta/samples-ios/issues/102 , 2022); iOS 12+; medium (one report each side of iOS 14).
  /// Before session 43 such a read showed an ordinary Face ID prompt on iOS 11-13 (the flag's `true`), the reading
  /// no source gives.
  func keychainReadOpensOnPasscode(_ request: AuthenticationRequest) -> Bool {
    request.keychainRead != nil && request.policy == .deviceOwnerAuthentication && appLacksFaceIDUsageDescription
  }
}
