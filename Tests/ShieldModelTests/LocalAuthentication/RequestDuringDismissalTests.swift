import TestExpectations
import Testing

@testable import ShieldModel

/// App code that asks on `appCall(authenticate)` and, after its first success, asks once more from the
/// reply handler's hop to the main queue: the second request comes while the matched prompt animates away.
private func chainingAuthenticator() -> LabelledAuthenticator {
  LabelledAuthenticator(policy: .deviceOwnerAuthenticationWithBiometrics) { success, asked in success && asked == 1 }
}

/// ``PlatformFlags/requestDuringMatchDismissalFails``: an `LAContext` request made while the app's matched
/// prompt is still animating away (the reply came, did-become-active has not).
@Suite("LocalAuthentication: a request made while the matched prompt animates away")
struct RequestDuringDismissalTests {
  @Test("by default it fails at once with systemCancel: no second prompt, the app becomes active once")
  func failsByDefault() throws {
    let app = chainingAuthenticator()
    let device = try launched(strategy: app)
    app.events.removeAll()
    try device.apply(.appCall("authenticate"), .faceIDMatch)
    expectEqual(app.replies, ["request 1: success", "request 2: systemCancel"])
    try device.apply(.advance(2))
    #expect(!device.isAuthenticationPromptShown)
    expectEqual(app.events, ["resign", "active"])
    #expect(device.profile.flags.requestDuringMatchDismissalFails)
  }

  @Test("with the flag false its prompt follows the matched one with no new resign, and answers the next match")
  func followsWithFlagOff() throws {
    let app = chainingAuthenticator()
    let device = try launched("iphone-ios17-scenes+requestDuringMatchDismissalFails=false", strategy: app)
    app.events.removeAll()
    try device.apply(.appCall("authenticate"), .faceIDMatch)
    expectEqual(app.replies, ["request 1: success"])
    try device.apply(.advance(2))
    #expect(device.isAuthenticationPromptShown)
    expectEqual(app.events, ["resign"])
    try device.apply(.faceIDMatch, .advance(2))
    expectEqual(app.replies, ["request 1: success", "request 2: success"])
    expectEqual(app.events, ["resign", "active"])
  }

  @Test("a request after the dismissal ended is a new prompt with its own resign, whatever the flag")
  func afterTheDismissal() throws {
    for profile in ["iphone-ios17-scenes", "iphone-ios17-scenes+requestDuringMatchDismissalFails=false"] {
      let app = chainingAuthenticator()
      app.asked = 1  // no chained ask
      let device = try launched(profile, strategy: app)
      app.events.removeAll()
      try device.apply(.appCall("authenticate"), .faceIDMatch, .advance(2), .appCall("authenticate"))
      #expect(device.isAuthenticationPromptShown)
      expectEqual(app.events, ["resign", "active", "resign"])
    }
  }
}
