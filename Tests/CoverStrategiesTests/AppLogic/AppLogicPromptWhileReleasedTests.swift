import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `needless-lock` for the app's own LocalAuthentication prompt: once the user passed the lock, a prompt the app
/// raises while the lock's promise does not stand is the lock asking again although the user never left. The prompt
/// resigns the app and its dismissal gives did-become-active (the platform's answer), so a script asking at every
/// did-become-active with no guard asks again right after each success (docs/model-behaviours.md, "The app's own
/// prompt while its lock does not stand").
@MainActor @Suite struct AppLogicPromptWhileReleasedTests: AppLogicScriptChecks {
  static func outcome(_ text: String, _ events: [SystemEvent], profile: String) throws -> String {
    try scriptOutcome(text, events, profile: profile)
  }

  /// Face ID at every did-become-active of an app-delegate app, no guard.
  static let everyActivation = """
    claims: nothing
    lock: locked
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root)
    on applicationDidBecomeActive: evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """

  /// The same app asking only while locked and not already asking.
  static let guarded = """
    claims: nothing
    lock: locked
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root)
    on applicationDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """

  static let events: [SystemEvent] = [.launch, .advance(1), .faceIDMatch, .advance(1), .advance(1)]

  @Test("asked at every did-become-active: the prompt's own dismissal brings it back after the success")
  func loop() throws {
    try expectEqual(
      Self.outcome(Self.everyActivation, Self.events, profile: "iphone-ios17-appdelegate"),
      "needless-lock at 4: the app asked for Face ID again at t=2.5 s although the user passed its lock at t=1 s "
        + "and the app has not left the foreground since (events since: advance, advance; right after the success, "
        + "with no user action between: the prompt resigns the app and its dismissal returns it with "
        + "did-become-active, where the app asks again, so it asks after every success)")
    // Touch ID's prompt resigns the app as Face ID's does (iOS 9), and goes sooner after the match
    // (touchIDDismissal, 0.2 s): the ask comes in the first advance, at t=1.2 s; the detail names Touch ID.
    #expect(
      try Self.outcome(Self.everyActivation, Self.events, profile: "iphone-ios9-appdelegate")
        .hasPrefix("needless-lock at 3: the app asked for Touch ID again at t=1.2 s although the user passed"))
  }

  @Test("controls: the usual guard, and a leave between")
  func controls() throws {
    try expectEqual(Self.outcome(Self.guarded, Self.events, profile: "iphone-ios17-appdelegate"), "holds")
    try expectEqual(
      Self.outcome(
        Self.everyActivation, [.launch, .faceIDMatch, .goHome, .advance(1)], profile: "iphone-ios17-appdelegate"),
      "holds")
  }

  @Test("Control Center over the unlocked app: the return's did-become-active asks again")
  func controlCenter() throws {
    // Asks at did-become-active unless unlocked since the last resign: the prompt's own dismissal after the success
    // asks nothing (the success came while it was up); Control Center's resign clears it and its close asks again.
    let script =
      Self.guarded.replacingOccurrences(of: "if locked and not(prompting)", with: "if not(unlocked)")
      + "\non evaluatePolicyReply(success): set(unlocked)\non applicationWillResignActive if unlocked: clear(unlocked)"
    let outcome = try Self.outcome(
      script, [.launch, .faceIDMatch, .advance(2), .openControlCenter, .closeControlCenter],
      profile: "iphone-ios17-appdelegate")
    #expect(outcome.hasPrefix("needless-lock at 4: the app asked for Face ID again"))
    #expect(outcome.hasSuffix("a resign without a leave came between, and the app asked on the return)"))
  }

  @Test("a prompt the user's own call asks for is not the lock's ask")
  func usersOwnCall() throws {
    let payment = Self.guarded + "\non appCall(confirmPayment): evaluatePolicy(biometrics)"
    try expectEqual(
      Self.outcome(
        payment, [.launch, .faceIDMatch, .advance(2), .appCall("confirmPayment"), .faceIDMatch, .advance(2)],
        profile: "iphone-ios17-appdelegate"), "holds")
  }
}
