/// The app's Face ID permission (iOS 11+): the first time an app evaluates a policy that would use
/// Face ID, the system asks the user, in an alert of its own, whether the app may use Face ID, and
/// remembers the answer for the app.
///
/// Sources:
/// - The alert and when it comes: the `NSFaceIDUsageDescription` string is "the string that the
///   system presents to the user the first time your app attempts to use Face ID" (Apple, "Logging
///   a User into Your App with Face ID or Touch ID",
///   https://developer.apple.com/documentation/localauthentication/logging-a-user-into-your-app-with-face-id-or-touch-id ;
///   iOS 11+; high); it comes at `evaluatePolicy`, not at `canEvaluatePolicy` (Apple DTS,
///   https://developer.apple.com/forums/thread/790333 ; high), and its two buttons are "Don't Allow"
///   and "OK" (https://github.com/flutter/flutter/issues/102734 , iOS 15, 2022; high). Touch ID needs
///   no permission (same Apple page: "The system doesn't require a similar usage description for Touch
///   ID"), so devices below iOS 11 (Touch ID in the model) never show it.
/// - "Don't Allow": the evaluation fails with `LAError.biometryNotAvailable` (flutter#102734;
///   https://github.com/rushisangani/BiometricAuthentication/issues/17 , iPhone X, 2018: error 6 after
///   refusing the access request; high), and from then on `canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics)`
///   is `false` with the same code while `biometryType` still names the hardware
///   (https://github.com/flutter/flutter/issues/160083 and its fix https://github.com/flutter/packages/pull/8348 ,
///   iPhone 16 Pro, 2024; high). The alert is not shown again: the user changes it in Settings (Face ID &
///   Passcode > Other Apps, or the app's own page; https://github.com/EddyVerbruggen/cordova-plugin-touch-id/issues/92 ,
///   the maintainer: "that's just how iOS works", 2020; medium-high). `.deviceOwnerAuthentication`
///   still asks for the device passcode (the policy's passcode "if biometry is unavailable", Apple,
///   "LAPolicy.deviceOwnerAuthentication",
///   https://developer.apple.com/documentation/localauthentication/lapolicy/deviceownerauthentication ; a
///   wallet's manual: after Don't Allow "they can only use a passcode",
///   https://docs.fwallet.net/v/app-fruits-wallet/security-lock/security-authentication/allow-permissions ;
///   medium-high).
/// - "OK": the request goes on to the Face ID scan. The alert is system UI over the app as the prompt is
///   (the app resigns active under it, as under every system alert: Apple, "sceneWillResignActive(_:)";
///   high); between the alert and the scan the model delivers no activation change (model choice, low:
///   no source shows one, and the request stays in flight through both).
/// - The permission is the app's, kept by the system across the app's processes and updates (it is
///   not the app's data: https://github.com/sbaiahmed1/react-native-biometrics/issues/88 , the
///   maintainer, 2026: never asked and granted look the same to `canEvaluatePolicy`; high).
///
/// Where the permission starts is the app's description (``PrivacyScreenStrategy/faceIDPermissionAtStart``;
/// an app-logic script's `faceIDPermission:`): `nil` for every strategy written before it, which the
/// model treats as allowed and leaves out of the trace (no alert; no Settings switch drawn), so their
/// traces and verdicts are unchanged.
nonisolated public enum FaceIDPermission: String, Hashable, Sendable, CaseIterable {
  /// The app has never asked: its first Face ID evaluation shows the permission alert.
  case notAsked
  /// The user answered OK, or turned the app's switch on in Settings.
  case allowed
  /// The user answered Don't Allow, or turned the app's switch off in Settings.
  case denied
}

/// The user's answer at the Face ID permission alert (``SystemEvent/faceIDPermission(_:)``).
nonisolated public enum FaceIDPermissionAnswer: String, Hashable, Sendable, CaseIterable {
  /// "OK": the app may use Face ID; the scan follows.
  case allow
  /// "Don't Allow": Face ID is refused to the app (`biometryNotAvailable`) until Settings says otherwise.
  case deny
}

extension Device {
  /// The app's Face ID permission now: the user's last answer or Settings switch
  /// (``AuthenticationSettings/appFaceIDPermission``), else where the app's description starts it,
  /// else allowed.
  package var faceIDPermission: FaceIDPermission {
    systemUI.authenticationSettings.appFaceIDPermission ?? strategy?.faceIDPermissionAtStart ?? .allowed
  }

  /// Whether the device asks a Face ID permission at all: its biometry is Face ID (``Device/biometryType``,
  /// the one answer every rule reads: Touch ID below iOS 11 and on a Mac, which ask no permission).
  private var hasFaceIDPermission: Bool { biometryType == .faceID }

  /// Whether the user refused Face ID to the app ("Don't Allow", or its switch off in Settings): the
  /// biometrics policy fails with ``LAError/Code/biometryNotAvailable``, `.deviceOwnerAuthentication`
  /// asks for the passcode (``isFaceIDRefusedToApp``).
  package var isFaceIDDeniedToApp: Bool { hasFaceIDPermission && faceIDPermission == .denied }

  /// Whether a request about to show Face ID shows the permission alert first: the app has never
  /// asked, and it declares `NSFaceIDUsageDescription` (without it the rules of
  /// `Device+FaceIDUsageDescription.swift` answer instead).
  func asksFaceIDPermissionFirst() -> Bool {
    hasFaceIDPermission && faceIDPermission == .notAsked && !appLacksFaceIDUsageDescription
  }

  /// Whether the app's request shows the Face ID permission alert now.
  public var isFaceIDPermissionAlertShown: Bool {
    authentication.shown != nil && authentication.stage == .permissionAlert
  }

  /// Why the user cannot answer the permission alert now, or `nil`.
  func faceIDPermissionRefusal() -> Refusal? {
    if let reason = runningAppRefusal() { return reason }
    // Touch ID asks no permission: the reason is the device's biometry, not the app's answer so far.
    guard hasFaceIDPermission else { return "no Face ID on this device (Touch ID asks no permission)" }
    guard systemUI.overlay == .systemAlert(.faceID), isFaceIDPermissionAlertShown else {
      return
        "no Face ID permission alert is shown (it comes at the app's first Face ID request, faceIDPermission: notAsked)"
    }
    return nil
  }

  /// The user answers the permission alert: OK goes on to the scan (no activation change); Don't
  /// Allow refuses Face ID to the app: a `.deviceOwnerAuthentication` request turns to the passcode
  /// UI, a biometrics one fails with `biometryNotAvailable` and the alert goes as a cancelled prompt
  /// does (did-become-active).
  func answerFaceIDPermission(_ answer: FaceIDPermissionAnswer) {
    systemUI.authenticationSettings.appFaceIDPermission = answer == .allow ? .allowed : .denied
    systemUI.authenticationSettings.appFaceIDDeniedAtAlert = answer == .deny
    guard answer == .deny else {
      authentication.stage = .faceID
      log("Face ID permission: OK (the scan follows)")
      return
    }
    log("Face ID permission: Don't Allow (Face ID refused to the app until Settings)")
    if authentication.shown?.policy == .deviceOwnerAuthentication {
      authentication.stage = .passcode
      log("device passcode UI (LocalAuthentication: Face ID refused to the app)")
    } else {
      dismissAuthenticationPrompt(failing: .biometryNotAvailable)
    }
  }

  /// Why the user cannot turn the app's Face ID switch to `allowed` now, or `nil`: the switch is in
  /// Settings (so the app is away, ``settingRefusal(_:)``'s common part), it lists the app only once
  /// it has asked, and a trace whose app describes no permission leaves it alone.
  func appFaceIDSwitchRefusal(to allowed: Bool) -> Refusal? {
    guard hasFaceIDPermission else { return "no Face ID on this device (Touch ID asks no permission)" }
    guard strategy?.faceIDPermissionAtStart != nil else {
      return "the app describes no Face ID permission (faceIDPermission:), so the trace leaves its switch alone"
    }
    switch faceIDPermission {
    case .notAsked: return "the app has not asked for Face ID: Settings lists no switch for it yet"
    case .allowed: return allowed ? "the app's Face ID switch is already on" : nil
    case .denied: return allowed ? nil : "the app's Face ID switch is already off"
    }
  }
}
