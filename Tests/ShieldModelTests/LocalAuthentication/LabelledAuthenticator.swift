@testable import ShieldModel

/// App code that asks with a new `LAContext` per `appCall(authenticate)`, labels each request
/// ("request N: success" or the `LAError` code) and, on the reply's hop to the main queue, asks once
/// more when `asksAgain(success, requestsSoFar)` says so. Shared by the LocalAuthentication suites.
final class LabelledAuthenticator: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var replies: [String] = []
  var events: [String] = []
  var asked = 0
  let policy: LAPolicy
  let asksAgain: (_ success: Bool, _ requestsSoFar: Int) -> Bool

  init(
    policy: LAPolicy = .deviceOwnerAuthentication,
    asksAgain: @escaping (_ success: Bool, _ requestsSoFar: Int) -> Bool = { _, _ in false }
  ) {
    self.policy = policy
    self.asksAgain = asksAgain
  }

  var appCalls: [String] { ["authenticate"] }
  func handleAppCall(_ name: String) { authenticate() }
  func sceneWillResignActive(_ scene: UIScene) { events.append("resign") }
  func sceneDidBecomeActive(_ scene: UIScene) { events.append("active") }

  func authenticate() {
    asked += 1
    let label = "request \(asked)"
    LAContext().evaluatePolicy(policy, localizedReason: "Unlock") { success, error in
      let text = success ? "success" : "\((error as? LAError)?.code ?? .authenticationFailed)"
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        self.replies.append("\(label): \(text)")
        if self.asksAgain(success, self.asked) { self.authenticate() }
      }
    }
  }
}
