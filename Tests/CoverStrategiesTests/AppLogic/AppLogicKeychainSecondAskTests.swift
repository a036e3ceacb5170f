import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import CoverStrategies

/// A Keychain read of an access-controlled item made from the Face ID success reply, before the lock comes down:
/// the item's own prompt asks the user a second time for one unlock (`reauth-loop`); the same read alone, or after
/// the lock came down (`needless-lock`), is judged apart.
@Suite("A Keychain read's prompt right after the match")
struct AppLogicKeychainSecondAskTests: AppLogicScriptChecks {
  static let head = """
    claims: nothing
    lock: locked
    release: biometry+keypad
    on didFinishLaunching if not(inKeychain(pin)): keychainAdd(pin, access=biometryCurrentSet)
    on didFinishLaunching: set(locked); set(fresh); present(lock, style=fullScreen, from=root)
    on passcodeEntered(right): dismiss(lock); clear(locked)

    """
  static let events: [SystemEvent] = [.launch, .advance(1), .faceIDMatch, .advance(2)]

  @Test("asked from the success reply while locked: two asks for one unlock, reauth-loop")
  func readBeforeTheLockComesDown() throws {
    let script =
      Self.head + """
        on applicationDidBecomeActive if fresh and not(prompting): clear(fresh); evaluatePolicy(biometrics)
        on evaluatePolicyReply(success): keychainRead(pin)
        on keychainReadReply(success): dismiss(lock); clear(locked)
        """
    let outcome = try Self.scriptOutcome(script, Self.events, profile: "iphone-ios17-appdelegate")
    #expect(
      outcome.hasPrefix(
        "reauth-loop at 2: the app's SecItemCopyMatching(appLogic.pin, access control .biometryCurrentSet, no LAContext: "
          + "a new one used once) asked for Face ID again at t=1 s right after a successful match, before the lock came down"
      ), "\(outcome)")
    #expect(outcome.contains("kSecUseAuthenticationContext"))
  }

  @Test("the read alone is the one ask: holds")
  func readAlone() throws {
    let script =
      Self.head + """
        on applicationDidBecomeActive if fresh and not(prompting): clear(fresh); keychainRead(pin)
        on keychainReadReply(success): dismiss(lock); clear(locked)
        """
    try expectEqual(Self.scriptOutcome(script, Self.events, profile: "iphone-ios17-appdelegate"), "holds")
  }
}
