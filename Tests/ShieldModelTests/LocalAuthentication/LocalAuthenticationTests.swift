import TestExpectations
import Testing

@testable import ShieldModel

/// App code that asks for Face ID on `appCall(authenticate)` (and, with `asksOnEveryActivation`,
/// at every did-become-active) and records each reply once it has hopped to the main queue. It
/// keeps one context unless `freshContext` (a new one per ask).
private final class Authenticator: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var context = LAContext()
  var replies: [String] = []
  var events: [String] = []
  let asksOnEveryActivation: Bool
  let freshContext: Bool

  init(asksOnEveryActivation: Bool = false, freshContext: Bool = false) {
    self.asksOnEveryActivation = asksOnEveryActivation
    self.freshContext = freshContext
  }

  var appCalls: [String] { ["authenticate", "invalidate"] }
  func handleAppCall(_ name: String) {
    if name == "authenticate" { authenticate() }
    if name == "invalidate" { context.invalidate() }
  }
  func sceneWillResignActive(_ scene: UIScene) { events.append("resign") }
  func sceneDidBecomeActive(_ scene: UIScene) {
    events.append("active")
    if asksOnEveryActivation { authenticate() }
  }

  func authenticate() {
    if freshContext { context = LAContext() }
    context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, error in
      let text = success ? "success" : "\((error as? LAError)?.code ?? .authenticationFailed)"
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        let state = UIApplication.shared.applicationState == .active ? "active" : "inactive"
        self.replies.append("\(text) while \(state)")
      }
    }
  }
}

@Suite("LocalAuthentication: the app's own Face ID prompt")
struct LocalAuthenticationTests {
  /// How long a matched or cancelled prompt animates away on the test profile
  /// (``PlatformTimings/faceIDDismissal``), read from the profile so the tests follow its
  /// sourced default.
  static let dismissal = PlatformTimings().faceIDDismissal

  @Test("evaluatePolicy brings the prompt up at the end of the turn; the scene resigns; a match replies while inactive")
  func matchRepliesWhileInactive() throws {
    let app = Authenticator()
    let device = try launched(strategy: app)
    app.events.removeAll()
    try device.apply(.appCall("authenticate"))
    expectEqual(device.overlay, .systemAlert(.faceID))
    #expect(device.isAuthenticationPromptShown)
    expectEqual(app.events, ["resign"])
    expectEqual(device.scene(named: "A")?.activationState, .foregroundInactive)
    try device.apply(.faceIDMatch)
    expectEqual(app.replies, ["success while inactive"])
    expectEqual(device.overlay, .systemAlert(.faceID))
    // The prompt goes by itself once its animation ends (faceIDDismissal), not before.
    try device.apply(.advance(Self.dismissal / 2))
    expectEqual(device.overlay, .systemAlert(.faceID))
    expectEqual(app.events, ["resign"])
    try device.apply(.advance(Self.dismissal / 2))
    #expect(device.overlay == nil)
    expectEqual(app.events, ["resign", "active"])
  }

  @Test(
    "the user's events decide the reply: cancel, leaving the app, the switcher, the device lock",
    arguments: [
      (SystemEvent.dismissSystemAlert, [SystemEvent](), "userCancel while inactive"),
      (.goHome, [.returnToApp], "systemCancel while inactive"),
      (.openAppSwitcher, [], "systemCancel while inactive"),
      (.lockDevice, [.unlockDevice], "systemCancel while inactive"),
    ])
  func failures(event: SystemEvent, then: [SystemEvent], reply: String) throws {
    let app = Authenticator()
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"))
    try device.apply(event)
    #expect(!device.isAuthenticationPromptShown)
    // The app hears the reply on its main-queue hop: during the prompt's dismissal after a
    // cancel, once it runs again after it went to the background (suspended meanwhile).
    for e in then { try device.apply(e) }
    expectEqual(app.replies, [reply])
  }

  @Test("invalidate() fails the evaluation with appCancel and the prompt goes; the context cannot evaluate again")
  func invalidate() throws {
    let app = Authenticator()
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"), .appCall("invalidate"))
    expectEqual(app.replies, ["appCancel while inactive"])
    expectEqual(device.validationError(for: .faceIDMatch), "the Face ID prompt has already matched")
    try device.apply(.advance(Self.dismissal))
    #expect(device.overlay == nil)
    try device.apply(.appCall("authenticate"))
    expectEqual(app.replies, ["appCancel while inactive", "invalidContext while active"])
    #expect(device.overlay == nil)
    var error: NSError?
    expectEqual(device.withCurrent { app.context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) }, false)
    #expect(error?.code == -10 && error?.domain == "com.apple.LocalAuthentication")
  }

  @Test("a second request while one is in flight cancels it with systemCancel; the prompt stays for the newer")
  func secondRequest() throws {
    let app = Authenticator()
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"), .appCall("authenticate"))
    expectEqual(app.replies, ["systemCancel while inactive"])
    try device.apply(.faceIDMatch)
    expectEqual(app.replies, ["systemCancel while inactive", "success while inactive"])
  }

  @Test("a context that succeeded answers its next evaluation with success at once: no prompt, no resign")
  func keptContextAnswersAgain() throws {
    let app = Authenticator()
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"), .faceIDMatch, .advance(Self.dismissal))
    app.events.removeAll()
    try device.apply(.appCall("authenticate"))
    expectEqual(app.replies, ["success while inactive", "success while active"])
    #expect(device.overlay == nil)
    #expect(!device.isAuthenticationPromptShown)
    #expect(app.events.isEmpty)
    #expect(app.context.lastSuccessWasReused)
  }

  @Test("with evaluatedContextAnswersAgain off, or a new context, the next evaluation prompts again")
  func keptContextPromptsWithoutReuse() throws {
    for (profile, fresh) in [
      ("iphone-ios17-scenes+evaluatedContextAnswersAgain=false", false), ("iphone-ios17-scenes", true),
    ] {
      let app = Authenticator(freshContext: fresh)
      let device = try launched(profile, strategy: app)
      try device.apply(.appCall("authenticate"), .faceIDMatch, .advance(Self.dismissal), .appCall("authenticate"))
      #expect(device.isAuthenticationPromptShown, "\(profile)")
      #expect(app.replies == ["success while inactive"], "\(profile)")
      #expect(!app.context.lastSuccessWasReused, "\(profile)")
    }
  }

  @Test("a request while the app runs in the background (a background task) fails with notInteractive, shows nothing")
  func backgroundRequest() throws {
    let app = Authenticator()
    let device = try launched(strategy: app)
    // Only a running app asks: its background task keeps it from suspension after the snapshot (Device+Suspension).
    device.withCurrent { _ = UIApplication.shared.beginBackgroundTask(withName: "sync") }
    try device.apply(.goHome, .appCall("authenticate"))
    #expect(device.overlay == nil && !device.isSuspended)
    expectEqual(app.replies, ["notInteractive while inactive"])  // at once; its hop runs in the running app's queue
    try device.apply(.returnToApp)
    expectEqual(app.replies, ["notInteractive while inactive"])
    #expect(device.overlay == nil)
  }

  @Test("asking again once the matched prompt has gone, with no user action between, is recorded (reauth-loop)")
  func repromptAfterSuccess() throws {
    let app = Authenticator(asksOnEveryActivation: true, freshContext: true)
    let device = try launched(strategy: app)
    // Launch activated the scene: the first prompt is up at the end of the launch turn.
    #expect(device.isAuthenticationPromptShown)
    #expect(device.reauthenticationAfterSuccess == nil)
    try device.apply(.faceIDMatch)
    #expect(device.reauthenticationAfterSuccess == nil)
    try device.apply(.advance(Self.dismissal))
    // did-become-active asked again: the prompt is up once more, right after the success.
    #expect(device.isAuthenticationPromptShown)
    expectEqual(device.reauthenticationAfterSuccess, Self.dismissal)
    // A cancel is the user's: the next prompt is not a loop.
    try device.apply(.dismissSystemAlert)
    #expect(device.reauthenticationAfterSuccess == nil)
  }

  @Test(
    "a scheduler choice between the match and the second request is no user action: the loop is still recorded",
    arguments: [
      SystemEvent.runMainQueue, .transitionFrames(3), .transitionTurns(0), .cardBeforeResignCommit,
    ])
  func schedulerChoiceIsNoUserAction(choice: SystemEvent) throws {
    let app = Authenticator(asksOnEveryActivation: true, freshContext: true)
    let device = try launched("iphone-ios17-scenes+switcherCardMayPrecedeResignCommit=true", strategy: app)
    try device.apply(.faceIDMatch, choice, .advance(Self.dismissal))
    #expect(device.isAuthenticationPromptShown)
    expectEqual(device.reauthenticationAfterSuccess, Self.dismissal)
  }

  @Test("the prompt of systemAlert(faceID) still calls the strategy's biometric hooks, not an LAContext reply")
  func legacyPrompt() throws {
    final class Hooks: PrivacyScreenStrategy {
      var claims: ProtectionClaims { [] }
      var calls: [String] = []
      func biometricPromptWillAppear() { calls.append("will") }
      func biometricPromptDidFinish() { calls.append("did") }
    }
    let hooks = Hooks()
    let device = try launched(strategy: hooks)
    try device.apply(.systemAlert(.faceID), .faceIDMatch)
    expectEqual(hooks.calls, ["will", "did"])
    #expect(!device.isAuthenticationPromptShown)
  }
}
