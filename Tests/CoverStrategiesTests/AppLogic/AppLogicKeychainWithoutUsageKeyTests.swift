import Foundation
import ShieldModel
import Testing

@testable import CoverStrategies

/// A Keychain read by an app without `NSFaceIDUsageDescription` asks as its item's access control does: a
/// `.userPresence` item opens on the device passcode under either value of `missingFaceIDUsageDescriptionTerminates`
/// (cordova-plugin-touch-id#78, iOS 12.2); a biometry-only item is ended where Face ID would come with the flag on
/// (react-native-keychain#172) and refused with it off. Before session 43 the read showed an ordinary Face ID prompt
/// on iOS 11-13.
@Suite("a Keychain read without NSFaceIDUsageDescription: the passcode for .userPresence, the exit or refusal else")
struct AppLogicKeychainWithoutUsageKeyTests: AppLogicScriptChecks {
  /// A lock whose only ask is a read of an item added with `access`, by an app without the key.
  static func lock(_ access: String) -> String {
    """
    claims: nothing
    lock: locked
    release: biometry
    info: NSFaceIDUsageDescription=absent
    on didFinishLaunching: keychainAdd(secret, access=\(access)); set(locked); \
    present(lock, style=fullScreen, from=root, animated=false); keychainRead(secret)
    on keychainReadReply(success): dismiss(lock); clear(locked)

    """
  }

  @Test("a .userPresence read opens on the passcode on iOS 13 (flag on) and iOS 17 (off): the passcode lets in")
  func userPresenceOpensOnPasscode() throws {
    for profile in ["iphone-ios13-appdelegate", "iphone-ios17-appdelegate"] {
      let passcode = try Self.scriptOutcome(
        Self.lock("userPresence"), [.launch, .enterDevicePasscode, .advance(1)], profile: profile)
      #expect(passcode == "holds", "\(profile): \(passcode)")
      let face = try Self.scriptOutcome(Self.lock("userPresence"), [.launch, .faceIDMatch], profile: profile)
      #expect(face.hasPrefix("invalid at 1: "), "\(profile): \(face)")
    }
  }

  @Test("a biometrics-only promise broken by that read names the Keychain read as the cause, not a fallback")
  func verdictNamesTheKeychainRead() throws {
    let promised = Self.lock("userPresence").replacingOccurrences(
      of: "release: biometry\n", with: "release: biometry\nauthUI: biometrics\n")
    let outcome = try Self.scriptOutcome(promised, [.launch, .advance(1)], profile: "iphone-ios13-appdelegate")
    // Before: "... (platform: the user took the prompt's fallback after a failed match: ...)", no match was tried.
    #expect(
      outcome.hasSuffix(
        "(platform: a Keychain read of a .userPresence item by an app without NSFaceIDUsageDescription opens on "
          + "the device passcode, not Face ID)"), "\(outcome)")
  }

  @Test("a biometry-only read ends the app on iOS 13 (flag on), as the biometrics policy's evaluation does")
  func biometryOnlyReadEnds() throws {
    let outcome = try Self.scriptOutcome(
      Self.lock("biometryAny"), [.launch, .advance(1)], profile: "iphone-ios13-appdelegate")
    #expect(
      outcome.hasPrefix(
        "crash at 0: trap: TCC: the app's Keychain read (SecItemCopyMatching) asked for Face ID without "
          + "NSFaceIDUsageDescription"), "\(outcome)")
    // Flag off (iOS 17): refused, no end; the lock stays with no way in (unlock-blocked names the missing key).
    let refused = try Self.scriptOutcome(
      Self.lock("biometryAny"), [.launch, .advance(1)], profile: "iphone-ios17-appdelegate")
    #expect(refused.hasPrefix("unlock-blocked at "), "\(refused)")
    #expect(refused.contains("no NSFaceIDUsageDescription"), "\(refused)")
  }
}
