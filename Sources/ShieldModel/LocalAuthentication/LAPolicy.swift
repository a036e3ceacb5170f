/// What an ``LAContext`` evaluates (LocalAuthentication's `LAPolicy`, iOS 8+).
///
/// The model's devices have Face ID enrolled (model choice): both policies succeed on the user's
/// match (``SystemEvent/faceIDMatch``). With `.deviceOwnerAuthentication` the system itself
/// offers the device passcode after failed matches (Apple, "LAPolicy.deviceOwnerAuthentication",
/// https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthentication ;
/// high). They differ after a failed match (``SystemEvent/faceIDNoMatch``): the fallback and the
/// lockout lead the first to the system's passcode UI and fail the second
/// (`Device+AuthenticationEvents.swift`).
nonisolated public enum LAPolicy: Int, Sendable, Hashable {
  /// Biometry only (Face ID or Touch ID); the app offers its own fallback.
  case deviceOwnerAuthenticationWithBiometrics = 1
  /// Biometry, with the device passcode as the system's fallback.
  case deviceOwnerAuthentication = 2
}

/// The biometry a device has (LocalAuthentication's `LABiometryType`, iOS 11+).
nonisolated public enum LABiometryType: Int, Sendable, Hashable {
  case none = 0
  case touchID = 1
  case faceID = 2
  /// Optic ID (Apple, "LABiometryType.opticID",
  /// https://developer.apple.com/documentation/localauthentication/labiometrytype/opticid ; iOS
  /// 17+ SDK, Apple Vision Pro; high): declared so that an app that names it compiles; no
  /// profile of the model has it.
  case opticID = 4
}
