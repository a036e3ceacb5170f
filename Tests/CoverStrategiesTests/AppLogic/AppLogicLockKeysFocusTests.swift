import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
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
    try expectEqual(Self.scriptOutcome(Self.lock, events, profile: "iphone-ios17-scenes"), "holds")
  }

  /// The s41 new user's bank lock, cut as above: its passcode field is where the user taps, nothing focuses it.
  static let tappedLock = lock.replacingOccurrences(
    of: "on evaluatePolicyReply(userCancel): becomeFirstResponder(passcode)\n", with: "")

  @Test("a tap on the lock's field, one on a plain view, then the code: holds (the plain view's tap read focus-lost)")
  func plainViewTapKeepsTheLocksField() throws {
    // The first tap focuses the lock's field over the app's note field (the device without the script focuses the
    // note field); the second lands on a view that takes no focus, which resigns nothing in UIKit, so the focus
    // stays the lock's (s41 new user, fl.out: "scene A has first responder none instead of note-field").
    let events: [SystemEvent] = [
      .launch, .dismissSystemAlert, .touch(scene: nil, x: 0.5, y: 0.7), .touch(scene: nil, x: 0.5, y: 0.1),
      .enterPasscode,
    ]
    try expectEqual(Self.scriptOutcome(Self.tappedLock, events, profile: "iphone-ios17-scenes"), "holds")
    try expectEqual(Self.scriptOutcome(Self.lock, events, profile: "iphone-ios17-scenes"), "holds")
    // A real loss is still one: once unlocked, the user focuses the note field (a tap that focuses a field ends the
    // lock's hold), taps a plain view, and the app's code ends editing at the leave.
    let endsEditing =
      Self.tappedLock.replacingOccurrences(of: "claims: app-switcher", with: "claims: nothing")
      + "\non sceneWillResignActive if not(locked): endEditing"
    let lost = try Self.scriptOutcome(
      endsEditing,
      Array(events.prefix(3)) + [
        .enterPasscode, .touch(scene: nil, x: 0.5, y: 0.7), .touch(scene: nil, x: 0.5, y: 0.1), .goHome, .returnToApp,
      ], profile: "iphone-ios17-scenes")
    #expect(lost.hasPrefix("focus-lost at "))
    #expect(lost.contains("first responder none instead of note-field"))
  }

}
