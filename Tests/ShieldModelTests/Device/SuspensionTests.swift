import TestExpectations
import Testing

@testable import ShieldModel

/// Asks for Face ID on `appCall(authenticate)`; records where its reply ran (on LocalAuthentication's queue, and
/// whether the process was suspended then) and when its hop to the main queue ran.
private final class ReplyRecorder: PrivacyScreenStrategy, @unchecked Sendable {
  var claims: ProtectionClaims { [] }
  var appCalls: [String] { ["authenticate"] }
  /// `reply(<code>, suspended: <bool>)` on LocalAuthentication's queue, then `main(<code>)` on the main queue.
  var log: [String] = []

  func handleAppCall(_ name: String) {
    LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { ok, error in
      let code = ok ? "success" : "\((error as? LAError)?.code ?? .notInteractive)"
      MainActor.assumeIsolated {
        self.log.append("reply(\(code), suspended: \(Device.current?.isSuspended ?? true))")
      }
      DispatchQueue.main.async { self.log.append("main(\(code))") }
    }
  }
  func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground") }
}

@Suite("Process suspension: a suspended app runs no code (Device+Suspension)")
struct SuspensionTests {
  static let appCode: [SystemEvent] = [
    .appCall("enable"), .appCallOffMain("enable"), .appPresent(.sheet, .top), .appDismiss(.top),
    .pushScreen("settings"), .popScreen, .popToRoot,
  ]
  static let text = "the app is suspended, or is at the snapshot this step takes first: a suspended app runs no code"

  @Test(
    "every event that is app code is refused with one text, at the snapshot that suspends and after, for any strategy",
    arguments: [SystemEvent.goHome, .lockDevice])
  func oneRuleForAppCode(leave: SystemEvent) throws {
    for strategy in [nil, SubviewTagCoverStandIn()] as [(any PrivacyScreenStrategy)?] {
      let d = try launched(strategy: strategy)
      try d.apply(leave)
      // The snapshot is still pending: the next event takes it first, and it suspends the app.
      #expect(!d.isSuspended && d.suspendsAtPendingSnapshot)
      for event in Self.appCode { #expect(d.validationError(for: event) == Self.text, "\(event) after \(leave)") }
      // The generator's key answers as the rules (appCallOffMain is keyed; appCall is left to the rules, which refuse
      // it the same way: session 41).
      let validity = d.eventValidity()
      #expect(validity.answer(for: .appCall("enable")) == nil && !d.isValid(.appCall("enable")))
      expectEqual(validity.answer(for: .appCallOffMain("x")), false)
      try d.apply(.advance(1))
      #expect(d.isSuspended && !d.suspendsAtPendingSnapshot)
      for event in Self.appCode { #expect(d.validationError(for: event) == Self.text, "\(event) suspended") }
    }
  }

  @Test("a background task keeps the app running: its code is not refused for suspension, nor its queue held")
  func backgroundTaskRuns() throws {
    let d = try launched()
    var task = UIBackgroundTaskIdentifier.invalid
    d.withCurrent { task = UIApplication.shared.beginBackgroundTask(withName: "save") }
    try d.apply(.goHome)
    #expect(!d.suspendsAtPendingSnapshot && d.isValid(.appCall("enable")))
    expectEqual(d.eventValidity().answer(for: .appCallOffMain("enable")), true)
    try d.apply(.appCall("enable"))
    #expect(!d.isSuspended && d.runsAppCode)
    d.withCurrent { UIApplication.shared.endBackgroundTask(task) }
    #expect(d.isSuspended && !d.runsAppCode && d.validationError(for: .appCall("enable")) == Self.text)
  }

  @Test("while the app is inactive or in the foreground its code runs: nothing is refused for suspension")
  func foregroundRuns() throws {
    let d = try launched()
    try d.apply(.openAppSwitcher)
    #expect(d.isValid(.appCall("enable")) && !d.suspendsAtPendingSnapshot && d.runsAppCode)
  }

  @Test(
    "LocalAuthentication's cancel as the app leaves runs while the app runs; its main-queue hop is queued work",
    arguments: [false, true])
  func crossProcessReply(runsBeforeSuspension: Bool) throws {
    let app = ReplyRecorder()
    var profile = try Profile(named: "iphone-ios17-scenes")
    profile.flags.queuedWorkRunsBeforeSuspension = runsBeforeSuspension
    let d = Device(profile: profile, strategy: app)
    try d.apply(.launch, .appCall("authenticate"))
    #expect(d.isAuthenticationPromptShown)
    app.log.removeAll()  // the launch's will-enter-foreground
    try d.apply(.goHome)
    // The system cancels the prompt as it takes the app away: the handler runs in the running process.
    expectEqual(app.log, ["reply(systemCancel, suspended: false)"])
    try d.apply(.advance(1))
    #expect(d.isSuspended)
    try d.apply(.returnToApp)
    // The hop runs in the app's last turns before the suspension, or on the return after will-enter-foreground.
    expectEqual(
      app.log,
      (runsBeforeSuspension
        ? ["reply(systemCancel, suspended: false)", "main(systemCancel)", "willEnterForeground"]
        : ["reply(systemCancel, suspended: false)", "willEnterForeground", "main(systemCancel)"]))
  }
}

/// A strategy with no opinion on its calls (as every built-in): the rule is the platform's, not the strategy's.
private final class SubviewTagCoverStandIn: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var appCalls: [String] { ["enable"] }
}
