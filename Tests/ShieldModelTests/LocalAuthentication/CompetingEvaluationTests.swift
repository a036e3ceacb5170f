import Testing

@testable import ShieldModel

/// App code that asks with a new context per `appCall(authenticate)`, labels each request, and
/// (with `reasks`) asks again from its reply handler after every failure.
private final class LabelledAuthenticator: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var replies: [String] = []
  var events: [String] = []
  var asked = 0
  let reasks: Bool

  init(reasks: Bool = false) { self.reasks = reasks }

  var appCalls: [String] { ["authenticate"] }
  func handleAppCall(_ name: String) { authenticate() }
  func sceneWillResignActive(_ scene: UIScene) { events.append("resign") }
  func sceneDidBecomeActive(_ scene: UIScene) { events.append("active") }

  func authenticate() {
    asked += 1
    let label = "request \(asked)"
    LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, error in
      let text = success ? "success" : "\((error as? LAError)?.code ?? .authenticationFailed)"
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        self.replies.append("\(label): \(text)")
        if !success, self.reasks { self.authenticate() }
      }
    }
  }
}

@Suite("LocalAuthentication: two evaluations of the app's own at once")
struct CompetingEvaluationTests {
  @Test("the newer request cancels the one in flight (systemCancel) and takes its prompt with no new resign")
  func newerReplacesOlder() throws {
    let app = LabelledAuthenticator()
    let device = try launched(strategy: app)
    app.events.removeAll()
    try device.apply(.appCall("authenticate"), .appCall("authenticate"))
    #expect(app.replies == ["request 1: systemCancel"])
    #expect(app.events == ["resign"])
    #expect(device.isAuthenticationPromptShown)
    try device.apply(.faceIDMatch)
    #expect(app.replies == ["request 1: systemCancel", "request 2: success"])
  }

  @Test("with newerEvaluationReplacesOlder off the newer request fails and the first keeps its prompt")
  func flagOff() throws {
    let app = LabelledAuthenticator()
    let device = try launched("iphone-ios17-scenes+newerEvaluationReplacesOlder=false", strategy: app)
    try device.apply(.appCall("authenticate"), .appCall("authenticate"))
    try device.apply(.faceIDMatch)
    #expect(app.replies == ["request 2: systemCancel", "request 1: success"])
  }

  @Test("an error handler that asks again makes the requests cancel each other: recorded after 3 cancels, then cut")
  func loopIsRecordedAndCut() throws {
    let app = LabelledAuthenticator(reasks: true)
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"), .appCall("authenticate"))
    #expect(app.replies == ["request 1: systemCancel", "request 2: systemCancel", "request 3: systemCancel"])
    #expect(device.reauthenticationByCompetingRequests?.count == 4)
    #expect(device.isAuthenticationPromptShown)
    try device.apply(.faceIDMatch)
    #expect(device.reauthenticationByCompetingRequests == nil)
  }
}
