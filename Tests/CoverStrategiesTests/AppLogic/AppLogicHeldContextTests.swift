import AppLogic
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@testable import CoverStrategies

/// `evaluatePolicy(..., context=held)`: the app keeps one `LAContext` for the process. Once it succeeded, a later
/// evaluation of the same policy answers with success and no prompt (`evaluatedContextAnswersAgain`), so a lock the app
/// asks again by its own call (a logout) is let in with nobody's match; the promise stands and `lock-bypass` names the
/// platform fact (docs/app-logic.md, the `evaluatePolicy` row; the thirty-sixth fresh set's F36-I07).
@MainActor @Suite struct AppLogicHeldContextTests {
  /// A login lock at launch and at the app's own logout, asking on one held context (or a new one per ask).
  static func script(context: String) -> String {
    """
    claims: nothing
    lock: locked
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root)
    on applicationDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics, context=\(context))
    on appCall(logout): set(locked); present(lock, style=fullScreen, from=root); evaluatePolicy(biometrics, context=\(context))
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """
  }

  static let logoutAfterPass: [SystemEvent] = [
    .launch, .advance(1), .faceIDMatch, .advance(2), .appCall("logout"), .advance(1),
  ]

  @Test("a held context lets the logout's lock in with no prompt: lock-bypass naming the platform fact")
  func heldContextIsReused() throws {
    try expectEqual(
      AppLogicPromptWhileReleasedTests.outcome(
        Self.script(context: "held"), Self.logoutAfterPass, profile: "iphone-ios17-appdelegate"),
      "lock-bypass at 4: sensitive content visible at 96 of 160 points of scene A while the app is locked "
        + "(platform: an LAContext that evaluated successfully answers again with success and no prompt "
        + "(evaluatedContextAnswersAgain); the app evaluates the one context it holds (context=held) at every ask)")
  }

  /// A new context prompts at the logout: the user's own call locked the app, so the lock standing again and its
  /// prompt are the user's request, not `needless-lock` (Device+LockAsks: the user's own call).
  @Test("controls: a new context per ask, or LocalAuthentication prompting every evaluation, hold")
  func controls() throws {
    try expectEqual(
      AppLogicPromptWhileReleasedTests.outcome(
        Self.script(context: "new"), Self.logoutAfterPass, profile: "iphone-ios17-appdelegate"), "holds")
    try expectEqual(
      AppLogicPromptWhileReleasedTests.outcome(
        Self.script(context: "held"), Self.logoutAfterPass,
        profile: "iphone-ios17-appdelegate+evaluatedContextAnswersAgain=false"), "holds")
  }

  @Test("the user's own pass after the reused success releases the promise: the right passcode")
  func userPassReleases() throws {
    let text =
      Self.script(context: "held").replacingOccurrences(of: "lock: locked", with: "lock: locked\nrelease: field")
      + "\non passcodeEntered(right): dismiss(lock); clear(locked)"
    let strategy = try AppLogicStrategy(script: AppLogicScript(parsing: text))
    #expect(!strategy.isAppLocked)
    strategy.noteReply(success: true, reused: true, wasLocked: true)
    #expect(strategy.isAppLocked)
    expectEqual(strategy.lockPromiseFact?.hasPrefix("an LAContext that evaluated successfully answers again"), true)
    strategy.notePasscodePass()
    #expect(!strategy.isAppLocked)
    #expect(strategy.lockPromiseFact == nil)
    // A success from a prompt is the user's pass too; a reused success while nothing was locked owes nothing.
    strategy.noteReply(success: true, reused: true, wasLocked: true)
    strategy.noteReply(success: true, reused: false, wasLocked: true)
    #expect(!strategy.isAppLocked)
    strategy.noteReply(success: true, reused: true, wasLocked: false)
    #expect(!strategy.isAppLocked)
  }

  @Test("context= takes new or held, refused at its line otherwise")
  func refusesOtherWords() throws {
    let text =
      "claims: nothing\nlock: locked\non didFinishLaunching: set(locked); evaluatePolicy(biometrics, context=kept)"
    let script = try AppLogicScript(parsing: text)
    let error = #expect(throws: AppLogicError.self) { try AppLogicStrategy(script: script) }
    expectEqual(error?.line, 3)
    expectEqual(error?.message.hasPrefix("context= takes new (a new LAContext at each call) or held"), true)
  }
}
