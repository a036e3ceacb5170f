import Foundation
import TestExpectations
import Testing

@testable import ShieldModel

/// What an app's nonisolated code is told by `canEvaluatePolicy(_:error:)`: the answer and the
/// error's code (the SDK's `LAContext` is not main-actor, so apps call it from such code).
nonisolated private func check(_ context: LAContext, _ policy: LAPolicy) -> (can: Bool, code: Int?) {
  var error: NSError?
  let can = context.canEvaluatePolicy(policy, error: &error)
  return (can, error?.code)
}

/// Makes a context and asks for authentication from nonisolated code, as an app's helper does.
nonisolated private func authenticate() -> LAContext {
  let context = LAContext()
  context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { _, _ in }
  return context
}

/// Calls the nonisolated helper on `appCall(authenticate)` and keeps the context.
private final class NonisolatedAuthenticator: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var appCalls: [String] { ["authenticate"] }
  var kept: LAContext?
  func handleAppCall(_ name: String) { kept = authenticate() }
}

@Suite("UIKit breadth of the twentieth session: stack custom spacing, scroll views, LAContext isolation")
struct UIKitTwentiethSessionBreadthTests {
  @Test("setCustomSpacing(_:after:) replaces the spacing after one arranged view; default and removal clear it")
  func stackCustomSpacing() {
    // https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    let c = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.axis = .vertical
    stack.spacing = 5
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
    stack.setCustomSpacing(28, after: a)
    stack.arrangeViews()
    expectEqual([a.frame.minY, b.frame.minY, c.frame.minY], [0, 48, 83])
    expectEqual(stack.customSpacing(after: a), 28)
    expectEqual(stack.customSpacing(after: b), UIStackView.spacingUseDefault)
    // A view that is not arranged in the stack is ignored.
    let outside = UIView()
    stack.setCustomSpacing(3, after: outside)
    expectEqual(stack.customSpacing(after: outside), UIStackView.spacingUseDefault)
    // The system spacing is laid out as 8 points; `spacingUseDefault` clears.
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
    stack.arrangeViews()
    expectEqual([a.frame.minY, b.frame.minY, c.frame.minY], [0, 25, 63])
    expectEqual(stack.customSpacing(after: b), UIStackView.spacingUseSystem)
    // Removing the view from the arranged views loses its custom spacing.
    stack.removeArrangedSubview(b)
    expectEqual(stack.customSpacing(after: b), UIStackView.spacingUseDefault)
    #expect(stack.customSpacings.isEmpty)
  }

  @Test("UIScrollView: content constrained to its content and frame guides lies in its bounds, not its safe area")
  func scrollViewGuides() throws {
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    let device = try launched()
    let window = try #require(device.mainWindow())
    device.withCurrent {
      let scroll = UIScrollView(frame: window.bounds)
      scroll.alwaysBounceVertical = true
      scroll.showsVerticalScrollIndicator = false
      window.addSubview(scroll)
      let content = UIView(frame: .zero)
      content.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(content)
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 28),
        content.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 24),
        content.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -24),
        content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -28),
      ])
      expectEqual(content.frame, CGRect(x: 24, y: 28, width: 342, height: 788))
      expectEqual(scroll.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 390, height: 844))
      // The safe-area guide of the same view still leaves the bars' bands out.
      expectEqual(scroll.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 763))
      scroll.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
      #expect(scroll.contentOffset == CGPoint(x: 0, y: 120) && scroll.alwaysBounceVertical)
    }
  }

  @Test("LAContext.canEvaluatePolicy is nonisolated, as the SDK's: nonisolated code gets the settings' answer")
  func canEvaluateFromNonisolatedCode() throws {
    // https://developer.apple.com/documentation/localauthentication/lacontext
    let device = try launched()
    let (first, invalidated, state) = device.withCurrent {
      let context = LAContext()
      let first = check(context, .deviceOwnerAuthenticationWithBiometrics)
      let state = context.evaluatedPolicyDomainState
      context.invalidate()
      return (first, check(context, .deviceOwnerAuthentication), state)
    }
    #expect(first.can && first.code == nil && state != nil)
    #expect(!invalidated.can && invalidated.code == LAError.Code.invalidContext.rawValue)
    try device.apply(.goHome)
    try device.apply(.changeDeviceSetting(.passcodeOff))
    try device.apply(.returnToApp)
    let off = device.withCurrent { check(LAContext(), .deviceOwnerAuthentication) }
    #expect(!off.can && off.code == LAError.Code.passcodeNotSet.rawValue)
  }

  @Test("LAContext() and evaluatePolicy are nonisolated too: a helper's request brings the Face ID prompt up")
  func evaluateFromNonisolatedCode() throws {
    let app = NonisolatedAuthenticator()
    let device = try launched(strategy: app)
    try device.apply(.appCall("authenticate"))
    #expect(device.overlay == .systemAlert(.faceID) && app.kept != nil)
  }
}
