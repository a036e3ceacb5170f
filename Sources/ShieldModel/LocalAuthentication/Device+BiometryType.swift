/// The device's biometry, and what follows from it for the app's own LocalAuthentication prompt: the
/// prompt's name in the device's log (explain's callbacks) and how long it takes to go once its reply has
/// reached the app.
///
/// Touch ID on the iPhones of the profiles below iOS 11 (Face ID came with iOS 11 and the iPhone X),
/// Face ID on every other model device (model choice: a Mac's Touch ID is not modeled). The two prompts
/// take the same events (a match, Cancel, the fallback, leaving the app) but do not go alike: Touch ID's
/// is a system alert over the app with no result animation, gone within 0.3 s of the reply
/// (``PlatformTimings/touchIDDismissal``); Face ID's is an animated sheet that shows its result first,
/// "a second or two" (``PlatformTimings/faceIDDismissal``). Sources at each timing.
extension Device {
  /// The device's biometry, as ``LAContext/biometryType`` answers it: `.touchID` below iOS 11,
  /// `.faceID` from iOS 11.
  package var biometryType: LABiometryType { profile.osVersion < OSVersion(11) ? .touchID : .faceID }

  /// The device's biometry as the log names its prompt: "Touch ID" or "Face ID".
  package var biometryName: String { biometryType == .touchID ? "Touch ID" : "Face ID" }

  /// How long the app's own prompt takes from its reply to did-become-active, in seconds: the
  /// profile's timing for the device's biometry. Only that one is read, so a trace's verdict can
  /// depend on it alone (``OpenQuestionReads``).
  package var biometricPromptDismissal: Double {
    biometryType == .touchID ? profile.timings.touchIDDismissal : profile.timings.faceIDDismissal
  }
}
