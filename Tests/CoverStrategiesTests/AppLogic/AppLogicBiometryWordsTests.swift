import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import Testing

/// `unlock-blocked`'s texts name the profile's biometry and only the ways out the profile has (forty-first session:
/// they said Face ID on Touch ID devices and on a Mac, and offered a Mac the device lock the model refuses there).
@MainActor @Suite struct AppLogicBiometryWordsTests: AppLogicScriptChecks {
  /// A biometrics-only lock up from each launch, asking at each activation and at its Unlock button.
  static let lock = """
    claims: nothing
    lock: locked
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root, animated=false)
    on applicationDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on unlockTapped if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """

  /// Five failed matches: biometry locked out.
  static let lockout: [SystemEvent] = {
    let start: [SystemEvent] = [.launch, .advance(1)]
    return start + [SystemEvent](repeating: .faceIDNoMatch, count: 5) + [.advance(2)]
  }()

  @Test("a lockout names Touch ID on a Touch ID iPhone and on a Mac, and a Mac's way out is its password")
  func lockout() throws {
    let touchID = try Self.scriptOutcome(Self.lock, Self.lockout, profile: "iphone-ios10-appdelegate")
    #expect(touchID.contains("and Touch ID is locked out after 5 failed attempts in a row"))
    #expect(!touchID.contains("Face ID"))
    #expect(
      touchID.hasSuffix(
        "the way out: outside the app, locking the device and unlocking it with the passcode, which ends the lockout"))
    let mac = try Self.scriptOutcome(Self.lock, Self.lockout, profile: "mac-ios18-appdelegate")
    #expect(mac.contains("and Touch ID is locked out after 5 failed attempts in a row"))
    #expect(mac.contains("only the device password ends the lockout"))
    #expect(!mac.contains("Face ID"))
    #expect(
      mac.hasSuffix(
        "the way out: outside the app, entering the Mac's login password (at its lock screen), which ends the "
          + "lockout; the model draws no Mac lock (lockDevice is an iPhone and iPad event)"))
    // The device lock the Face ID and Touch ID iPhones' way out names is no event on a Mac.
    #expect(
      try Self.scriptOutcome(Self.lock, [.launch, .lockDevice], profile: "mac-ios18-appdelegate").hasPrefix(
        "invalid at 1: "))
    // A Face ID iPhone keeps its words.
    let faceID = try Self.scriptOutcome(Self.lock, Self.lockout, profile: "iphone-ios17-appdelegate")
    #expect(faceID.contains("and Face ID is locked out after 5 failed attempts in a row"))
  }

  @Test("no finger enrolled on a Touch ID iPhone: a fingerprint, under Touch ID & Passcode")
  func touchIDNotEnrolled() throws {
    let events: [SystemEvent] = [.launch, .goHome, .changeDeviceSetting(.faceIDReset), .returnToApp, .advance(1)]
    let outcome = try Self.scriptOutcome(Self.lock, events, profile: "iphone-ios10-appdelegate")
    #expect(outcome.contains("no fingerprint is enrolled, so LocalAuthentication fails the biometrics policy"))
    #expect(
      outcome.hasSuffix("the way out: outside the app, enrolling a fingerprint again in Settings (Touch ID & Passcode)")
    )
  }
}
