/// The device's biometry, and what follows from it for the app's own LocalAuthentication prompt: the
/// prompt's name in the device's log (explain's callbacks), how long it takes to go once its reply has
/// reached the app, whether the app needs `NSFaceIDUsageDescription` and whether the system asks the
/// user's permission first. Every rule reads ``Device/biometryType`` (or ``Profile/biometryType`` where no
/// device runs yet), so the answers cannot disagree.
///
/// - Touch ID on the iPhones of the profiles below iOS 11 (Face ID came with iOS 11 and the iPhone X;
///   Apple, "LABiometryType", https://developer.apple.com/documentation/localauthentication/labiometrytype ;
///   high).
/// - Touch ID on the Mac profiles (an iPhone or iPad app on a Mac with Apple silicon): no Mac has Face ID;
///   a Mac's biometry is Touch ID, on its keyboard (Apple Platform Security, "Touch ID, Face ID, passcodes,
///   and passwords", https://support.apple.com/guide/security/sec9479035f1/web : Touch ID on Mac, Face ID on
///   iPhone and iPad; the macOS SDK's `LAPolicy` header names "a biometric method (Touch ID)"; high), and an
///   iOS app on the Mac runs on the Mac's frameworks (Apple, "Running your iOS apps in macOS",
///   https://developer.apple.com/documentation/apple-silicon/running-your-ios-apps-in-macos ; medium: the page
///   names no biometry). So ``LAContext/biometryType`` answers `.touchID` there, the app needs no
///   `NSFaceIDUsageDescription` and sees no Face ID permission alert, and the prompt goes as Touch ID's
///   does. A Mac without Touch ID (no Touch ID keyboard: `.none`) is not modeled (model limit: the model's
///   Mac has one, as every Mac laptop with Apple silicon does).
/// - Face ID on every other model device.
///
/// The two prompts take the same events (a match, Cancel, the fallback, leaving the app) but do not go
/// alike: Touch ID's is a system alert over the app with no result animation, gone within 0.3 s of the
/// reply (``PlatformTimings/touchIDDismissal``); Face ID's is an animated sheet that shows its result
/// first, "a second or two" (``PlatformTimings/faceIDDismissal``). Sources at each timing.
extension Profile {
  /// The biometry of the profile's device, as ``LAContext/biometryType`` answers it there: `.touchID` below
  /// iOS 11 and on a Mac, `.faceID` otherwise.
  package var biometryType: LABiometryType {
    device == .mac || osVersion < OSVersion(11) ? .touchID : .faceID
  }
}

extension Device {
  /// The device's biometry, as ``LAContext/biometryType`` answers it (``Profile/biometryType``).
  package var biometryType: LABiometryType { profile.biometryType }

  /// The device's biometry as the log names its prompt: "Touch ID" or "Face ID".
  package var biometryName: String { biometryType == .touchID ? "Touch ID" : "Face ID" }

  /// How long the app's own prompt takes from its reply to did-become-active, in seconds: the
  /// profile's timing for the device's biometry. Only that one is read, so a trace's verdict can
  /// depend on it alone (``OpenQuestionReads``).
  package var biometricPromptDismissal: Double {
    biometryType == .touchID ? profile.timings.touchIDDismissal : profile.timings.faceIDDismissal
  }
}
