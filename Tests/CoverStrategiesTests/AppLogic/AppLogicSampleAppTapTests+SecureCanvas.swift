import AppLogic
import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

/// A tap on a screen whose own view the app moved into a secure field's canvas (`secure(on, of=root)`): nothing is
/// above the screen, hit-testing passes the view by (SC17), and the refusal says that (the thirty-seventh session's
/// breaker, sc/S1.logic, was told "a window or controller above that screen takes the touch").
extension AppLogicSampleAppTapTests {
  @Test("a control on a screen whose view is in a secure canvas is refused for that reason, not for one above it")
  func controlInSecureCanvas() throws {
    let d = try Self.launched(
      "claims: screenshots\non sceneDidBecomeActive: secure(on, of=root)\non appCall(go, screen=root): set(tapped)")
    let canvas =
      "that screen's own view lies in a secure text field's canvas (the secure-canvas trick applied to a view), which"
      + " hit-testing passes by, so the tap reaches what lies under it (secureCanvasHostedViewTakesNoTaps=true, SC17)"
    expectEqual(d.validationError(for: .appCall("go")), "the call is a tap on its screen's control, and " + canvas)
    expectEqual(
      d.validationError(for: .presentSheet(.sheet)), "the app presents at the user's tap on its screen, and " + canvas
    )
    // Under the other answer the tap reaches the view: both are possible.
    var profile = try Profile(named: "iphone-ios17-scenes")
    profile.flags.secureCanvasHostedViewTakesNoTaps = false
    let other = Device(
      profile: profile,
      strategy: try Self.strategy(
        "claims: screenshots\non sceneDidBecomeActive: secure(on, of=root)\non appCall(go, screen=root): set(tapped)"))
    try other.apply(.launch)
    #expect(other.validationError(for: .appCall("go")) == nil)
    #expect(other.validationError(for: .presentSheet(.sheet)) == nil)
  }
}
