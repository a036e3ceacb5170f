import TestExpectations
import Testing

@testable import ShieldModel

/// App code that asks for Face ID from one scene callback and records each reply with the app's
/// state when its main-queue hop runs.
private final class CallbackAuthenticator: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let asksAt: String
  var armed = false
  var replies: [String] = []

  init(asksAt: String) { self.asksAt = asksAt }

  func sceneWillResignActive(_ scene: UIScene) { ask("resign") }
  func sceneDidEnterBackground(_ scene: UIScene) { ask("background") }
  func sceneWillEnterForeground(_ scene: UIScene) { ask("foreground") }
  // An app-delegate app (iOS 9-12 profiles) hears the same moments at its delegate.
  func applicationWillResignActive(_ application: UIApplication) { ask("resign") }
  func applicationDidEnterBackground(_ application: UIApplication) { ask("background") }
  func applicationWillEnterForeground(_ application: UIApplication) { ask("foreground") }

  func ask(_ moment: String) {
    guard armed, moment == asksAt else { return }
    armed = false
    LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, error in
      let text = success ? "success" : "\((error as? LAError)?.code ?? .invalidContext)"
      DispatchQueue.main.async { [weak self] in self?.replies.append(text) }
    }
  }
}

/// What LocalAuthentication answers a request made inside a transition's callbacks: the model
/// takes it up at the end of the event, so a leave's request finds the app in the background
/// (`notInteractive`, no prompt) and a return's finds it active (the prompt comes after
/// did-become-active). Reports of a prompt seen as the app leaves are an open question
/// (docs/model-behaviours.md, "LocalAuthentication, audited").
@Suite("LocalAuthentication: requests made during a leave or a return")
struct TransitionRequestTests {
  @Test(
    "asked at will-resign-active or did-enter-background of a leave: notInteractive, no prompt",
    arguments: ["resign", "background"])
  func leave(moment: String) throws {
    let app = CallbackAuthenticator(asksAt: moment)
    let device = try launched(strategy: app)
    app.armed = true
    try device.apply(.goHome)
    #expect(!device.isAuthenticationPromptShown)
    #expect(device.overlay == nil)
    try device.apply(.returnToApp)
    expectEqual(app.replies, ["notInteractive"])
    #expect(!device.isAuthenticationPromptShown)
  }

  /// ``PlatformFlags/backgroundRequestWaitsForReturn`` (iOS 9-10 profiles by default): a leave's request is
  /// held, not refused, and its prompt comes once the app is active again (VENTouchLock#89).
  @Test(
    "asked at a leave before iOS 11: held through the suspension, the prompt comes on the return",
    arguments: [
      ("iphone-ios10-appdelegate", "resign", true), ("iphone-ios10-appdelegate", "background", true),
      ("iphone-ios9-appdelegate", "background", true),
      ("iphone-ios10-appdelegate+backgroundRequestWaitsForReturn=false", "background", false),
    ])
  func leaveHeldBeforeIOS11(profile: String, moment: String, held: Bool) throws {
    let app = CallbackAuthenticator(asksAt: moment)
    let device = try launched(profile, strategy: app)
    app.armed = true
    try device.apply(.goHome, .advance(5))
    #expect(!device.isAuthenticationPromptShown)
    #expect(device.overlay == nil)
    try device.apply(.returnToApp)
    expectEqual(device.isAuthenticationPromptShown, held)
    expectEqual(device.overlay, (held ? .systemAlert(.faceID) : nil))
    if held {
      #expect(app.replies.isEmpty)
      try device.apply(.faceIDMatch)
      expectEqual(app.replies, ["success"])
    } else {
      expectEqual(app.replies, ["notInteractive"])
    }
  }

  @Test("asked at will-enter-foreground of a return: the prompt comes, once the return has made the app active")
  func returnPrompts() throws {
    let app = CallbackAuthenticator(asksAt: "foreground")
    let device = try launched(strategy: app)
    try device.apply(.goHome)
    app.armed = true
    try device.apply(.returnToApp)
    #expect(device.isAuthenticationPromptShown)
    expectEqual(device.overlay, .systemAlert(.faceID))
    #expect(app.replies.isEmpty)
    try device.apply(.faceIDMatch)
    expectEqual(app.replies, ["success"])
  }

  /// ``PlatformFlags/swipeAwayRequestRelaunchesApp`` (iOS 9-10 profiles by default): a request made
  /// in the did-enter-background of a swipe-away launches the app again; the old process's request
  /// gets no reply.
  @Test(
    "asked at did-enter-background of a swipe-away: before iOS 11 the app is launched again, else it ends",
    arguments: [
      ("iphone-ios10-appdelegate", true), ("iphone-ios9-appdelegate", true),
      ("iphone-ios10-appdelegate+swipeAwayRequestRelaunchesApp=false", false), ("iphone-ios17-scenes", false),
    ])
  func swipeAway(profile: String, relaunches: Bool) throws {
    let app = CallbackAuthenticator(asksAt: "background")
    let device = try launched(profile, strategy: app)
    try device.apply(.openAppSwitcher)
    app.armed = true
    try device.apply(.terminateApp)
    expectEqual(app.armed, false)
    expectEqual(device.isLaunched, relaunches)
    expectEqual(device.overlay, (relaunches ? nil : .appSwitcher))
    expectEqual((device.applicationState == .active), relaunches)
    #expect(app.replies.isEmpty)
  }

  @Test("a suspended app swiped away asks nothing and ends, before iOS 11 too")
  func swipeAwaySuspended() throws {
    let app = CallbackAuthenticator(asksAt: "background")
    let device = try launched("iphone-ios10-appdelegate", strategy: app)
    try device.apply(.goHome, .advance(2), .openAppSwitcher)
    app.armed = true
    try device.apply(.terminateApp)
    #expect(app.armed)
    #expect(!device.isLaunched)
  }
}
