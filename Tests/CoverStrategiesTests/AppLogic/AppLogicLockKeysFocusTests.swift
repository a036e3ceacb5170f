import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import Testing

/// A tap on the keys of the lock's own passcode field is the lock's: the sample app's `note-field` under the keys is
/// never touched, so `focus-lost` judges no loss in it (fortieth session: the s39 new user's bank lock, which focuses
/// its passcode field after a Face ID cancel, read `focus-lost: scene A has first responder none instead of
/// note-field`, a field its script never had: the device without the script focused it at that point).
@MainActor @Suite struct AppLogicLockKeysFocusTests: AppLogicScriptChecks {
  /// The new user's lock, cut to what the case needs: a lock window from the scene's connection, Face ID asked
  /// once, its cancel focusing the lock's passcode field, the right code releasing it.
  static let lock = """
    claims: app-switcher
    lock: locked
    release: biometry+field
    on sceneWillConnect: set(locked); showWindow(lockwin, level=alert+1, root=lock)
    on sceneDidBecomeActive if locked and not(prompting) and not(asked): set(asked); evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): hideWindow(lockwin); clear(locked)
    on evaluatePolicyReply(userCancel): becomeFirstResponder(passcode)
    on passcodeEntered(right): hideWindow(lockwin); clear(locked)
    """

  @Test("a tap on the lock's keys over the app's note field, then the code: holds (it read focus-lost)")
  func keysOfTheLocksFieldAreTheLocks() throws {
    let events: [SystemEvent] = [.launch, .dismissSystemAlert, .touch(scene: nil, x: 0.5, y: 0.7), .enterPasscode]
    #expect(try Self.scriptOutcome(Self.lock, events, profile: "iphone-ios17-scenes") == "holds")
  }

}
