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
/// and name no crash at the check).
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
  /// (``PlatformFlags/missingFaceIDUsageDescriptionTerminates``); `false` when the request may go on.
  func terminatesForMissingFaceIDUsage(_ request: AuthenticationRequest) -> Bool {
    guard request.keychainRead == nil, authentication.stage == .faceID, appLacksFaceIDUsageDescription,
      profile.flags.missingFaceIDUsageDescriptionTerminates
    else { return false }
    recordCrash(
      "TCC: the app asked for Face ID without NSFaceIDUsageDescription in its Info.plist "
        + "(the system ends it; missingFaceIDUsageDescriptionTerminates)")
    return true
  }
}
